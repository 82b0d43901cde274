import { and, eq, sql } from 'drizzle-orm';
import { bondMarginOf, bondMarginPerUnit } from '../../../../src/api/contracts/bond-names';
import type { BondPublishFields } from '../../../../src/api/contracts/bonds';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { bondOffers, products } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { postTransfer } from '../ledger';
import type { LimitStore } from '../limits/limit-store';
import { purseBalance } from '../membership/bond';
import { requirePayPassword } from '../membership/money';
import { isAuthenticated } from '../members';
import type { Member } from '../sessions';
import { bondFunds, bondOfferEntryKey, marginPool } from './bond-orders';

export type BondOfferRow = typeof bondOffers.$inferSelect;

/**
 * A margin move out of the member's bond funds: the ledger's shortfall names the balance; here it is the bond funds
 * that are short (bondMarginShort), so the member is told to top those up.
 */
export async function fromBondFunds<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'insufficientBalance') throw badRequest('bondMarginShort');
    throw error;
  }
}

/** The member's offer an earlier publish with this key created (a retry is answered with it, nothing frozen again). */
async function publishedWithKey(db: Db, userId: number, idempotencyKey: string | null): Promise<BondOfferRow | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await db
    .select()
    .from(bondOffers)
    .where(and(eq(bondOffers.userId, userId), eq(bondOffers.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/**
 * POST /api/bond/offer/publish (and republishing, which is the same call from the form): refused to a member who is not
 * real-name authenticated, for a variety that does not exist, and when the bond funds do not cover the margin of the
 * whole quantity (said before a password try is spent). Then, with the payment password, in one transaction: the offer
 * is created open and its margin (bondMarginOf) moves from the bond funds to the margin pool. The ledger locks the bond
 * funds' account, so however many publishes arrive at once the funds are spent once; a retry with the same
 * idempotency key is answered with the offer it made.
 */
export async function publishBondOffer(
  db: Db,
  clock: Clock,
  limits: LimitStore,
  member: Member,
  body: BondPublishFields,
  idempotencyKey: string | null,
): Promise<BondOfferRow> {
  if (!isAuthenticated(member)) throw badRequest('bondNeedsAuth');
  if (!member.payPasswordHash) throw badRequest('payPasswordNotSet');
  const earlier = await publishedWithKey(db, member.id, idempotencyKey);
  if (earlier) return earlier;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.productId)).limit(1);
  if (!product) throw badRequest('bondVarietyNotFound');
  const margin = bondMarginOf(body.price, body.quantity);
  if ((await purseBalance(db, member.id, 'bond')) < margin) {
    // The same request sent at once may have frozen the funds since the look above: answer with what it made.
    const made = await publishedWithKey(db, member.id, idempotencyKey);
    if (made) return made;
    throw badRequest('bondMarginShort');
  }
  await requirePayPassword(limits, member, body.payPassword);
  try {
    return await fromBondFunds(() => db.transaction((tx) => openBondOffer(tx, clock, member.id, body, idempotencyKey)));
  } catch (error) {
    // The same key sent twice at once: the unique index let one in, whose offer is the answer.
    if (isUniqueViolation(error, 'bond_offers_key')) {
      const made = await publishedWithKey(db, member.id, idempotencyKey);
      if (made) return made;
    }
    throw error;
  }
}

/**
 * In the caller's transaction: the offer created open, and the margin of its whole quantity moved from the publisher's
 * bond funds into the pool (the ledger refuses it when the funds are short). The publish call's core, and the demo's.
 */
export async function openBondOffer(
  tx: Db,
  clock: Clock,
  userId: number,
  body: Omit<BondPublishFields, 'payPassword' | 'agree'>,
  idempotencyKey: string | null,
): Promise<BondOfferRow> {
  const now = clock();
  const [offer] = await tx
    .insert(bondOffers)
    .values({
      userId,
      tradeType: body.tradeType,
      productId: body.productId,
      grade: body.grade,
      price: body.price,
      quantity: body.quantity,
      remaining: body.quantity,
      marginPerUnit: bondMarginPerUnit(body.price),
      remark: body.remark,
      stage: 'open',
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const margin = bondMarginOf(body.price, body.quantity);
  await postTransfer(tx, clock, {
    idempotencyKey: bondOfferEntryKey(offer!.id, 'publish'),
    item: 'bondTrade',
    memo: `发布保证金交易，冻结保证金（保证金交易 ${offer!.id}）`,
    postings: [
      { account: bondFunds(userId), amount: -margin },
      { account: marginPool, amount: margin },
    ],
  });
  return offer!;
}

/**
 * POST /api/bond/offer/withdraw: the publisher ends their open offer; the margin of what is left (remaining ×
 * margin_per_unit) goes back from the pool to their bond funds. The conditional update is the offer's lock: a take
 * of the same offer waits for it and then finds it withdrawn, or ran first and the withdrawal releases what it left.
 */
export async function withdrawBondOffer(db: Db, clock: Clock, member: Member, id: number): Promise<BondOfferRow> {
  return db.transaction(async (tx) => {
    const now = clock();
    const [withdrawn] = await tx
      .update(bondOffers)
      .set({ stage: 'withdrawn', updatedAt: now })
      .where(and(eq(bondOffers.id, id), eq(bondOffers.userId, member.id), eq(bondOffers.stage, 'open')))
      .returning();
    if (!withdrawn) {
      const [offer] = await tx.select({ userId: bondOffers.userId }).from(bondOffers).where(eq(bondOffers.id, id)).limit(1);
      // Another's offer is answered as one that does not exist.
      if (!offer || offer.userId !== member.id) throw notFound('bondOfferNotFound');
      throw badRequest('bondOfferClosed');
    }
    const released = withdrawn.remaining * withdrawn.marginPerUnit;
    if (released > 0)
      await postTransfer(tx, clock, {
        idempotencyKey: bondOfferEntryKey(withdrawn.id, 'withdraw'),
        item: 'bondTrade',
        memo: `撤销保证金交易，未成交部分的保证金解冻（保证金交易 ${withdrawn.id}）`,
        postings: [
          { account: marginPool, amount: -released },
          { account: bondFunds(member.id), amount: released },
        ],
      });
    return withdrawn;
  });
}

/**
 * Takes `quantity` of an open offer in the caller's transaction, or answers null: one conditional update, so of
 * concurrent takes each sees what the one before it left (Postgres re-reads the row it waited for) and none takes
 * more than is left. At 0 left the offer is sold out.
 */
export async function takeFromOffer(tx: Db, offerId: number, quantity: number, now: Date): Promise<BondOfferRow | null> {
  const [taken] = await tx
    .update(bondOffers)
    .set({
      remaining: sql`${bondOffers.remaining} - ${quantity}`,
      stage: sql`case when ${bondOffers.remaining} = ${quantity} then 'soldOut' else 'open' end`,
      updatedAt: now,
    })
    .where(and(eq(bondOffers.id, offerId), eq(bondOffers.stage, 'open'), sql`${bondOffers.remaining} >= ${quantity}`))
    .returning();
  return taken ?? null;
}
