import type { Clock } from '../clock';
import type { LimitStore, TryEnd, TryOutcome, TryStart } from './limit-store';

interface Entry {
  count: number;
  value: string;
  expiresAt: number;
}

/** Expired entries are swept every this many writes, so abandoned keys cannot grow the map without bound. */
const sweepEvery = 256;

/**
 * The limit store of one server instance, in process memory (docs/adr/0016). Each method reads and writes its entries
 * with no `await` in between, which is what makes it atomic in Node's single thread. Time is the injected Clock, so
 * tests move windows with their fake clock. Not shared: two instances each keep their own counts (use Redis then).
 */
export class MemoryLimitStore implements LimitStore {
  private readonly entries = new Map<string, Entry>();
  /** Tries started and not yet ended, per key (they die with the process, so they need no expiry here). */
  private readonly running = new Map<string, number>();
  private writes = 0;

  constructor(private readonly clock: Clock) {}

  async begin(key: string, max: number, _windowMs: number): Promise<TryStart> {
    const now = this.now();
    const entry = this.live(key, now);
    const counted = entry?.count ?? 0;
    const running = this.running.get(key) ?? 0;
    const retryAfterMs = entry ? entry.expiresAt - now : 0;
    const retryAt = now + retryAfterMs;
    if (counted + running >= max)
      return {
        allowed: false,
        settling: counted < max && running > 0,
        counted,
        retryAfterMs,
        retryAt,
      };
    this.running.set(key, running + 1);
    return { allowed: true, settling: false, counted, retryAfterMs, retryAt };
  }

  async end(key: string, outcome: TryOutcome, max: number, windowMs: number): Promise<TryEnd> {
    const running = this.running.get(key) ?? 0;
    if (running <= 1) this.running.delete(key);
    else this.running.set(key, running - 1);
    if (outcome === 'forgive') this.entries.delete(key);
    const now = this.now();
    const entry = this.live(key, now);
    if (outcome !== 'count') return { counted: entry?.count ?? 0, retryAt: entry?.expiresAt ?? now };
    const count = (entry?.count ?? 0) + 1;
    const expiresAt = !entry || count === max ? now + windowMs : entry.expiresAt;
    this.write(key, { count, value: '', expiresAt });
    return { counted: count, retryAt: expiresAt };
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.write(key, { count: 0, value, expiresAt: this.now() + ttlMs });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key, this.now());
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    if (this.live(key, now)) return false;
    this.write(key, { count: 1, value: '1', expiresAt: now + ttlMs });
    return true;
  }

  async close(): Promise<void> {}

  private now(): number {
    return this.clock().getTime();
  }

  /** The entry if it has not expired; an expired one is removed. */
  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (++this.writes % sweepEvery !== 0) return;
    const now = this.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}
