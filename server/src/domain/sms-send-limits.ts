import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import { minutes, type Clock } from './clock';
import { RateLimiter } from './rate-limiter';

const hour = minutes(60);
export const smsLimits = { phoneGapMs: 60_000, perPhonePerHour: 5, perIpPerHour: 20 } as const;

/** SMS costs money and annoys people: one phone every 60 s and 5 an hour, one IP 20 an hour (429 past that). */
export class SmsSendLimits {
  private readonly sent: RateLimiter;

  constructor(clock: Clock) {
    this.sent = new RateLimiter(clock, hour);
  }

  /** Checks and, when allowed, counts one send. */
  take(phone: string, ip: string): void {
    const phoneKey = `phone:${phone}`;
    const ipKey = `ip:${ip}`;
    if (this.sent.recent(phoneKey, smsLimits.phoneGapMs).length > 0) throw new ApiError(ApiCode.tooManyRequests, 'smsTooSoon');
    if (this.sent.recent(phoneKey, hour).length >= smsLimits.perPhonePerHour) throw new ApiError(ApiCode.tooManyRequests, 'smsHourlyLimit');
    if (this.sent.recent(ipKey, hour).length >= smsLimits.perIpPerHour) throw new ApiError(ApiCode.tooManyRequests, 'smsHourlyLimit');
    this.sent.record(phoneKey);
    this.sent.record(ipKey);
  }
}
