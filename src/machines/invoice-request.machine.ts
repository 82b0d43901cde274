import { assign, setup } from 'xstate';
import type { InvoiceRole, InvoiceStage } from '../api/contracts/invoice-names';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 发票申请 (issue 29): the buyer of completed online orders asks the platform for one ordinary VAT invoice over them,
 * to one of their titles; platform staff issue it (it gets its code and number, and the member downloads its PDF) or
 * refuse it with a reason. The member may withdraw it while it waits. No money moves: the orders were paid already.
 * A refused or withdrawn request frees its orders for another request (server/src/domain/invoices).
 *
 * The request's row is created in `draft` and sent `invoice.apply` in the same transaction, so every request's
 * history starts with a machine event, as a cash-out's does.
 */
export interface InvoiceRequestContext {
  /** Why staff refused it. */
  refuseReason: string | null;
}

export type InvoiceRequestEvent = LifecycleEventBase<InvoiceRole> &
  ({ type: 'invoice.apply' } | { type: 'invoice.issue' } | { type: 'invoice.refuse'; reason: string } | { type: 'invoice.withdraw' });

const member: InvoiceRole[] = ['member'];
const operator: InvoiceRole[] = ['operator'];

export const invoiceRequestMachine = setup({
  types: {
    context: {} as InvoiceRequestContext,
    events: {} as InvoiceRequestEvent,
  },
  actions: {
    recordRefusal: assign({ refuseReason: ({ event }) => (event.type === 'invoice.refuse' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'invoiceRequest',
  description:
    '发票申请：会员选择本人买入且交易成功的担保交易订单与发票抬头，申请开具增值税普通发票；平台客服开具发票（会员可下载PDF），或填写原因拒绝。等待开票时会员可撤回。拒绝或撤回后订单可重新申请。',
  meta: {
    eventLabels: {
      'invoice.apply': '申请开票',
      'invoice.issue': '开具发票',
      'invoice.refuse': '拒绝开票',
      'invoice.withdraw': '撤回申请',
    },
  } satisfies MachineMeta<InvoiceRequestEvent['type']>,
  context: { refuseReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '填写申请：所选订单与抬头（与申请在同一事务中提交，不会停留在此状态）。',
      meta: { label: '填写申请' } satisfies StateMeta,
      on: {
        'invoice.apply': allow({ roles: member, when: '1-20 completed online orders of theirs on no live request, one of their titles' }, { target: 'requested' }),
      },
    },
    requested: {
      description: '待开票：等待平台客服开具发票。',
      meta: { label: '待开票' } satisfies StateMeta,
      on: {
        'invoice.issue': allow({ roles: operator, when: 'given its invoice code and number' }, { target: 'issued' }),
        'invoice.refuse': allow(
          { roles: operator, when: 'with a reason of 1-200 characters' },
          {
            target: 'refused',
            accepts: ({ event }: { event: InvoiceRequestEvent }) => event.type === 'invoice.refuse' && isDecisionReason(event.reason),
            actions: 'recordRefusal',
          },
        ),
        'invoice.withdraw': allow({ roles: member }, { target: 'withdrawn' }),
      },
    },
    issued: {
      description: '已开票：发票已开具，会员可下载PDF。',
      meta: { label: '已开票' } satisfies StateMeta,
      type: 'final',
    },
    refused: {
      description: '已拒绝：平台客服拒绝开票并说明原因，订单可重新申请。',
      meta: { label: '已拒绝' } satisfies StateMeta,
      type: 'final',
    },
    withdrawn: {
      description: '已撤回：会员撤回了申请，订单可重新申请。',
      meta: { label: '已撤回' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored request: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const invoiceRequestSnapshots = storedSnapshots<typeof invoiceRequestMachine, InvoiceStage, InvoiceRole>(invoiceRequestMachine);
