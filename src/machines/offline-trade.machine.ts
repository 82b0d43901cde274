import { assign, setup } from 'xstate';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import type { OrderStage } from '../api/contracts/trade';
import { allow, type LifecycleEventBase, type MachineMeta, type Side, type StateMeta } from './lifecycle';

/**
 * An offline trade (design/lifecycles.md): created unpaid, settled outside the platform. Buyer and seller each
 * confirm that it completed or failed, in two parallel regions. Both complete: completed (deal counted, credit line
 * released). Both fail: failed. One each: disputed, and platform staff decide. When the confirmation window
 * passes, a silent side's answer is taken to be the other side's; if nobody answered the trade failed.
 */
export type OfflineAnswer = 'complete' | 'fail';

export interface OfflineTradeContext {
  amount: number;
  answers: { buyer: OfflineAnswer | null; seller: OfflineAnswer | null };
}

/** The members' and staff's events are typed from their calls (src/api/contracts/lifecycle-calls.ts). */
export type OfflineTradeEvent = LifecycleEventBase & (CallEventOf<'offlineTrade'> | { type: 'offline.confirmDeadlinePassed' });

type Ctx = { context: OfflineTradeContext; event: OfflineTradeEvent };

const both = (context: OfflineTradeContext, answer: OfflineAnswer) => context.answers.buyer === answer && context.answers.seller === answer;
const anyComplete = ({ context }: Ctx) => context.answers.buyer === 'complete' || context.answers.seller === 'complete';

function answerRegion(side: Side) {
  return {
    initial: 'pending',
    meta: { label: side === 'buyer' ? '买家确认' : '卖家确认' } satisfies StateMeta,
    states: {
      pending: {
        meta: { label: '待确认' } satisfies StateMeta,
        on: {
          'offline.confirmComplete': allow({ roles: [side] }, { target: 'complete', actions: { type: 'recordAnswer' as const, params: { side, answer: 'complete' as const } } }),
          'offline.confirmFail': allow({ roles: [side] }, { target: 'fail', actions: { type: 'recordAnswer' as const, params: { side, answer: 'fail' as const } } }),
        },
      },
      complete: { meta: { label: '已确认完成' } satisfies StateMeta, type: 'final' as const },
      fail: { meta: { label: '已确认失败' } satisfies StateMeta, type: 'final' as const },
    },
  };
}

export const offlineTradeMachine = setup({
  types: {
    context: {} as OfflineTradeContext,
    events: {} as OfflineTradeEvent,
    input: {} as { amount: number },
    tags: {} as OrderStage,
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context }, params: { side: Side; answer: OfflineAnswer }) => ({ ...context.answers, [params.side]: params.answer }),
    }),
  },
}).createMachine({
  id: 'offlineTrade',
  description: 'An offline trade: each side confirms it completed or failed; a mismatch goes to the platform.',
  meta: {
    eventLabels: {
      'order.created': '下单',
      'offline.confirmComplete': '确认交易完成',
      'offline.confirmFail': '确认交易失败',
      'offline.confirmDeadlinePassed': '确认期结束',
      'dispute.decideComplete': '平台裁决：交易完成',
      'dispute.decideFail': '平台裁决：交易失败',
    },
  } satisfies MachineMeta<OfflineTradeEvent['type'] | 'order.created'>,
  context: ({ input }) => ({ amount: input.amount, answers: { buyer: null, seller: null } }),
  initial: 'confirming',
  states: {
    confirming: {
      type: 'parallel',
      tags: 'toConfirm',
      meta: { label: '待双方确认', deadline: { event: 'offline.confirmDeadlinePassed', setting: 'offlineConfirmHours' } } satisfies StateMeta,
      states: { buyer: answerRegion('buyer'), seller: answerRegion('seller') },
      onDone: [
        { guard: ({ context }) => both(context, 'complete'), target: 'completed' },
        { guard: ({ context }) => both(context, 'fail'), target: 'failed' },
        { target: 'disputed' },
      ],
      on: {
        'offline.confirmDeadlinePassed': [
          allow({ roles: ['system'], when: 'one side confirmed completion' }, { target: 'completed', guard: anyComplete }),
          allow({ roles: ['system'], when: 'nobody confirmed completion' }, { target: 'failed' }),
        ],
      },
    },
    disputed: {
      tags: 'afterSale',
      description: 'One side says completed, the other failed: platform staff decide.',
      meta: { label: '平台介入中' } satisfies StateMeta,
      on: {
        'dispute.decideComplete': allow({ roles: ['operator'] }, { target: 'completed' }),
        'dispute.decideFail': allow({ roles: ['operator'] }, { target: 'failed' }),
      },
    },
    completed: { meta: { label: '交易成功' } satisfies StateMeta, type: 'final' },
    failed: { meta: { label: '交易失败' } satisfies StateMeta, type: 'final' },
  },
});
