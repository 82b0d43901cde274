import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  bankNameOf,
  maskCardNo,
  maxCardsPerKind,
  type BankCard,
  type BankCode,
  type CardKind,
} from '../../../../src/api/contracts/cash-out';
import { maskPhone } from '../../../../src/api/contracts/display';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { authApplications, bankCards, cashOuts } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { isAuthenticated } from '../members';
import type { Member } from '../sessions';

/**
 * 银行卡 (spec section 7, "Profile, addresses and cards"; docs/adr/0027): a member's collect cards (cash-outs are paid to
 * them: bank/add, edit, del, setDef, all, normal) and quick-pay cards (PayAdd, PayCardDel, allPayBank). Each kind holds
 * at most 10 cards and, while it holds any, exactly one default: the first is the default, setDef moves it, deleting it
 * promotes the newest (the unique index bank_cards_one_default is the last word). An authenticated member's cards are
 * in their own name. A card an unfinished cash-out goes to cannot be changed or deleted. Every change runs holding the
 * member's money-account lock, which cash-out applications take too, so a card cannot be deleted while a cash-out to
 * it is being applied for.
 */
export type CardRow = typeof bankCards.$inferSelect;

export function toBankCard(row: CardRow): BankCard {
  return {
    id: row.id,
    kind: row.kind,
    bankCode: row.bankCode as BankCode,
    bankName: bankNameOf(row.bankCode),
    cardNo: maskCardNo(row.cardNo),
    tail: row.cardNo.slice(-4),
    holderName: row.holderName,
    phone: row.phone === null ? null : maskPhone(row.phone),
    defaultCard: row.isDefault,
    createTime: formatChinaTime(row.createdAt),
  };
}

/**
 * The transaction-scoped advisory lock of one member's money accounts (cards and cash-out applications), keyed
 * (moneyAccountLockSpace, member id): only that member's card changes and applications wait for each other.
 */
const moneyAccountLockSpace = 0x636f; // 'co'; no other advisory lock in this database uses this first key
export async function lockMoneyAccounts(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${moneyAccountLockSpace}::integer, ${memberId}::integer)`);
}

/**
 * The names an authenticated member's cards may be in: the approved papers' real name, or for a merchant the company's
 * name or its legal person's. Empty when the member is not authenticated, or was authenticated before applications
 * were recorded (demo data), when there is nothing to compare with.
 */
export async function realNamesOf(db: Db, member: Member): Promise<string[]> {
  if (!isAuthenticated(member)) return [];
  const [row] = await db
    .select({ papers: authApplications.papers })
    .from(authApplications)
    .where(and(eq(authApplications.userId, member.id), eq(authApplications.stage, 'approved')))
    .limit(1);
  if (!row) return [];
  return ['realName', 'companyName', 'legalPerson'].map((field) => row.papers[field]).filter((name): name is string => typeof name === 'string' && name !== '');
}

async function assertOwnName(db: Db, member: Member, holderName: string): Promise<void> {
  const names = await realNamesOf(db, member);
  if (names.length > 0 && !names.includes(holderName)) throw badRequest('holderNotRealName');
}

/** The member's cards of one kind, the default first, then the newest first. */
export async function listCards(db: Db, userId: number, kind: CardKind): Promise<BankCard[]> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), eq(bankCards.kind, kind)))
    .orderBy(desc(bankCards.isDefault), desc(bankCards.id));
  return rows.map(toBankCard);
}

/** The member's default collect card (GET /api/user/bank/normal), or null. */
export async function defaultCard(db: Db, userId: number): Promise<BankCard | null> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), eq(bankCards.kind, 'collect'), eq(bankCards.isDefault, true)))
    .limit(1);
  return row ? toBankCard(row) : null;
}

/** The member's own card (of `kind` when given), or not found: another member's id is answered as one that does not exist. */
export async function ownCard(db: Db, userId: number, id: number, kind?: CardKind): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), eq(bankCards.userId, userId), kind ? eq(bankCards.kind, kind) : undefined))
    .limit(1);
  if (!row) throw notFound('cardNotFound');
  return row;
}

/** Refuses to change a card an unfinished cash-out (held, waiting for staff) goes to. */
async function assertNotInUse(tx: Db, card: CardRow): Promise<void> {
  if (card.kind !== 'collect') return;
  const [row] = await tx
    .select({ n: count() })
    .from(cashOuts)
    .where(and(eq(cashOuts.userId, card.userId), eq(cashOuts.stage, 'held'), sql`(${cashOuts.account} ->> 'cardId')::integer = ${card.id}`));
  if ((row?.n ?? 0) > 0) throw badRequest('cardInUse');
}

async function makeDefault(tx: Db, card: CardRow): Promise<CardRow> {
  await tx
    .update(bankCards)
    .set({ isDefault: false })
    .where(and(eq(bankCards.userId, card.userId), eq(bankCards.kind, card.kind), eq(bankCards.isDefault, true), ne(bankCards.id, card.id)));
  const [row] = await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, card.id)).returning();
  return row!;
}

export interface CardFields {
  bankCode: string;
  cardNo: string;
  holderName: string;
  phone?: string;
  defaultCard: boolean;
}

/** A unique index that refused a card: the same number twice in one kind. */
function refusedTwice(error: unknown): never {
  if (isUniqueViolation(error, 'bank_cards_no_twice')) throw badRequest('cardExists');
  throw error;
}

/** A new card of `kind`; the first of its kind, or one added as the default, is the default. */
export async function addCard(db: Db, clock: Clock, member: Member, kind: CardKind, fields: CardFields): Promise<BankCard> {
  await assertOwnName(db, member, fields.holderName);
  try {
    return await db.transaction(async (tx) => {
      await lockMoneyAccounts(tx, member.id);
      const [held] = await tx.select({ n: count() }).from(bankCards).where(and(eq(bankCards.userId, member.id), eq(bankCards.kind, kind)));
      const n = held?.n ?? 0;
      if (n >= maxCardsPerKind) throw badRequest('cardLimit');
      const [twice] = await tx
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(and(eq(bankCards.userId, member.id), eq(bankCards.kind, kind), eq(bankCards.cardNo, fields.cardNo)))
        .limit(1);
      if (twice) throw badRequest('cardExists');
      const [row] = await tx
        .insert(bankCards)
        .values({
          userId: member.id,
          kind,
          bankCode: fields.bankCode,
          cardNo: fields.cardNo,
          holderName: fields.holderName,
          phone: kind === 'pay' ? (fields.phone ?? null) : null,
          isDefault: false,
          createdAt: clock(),
        })
        .returning();
      return toBankCard(n === 0 || fields.defaultCard ? await makeDefault(tx, row!) : row!);
    });
  } catch (error) {
    return refusedTwice(error);
  }
}

/**
 * Changes a collect card (edit/{id}). Ticking 设为默认 makes it the default; unticking it on the default leaves it the
 * default (another becomes the default only when the member chooses it), so a kind with cards always has one.
 */
export async function editCard(db: Db, member: Member, id: number, fields: CardFields): Promise<BankCard> {
  await ownCard(db, member.id, id, 'collect');
  await assertOwnName(db, member, fields.holderName);
  try {
    return await db.transaction(async (tx) => {
      await lockMoneyAccounts(tx, member.id);
      const card = await ownCard(tx, member.id, id, 'collect');
      await assertNotInUse(tx, card);
      const [row] = await tx
        .update(bankCards)
        .set({ bankCode: fields.bankCode, cardNo: fields.cardNo, holderName: fields.holderName })
        .where(eq(bankCards.id, id))
        .returning();
      return toBankCard(fields.defaultCard ? await makeDefault(tx, row!) : row!);
    });
  } catch (error) {
    return refusedTwice(error);
  }
}

/** setDef/{id}: the card becomes its kind's default. */
export async function setDefaultCard(db: Db, member: Member, id: number): Promise<BankCard> {
  return db.transaction(async (tx) => {
    await lockMoneyAccounts(tx, member.id);
    return toBankCard(await makeDefault(tx, await ownCard(tx, member.id, id)));
  });
}

/** del/{id} (collect) and PayCardDel/{id} (pay): deleting the default promotes the newest remaining card of its kind. */
export async function deleteCard(db: Db, member: Member, id: number, kind: CardKind): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMoneyAccounts(tx, member.id);
    const card = await ownCard(tx, member.id, id, kind);
    await assertNotInUse(tx, card);
    await tx.delete(bankCards).where(eq(bankCards.id, id));
    if (!card.isDefault) return;
    const [newest] = await tx
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.userId, member.id), eq(bankCards.kind, kind)))
      .orderBy(desc(bankCards.id))
      .limit(1);
    if (newest) await makeDefault(tx, newest);
  });
}
