import { eq } from 'drizzle-orm';
import { sysSettings } from '../../server/src/db/schema';
import type { Envelope } from '../../src/api/contracts/envelope';
import type { TestApp } from './helpers';
import type { Trader } from './trade-helpers';

/** The fees of issue 27's paid features these tests set in the system config's goldPaymentItem (the seed prices none). */
export const fees = {
  p_collect_variety: 10,
  p_collect_user: 40,
  p_subscription: 3,
  p_sms: 2,
};

/** Prices issue 27's features beside the seed's own prices, and sets the `favourites` setting's limits when given. */
export async function priceFeatures(t: TestApp, favourites?: Record<string, number>): Promise<void> {
  const [row] = await t.db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem'));
  await t.db
    .update(sysSettings)
    .set({ value: { ...(row!.value as Record<string, number>), ...fees } })
    .where(eq(sysSettings.key, 'goldPaymentItem'));
  if (favourites)
    await t.db
      .insert(sysSettings)
      .values({ key: 'favourites', value: favourites })
      .onConflictDoUpdate({
        target: sysSettings.key,
        set: { value: favourites },
      });
}

/** A member's call with an optional idempotency key: the envelope, the HTTP status and the type header. */
export async function send<T = unknown>(t: TestApp, who: Trader, method: 'GET' | 'POST', url: string, body?: unknown, key?: string) {
  const response = await t.app.inject({
    method,
    url,
    payload: method === 'POST' ? ((body ?? {}) as object) : undefined,
    headers: { token: who.token, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return {
    ...(response.json() as Envelope<T>),
    status: response.statusCode,
    type: response.headers.type,
  };
}
