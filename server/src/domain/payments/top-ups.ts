import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { formatYuan } from '../../../../src/api/contracts/display';
import {
  paymentChannelNames,
  paymentOrderMinutes,
  topUpStageNames,
  type PaymentState,
  type TopUpStage,
  type UnifiedOrderBody,
  type UnifiedOrderResult,
} from '../../../../src/api/contracts/payments';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import { type TopUpEvent, topUpSnapshots } from '../../../../src/machines/top-up.machine';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { paymentOrderEvents, paymentOrders } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import type { DueJob } from '../../jobs/due-jobs';
import type { PaymentProvider, ProviderTrade } from '../../providers/payments/payment-provider';
import { addMs, formatChinaTime, minutes, type Clock } from '../clock';
import { postTransfer, systemAccounts } from '../ledger';
import { commit, prepare, sendEvent, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice, type Notice } from '../notices';
import type { Member } from '../sessions';
import { paymentProviderOf } from './provider-registry';
import { purposeHandlers, type CreditedPayment, type PurposeHandler } from './purpose-effects';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
interface Loaded {
  row: PaymentOrderRow;
}

const system: Sender = { kind: 'system' };

/**
 * A payment order's lifecycle for the enforcer (docs/adr/0014, 0025). The member is the order's owner; the server's
 * jobs and its crediting are `system`. The provider's word (a verified notification, an order query's answer) is sent
 * by the server too, as the role `provider`: `asProvider` below.
 */
export const topUpLifecycle: Lifecycle<PaymentOrderRow, Loaded> = {
  ...tableLifecycle({
    table: paymentOrders,
    events: paymentOrderEvents,
    objectId: 'paymentOrderId',
    stage: topUpSnapshots.stage,
    // The provider's trade number, kept from its word that the order was paid.
    columns: ({ event }) => (event.type === 'payment.succeeded' ? { providerTradeNo: (event as unknown as Extract<TopUpEvent, { type: 'payment.succeeded' }>).tradeNo } : {}),
  }),
  refusals: { notAllowed: 'topUpActionNotAllowed', changed: 'topUpChanged', notParty: 'paymentOrderNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') return null;
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => topUpSnapshots.resolve(row.stateValue, row.context),

  async effects(tx, clock, step, updated) {
    const event = step.event as unknown as TopUpEvent;
    if (event.type === 'topUp.credit') {
      await creditPayment(tx, clock, updated);
      await deliverNotice(tx, creditedNotice(updated), step.now);
    }
    if (event.type === 'payment.succeeded' && updated.stage === 'refunded') await deliverNotice(tx, refundedNotice(updated), step.now);
  },
};

/** The same lifecycle, the server speaking for the payment provider (its verified notification or query answer). */
const asProvider: Lifecycle<PaymentOrderRow, Loaded> = {
  ...topUpLifecycle,
  roleOf: (row, sender) => (sender.kind === 'system' ? 'provider' : topUpLifecycle.roleOf(row, sender)),
};

/**
 * Credits a paid order once (the enforcer's compare-and-set lets one `topUp.credit` through; the entry's key posts
 * once besides): gold beans from the gateway with their yuan to the bean reserve, in one entry (beanPurchase), or the
 * yuan to the balance (topUp), and then the purpose's effect (a VIP year, deposit) pays from that balance.
 */
async function creditPayment(tx: Db, clock: Clock, order: PaymentOrderRow): Promise<void> {
  const gateway = (asset: 'cny' | 'bean') => ({ system: systemAccounts.paymentGateway, asset });
  const channel = paymentChannelNames[order.channel];
  const idempotencyKey = `topup:${order.id}:credit`;
  if (order.purpose === 'beans') {
    await postTransfer(tx, clock, {
      idempotencyKey,
      item: 'beanPurchase',
      memo: `购买金豆${order.coinNumbers}个（${channel}，订单号${order.outTradeNo}）`,
      postings: [
        { account: gateway('cny'), amount: -order.amount },
        { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: order.amount },
        { account: gateway('bean'), amount: -order.coinNumbers },
        { account: { userId: order.userId, asset: 'bean' }, amount: order.coinNumbers },
      ],
    });
  } else {
    await postTransfer(tx, clock, {
      idempotencyKey,
      item: 'topUp',
      memo: `${channel}充值（订单号${order.outTradeNo}）`,
      postings: [
        { account: gateway('cny'), amount: -order.amount },
        { account: { userId: order.userId, asset: 'cny' }, amount: order.amount },
      ],
    });
  }
  const payment: CreditedPayment = {
    id: order.id,
    userId: order.userId,
    outTradeNo: order.outTradeNo,
    purpose: order.purpose,
    amount: order.amount,
    coinNumbers: order.coinNumbers,
    detail: order.detail,
  };
  await purposeHandlers[order.purpose]?.effect?.(tx, clock, payment);
}

const subjectOf = (order: PaymentOrderRow) => String(order.detail.subject ?? '');

function creditedNotice(order: PaymentOrderRow): Notice {
  const paid = `${paymentChannelNames[order.channel]}支付${formatYuan(order.amount)}元`;
  return {
    userId: order.userId,
    type: messageTypeIds.system,
    title: order.purpose === 'beans' ? '金豆充值到账' : '充值到账',
    content:
      order.purpose === 'beans'
        ? `您购买的金豆${order.coinNumbers}个已到账（${paid}，订单号${order.outTradeNo}）。`
        : `您的${paid}已计入账户余额（${subjectOf(order)}，订单号${order.outTradeNo}）。`,
  };
}

function refundedNotice(order: PaymentOrderRow): Notice {
  return {
    userId: order.userId,
    type: messageTypeIds.system,
    title: '付款已原路退回',
    content: `订单${order.outTradeNo}（${subjectOf(order)}）已过期或关闭，之后到达的${paymentChannelNames[order.channel]}付款${formatYuan(order.amount)}元已原路退回，未计入您的账户。`,
  };
}

// ---- Ordering (POST /api/coin/unifiedOrder) ----

/** Our order number: YS, the China time to the second, ten random digits (26 characters, as both vendors accept). */
function newOutTradeNo(now: Date): string {
  const random = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `YS${formatChinaTime(now).replace(/\D/g, '')}${random}`;
}

/** The request a key came with, as a hash: the same key with another body is refused (409). */
export function requestHash(body: UnifiedOrderBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

const returnPathOf = (order: PaymentOrderRow) => `/success?channel=${order.channel}&outTradeNo=${order.outTradeNo}`;

async function orderByKey(db: Db, userId: number, idempotencyKey: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function orderByOutTradeNo(db: Db, outTradeNo: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/** The order at the provider (asked again for a retried key: the provider answers the same place) and our answer. */
async function placed(provider: PaymentProvider, order: PaymentOrderRow): Promise<UnifiedOrderResult> {
  let payUrl: string;
  try {
    ({ payUrl } = await provider.createOrder({
      channel: order.channel,
      outTradeNo: order.outTradeNo,
      amount: order.amount,
      subject: subjectOf(order),
      expiresAt: order.expiresAt,
      returnPath: returnPathOf(order),
    }));
  } catch {
    // The order stays created: the same key asks the provider again, and the deadline expires it if nobody does.
    throw new ApiError(500, 'paymentProviderUnavailable');
  }
  return {
    outTradeNo: order.outTradeNo,
    channel: order.channel,
    purpose: order.purpose,
    amount: order.amount,
    payUrl,
    expiresAt: formatChinaTime(order.expiresAt),
  };
}

/**
 * unifiedOrder: the member's payment order for a purpose, priced by the server (purposeHandlers), written in `draft`
 * and sent the member's `topUp.create` in one transaction, then placed at the provider. The member's idempotency key
 * names the attempt: the same key with the same body answers the same order (a double click, a retry after a lost
 * answer), with another body 409, even when both arrive at once (the unique index on the member and the key).
 */
export async function createTopUp(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  member: Member,
  body: UnifiedOrderBody,
  idempotencyKey: string,
): Promise<UnifiedOrderResult> {
  const hash = requestHash(body);
  const replay = async (existing: PaymentOrderRow) => {
    if (existing.requestHash !== hash) throw conflict('paymentKeyReused');
    return placed(provider, existing);
  };
  const existing = await orderByKey(db, member.id, idempotencyKey);
  if (existing) return replay(existing);

  const handler = purposeHandlers[body.purpose] as PurposeHandler | undefined;
  if (!handler) throw badRequest('paymentPurposeUnavailable');
  const priced = await handler.price(db, member.id, body, clock);
  const now = clock();
  const draft = topUpSnapshots.start();
  let created: PaymentOrderRow;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentOrders)
        .values({
          userId: member.id,
          outTradeNo: newOutTradeNo(now),
          channel: body.channel,
          purpose: body.purpose,
          amount: priced.amount,
          coinNumbers: priced.coinNumbers,
          detail: { ...priced.detail, subject: priced.subject },
          idempotencyKey,
          requestHash: hash,
          expiresAt: addMs(now, minutes(paymentOrderMinutes)),
          ...topUpSnapshots.stored(draft),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const event = { type: 'topUp.create', purpose: body.purpose, channel: body.channel, amount: priced.amount, coinNumbers: priced.coinNumbers };
      const step = prepare(topUpLifecycle, { row: row! }, { kind: 'member', member }, event, now, ['member']);
      return commit(topUpLifecycle, tx, clock, step, idempotencyKey);
    });
  } catch (error) {
    // The same key at the same moment: the other call made the order; answer as it.
    if (isUniqueViolation(error, 'payment_orders_idempotency')) {
      const raced = await orderByKey(db, member.id, idempotencyKey);
      if (raced) return replay(raced);
    }
    throw error;
  }
  return placed(provider, created);
}

// ---- The provider's word ----

export type PaidOutcome = 'credited' | 'duplicate' | 'refunded';

/**
 * The provider says the order was paid (trade number and amount, already checked against its signature): credit it
 * once, or refund a payment that came after the order expired or closed. Duplicates (the vendors send them, and the
 * order query may have credited first) change nothing. Concurrent ones are settled by the compare-and-set: the losers
 * read the order again and find it credited. Within one transaction the provider's `payment.succeeded` and the
 * system's `topUp.credit` are both recorded, so a paid order is never left uncredited.
 */
export async function settlePaid(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  orderId: number,
  trade: { tradeNo: string; amount: number },
): Promise<PaidOutcome> {
  const paidEvent = { type: 'payment.succeeded', tradeNo: trade.tradeNo, amount: trade.amount };
  const paidKey = `paid:${trade.tradeNo}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const loaded = await topUpLifecycle.load(db, orderId);
    if (!loaded) throw notFound('paymentOrderNotFound');
    const { row } = loaded;
    const now = clock();
    try {
      switch (row.stage as TopUpStage) {
        case 'credited':
        case 'refunded':
          return 'duplicate';
        case 'created':
        case 'paid':
          await db.transaction(async (tx) => {
            const paid = row.stage === 'created' ? await commit(asProvider, tx, clock, prepare(asProvider, { row }, system, paidEvent, now), paidKey) : row;
            await commit(topUpLifecycle, tx, clock, prepare(topUpLifecycle, { row: paid }, system, { type: 'topUp.credit' }, now), 'credit');
          });
          return 'credited';
        case 'expired':
        case 'failed': {
          // Refused here (a wrong amount) before anything is given back; the refund first, so a failed refund leaves
          // the order as it was and the provider's next notification tries again (the refund number refunds once).
          const step = prepare(asProvider, { row }, system, paidEvent, now);
          await provider.refund(row.channel, { outTradeNo: row.outTradeNo, amount: trade.amount, refundNo: `${row.outTradeNo}R1`, reason: '订单已过期或关闭，付款原路退回' });
          await db.transaction((tx) => commit(asProvider, tx, clock, step, paidKey));
          return 'refunded';
        }
        default:
          throw badRequest('topUpActionNotAllowed');
      }
    } catch (error) {
      if (error instanceof ApiError && error.messageKey === 'topUpChanged') continue;
      throw error;
    }
  }
  throw conflict('topUpChanged');
}

/** The provider closed the trade unpaid (the member cancelled at the cashier): the order fails, if it was still waiting. */
export async function settleClosed(db: Db, clock: Clock, orderId: number): Promise<'closed' | 'ignored'> {
  // Told again (a duplicate), or after it was paid or expired: nothing to do. A race with another is settled below.
  if ((await topUpLifecycle.load(db, orderId))?.row.stage !== 'created') return 'ignored';
  try {
    await sendEvent(asProvider, db, clock, orderId, system, { type: 'payment.failed' }, { idempotencyKey: 'closed' });
    return 'closed';
  } catch (error) {
    if (error instanceof ApiError && (error.messageKey === 'topUpActionNotAllowed' || error.messageKey === 'topUpChanged')) return 'ignored';
    throw error;
  }
}

const paidFor = (trade: ProviderTrade, order: PaymentOrderRow): trade is ProviderTrade & { tradeNo: string; amount: number } =>
  trade.state === 'paid' && trade.tradeNo !== null && trade.amount === order.amount;

/**
 * The order query (when no notification came): asks the provider about an order still waiting, and acts on its
 * answer as on a notification. A provider that cannot be asked now leaves the order as it is.
 */
export async function queryProvider(db: Db, clock: Clock, provider: PaymentProvider, order: PaymentOrderRow): Promise<void> {
  if (order.stage !== 'created') return;
  const trade = await provider.queryOrder(order.channel, order.outTradeNo).catch(() => null);
  if (!trade) return;
  if (paidFor(trade, order)) await settlePaid(db, clock, provider, order.id, trade);
  else if (trade.state === 'closed') await settleClosed(db, clock, order.id);
}

// ---- The member's view (GET /api/payment/state/{channel}/{outTradeNo}) ----

export function paymentStateOf(order: PaymentOrderRow): PaymentState {
  const stage = order.stage as TopUpStage;
  return {
    outTradeNo: order.outTradeNo,
    channel: order.channel,
    purpose: order.purpose,
    amount: order.amount,
    coinNumbers: order.coinNumbers,
    subject: subjectOf(order),
    stage,
    stageName: topUpStageNames[stage],
    createTime: formatChinaTime(order.createdAt),
    expiresAt: formatChinaTime(order.expiresAt),
  };
}

/** The member's own order (anyone else's, or another channel's, is answered as one that does not exist), asking the provider while it waits. */
export async function memberPaymentState(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  member: Member,
  channel: PaymentOrderRow['channel'],
  outTradeNo: string,
): Promise<PaymentState> {
  const order = await orderByOutTradeNo(db, outTradeNo);
  if (!order || order.userId !== member.id || order.channel !== channel) throw notFound('paymentOrderNotFound');
  await queryProvider(db, clock, provider, order);
  return paymentStateOf((await orderByOutTradeNo(db, outTradeNo))!);
}

// ---- The deadline ----

/**
 * Payment orders unpaid at their deadline (30 minutes): the provider is asked first. Paid meanwhile: credited. Closed
 * by the provider: failed. Otherwise the trade is closed at the provider and the order expires; should the close be
 * lost and the member still pay, that payment arrives late and is refunded (settlePaid). A provider that cannot be
 * asked leaves the order for the next run.
 */
export const expireDueTopUps: DueJob = async (db, clock) => {
  const provider = paymentProviderOf(db);
  if (!provider) return 0;
  const due = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.stage, 'created'), lte(paymentOrders.expiresAt, clock())))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(100);
  let moved = 0;
  for (const order of due) {
    const trade = await provider.queryOrder(order.channel, order.outTradeNo).catch(() => null);
    if (!trade) continue;
    try {
      if (paidFor(trade, order)) await settlePaid(db, clock, provider, order.id, trade);
      else if (trade.state === 'closed') await settleClosed(db, clock, order.id);
      else {
        const closed = await provider.closeOrder(order.channel, order.outTradeNo).catch(() => null);
        if (closed && paidFor(closed, order)) await settlePaid(db, clock, provider, order.id, closed);
        else await sendEvent(topUpLifecycle, db, clock, order.id, system, { type: 'topUp.paymentDeadlinePassed' }, { idempotencyKey: 'expire' });
      }
      moved += 1;
    } catch (error) {
      // A notification moved it meanwhile: nothing is due any more.
      if (error instanceof ApiError && (error.messageKey === 'topUpChanged' || error.messageKey === 'topUpActionNotAllowed')) continue;
      throw error;
    }
  }
  return moved;
};
