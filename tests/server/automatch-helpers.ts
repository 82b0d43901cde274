import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openMatchStages, type MatchOrderResult } from '../../src/api/contracts/automatch';
import { accounts, matchFills, matchOrderEvents, matchOrders, orders, products } from '../../server/src/db/schema';
import { rebuildFromRecords, recordedCommands, runCommands, type RecordedEvent, type RefFill, type RefOrder, type ReferenceBook } from './automatch-reference';
import type { TestApp } from './helpers';
import { expectLedgerInvariants } from './trade-helpers';

/** A POST with the member's token and an idempotency key (a fresh one unless given; null: none). */
export function keyedPost<T>(t: TestApp, who: { token: string }, url: string, body: unknown, key: string | null = randomUUID()) {
  return t.app
    .inject({ method: 'POST', url, payload: body as object, headers: { token: who.token, ...(key ? { 'idempotency-key': key } : {}) } })
    .then((r) => ({ ...(r.json() as { code: number; msg: string; data: T }), status: r.statusCode }));
}

export const placeMatch = (t: TestApp, who: { token: string }, body: Record<string, unknown>, key?: string | null) =>
  keyedPost<MatchOrderResult>(t, who, '/api/automatic/pairing/order', body, key);

/**
 * The ledger's invariants (trade-helpers), and auto-match's own: every member's match purse holds exactly price × units
 * left of their open buy orders, so nothing is held twice, lost, or left held after an order ends.
 */
export async function expectMatchInvariants(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  const purses = await t.db.select({ userId: accounts.userId, balance: accounts.balance }).from(accounts).where(eq(accounts.purse, 'match'));
  const owed = await t.db
    .select({ userId: matchOrders.userId, total: sql<string>`sum(${matchOrders.price} * (${matchOrders.quantity} - ${matchOrders.filled}))` })
    .from(matchOrders)
    .where(and(eq(matchOrders.side, 'buy'), inArray(matchOrders.stage, [...openMatchStages])))
    .groupBy(matchOrders.userId);
  const owedBy = new Map(owed.map((o) => [o.userId, Number(o.total)]));
  for (const purse of purses) expect(purse.balance, `match purse of member ${purse.userId}`).toBe(owedBy.get(purse.userId!) ?? 0);
  for (const [userId, total] of owedBy) expect(purses.find((p) => p.userId === userId)?.balance, `member ${userId} holds their open buys`).toBe(total);
}

/** Varieties no match order has been placed on yet (the demo data trades some): a test's books start empty. */
export async function emptyBooks(t: TestApp, count: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(sql`not exists (select 1 from match_orders o where o.product_id = ${products.id})`)
    .orderBy(products.id)
    .limit(count);
  return rows.map((p) => p.id);
}

/** The match order events of `varieties` in the order they were recorded: on one book, the order its commands committed in. */
export async function recordedEvents(t: TestApp, varieties: readonly number[]): Promise<RecordedEvent[]> {
  const rows = await t.db
    .select({ matchOrderId: matchOrderEvents.matchOrderId, actorId: matchOrderEvents.actorId, event: matchOrderEvents.event, payload: matchOrderEvents.payload })
    .from(matchOrderEvents)
    .innerJoin(matchOrders, eq(matchOrders.id, matchOrderEvents.matchOrderId))
    .where(inArray(matchOrders.productId, [...varieties]))
    .orderBy(asc(matchOrderEvents.id));
  return rows as RecordedEvent[];
}

/** The fills of `varieties` (match_fills in id order), with the escrow order each made. */
export async function storedFills(t: TestApp, varieties: readonly number[]): Promise<Array<RefFill & { id: number; tradeOrderId: number }>> {
  const rows = await t.db.select().from(matchFills).where(inArray(matchFills.productId, [...varieties])).orderBy(asc(matchFills.id));
  return rows.map((f) => ({ id: f.id, product: f.productId, buyOrderId: f.buyOrderId, sellOrderId: f.sellOrderId, takerSide: f.takerSide, price: f.price, quantity: f.quantity, tradeOrderId: f.tradeOrderId }));
}

const bookRow = ({ id, member, product, side, price, quantity, filled, stage }: RefOrder) => ({ id, member, product, side, price, quantity, filled, stage });
const byId = (orders: readonly RefOrder[]) => [...orders].sort((a, b) => a.id - b.id).map(bookRow);
/** Each book's open orders in the order they would be taken: best price, then time priority. */
const queueOf = (orders: readonly RefOrder[]) =>
  orders
    .filter((o) => (openMatchStages as readonly string[]).includes(o.stage))
    .sort((a, b) => a.product - b.product || a.side.localeCompare(b.side) || (a.side === 'buy' ? b.price - a.price : a.price - b.price) || a.priority - b.priority)
    .map((o) => o.id);

/**
 * Fills book by book, each book's in the order it made them. A book changes one command at a time, so its own fills
 * have one order; two books work at once, so which book's fill took the lower id is the scheduler's choice
 * (Array.prototype.sort is stable: each book keeps its order).
 */
const perBook = <F extends { product: number }>(fills: readonly F[]) => [...fills].sort((a, b) => a.product - b.product);

/**
 * What the database holds on `varieties` is what the reference book holds: every fill (match_fills in id order) and
 * the paid escrow order it made, every order (price, units, filled, stage, and each book's queue: price then time
 * priority), and each of the book's members' balance, match purse and gold beans.
 */
export async function expectStoredAsReference(t: TestApp, book: ReferenceBook, varieties: readonly number[]): Promise<void> {
  const fills = perBook(await storedFills(t, varieties));
  const expected = perBook(book.fills);
  expect(fills.map(({ id: _id, tradeOrderId: _trade, ...fill }) => fill), 'match_fills').toEqual(expected);
  const escrow = new Map((fills.length === 0 ? [] : await t.db.select().from(orders).where(inArray(orders.id, fills.map((f) => f.tradeOrderId)))).map((o) => [o.id, o]));
  for (const [i, f] of fills.entries()) {
    const [buyer, seller] = [book.order(expected[i]!.buyOrderId)!.member, book.order(expected[i]!.sellOrderId)!.member];
    expect(escrow.get(f.tradeOrderId), `escrow order of fill ${f.id}`).toMatchObject({ buyerId: buyer, sellerId: seller, quantity: f.quantity, price: f.price, amount: f.price * f.quantity, stage: 'toShip' });
  }
  const stored = await t.db.select().from(matchOrders).where(inArray(matchOrders.productId, [...varieties]));
  const asBook: RefOrder[] = stored.map((o) => ({ ...o, member: o.userId, product: o.productId, stage: o.stage as RefOrder['stage'] }));
  expect(byId(asBook), 'match_orders').toEqual(byId(book.orders));
  expect(queueOf(asBook), 'the books in priority order').toEqual(queueOf(book.orders));
  const ids = [...book.members.keys()];
  const purses = await t.db.select().from(accounts).where(inArray(accounts.userId, ids));
  const balanceOf = (userId: number, asset: 'cny' | 'bean', purse: 'main' | 'match') =>
    purses.find((a) => a.userId === userId && a.asset === asset && a.purse === purse)?.balance ?? 0;
  const held = ids.map((id) => ({ id, main: balanceOf(id, 'cny', 'main'), held: balanceOf(id, 'cny', 'match'), beans: balanceOf(id, 'bean', 'main') }));
  expect(held, 'members’ balances, holds and beans').toEqual(ids.map((id) => ({ id, main: book.member(id).main, held: book.member(id).held, beans: book.member(id).beans })));
}

/**
 * Replays what was recorded on `varieties` through `book` (funded as the members were, nothing placed yet): the
 * placements, amends and cancels of match_order_events in id order, each placement at the fee it paid. Every one must
 * be accepted and the book must end as the database is (expectStoredAsReference): the engine made exactly the fills
 * of a serial book. Then the books are rebuilt from the records alone (the stored fills where their events are, no
 * matching) and must be the same again, never crossed between commands.
 */
export async function expectSerialReplay(t: TestApp, book: ReferenceBook, varieties: readonly number[]): Promise<void> {
  const events = await recordedEvents(t, varieties);
  const fees = new Map((await t.db.select({ id: matchOrders.id, fee: matchOrders.feeBeans }).from(matchOrders)).map((o) => [o.id, o.fee]));
  for (const { command, id } of recordedCommands(events)) {
    if (command.kind === 'place') book.feeBeans = fees.get(id)!;
    const [outcome] = runCommands(book, [{ command, id }]);
    expect(outcome!.ok ? 'accepted' : outcome!.refusal, `recorded ${JSON.stringify(command)} of order ${id} replayed`).toBe('accepted');
  }
  await expectStoredAsReference(t, book, varieties);
  expect(byId(rebuildFromRecords(events, await storedFills(t, varieties))), 'the books rebuilt from the records').toEqual(byId(book.orders));
}
