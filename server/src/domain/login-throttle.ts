import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import { addMs, minutes, type Clock } from './clock';
import { RateLimiter } from './rate-limiter';

const window = minutes(15);
const maxFailures = 5;

/**
 * Five wrong passwords for one account within 15 minutes lock its password login for 15 minutes (429), even with
 * the right password. In process memory like the other limits (Redis when scaled out).
 */
export class LoginThrottle {
  private readonly failures: RateLimiter;
  private readonly lockedUntil = new Map<string, Date>();

  constructor(private readonly clock: Clock) {
    this.failures = new RateLimiter(clock, window);
  }

  assertNotLocked(key: string): void {
    const until = this.lockedUntil.get(key);
    if (!until) return;
    if (until.getTime() > this.clock().getTime()) throw new ApiError(ApiCode.tooManyRequests, 'loginLocked');
    this.lockedUntil.delete(key);
  }

  recordFailure(key: string): void {
    this.failures.record(key);
    if (this.failures.recent(key, window).length >= maxFailures) {
      this.lockedUntil.set(key, addMs(this.clock(), window));
      this.failures.clear(key);
    }
  }

  reset(key: string): void {
    this.failures.clear(key);
    this.lockedUntil.delete(key);
  }
}
