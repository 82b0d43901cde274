import { assign, setup } from 'xstate';
import type { PaymentChannel, PaymentPurpose, TopUpRole, TopUpStage } from '../api/contracts/money-names';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 充值 (a payment order; spec section 7, "Coin"; issue 14; docs/adr/0025): a member orders gold beans, balance, a VIP
 * year or deposit (unifiedOrder) and pays it at the payment provider's cashier. The provider's verified word that it
 * was paid (its signed notification, or the answer to our order query when no notification came) moves it to paid,
 * and the server credits it at once, in the same transaction: the payment gateway's money to the member's balance or
 * gold beans, exactly once. Unpaid after its deadline it expires; the provider may close it first (the member
 * cancelled at the cashier). A payment the provider reports for an order that already expired or closed is refunded
 * through the provider, never credited: nothing of it reaches the member's balance twice, or at all.
 *
 * The order's row is created in `draft` and sent `topUp.create` in the same transaction (server/src/domain/payments),
 * so every top-up's history starts with the member's machine event, as an authentication's does. The machine keeps the
 * amount ordered: the provider's word for any other amount is refused.
 */
export interface TopUpContext {
  /** Fen to pay. */
  amount: number;
  /** The provider's trade number, once it said the order was paid. */
  tradeNo: string | null;
}

export type TopUpEvent = LifecycleEventBase<TopUpRole> &
  (
    | { type: 'topUp.create'; purpose: PaymentPurpose; channel: PaymentChannel; amount: number; coinNumbers: number }
    | { type: 'payment.succeeded'; tradeNo: string; amount: number }
    | { type: 'payment.failed' }
    | { type: 'topUp.credit' }
    | { type: 'topUp.paymentDeadlinePassed' }
  );

const member: TopUpRole[] = ['member'];
const provider: TopUpRole[] = ['provider'];
const system: TopUpRole[] = ['system'];

/** The provider's word that exactly the ordered amount was paid. */
const paidInFull = ({ context, event }: { context: TopUpContext; event: TopUpEvent }) =>
  event.type === 'payment.succeeded' && event.amount === context.amount && event.tradeNo.length > 0;

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
  },
  actions: {
    recordOrder: assign({ amount: ({ event }) => (event.type === 'topUp.create' ? event.amount : 0) }),
    recordTrade: assign({ tradeNo: ({ event }) => (event.type === 'payment.succeeded' ? event.tradeNo : null) }),
  },
}).createMachine({
  id: 'topUp',
  description:
    '充值（支付订单）：会员下单购买金豆、充值余额、会员年费或押金，在支付平台收银台付款；支付平台的签名通知（或未收到通知时的订单查询）确认付款后，系统在同一事务中入账一次（支付网关 → 会员余额或金豆）。30分钟未付款则过期；过期或关闭后才到达的付款原路退回，绝不入账。',
  meta: {
    eventLabels: {
      'topUp.create': '下单',
      'payment.succeeded': '支付成功（支付平台通知）',
      'payment.failed': '交易关闭（支付平台）',
      'topUp.credit': '入账',
      'topUp.paymentDeadlinePassed': '超时未支付',
    },
  } satisfies MachineMeta<TopUpEvent['type']>,
  context: { amount: 0, tradeNo: null },
  initial: 'draft',
  states: {
    draft: {
      description: '下单：用途、支付方式与金额（与订单在同一事务中提交，不会停留在此状态）。',
      meta: { label: '下单中' } satisfies StateMeta,
      on: {
        'topUp.create': allow(
          { roles: member, when: 'a positive whole number of fen, priced by the server' },
          {
            target: 'created',
            accepts: ({ event }: { event: TopUpEvent }) => event.type === 'topUp.create' && Number.isSafeInteger(event.amount) && event.amount > 0,
            actions: 'recordOrder',
          },
        ),
      },
    },
    created: {
      description: '待支付：等待会员在支付平台收银台付款；30分钟未付款则过期（先向支付平台查询并关闭交易）。',
      meta: { label: '待支付' } satisfies StateMeta,
      on: {
        'payment.succeeded': allow(
          { roles: provider, when: 'a verified notification or order query for exactly the amount ordered' },
          { target: 'paid', accepts: paidInFull, actions: 'recordTrade' },
        ),
        'payment.failed': allow({ roles: provider, when: 'the provider closed the trade unpaid (the member cancelled at the cashier)' }, { target: 'failed' }),
        'topUp.paymentDeadlinePassed': allow({ roles: system, when: '30 minutes unpaid, the provider asked first' }, { target: 'expired' }),
      },
    },
    paid: {
      description: '已支付：支付平台确认收款，系统在同一事务中入账。',
      meta: { label: '已支付' } satisfies StateMeta,
      on: {
        'topUp.credit': allow({ roles: system, when: 'once: payment gateway → member balance, or gold beans with their yuan to the bean reserve' }, { target: 'credited' }),
      },
    },
    credited: {
      description: '已到账：金额已计入会员余额或金豆（会员年费、押金随后从余额支付）。',
      meta: { label: '已到账' } satisfies StateMeta,
      type: 'final',
    },
    expired: {
      description: '已过期：超时未支付，交易已关闭；此后到达的付款原路退回。',
      meta: { label: '已过期' } satisfies StateMeta,
      on: {
        'payment.succeeded': allow(
          { roles: provider, when: 'a late payment: refunded through the provider, never credited' },
          { target: 'refunded', accepts: paidInFull, actions: 'recordTrade' },
        ),
      },
    },
    failed: {
      description: '已关闭：支付平台关闭了交易（会员取消支付）；此后到达的付款原路退回。',
      meta: { label: '已关闭' } satisfies StateMeta,
      on: {
        'payment.succeeded': allow(
          { roles: provider, when: 'a late payment: refunded through the provider, never credited' },
          { target: 'refunded', accepts: paidInFull, actions: 'recordTrade' },
        ),
      },
    },
    refunded: {
      description: '已退款：过期或关闭后才到达的付款已由支付平台原路退回，未入账。',
      meta: { label: '已退款' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored payment order: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const topUpSnapshots = storedSnapshots<typeof topUpMachine, TopUpStage, TopUpRole>(topUpMachine);
