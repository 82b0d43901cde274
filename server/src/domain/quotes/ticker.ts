import type { QuotesTick } from '../../../../src/api/contracts/quotes';
import type { Db } from '../../db/database';
import { tellOn, type Bus, type LivePush, type Tell } from '../../realtime/bus';
import type { Clock } from '../clock';
import { dayQuotes } from './day-quotes';

/** The channel of the day's prices, for every visitor of /quotes. */
export const quotesChannel = 'quotes';

/**
 * A note that deals were made, for this instance's ticker only: it names a channel no socket subscribes to, so even a
 * caller that tells it straight to the bus shows members nothing half-made.
 */
const dealsChannel = 'quotes:deals';

/** What the order-making transaction decides to tell: these products dealt (read once it has committed). */
export const dealsMade = (productIds: number[]): LivePush => ({ channel: dealsChannel, event: { type: 'quotes.dealt', productIds } });

/** Deals made within this long of each other go out as one tick. */
export const tickWindowMs = 200;

/**
 * Turns deals into `quotes.tick` events on `quotes`: the products noted within one window are read together, after
 * their transactions committed, and their rows told in one tick. A tick that fails (the database busy, the bus away)
 * is only missed: a client reconnecting asks /api/immediateQuotes from its last `at` and catches up.
 */
export class QuoteTicker {
  private readonly pending = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The tick being read and told, if any (tests and close wait for it). */
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bus: Bus,
    private readonly windowMs = tickWindowMs,
  ) {}

  /**
   * The Tell to give the order-making functions: deal notes start (or join) a tick, every other push goes to the bus
   * as it is. It does not wait for the tick: the member's answer is not held for the window.
   */
  readonly tell: Tell = async (pushes) => {
    const others: LivePush[] = [];
    for (const push of pushes) {
      if (push.channel === dealsChannel) this.note(push.event.productIds as number[]);
      else others.push(push);
    }
    await tellOn(this.bus)(others);
  };

  private note(productIds: number[]): void {
    if (this.closed || productIds.length === 0) return;
    for (const id of productIds) this.pending.add(id);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.windowMs);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    const productIds = [...this.pending];
    this.pending.clear();
    if (this.closed || productIds.length === 0) return;
    try {
      const day = await dayQuotes(this.db, this.clock(), { productIds });
      if (day.quotes.length === 0) return;
      const tick: QuotesTick = { type: 'quotes.tick', ...day };
      await this.bus.publish(quotesChannel, { ...tick });
    } catch {
      // Late, not lost: the rows are in the database, and a client catches up from its last `at`.
    }
  }

  /** Stops ticking (the app is closing): a window still open is dropped, a tick being told is waited for. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    await this.flushing;
  }
}

const tickers = new WeakMap<object, QuoteTicker>();

/** The one ticker of an app (keyed by its context): every route that makes deals tells through it. */
export function quoteTicker(ctx: { db: Db; clock: Clock; bus: Bus }): QuoteTicker {
  let ticker = tickers.get(ctx);
  if (!ticker) {
    ticker = new QuoteTicker(ctx.db, ctx.clock, ctx.bus);
    tickers.set(ctx, ticker);
  }
  return ticker;
}
