import type { PaymentChannel } from '../../../../src/api/contracts/money-names';
import { outTradeNoPattern } from '../../../../src/api/contracts/payments';
import { isReadableText } from '../../../../src/api/contracts/validation';
import type { Db } from '../../db/database';
import { paymentNotifications } from '../../db/schema';
import type { PaymentProvider, ProviderAnswer, RawNotification } from '../../providers/payments/payment-provider';
import type { Clock } from '../clock';
import { orderByOutTradeNo, settleClosed, settlePaid } from './top-ups';

/**
 * What became of a notification (payment_notifications.outcome): credited; duplicate (already credited or refunded:
 * the vendors send duplicates); refunded (the order had expired or closed); closed (the provider closed the trade
 * unpaid); ignored (a state that changes nothing, such as still waiting); rejected:<why> (the signature, the merchant,
 * an unknown order, another amount, a malformed or stale message); error (ours: answered as a failure, so the provider
 * sends it again).
 */
export type NotificationOutcome = 'credited' | 'duplicate' | 'refunded' | 'closed' | 'ignored' | `rejected:${string}` | 'error';

/**
 * POST /api/payment/notify/{alipay,wechat}: the provider's asynchronous notification. Verified against the
 * provider's key on its exact text, matched to our order by out_trade_no and channel and to the amount ordered, then
 * acted on once however often it comes. Every notification is recorded with its outcome, forged ones included. The
 * answer is the vendor's own: success once we hold what it told us (a duplicate too, or it would send it for a day),
 * failure for what we refuse or could not record, which the vendor retries.
 */
export async function receiveNotification(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  channel: PaymentChannel,
  raw: RawNotification,
  logError: (error: unknown) => void,
): Promise<{ answer: ProviderAnswer; outcome: NotificationOutcome }> {
  const check = provider.verifyNotification(channel, raw);
  let outcome: NotificationOutcome;
  try {
    if (!check.ok) outcome = `rejected:${check.reason}`;
    else {
      const trade = check.trade;
      const order = await orderByOutTradeNo(db, trade.outTradeNo);
      if (!order || order.channel !== channel) outcome = 'rejected:order';
      else if (trade.state === 'paid' || trade.state === 'refunded') {
        if (trade.amount !== order.amount || !trade.tradeNo) outcome = 'rejected:amount';
        else outcome = await settlePaid(db, clock, provider, order.id, { tradeNo: trade.tradeNo, amount: trade.amount });
      } else if (trade.state === 'closed') outcome = await settleClosed(db, clock, order.id);
      else outcome = 'ignored';
    }
  } catch (error) {
    logError(error);
    outcome = 'error';
  }
  const named = check.ok ? check.trade.outTradeNo : check.outTradeNo;
  await db.insert(paymentNotifications).values({
    channel,
    // What an unverified sender wrote is kept only when it can be an order number, and the body as text PostgreSQL stores.
    outTradeNo: named && outTradeNoPattern.test(named) ? named : null,
    body: isReadableText(raw.body) ? raw.body : JSON.stringify(raw.body),
    verified: check.ok,
    outcome,
    receivedAt: clock(),
  });
  const accepted = outcome === 'credited' || outcome === 'duplicate' || outcome === 'refunded' || outcome === 'closed' || outcome === 'ignored';
  return { answer: provider.answer(channel, accepted), outcome };
}
