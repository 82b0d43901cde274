import { assign, setup } from 'xstate';
import type { CashOutRole, CashOutStage, CashOutTarget } from '../api/contracts/cash-out-names';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 提现 (spec section 7, "Cash-out"; issue 14; docs/adr/0027): a member applies to take an amount of their balance out
 * to one of their bank cards or their Alipay account; platform staff pay it (outside the platform, then confirm) or
 * reject it with a reason. The money moves in two phases, as a bank's pending transfer does: applying moves the amount
 * from the member's balance (main purse) to their held purse, where no payment can spend it; paying moves it from held
 * to the payment gateway (it has left the platform), rejecting back from held to the balance. A cash-out is paid or
 * rejected, never both: both leave `held`, and the enforcer's compare-and-set lets only one of them do it.
 *
 * The application's row is created in `draft` and sent `cashOut.apply` in the same transaction
 * (server/src/domain/cash-out), so every cash-out's history starts with a machine event, as an authentication's does.
 */
export interface CashOutContext {
  /** Why staff rejected it. */
  rejectReason: string | null;
}

export type CashOutEvent = LifecycleEventBase<CashOutRole> &
  (
    | { type: 'cashOut.apply'; amount: number; to: CashOutTarget }
    | { type: 'cashOut.pay' }
    | { type: 'cashOut.reject'; reason: string }
  );

const member: CashOutRole[] = ['member'];
const operator: CashOutRole[] = ['operator'];

/**
 * Where a cash-out's money sits: the member's balance (main purse), their held purse (no payment can spend it) and the
 * payment gateway (it has left the platform). Every move is of the amount applied for; the server posts these.
 */
export type CashOutPlace = 'balance' | 'held' | 'gateway';
type CashOutMove = MoneyMove<CashOutPlace, 'amount'>;
const hold: CashOutMove[] = [{ from: 'balance', to: 'held', amount: 'amount' }];
const payOut: CashOutMove[] = [{ from: 'held', to: 'gateway', amount: 'amount' }];
const giveBack: CashOutMove[] = [{ from: 'held', to: 'balance', amount: 'amount' }];

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
  },
  actions: {
    recordRejection: assign({ rejectReason: ({ event }) => (event.type === 'cashOut.reject' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'cashOut',
  description:
    '提现：会员申请将余额提现到本人银行卡或支付宝，申请金额从余额转入冻结资金（不能再用于付款）；平台财务打款后确认（冻结资金付出平台），或填写原因驳回（冻结资金退回余额）。打款与驳回只能发生其一。',
  meta: {
    eventLabels: {
      'cashOut.apply': '申请提现',
      'cashOut.pay': '确认打款',
      'cashOut.reject': '驳回提现',
    },
  } satisfies MachineMeta<CashOutEvent['type']>,
  context: { rejectReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '填写申请：提现金额与收款账户（与申请在同一事务中提交，不会停留在此状态）。',
      meta: { label: '填写申请' } satisfies StateMeta,
      on: {
        'cashOut.apply': allow(
          { roles: member, when: 'an amount of 1-50,000 yuan, no more than the balance', money: hold, payPassword: true },
          { target: 'held', accepts: ({ event }: { event: CashOutEvent }) => event.type === 'cashOut.apply' && event.amount > 0 },
        ),
      },
    },
    held: {
      description: '待打款：申请金额已从余额冻结，等待平台财务打款。',
      meta: { label: '待打款' } satisfies StateMeta,
      on: {
        'cashOut.pay': allow({ roles: operator, when: 'paid to the account outside the platform', money: payOut }, { target: 'paid' }),
        'cashOut.reject': allow(
          { roles: operator, when: 'with a reason of 1-200 characters', money: giveBack },
          {
            target: 'rejected',
            accepts: ({ event }: { event: CashOutEvent }) => event.type === 'cashOut.reject' && isDecisionReason(event.reason),
            actions: 'recordRejection',
          },
        ),
      },
    },
    paid: {
      description: '已打款：冻结金额已付至会员的收款账户。',
      meta: { label: '已打款' } satisfies StateMeta,
      type: 'final',
    },
    rejected: {
      description: '已驳回：冻结金额已退回会员余额。',
      meta: { label: '已驳回' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored cash-out: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const cashOutSnapshots = storedSnapshots<typeof cashOutMachine, CashOutStage, CashOutRole>(cashOutMachine);
