import { assign, setup } from 'xstate';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import type { OrderStage } from '../api/contracts/trade';
import { allow, otherSide, type LifecycleEventBase, type MachineMeta, type MoneyMove, type Side, type StateMeta } from './lifecycle';

/**
 * The online (escrow) trade of one order, with its cancellation, refund and evaluation as named regions
 * (design/lifecycles.md; docs/adr/0008). Deadlines are events a server job sends; nothing here reads a clock.
 */
export interface Evaluation {
  /** 1 good, 0 neutral, -1 bad (好评, 中评, 差评). */
  score: 1 | 0 | -1;
  comment: string;
}

export interface OrderContext {
  /** What the buyer pays into escrow, in fen. */
  amount: number;
  /** Which side published the listing: only the publisher may withdraw an unpaid order. */
  publisherSide: Side;
  receiptExtended: boolean;
  lastRemindAt: number | null;
  cancellation: { by: Side; reason: string } | null;
  /** `photos`: the buyer's evidence, public upload keys (issue 15); absent in refunds asked for before photos existed. */
  refund: { amount: number; withReturn: boolean; reason: string; photos?: string[] } | null;
  evaluations: { buyer: Evaluation | null; seller: Evaluation | null };
}

export interface OrderInput {
  amount: number;
  publisherSide: Side;
}

/**
 * The events and their payloads; `by` is always set by the server from the caller's role on the order. What members
 * and staff send is typed from the call that sends it (src/api/contracts/lifecycle-calls.ts); the deadlines are the
 * server job's.
 */
export type OrderEvent = LifecycleEventBase &
  (
    | CallEventOf<'order'>
    | { type: 'order.paymentDeadlinePassed' }
    | { type: 'order.matched' }
    | { type: 'order.shipDeadlinePassed' }
    | { type: 'order.receiptDeadlinePassed' }
    | { type: 'order.evaluationWindowPassed' }
    | { type: 'cancel.answerDeadlinePassed' }
    | { type: 'refund.answerDeadlinePassed' }
    | { type: 'refund.returnDeadlinePassed' }
  );
export type OrderEventType = OrderEvent['type'];

/** A seller may remind the buyer to confirm receipt once a day. */
export const remindIntervalMs = 24 * 60 * 60 * 1000;

/** A refund asks for between 0.01 yuan and what the buyer paid (the machine's rule; the refund form checks it too). */
export const isRefundableAmount = (context: Pick<OrderContext, 'amount'>, amount: number) =>
  Number.isInteger(amount) && amount >= 1 && amount <= context.amount;

type Ctx = { context: OrderContext; event: OrderEvent };
type EventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;
const sideOf = (event: OrderEvent): Side => (event.by === 'seller' ? 'seller' : 'buyer');

// Money moves, named once: the server posts exactly these (server/src/domain/trade/settlement.ts).
const intoEscrow: MoneyMove[] = [{ from: 'buyer', to: 'escrow', amount: 'orderAmount' }];
const backToBuyer: MoneyMove[] = [{ from: 'escrow', to: 'buyer', amount: 'orderAmount' }];
const toSeller: MoneyMove[] = [
  { from: 'escrow', to: 'seller', amount: 'sellerShare' },
  { from: 'escrow', to: 'platformFees', amount: 'fee' },
];
const refundSplit: MoneyMove[] = [{ from: 'escrow', to: 'buyer', amount: 'refundAmount' }, ...toSeller];

const deadline = (event: OrderEventType, setting: NonNullable<StateMeta['deadline']>['setting']) => ({ event, setting });

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    tags: {} as OrderStage,
  },
  actions: {
    recordCancellation: assign({
      cancellation: ({ event }) => ({ by: sideOf(event), reason: (event as EventOf<'cancel.apply'>).reason }),
    }),
    forgetCancellation: assign({ cancellation: null }),
    recordRefund: assign({
      refund: ({ event }) => {
        const e = event as EventOf<'refund.apply'>;
        return { amount: e.amount, withReturn: e.withReturn, reason: e.reason, photos: e.photos ?? [] };
      },
    }),
    forgetRefund: assign({ refund: null }),
    markExtended: assign({ receiptExtended: true }),
    markReminded: assign({ lastRemindAt: ({ event }) => event.at ?? null }),
    recordEvaluation: assign({
      evaluations: ({ context, event }) => {
        const e = event as EventOf<'order.evaluate'>;
        return { ...context.evaluations, [sideOf(e)]: { score: e.score, comment: e.comment } };
      },
    }),
  },
}).createMachine({
  id: 'order',
  description: 'An online trade through escrow: pay, ship, receive, evaluate; cancellation before shipment, refund after.',
  meta: {
    eventLabels: {
      'order.created': '下单',
      'order.pay': '付款',
      'order.matched': '自动撮合成交，冻结资金转入担保',
      'order.paymentDeadlinePassed': '超时未付款，订单关闭',
      'order.publisherCancel': '撤销订单',
      'order.ship': '发货',
      'order.shipDeadlinePassed': '超时未发货，退款给买家',
      'order.receive': '确认收货',
      'order.extendReceipt': '延长收货',
      'order.remindReceipt': '提醒买家收货',
      'order.receiptDeadlinePassed': '超时自动确认收货',
      'order.evaluate': '评价',
      'order.evaluationWindowPassed': '评价期结束',
      'cancel.apply': '申请取消订单',
      'cancel.revoke': '撤回取消申请',
      'cancel.refuse': '拒绝取消',
      'cancel.agree': '同意取消',
      'cancel.answerDeadlinePassed': '超时未答复，视为同意取消',
      'refund.apply': '申请退款',
      'refund.cancel': '撤销退款申请',
      'refund.refuseApply': '拒绝退款申请',
      'refund.confirm': '同意退款申请',
      'refund.answerDeadlinePassed': '超时未答复，视为同意退款',
      'refund.ship': '寄回退货',
      'refund.refund': '确认收到退货并退款',
      'refund.refuseRefund': '拒绝退款',
      'refund.returnDeadlinePassed': '超时未处理退货，自动退款',
      'dispute.refundBuyer': '平台裁决：退款给买家',
      'dispute.releaseSeller': '平台裁决：放款给卖家',
    },
  } satisfies MachineMeta<OrderEventType | 'order.created'>,
  context: ({ input }) => ({
    amount: input.amount,
    publisherSide: input.publisherSide,
    receiptExtended: false,
    lastRemindAt: null,
    cancellation: null,
    refund: null,
    evaluations: { buyer: null, seller: null },
  }),
  initial: 'awaitingPayment',
  states: {
    awaitingPayment: {
      tags: 'toPay',
      meta: { label: '待付款', deadline: deadline('order.paymentDeadlinePassed', 'paymentHours') } satisfies StateMeta,
      on: {
        'order.pay': allow({ roles: ['buyer'], money: intoEscrow, payPassword: true }, { target: 'awaitingShipment' }),
        // An auto-match fill (issue 28): the buyer's order held the money, so the engine pays it in the fill's transaction.
        'order.matched': allow({ roles: ['system'], when: 'an auto-match fill made the order; the buyer’s hold pays it', money: intoEscrow }, { target: 'awaitingShipment' }),
        'order.paymentDeadlinePassed': allow({ roles: ['system'] }, { target: 'closed' }),
        'order.publisherCancel': allow(
          { roles: ['buyer', 'seller'], when: 'the sender published the listing' },
          { target: 'closed', guard: ({ context, event }: Ctx) => context.publisherSide === sideOf(event) },
        ),
      },
    },
    awaitingShipment: {
      tags: 'toShip',
      meta: { label: '待发货' } satisfies StateMeta,
      initial: 'open',
      states: {
        open: {
          meta: { label: '待发货', deadline: deadline('order.shipDeadlinePassed', 'shipHours') } satisfies StateMeta,
          on: {
            'order.ship': allow({ roles: ['seller'] }, { target: '#order.awaitingReceipt' }),
            'order.shipDeadlinePassed': allow({ roles: ['system'], money: backToBuyer }, { target: '#order.cancelled' }),
            'cancel.apply': allow({ roles: ['buyer', 'seller'] }, { target: 'cancelRequested', actions: 'recordCancellation' }),
          },
        },
        cancelRequested: {
          description: 'Cancellation: one side asked to cancel; the other agrees or refuses, the applicant may revoke.',
          meta: { label: '取消申请中', deadline: deadline('cancel.answerDeadlinePassed', 'cancelAnswerHours') } satisfies StateMeta,
          on: {
            'cancel.revoke': allow(
              { roles: ['buyer', 'seller'], when: 'the sender applied' },
              { target: 'open', actions: 'forgetCancellation', guard: ({ context, event }: Ctx) => context.cancellation?.by === sideOf(event) },
            ),
            'cancel.refuse': allow(
              { roles: ['buyer', 'seller'], when: 'the other side applied' },
              { target: 'open', actions: 'forgetCancellation', guard: ({ context, event }: Ctx) => context.cancellation?.by === otherSide(sideOf(event)) },
            ),
            'cancel.agree': allow(
              { roles: ['buyer', 'seller'], when: 'the other side applied', money: backToBuyer },
              { target: '#order.cancelled', guard: ({ context, event }: Ctx) => context.cancellation?.by === otherSide(sideOf(event)) },
            ),
            // No answer in time counts as agreement (design/lifecycles.md).
            'cancel.answerDeadlinePassed': allow({ roles: ['system'], money: backToBuyer }, { target: '#order.cancelled' }),
          },
        },
      },
    },
    awaitingReceipt: {
      meta: { label: '待收货' } satisfies StateMeta,
      initial: 'open',
      states: {
        open: {
          tags: 'toReceive',
          meta: { label: '待收货', deadline: deadline('order.receiptDeadlinePassed', 'receiptHours') } satisfies StateMeta,
          on: {
            'order.receive': allow({ roles: ['buyer'], money: toSeller, payPassword: true }, { target: '#order.completed' }),
            'order.receiptDeadlinePassed': allow({ roles: ['system'], money: toSeller }, { target: '#order.completed' }),
            'order.extendReceipt': allow(
              { roles: ['buyer'], when: 'not extended before', extendsDeadline: 'receiptExtensionHours' },
              { actions: 'markExtended', guard: ({ context }: Ctx) => !context.receiptExtended },
            ),
            'order.remindReceipt': allow(
              { roles: ['seller'], when: 'no reminder in the last 24 hours' },
              {
                actions: 'markReminded',
                guard: ({ context, event }: Ctx) =>
                  event.at !== undefined && (context.lastRemindAt === null || event.at - context.lastRemindAt >= remindIntervalMs),
              },
            ),
            'refund.apply': allow(
              { roles: ['buyer'], when: 'amount between 0.01 and what was paid' },
              {
                target: 'refundRequested',
                actions: 'recordRefund',
                accepts: ({ context, event }: Ctx) => isRefundableAmount(context, (event as EventOf<'refund.apply'>).amount),
              },
            ),
          },
        },
        refundRequested: {
          tags: 'afterSale',
          description: 'Refund: the buyer asked for money back (with or without returning the item); the seller answers.',
          meta: { label: '退款申请中', deadline: deadline('refund.answerDeadlinePassed', 'refundAnswerHours') } satisfies StateMeta,
          on: {
            'refund.cancel': allow({ roles: ['buyer'] }, { target: 'open', actions: 'forgetRefund' }),
            'refund.refuseApply': allow({ roles: ['seller'] }, { target: 'refundRefused' }),
            'refund.confirm': [
              allow({ roles: ['seller'], when: 'a return was asked for' }, { target: 'awaitingReturn', guard: ({ context }: Ctx) => context.refund?.withReturn === true }),
              allow({ roles: ['seller'], when: 'no return', money: refundSplit }, { target: '#order.refunded' }),
            ],
            // A seller silent on a request has agreed (design/lifecycles.md).
            'refund.answerDeadlinePassed': [
              allow({ roles: ['system'], when: 'a return was asked for' }, { target: 'awaitingReturn', guard: ({ context }: Ctx) => context.refund?.withReturn === true }),
              allow({ roles: ['system'], when: 'no return', money: refundSplit }, { target: '#order.refunded' }),
            ],
          },
        },
        refundRefused: {
          tags: 'afterSale',
          description: 'The seller refused the refund request: the buyer confirms receipt (or complains to the platform).',
          meta: { label: '退款被拒', deadline: deadline('order.receiptDeadlinePassed', 'receiptHours') } satisfies StateMeta,
          on: {
            'order.receive': allow({ roles: ['buyer'], money: toSeller, payPassword: true }, { target: '#order.completed' }),
            'order.receiptDeadlinePassed': allow({ roles: ['system'], money: toSeller }, { target: '#order.completed' }),
          },
        },
        awaitingReturn: {
          tags: 'afterSale',
          meta: { label: '待退货' } satisfies StateMeta,
          on: {
            'refund.ship': allow({ roles: ['buyer'] }, { target: 'returnShipped' }),
            'refund.cancel': allow({ roles: ['buyer'] }, { target: 'open', actions: 'forgetRefund' }),
          },
        },
        returnShipped: {
          tags: 'afterSale',
          meta: { label: '退货已发出', deadline: deadline('refund.returnDeadlinePassed', 'returnReceiptHours') } satisfies StateMeta,
          on: {
            'refund.refund': allow({ roles: ['seller'], money: refundSplit }, { target: '#order.refunded' }),
            'refund.refuseRefund': allow({ roles: ['seller'] }, { target: '#order.disputed' }),
            // A seller silent after the return arrived has refunded (design/lifecycles.md).
            'refund.returnDeadlinePassed': allow({ roles: ['system'], money: refundSplit }, { target: '#order.refunded' }),
          },
        },
      },
    },
    disputed: {
      tags: 'afterSale',
      description: 'The seller refused to refund a returned item: platform staff decide who gets the escrow.',
      meta: { label: '平台介入中' } satisfies StateMeta,
      on: {
        'dispute.refundBuyer': allow({ roles: ['operator'], money: refundSplit }, { target: 'refunded' }),
        'dispute.releaseSeller': allow({ roles: ['operator'], money: toSeller }, { target: 'completed' }),
      },
    },
    completed: {
      description: 'Evaluation: each side may evaluate once; the order is evaluated when both have, or the window passes.',
      meta: { label: '交易成功' } satisfies StateMeta,
      initial: 'evaluating',
      states: {
        evaluating: {
          tags: 'toEvaluate',
          meta: { label: '待评价', deadline: deadline('order.evaluationWindowPassed', 'evaluationHours') } satisfies StateMeta,
          on: {
            'order.evaluate': [
              allow(
                { roles: ['buyer', 'seller'], when: 'the sender has not evaluated and the other side has' },
                {
                  target: 'evaluated',
                  actions: 'recordEvaluation',
                  guard: ({ context, event }: Ctx) =>
                    context.evaluations[sideOf(event)] === null && context.evaluations[otherSide(sideOf(event))] !== null,
                },
              ),
              allow(
                { roles: ['buyer', 'seller'], when: 'the sender has not evaluated' },
                { actions: 'recordEvaluation', guard: ({ context, event }: Ctx) => context.evaluations[sideOf(event)] === null },
              ),
            ],
            'order.evaluationWindowPassed': allow({ roles: ['system'] }, { target: 'evaluated' }),
          },
        },
        evaluated: { meta: { label: '已评价' } satisfies StateMeta, type: 'final' },
      },
    },
    cancelled: { meta: { label: '已取消' } satisfies StateMeta, type: 'final' },
    refunded: { meta: { label: '已退款' } satisfies StateMeta, type: 'final' },
    closed: { meta: { label: '已关闭' } satisfies StateMeta, type: 'final' },
  },
});
