import { ApiCode } from '../../../src/api/contracts/envelope';
import { ApiError } from '../http/api-error';
import { minutes } from './clock';
import { beginTry, endTry, type AttemptLimit } from './limits/attempt-limits';
import type { LimitStore } from './limits/limit-store';

const hour = minutes(60);
export const smsLimits = { phoneGapMs: 60_000, perPhonePerHour: 5, perIpPerHour: 20 } as const;
const perPhone: AttemptLimit = { max: smsLimits.perPhonePerHour, windowMs: hour, refused: 'smsHourlyLimit' };
const perIp: AttemptLimit = { max: smsLimits.perIpPerHour, windowMs: hour, refused: 'smsHourlyLimit' };

/**
 * SMS costs money and annoys people: one phone every 60 s and 5 an hour, one IP 20 an hour (429 past that). An hour
 * starts at the first send and starts again at the fifth (twentieth), so the limit is followed by a full hour's
 * pause. Kept in the limit store, so every server instance counts the same sends (docs/adr/0016).
 */
export class SmsSendLimits {
  constructor(private readonly store: LimitStore) {}

  /** Counts one send, or refuses and leaves the counts as they were. */
  async take(phone: string, ip: string): Promise<void> {
    const gapKey = `sms:gap:${phone}`;
    const phoneKey = `sms:phone:${phone}`;
    const ipKey = `sms:ip:${ip}`;
    if (!(await this.store.claim(gapKey, smsLimits.phoneGapMs))) throw new ApiError(ApiCode.tooManyRequests, 'smsTooSoon');
    try {
      await beginTry(this.store, phoneKey, perPhone);
      try {
        await beginTry(this.store, ipKey, perIp);
      } catch (error) {
        await endTry(this.store, phoneKey, perPhone, 'drop');
        throw error;
      }
    } catch (error) {
      await this.store.clear(gapKey);
      throw error;
    }
    await endTry(this.store, phoneKey, perPhone, 'count');
    await endTry(this.store, ipKey, perIp, 'count');
  }
}
