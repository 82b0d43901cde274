import { assign, setup } from 'xstate';
import { blockTradeDayEnded, type BlockTradeRole, type BlockTradeStage } from '../api/contracts/block-trade-names';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 大宗交易申请 (spec sections 2 and 3; issue 29): a member applies to sell or buy a large lot; platform staff list it
 * on /large-transaction or reject it with a reason; the member may withdraw it while it waits or is listed; the
 * server's job expires it once its last day (China time) has ended. No money moves: the lot is negotiated by phone or
 * chat between the members.
 *
 * The application's row is created in `draft` and sent `blockTrade.submit` in the same transaction
 * (server/src/domain/block-trades), so every application's history starts with a machine event, as a cash-out's does.
 */
export interface BlockTradeContext {
  /** Why staff rejected it. */
  rejectReason: string | null;
}

/**
 * The expiry carries the application's last day (the server reads it from the row, never from a request): the
 * transition is taken only once that day has ended at the event's time.
 */
export type BlockTradeEvent = LifecycleEventBase<BlockTradeRole> &
  (CallEventOf<'blockTrade'> | { type: 'blockTrade.submit' } | { type: 'blockTrade.expire'; lastDay: string });

type Ctx = { context: BlockTradeContext; event: BlockTradeEvent };

const member: BlockTradeRole[] = ['member'];
const operator: BlockTradeRole[] = ['operator'];
const system: BlockTradeRole[] = ['system'];

/** What a live application (waiting or listed) answers alike: the member withdraws it, its last day ends. */
const whileLive = {
  'blockTrade.withdraw': allow({ roles: member }, { target: '#blockTrade.withdrawn' }),
  'blockTrade.expire': allow(
    { roles: system, when: 'its last day (China time) has ended' },
    { target: '#blockTrade.expired', accepts: ({ event }: Ctx) => event.type === 'blockTrade.expire' && blockTradeDayEnded(event.lastDay, event.at ?? 0) },
  ),
};

export const blockTradeMachine = setup({
  types: {
    context: {} as BlockTradeContext,
    events: {} as BlockTradeEvent,
  },
  actions: {
    recordRejection: assign({ rejectReason: ({ event }) => (event.type === 'blockTrade.reject' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'blockTrade',
  description:
    '大宗交易申请：会员提交出售或求购的大宗邮品申请，平台审核后上架到大宗交易页面（或填写原因驳回）；会员可在待审核或已上架时撤回；有效期的最后一天（北京时间）结束后自动过期。不涉及资金。',
  meta: {
    eventLabels: {
      'blockTrade.submit': '提交申请',
      'blockTrade.list': '审核上架',
      'blockTrade.reject': '驳回申请',
      'blockTrade.withdraw': '撤回申请',
      'blockTrade.expire': '到期下架',
    },
  } satisfies MachineMeta<BlockTradeEvent['type']>,
  context: { rejectReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '填写申请（与提交在同一事务中，不会停留在此状态）。',
      meta: { label: '填写申请' } satisfies StateMeta,
      on: { 'blockTrade.submit': allow({ roles: member, when: 'real-name authenticated, at most 5 live applications' }, { target: 'submitted' }) },
    },
    submitted: {
      description: '待审核：等待平台审核。',
      meta: { label: '待审核' } satisfies StateMeta,
      on: {
        ...whileLive,
        'blockTrade.list': allow({ roles: operator }, { target: 'listed' }),
        'blockTrade.reject': allow(
          { roles: operator, when: 'with a reason of 1-200 characters' },
          { target: 'rejected', accepts: ({ event }: Ctx) => event.type === 'blockTrade.reject' && isDecisionReason(event.reason), actions: 'recordRejection' },
        ),
      },
    },
    listed: {
      description: '已上架：在大宗交易页面展示，会员可联系申请人。',
      meta: { label: '已上架' } satisfies StateMeta,
      on: whileLive,
    },
    rejected: {
      description: '已驳回：平台未通过审核（附原因）。',
      meta: { label: '已驳回' } satisfies StateMeta,
      type: 'final',
    },
    withdrawn: {
      description: '已撤回：会员撤回了申请。',
      meta: { label: '已撤回' } satisfies StateMeta,
      type: 'final',
    },
    expired: {
      description: '已过期：有效期已过，不再展示。',
      meta: { label: '已过期' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored application: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const blockTradeSnapshots = storedSnapshots<typeof blockTradeMachine, BlockTradeStage, BlockTradeRole>(blockTradeMachine);
