import { assign, setup } from 'xstate';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import type { SurrenderRole, SurrenderStage } from '../api/contracts/membership-names';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 押金退还 (deposit surrender; issue 14, docs/adr/0026): a member asks for part or all of their deposit back
 * (/api/deposit/withdraw). The amount stays in the deposit but is reserved (the waiting surrenders together never
 * exceed the deposit) for the platform's holding period; the member may cancel meanwhile. When the period ends the
 * server refunds it (deposit → balance). Platform staff may refuse it while an order of the member is open, with a
 * reason. The browser renders this machine and the server enforces it (server/src/domain/membership/deposit.ts).
 */
export interface DepositSurrenderContext {
  /** Why staff refused it; null otherwise. */
  refuseReason: string | null;
}

export type DepositSurrenderEvent = LifecycleEventBase<SurrenderRole> &
  (
    | { type: 'surrender.request' }
    | { type: 'surrender.cancel' }
    | { type: 'surrender.holdingEnded' }
    | { type: 'surrender.refuse'; reason: string }
  );

/** Where a surrender's money goes: from the member's deposit purse to their balance, the amount asked back. */
export type SurrenderPlace = 'deposit' | 'balance';
const refund: MoneyMove<SurrenderPlace, 'amount'>[] = [{ from: 'deposit', to: 'balance', amount: 'amount' }];

const member: SurrenderRole[] = ['member'];
const operator: SurrenderRole[] = ['operator'];
const system: SurrenderRole[] = ['system'];

export const depositSurrenderMachine = setup({
  types: {
    context: {} as DepositSurrenderContext,
    events: {} as DepositSurrenderEvent,
  },
  actions: {
    recordRefusal: assign({ refuseReason: ({ event }) => (event.type === 'surrender.refuse' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'depositSurrender',
  description:
    '押金退还：会员申请退还押金（需支付密码），金额在押金中冻结，平台保管期内可撤销；保管期满后退回余额；会员有未结束的订单时平台可拒绝（须填写原因）。',
  meta: {
    eventLabels: {
      'surrender.request': '申请退还',
      'surrender.cancel': '撤销申请',
      'surrender.holdingEnded': '保管期满退还',
      'surrender.refuse': '平台拒绝',
    },
  } satisfies MachineMeta<DepositSurrenderEvent['type']>,
  context: { refuseReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '填写申请：会员填写退还金额。',
      meta: { label: '填写申请' } satisfies StateMeta,
      on: {
        'surrender.request': allow(
          { roles: member, payPassword: true, when: 'the waiting surrenders, this one included, do not exceed the deposit' },
          { target: 'waiting' },
        ),
      },
    },
    waiting: {
      description: '等待退还：金额在押金中冻结，平台保管期内会员可撤销。',
      meta: { label: '等待退还' } satisfies StateMeta,
      on: {
        'surrender.cancel': allow({ roles: member }, { target: 'cancelled' }),
        'surrender.holdingEnded': allow({ roles: system, when: 'the holding period has passed', money: refund }, { target: 'refunded' }),
        'surrender.refuse': allow(
          { roles: operator, when: 'an order of the member is open, with a reason of 1-200 characters' },
          {
            target: 'refused',
            accepts: ({ event }: { event: DepositSurrenderEvent }) => event.type === 'surrender.refuse' && isDecisionReason(event.reason),
            actions: 'recordRefusal',
          },
        ),
      },
    },
    refunded: {
      description: '已退还：金额已从押金退回余额。',
      meta: { label: '已退还' } satisfies StateMeta,
      type: 'final',
    },
    cancelled: {
      description: '已撤销：会员撤销了申请，押金不变。',
      meta: { label: '已撤销' } satisfies StateMeta,
      type: 'final',
    },
    refused: {
      description: '已拒绝：平台拒绝退还（会员有未结束的订单），押金不变。',
      meta: { label: '已拒绝' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored deposit surrender: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const depositSurrenderSnapshots = storedSnapshots<typeof depositSurrenderMachine, SurrenderStage, SurrenderRole>(depositSurrenderMachine);
