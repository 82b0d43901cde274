import { asc, eq, or } from 'drizzle-orm';
import { messageTypeIds } from '../../../../src/api/contracts/inbox-names';
import { normalizePhone } from '../../../../src/api/contracts/validation-rules';
import type { BeanTransferResult } from '../../../../src/api/contracts/wallet-names';
import type { Db } from '../../db/database';
import { accounts, postings, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';
import type { Clock } from '../clock';
import { postTransfer, userBalances } from '../ledger';
import type { LimitStore } from '../limits/limit-store';
import { checkPayPasswordAttempt } from '../limits/pay-password-attempts';
import { deliverNotice } from '../notices';
import { randomToken } from '../secrets';
import type { Member } from '../sessions';

/** A gift's journal entry key: the giver's, with the caller's idempotency key (or a random one). */
export const beanGiftKey = (giverId: number, key: string) => `beangift:${giverId}:${key}`;

export interface BeanGift {
  /** The receiver's user name or bound phone, as typed. */
  target: string;
  amount: number;
  payPassword: string;
}

/** The member a gift goes to: by exact user name first, else by bound phone; null when neither is anyone's. */
async function receiverOf(db: Db, target: string) {
  const rows = await db
    .select({ id: users.id, userName: users.userName, disabled: users.disabled })
    .from(users)
    .where(or(eq(users.userName, target), eq(users.phone, normalizePhone(target))))
    .orderBy(asc(users.id));
  return rows.find((r) => r.userName === target) ?? rows[0] ?? null;
}

/** Whether entry `entryId` is exactly this gift: `amount` beans from the giver to the receiver. */
async function isThisGift(db: Db, entryId: number, giverId: number, receiverId: number, amount: number): Promise<boolean> {
  const moved = await db
    .select({ userId: accounts.userId, asset: accounts.asset, amount: postings.amount })
    .from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(eq(postings.entryId, entryId));
  const has = (userId: number, value: number) => moved.some((p) => p.userId === userId && p.asset === 'bean' && p.amount === value);
  return moved.length === 2 && has(giverId, -amount) && has(receiverId, amount);
}

/**
 * POST /api/coin/transfer (赠送; docs/adr/0028): gold beans from the member to another, in one journal entry (item
 * beanGift) keyed `beangift:<giver>:<idempotency key>`, with a notice to the receiver in the same transaction.
 * Refused, in this order and with nothing moved: no payment password set; nobody of that name or phone; oneself; a
 * frozen receiver; a wrong payment password (counted on the member's one count, docs/adr/0016); too few beans. The
 * beans are checked under the giver's account lock (postTransfer), so parallel gifts can never take the giver below
 * zero: exactly as many succeed as the beans pay for. A retry with the same key moves nothing again; the same key with
 * another gift is refused (409).
 */
export async function giftBeans(db: Db, clock: Clock, limits: LimitStore, member: Member, gift: BeanGift, idempotencyKey?: string): Promise<BeanTransferResult> {
  if (!member.payPasswordHash) throw badRequest('payPasswordNotSet');
  const receiver = await receiverOf(db, gift.target);
  if (!receiver) throw badRequest('memberNotFound');
  if (receiver.id === member.id) throw badRequest('cannotGiftSelf');
  if (receiver.disabled) throw badRequest('giftTargetFrozen');
  if (!(await checkPayPasswordAttempt(limits, member.id, member.payPasswordHash, gift.payPassword))) throw badRequest('payPasswordWrong');

  const key = beanGiftKey(member.id, idempotencyKey ?? randomToken());
  await db.transaction(async (tx) => {
    const posted = await postTransfer(tx, clock, {
      idempotencyKey: key,
      item: 'beanGift',
      memo: `${member.userName} 赠送 ${receiver.userName} ${gift.amount}金豆`,
      postings: [
        { account: { userId: member.id, asset: 'bean' }, amount: -gift.amount },
        { account: { userId: receiver.id, asset: 'bean' }, amount: gift.amount },
      ],
    });
    if (posted.replayed) {
      if (!(await isThisGift(tx, posted.entryId, member.id, receiver.id, gift.amount))) throw conflict('beanGiftKeyReused');
      return;
    }
    await deliverNotice(
      tx,
      {
        userId: receiver.id,
        type: messageTypeIds.system,
        title: '收到金豆赠送',
        content: `${member.userName} 赠送给您 ${gift.amount} 金豆，已存入您的金豆账户。`,
      },
      clock(),
    );
  });
  return { target: receiver.userName, amount: gift.amount, goldCoin: (await userBalances(db, member.id)).bean };
}
