import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { MatchOrderResult } from '../../src/api/contracts/automatch';
import { allMessages } from '../../src/api/contracts/all-messages';
import { accounts, listings, matchOrderEvents, matchOrders, orders, sysSettings } from '../../server/src/db/schema';
import { systemAccounts } from '../../server/src/domain/ledger';
import { emptyBooks, expectMatchInvariants, expectSerialReplay, expectStoredAsReference, keyedPost, storedFills } from './automatch-helpers';
import { nextCommand, ReferenceBook, seededRandom, type Command, type Outcome, type RefOrder } from './automatch-reference';
import { buildTestApp, extraMember, type TestApp } from './helpers';
import { fund, fundBeans } from './membership-helpers';

/**
 * The engine against the reference book (issue 28, exchange-core's way): AUTOMATCH_COMMANDS random commands (2,000 in
 * `npm test`, 10,000 with `npm run sim:automatch`: docs/adr/0045) by 20 members on 4 varieties, prices in a band of eleven levels so books cross all the time, sent
 * through the real routes (place, amend, cancel) and run through the naive book of automatch-reference.ts. After every
 * command the answer (accepted or the refusal, the order, the fills it made) must be the reference's; every 1,000 and
 * at the end everything stored must be too: every fill, every order, every member's balance, hold and beans, the
 * ledger's invariants, what went in netted against what is held, and the books replayed from the records. The last
 * tenth runs with the fee (p_pap) at 0. A failure names its seed: AUTOMATCH_SEED=<seed> reproduces it.
 */
const seed = Number(process.env.AUTOMATCH_SEED ?? 20_261_128);
/** npm test's length: every outcome below is met within it on this seed (the full length is npm run sim:automatch). */
const defaultCommandCount = 2_000;
const commandCount = Number(process.env.AUTOMATCH_COMMANDS ?? defaultCommandCount);
const feeFreeFrom = Math.floor(commandCount * 0.9);
const checkEvery = 1_000;
const memberCount = 20;
const varietyCount = 4;
/** 100,000 yuan and 5,000 beans each; the last two have 3,000 yuan and run short, the one before them 150 beans. */
const fundOf = (i: number) => ({ fen: i >= memberCount - 2 ? 300_000 : 10_000_000, beans: i === memberCount - 3 ? 150 : 5_000 });
/** Every outcome a run of the default length or longer must have met at least once, so that the comparison proved each. */
const outcomesMet = [
  'place:ok',
  'amend:ok',
  'cancel:ok',
  'place:matchSelfCross',
  'amend:matchSelfCross',
  'place:matchTooManyOrders',
  'place:insufficientBalance',
  'place:beansInsufficient',
  'amend:matchActionNotAllowed',
  'cancel:matchActionNotAllowed',
  'amend:matchOrderNotFound',
];

let t: TestApp;
let book: ReferenceBook;
const tokens = new Map<number, string>();
let varieties: number[] = [];
let escrowBefore = 0;
let feesBefore = 0;

const systemBalance = async (code: string, asset: 'cny' | 'bean') => {
  const [row] = await t.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.systemCode, code), eq(accounts.asset, asset), isNull(accounts.userId)));
  return row?.balance ?? 0;
};

async function setFee(beans: number): Promise<void> {
  const [row] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem'));
  await t.db.update(sysSettings).set({ value: { ...(row!.value as object), p_pap: beans } }).where(eq(sysSettings.key, 'goldPaymentItem'));
  book.feeBeans = beans;
}

beforeAll(async () => {
  t = await buildTestApp();
  const [fee] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem'));
  book = new ReferenceBook((fee!.value as { p_pap: number }).p_pap);
  expect(book.feeBeans, 'the demo config charges for a placement').toBeGreaterThan(0);
  varieties = await emptyBooks(t, varietyCount);
  for (let i = 0; i < memberCount; i++) {
    const member = await extraMember(t, { userName: `撮合会员${i}`, phone: `1361000${String(i).padStart(4, '0')}` });
    const { fen, beans } = fundOf(i);
    await fund(t, member.id, fen);
    await fundBeans(t, member.id, beans);
    book.fund(member.id, fen, beans);
    tokens.set(member.id, member.token);
  }
  escrowBefore = await systemBalance(systemAccounts.escrow, 'cny');
  feesBefore = await systemBalance(systemAccounts.platformFees, 'bean');
}, 120_000);
afterAll(() => t.close());

type Reply = Awaited<ReturnType<typeof keyedPost<MatchOrderResult>>>;

/** The command through its route, as the member's browser sends it. */
function send(command: Command): Promise<Reply> {
  const who = { token: tokens.get(command.member)! };
  if (command.kind === 'place') {
    const { product: productId, side, price, quantity } = command;
    return keyedPost<MatchOrderResult>(t, who, '/api/automatic/pairing/order', { productId, side, price, quantity });
  }
  if (command.kind === 'cancel') return keyedPost<MatchOrderResult>(t, who, `/api/automatic/pairing/cancel/${command.order}`, {});
  const { price, quantity } = command;
  return keyedPost<MatchOrderResult>(t, who, `/api/automatic/pairing/amend/${command.order}`, { ...(price === undefined ? {} : { price }), ...(quantity === undefined ? {} : { quantity }) });
}

const heldBy = (o: RefOrder) => (o.stage !== 'open' && o.stage !== 'partiallyFilled' ? 0 : o.side === 'buy' ? o.price * (o.quantity - o.filled) : o.quantity - o.filled);

/** The answer is the reference's: the same refusal, or the same order and the same fills, as its member reads them. */
function expectAnswered(reply: Reply, expected: Outcome): void {
  if (!expected.ok) {
    expect({ status: reply.status, msg: reply.msg }).toEqual({ status: expected.refusal === 'matchOrderNotFound' ? 404 : 400, msg: allMessages[expected.refusal] });
    return;
  }
  expect(reply.code, reply.msg).toBe(200);
  const { order, fills } = reply.data;
  const ref = expected.order;
  const answered = { id: order.id, productId: order.productId, side: order.side, price: order.price, quantity: order.quantity, filled: order.filled, held: order.held, stage: order.stage };
  expect(answered).toEqual({ id: ref.id, productId: ref.product, side: ref.side, price: ref.price, quantity: ref.quantity, filled: ref.filled, held: heldBy(ref), stage: ref.stage });
  // The member's side of each fill: their order arrived and took the resting ones.
  const mine = fills.map((f) => ({ price: f.price, quantity: f.quantity, takerSide: f.takerSide, matchOrderId: f.matchOrderId, side: f.side }));
  expect(mine).toEqual(expected.fills.map((f) => ({ price: f.price, quantity: f.quantity, takerSide: f.takerSide, matchOrderId: ref.id, side: ref.side })));
}

/** What went in is all still there: balances, holds and escrow; the beans spent are the platform's fees. */
async function expectNetted(): Promise<void> {
  const members = [...book.members.keys()];
  const funded = members.map((_id, i) => fundOf(i));
  const purses = await t.db.select().from(accounts).where(inArray(accounts.userId, members));
  const sum = (asset: 'cny' | 'bean') => purses.filter((a) => a.asset === asset).reduce((total, a) => total + a.balance, 0);
  const escrow = (await systemBalance(systemAccounts.escrow, 'cny')) - escrowBefore;
  const fees = (await systemBalance(systemAccounts.platformFees, 'bean')) - feesBefore;
  expect(sum('cny') + escrow, 'balances + holds + escrow = the yuan put in').toBe(funded.reduce((total, f) => total + f.fen, 0));
  expect(sum('bean') + fees, 'beans + fees = the beans put in').toBe(funded.reduce((total, f) => total + f.beans, 0));
  expect(escrow, 'escrow holds what the fills paid').toBe(book.fills.reduce((total, f) => total + f.price * f.quantity, 0));
}

/** The units: every unit a sell filled went into an escrow order of its seller, and off the sell's listing. */
async function expectUnitsDelivered(): Promise<void> {
  const members = [...book.members.keys()];
  const sold = await t.db
    .select({ sellerId: orders.sellerId, units: sql<string>`sum(${orders.quantity})` })
    .from(orders)
    .where(inArray(orders.sellerId, members))
    .groupBy(orders.sellerId);
  for (const member of members) {
    const filled = book.orders.filter((o) => o.member === member && o.side === 'sell').reduce((total, o) => total + o.filled, 0);
    expect(Number(sold.find((s) => s.sellerId === member)?.units ?? 0), `units sold by member ${member}`).toBe(filled);
  }
  const placed = await t.db.select({ id: matchOrderEvents.matchOrderId, payload: matchOrderEvents.payload }).from(matchOrderEvents).where(eq(matchOrderEvents.event, 'match.placed'));
  const placedUnits = new Map(placed.map((p) => [p.id, (p.payload as { quantity: number }).quantity]));
  const sells = await t.db
    .select({ id: matchOrders.id, filled: matchOrders.filled, lastNum: listings.lastNum })
    .from(matchOrders)
    .innerJoin(listings, eq(listings.id, matchOrders.listingId))
    .where(inArray(matchOrders.productId, varieties));
  for (const s of sells) expect(s.lastNum, `sell ${s.id}'s listing`).toBe(placedUnits.get(s.id)! - s.filled);
}

it(`${commandCount} random commands through the API make exactly the reference book's fills, orders and holdings`, { timeout: 3_600_000 }, async () => {
  onTestFailed(() => console.error(`automatch reference: reproduce with AUTOMATCH_SEED=${seed} AUTOMATCH_COMMANDS=${commandCount}`));
  const random = seededRandom(seed);
  const options = { members: [...tokens.keys()], products: varieties, low: 10_000, high: 10_500, step: 50, maxQuantity: 5 };
  const answeredFills: number[] = [];
  const outcomes = new Map<string, number>();
  const spent = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < commandCount; i++) {
    if (i === feeFreeFrom) await setFee(0);
    // A second between commands: each command's fills carry its own time, as they would in a real market.
    t.clock.advance(1_000);
    const command = nextCommand(book, random, options);
    const sent = performance.now();
    const reply = await send(command);
    const ms = performance.now() - sent;
    const expected = command.kind === 'place' ? book.place(command, reply.data?.order?.id ?? -1) : command.kind === 'amend' ? book.amend(command) : book.cancel(command);
    try {
      expectAnswered(reply, expected);
      if ((i + 1) % checkEvery === 0) {
        await expectStoredAsReference(t, book, varieties);
        await expectMatchInvariants(t);
      }
    } catch (error) {
      throw new Error(`AUTOMATCH_SEED=${seed}, command ${i + 1} of ${commandCount}: ${JSON.stringify(command)}\n${(error as Error).message}`, { cause: error });
    }
    answeredFills.push(...(reply.data?.fills ?? []).map((f) => f.id));
    const outcome = `${command.kind}:${expected.ok ? 'ok' : expected.refusal}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    spent.set(outcome, (spent.get(outcome) ?? 0) + ms);
  }
  const seconds = (performance.now() - started) / 1000;
  const perOutcome = [...outcomes].sort().map(([k, n]) => `${k} ${n} × ${(spent.get(k)! / n).toFixed(1)} ms`);
  console.log(`automatch reference on ${process.env.TEST_DB}: ${commandCount} commands in ${seconds.toFixed(1)} s, ${book.fills.length} fills; ${perOutcome.join(', ')}`);

  if (commandCount >= defaultCommandCount) for (const outcome of outcomesMet) expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
  expect(book.fills.length, 'the books crossed').toBeGreaterThan(commandCount / 10);
  await expectStoredAsReference(t, book, varieties);
  expect(answeredFills, 'every stored fill was answered to the command that made it').toEqual((await storedFills(t, varieties)).map((f) => f.id));
  await expectMatchInvariants(t);
  await expectNetted();
  await expectUnitsDelivered();

  // Replayed from the records: the same fills, the same books, the same holdings.
  const replay = new ReferenceBook(0);
  [...book.members.keys()].forEach((id, i) => replay.fund(id, fundOf(i).fen, fundOf(i).beans));
  await expectSerialReplay(t, replay, varieties);
});
