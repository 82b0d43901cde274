import type { Clock } from './clock';

/**
 * Sliding-window counters kept in process memory: right for one API instance. With several instances behind a load
 * balancer this moves to Redis (REDIS_URL, see design/architecture.md) behind the same methods.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /** `retainMs` is the longest window any caller asks about; older hits are forgotten. */
  constructor(
    private readonly clock: Clock,
    private readonly retainMs: number,
  ) {}

  /** Times recorded for `key` within the last `windowMs`, oldest first. */
  recent(key: string, windowMs: number): number[] {
    const since = this.clock().getTime() - windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  record(key: string): void {
    const now = this.clock().getTime();
    const kept = (this.hits.get(key) ?? []).filter((t) => t > now - this.retainMs);
    kept.push(now);
    this.hits.set(key, kept);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}
