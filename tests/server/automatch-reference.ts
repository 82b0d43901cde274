import { createHash } from 'node:crypto';
import type { MatchSide, MatchStage } from '../../src/api/contracts/automatch-names';

/**
 * A naive in-memory auto-match book (issue 28), in the spirit of exchange-core's tests: the engine
 * (server/src/domain/automatch) must make exactly the fills and keep exactly the orders and holds this makes for the
 * same commands. Arrays and linear scans, nothing clever, so that it is plainly right:
 *
 * - price-time priority: the best price first (lowest ask, highest bid), then the lowest priority (placing takes the
 *   next one, an amend that changes the price takes the next one, an amend of the quantity alone keeps it);
 * - an arriving order (placed, or repriced by an amend) takes the resting orders of the other side its price crosses,
 *   each fill at the resting order's price for the smaller of the two remainders; what is left rests;
 * - a place or a price amend that would cross one of the member's own open orders on the other side is refused;
 * - a buy holds price × units left of the member's balance; each placement costs the fee in gold beans; a fill pays
 *   the buyer's escrow order from the released hold (a better price than the buy's limit goes back to the balance);
 * - at most `maxOpen` open orders per member, over all varieties.
 * The checks run in the engine's order (placeOrder; the enforcer's prepare, before and money), so a command that
 * breaks two rules is refused for the same one.
 */
export type Refusal = 'matchTooManyOrders' | 'matchSelfCross' | 'insufficientBalance' | 'beansInsufficient' | 'matchActionNotAllowed' | 'matchOrderNotFound';

export interface RefOrder {
  id: number;
  member: number;
  product: number;
  side: MatchSide;
  price: number;
  quantity: number;
  filled: number;
  /** Placement order; a repriced order takes a new one (goes to the back of its price). */
  priority: number;
  stage: MatchStage;
}

export interface RefFill {
  product: number;
  buyOrderId: number;
  sellOrderId: number;
  takerSide: MatchSide;
  price: number;
  quantity: number;
}

export interface RefMember {
  /** The member's balance (main purse), fen. */
  main: number;
  /** The `match` purse: what open buys hold. */
  held: number;
  beans: number;
}

export type Command =
  | { kind: 'place'; member: number; product: number; side: MatchSide; price: number; quantity: number }
  | { kind: 'amend'; member: number; order: number; price?: number; quantity?: number }
  | { kind: 'cancel'; member: number; order: number };

export type Outcome = { ok: true; order: RefOrder; fills: RefFill[] } | { ok: false; refusal: Refusal };

const isOpen = (o: RefOrder) => o.stage === 'open' || o.stage === 'partiallyFilled';
const left = (o: RefOrder) => o.quantity - o.filled;
const holdOf = (o: RefOrder) => (o.side === 'buy' && isOpen(o) ? o.price * left(o) : 0);
const crosses = (buyPrice: number, sellPrice: number) => sellPrice <= buyPrice;
const refused = (refusal: Refusal): Outcome => ({ ok: false, refusal });

export class ReferenceBook {
  readonly orders: RefOrder[] = [];
  readonly fills: RefFill[] = [];
  readonly members = new Map<number, RefMember>();
  private nextPriority = 1;

  constructor(
    /** The fee a placement costs now, gold beans (the system config's p_pap; a replay sets each placement's own). */
    public feeBeans: number,
    private readonly maxOpen = 50,
  ) {}

  member(id: number): RefMember {
    let m = this.members.get(id);
    if (!m) {
      m = { main: 0, held: 0, beans: 0 };
      this.members.set(id, m);
    }
    return m;
  }

  fund(id: number, fen: number, beans: number): void {
    this.member(id).main += fen;
    this.member(id).beans += beans;
  }

  order(id: number): RefOrder | undefined {
    return this.orders.find((o) => o.id === id);
  }

  /** A placement, given the id the order takes if it is placed (the engine's, for comparison). */
  place(command: Extract<Command, { kind: 'place' }>, id: number): Outcome {
    const member = this.member(command.member);
    if (this.orders.filter((o) => o.member === command.member && isOpen(o)).length >= this.maxOpen) return refused('matchTooManyOrders');
    if (this.crossesOwn(command.member, command.product, command.side, command.price, null)) return refused('matchSelfCross');
    const hold = command.side === 'buy' ? command.price * command.quantity : 0;
    // The engine charges the fee before it holds the money (engine.ts: the fee's lock first), so beans are asked first.
    if (member.beans < this.feeBeans) return refused('beansInsufficient');
    if (member.main < hold) return refused('insufficientBalance');
    member.main -= hold;
    member.held += hold;
    member.beans -= this.feeBeans;
    const { member: owner, product, side, price, quantity } = command;
    const order: RefOrder = { id, member: owner, product, side, price, quantity, filled: 0, priority: this.nextPriority++, stage: 'open' };
    this.orders.push(order);
    return { ok: true, order, fills: this.cross(order) };
  }

  /** A new price and/or fewer units (more than have filled) for an open order of the member's own. */
  amend(command: Extract<Command, { kind: 'amend' }>): Outcome {
    const order = this.order(command.order);
    if (!order || order.member !== command.member) return refused('matchOrderNotFound');
    if (!isOpen(order)) return refused('matchActionNotAllowed');
    const quantity = command.quantity ?? order.quantity;
    if (quantity <= order.filled || quantity > order.quantity) return refused('matchActionNotAllowed');
    const price = command.price ?? order.price;
    if (command.price !== undefined && this.crossesOwn(order.member, order.product, order.side, price, order.id)) return refused('matchSelfCross');
    const member = this.member(order.member);
    const raise = (order.side === 'buy' ? price * (quantity - order.filled) : 0) - holdOf(order);
    if (raise > member.main) return refused('insufficientBalance');
    member.main -= raise;
    member.held += raise;
    const repriced = price !== order.price;
    order.price = price;
    order.quantity = quantity;
    if (repriced) order.priority = this.nextPriority++;
    return { ok: true, order, fills: repriced ? this.cross(order) : [] };
  }

  cancel(command: Extract<Command, { kind: 'cancel' }>): Outcome {
    const order = this.order(command.order);
    if (!order || order.member !== command.member) return refused('matchOrderNotFound');
    if (!isOpen(order)) return refused('matchActionNotAllowed');
    const member = this.member(order.member);
    const hold = holdOf(order);
    member.main += hold;
    member.held -= hold;
    order.stage = 'cancelled';
    return { ok: true, order, fills: [] };
  }

  /** Whether the member has an open order on the other side of `product` that `price` would cross. */
  private crossesOwn(member: number, product: number, side: MatchSide, price: number, except: number | null): boolean {
    return this.orders.some(
      (o) => o.member === member && o.product === product && o.id !== except && o.side !== side && isOpen(o) && (side === 'buy' ? crosses(price, o.price) : crosses(o.price, price)),
    );
  }

  /** The best resting order of the other side that `taker` crosses: best price, then lowest priority. */
  private bestMaker(taker: RefOrder): RefOrder | undefined {
    let best: RefOrder | undefined;
    for (const o of this.orders) {
      if (o.product !== taker.product || o.side === taker.side || !isOpen(o) || o.id === taker.id) continue;
      const meets = taker.side === 'buy' ? crosses(taker.price, o.price) : crosses(o.price, taker.price);
      if (!meets) continue;
      const better = !best || (taker.side === 'buy' ? o.price < best.price : o.price > best.price) || (o.price === best.price && o.priority < best.priority);
      if (better) best = o;
    }
    return best;
  }

  private cross(taker: RefOrder): RefFill[] {
    const made: RefFill[] = [];
    for (;;) {
      if (!isOpen(taker)) return made;
      const maker = this.bestMaker(taker);
      if (!maker) return made;
      const quantity = Math.min(left(taker), left(maker));
      const price = maker.price;
      const [buy, sell] = taker.side === 'buy' ? [taker, maker] : [maker, taker];
      // The buy's hold of these units goes back to the balance, which pays the escrow order at the fill's price.
      const buyer = this.member(buy.member);
      buyer.held -= buy.price * quantity;
      buyer.main += (buy.price - price) * quantity;
      for (const o of [maker, taker]) {
        o.filled += quantity;
        o.stage = o.filled === o.quantity ? 'filled' : 'partiallyFilled';
      }
      const fill: RefFill = { product: taker.product, buyOrderId: buy.id, sellOrderId: sell.id, takerSide: taker.side, price, quantity };
      made.push(fill);
      this.fills.push(fill);
    }
  }
}

/** A stored match order event (match_order_events), as the replays read it. */
export interface RecordedEvent {
  matchOrderId: number;
  actorId: number | null;
  event: string;
  payload: Record<string, unknown>;
}

/** The commands the stored events record, in their order: placements, amends and cancels (fills are the engine's). */
export function recordedCommands(events: readonly RecordedEvent[]): Array<{ command: Command; id: number }> {
  const commands: Array<{ command: Command; id: number }> = [];
  for (const { matchOrderId: id, actorId, event, payload: p } of events) {
    const member = actorId!;
    if (event === 'match.placed') {
      commands.push({ command: { kind: 'place', member, product: p.productId, side: p.side, price: p.price, quantity: p.quantity } as Command, id });
    } else if (event === 'match.amend') {
      commands.push({ command: { kind: 'amend', member, order: id, price: p.price as number | undefined, quantity: p.quantity as number | undefined }, id });
    } else if (event === 'match.cancel') {
      commands.push({ command: { kind: 'cancel', member, order: id }, id });
    }
  }
  return commands;
}

/** Runs commands through a book: what each answered. */
export function runCommands(book: ReferenceBook, commands: ReadonlyArray<{ command: Command; id: number }>): Outcome[] {
  return commands.map(({ command, id }) => (command.kind === 'place' ? book.place(command, id) : command.kind === 'amend' ? book.amend(command) : book.cancel(command)));
}

/**
 * The books rebuilt from what was stored, with no matching at all: each variety's recorded placements, amends and
 * cancels, and at each fill's place in its events the stored fill (match_fills in id order; a fill is two events, the
 * resting order's and then the arriving one's). Throws when a stored fill does not fit its events, or when a book is
 * left crossed (a bid at or above an ask) after any command: a book matched right never is. Each variety's events
 * are read apart: books change one command at a time, but two books' commands commit side by side.
 */
export function rebuildFromRecords(events: readonly RecordedEvent[], storedFills: readonly RefFill[]): RefOrder[] {
  const productOf = new Map(events.filter((e) => e.event === 'match.placed').map((e) => [e.matchOrderId, e.payload.productId as number]));
  return [...new Set(productOf.values())].flatMap((product) =>
    rebuildBook(
      events.filter((e) => productOf.get(e.matchOrderId) === product),
      storedFills.filter((f) => f.product === product),
    ),
  );
}

function rebuildBook(events: readonly RecordedEvent[], storedFills: readonly RefFill[]): RefOrder[] {
  const orders = new Map<number, RefOrder>();
  let priority = 1;
  let nextFill = 0;
  let pendingTaker: number | null = null;
  const expectUncrossed = () => {
    const open = [...orders.values()].filter(isOpen);
    const bids = open.filter((o) => o.side === 'buy').map((o) => o.price);
    const asks = open.filter((o) => o.side === 'sell').map((o) => o.price);
    if (bids.length > 0 && asks.length > 0 && Math.max(...bids) >= Math.min(...asks)) throw new Error(`a book is crossed after a command (${Math.max(...bids)} ≥ ${Math.min(...asks)})`);
  };
  for (const { matchOrderId: id, actorId, event, payload: p } of events) {
    const order = orders.get(id);
    if (event === 'match.fill' || event === 'match.complete') {
      if (pendingTaker === null) {
        // The resting order's event: the next stored fill is this one.
        const fill = storedFills[nextFill++];
        if (!fill || (fill.buyOrderId !== id && fill.sellOrderId !== id) || fill.quantity !== p.quantity) throw new Error(`stored fill ${nextFill} does not fit order ${id}'s event`);
        pendingTaker = fill.buyOrderId === id ? fill.sellOrderId : fill.buyOrderId;
      } else {
        if (id !== pendingTaker) throw new Error(`stored fill ${nextFill}'s second event is not its arriving order's`);
        pendingTaker = null;
      }
      order!.filled += p.quantity as number;
      order!.stage = event === 'match.complete' ? 'filled' : 'partiallyFilled';
      continue;
    }
    if (pendingTaker !== null) throw new Error(`stored fill ${nextFill} has one event`);
    expectUncrossed();
    if (event === 'match.placed') {
      const placed = { product: p.productId as number, side: p.side as MatchSide, price: p.price as number, quantity: p.quantity as number };
      orders.set(id, { id, member: actorId!, ...placed, filled: 0, priority: priority++, stage: 'open' });
    } else if (event === 'match.amend') {
      if (p.price !== undefined && p.price !== order!.price) {
        order!.price = p.price as number;
        order!.priority = priority++;
      }
      order!.quantity = (p.quantity as number | undefined) ?? order!.quantity;
    } else if (event === 'match.cancel') {
      order!.stage = 'cancelled';
    } else if (event === 'match.expire') {
      order!.stage = 'expired';
    }
  }
  if (nextFill !== storedFills.length) throw new Error(`${storedFills.length - nextFill} stored fills have no events`);
  expectUncrossed();
  return [...orders.values()];
}

/**
 * Seeded random numbers for the command generator: the first 32 bits of SHA-256(seed:n) for the n-th draw. Slower
 * than a small generator and still far from the test's cost; its state is the seed and a count, so a run reproduces.
 */
export function seededRandom(seed: number): () => number {
  let n = 0;
  return () => createHash('sha256').update(`${seed}:${n++}`).digest().readUInt32BE(0) / 4_294_967_296;
}

export interface GeneratorOptions {
  members: readonly number[];
  products: readonly number[];
  /** The price band, fen: every price is low + a multiple of step up to high, so books cross often. */
  low: number;
  high: number;
  step: number;
  maxQuantity: number;
}

/**
 * The next random command, from the book as the reference has it: mostly placements, and amends and cancels of the
 * member's orders (now and then an order that has ended, another member's, a quantity out of range or a price that
 * meets their own order on the other side, which must be refused). A member cancels more the more orders they have
 * open, so most stay under the limit; the first member only bids at the bottom of the band and takes nothing back, so
 * it meets the limit.
 */
export function nextCommand(book: ReferenceBook, random: () => number, o: GeneratorOptions): Command {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const price = () => o.low + o.step * Math.floor(random() * ((o.high - o.low) / o.step + 1));
  const member = pick(o.members);
  if (member === o.members[0]) return { kind: 'place', member, product: pick(o.products), side: 'buy', price: o.low, quantity: 1 + Math.floor(random() * o.maxQuantity) };
  const own = book.orders.filter((x) => x.member === member);
  const open = own.filter(isOpen);
  const draw = random();
  const cancelShare = 0.1 + open.length / 60;
  if (own.length > 0 && draw < cancelShare) {
    const order = random() < 0.9 && open.length > 0 ? pick(open) : pick(own);
    return { kind: 'cancel', member, order: order.id };
  }
  if (own.length > 0 && draw < cancelShare + 0.25) {
    const order = random() < 0.05 ? pick(book.orders) : random() < 0.9 && open.length > 0 ? pick(open) : pick(own);
    const what = random();
    // Fewer units, sometimes too few (at or below what has filled) or more than it has: both refused.
    const quantity = Math.max(1, order.filled + Math.floor(random() * (order.quantity - order.filled + 2)));
    if (what < 0.45) return { kind: 'amend', member, order: order.id, price: price() };
    if (what < 0.75) return { kind: 'amend', member, order: order.id, quantity };
    return { kind: 'amend', member, order: order.id, price: price(), quantity };
  }
  return { kind: 'place', member, product: pick(o.products), side: random() < 0.5 ? 'buy' : 'sell', price: price(), quantity: 1 + Math.floor(random() * o.maxQuantity) };
}
