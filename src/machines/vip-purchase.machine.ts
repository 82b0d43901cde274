import { assign, setup } from 'xstate';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import type { VipPurchaseRole, VipPurchaseStage } from '../api/contracts/membership-names';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 会员年费 (VIP; issue 14, docs/adr/0026): a member buys a level for whole years, or upgrades the active one. The
 * purchase is applied with its level, years and price (worked out by the server from the member's active VIP), then
 * paid from the balance (the member, with the payment password) or by a top-up through the payment provider (the
 * server, once the provider's money reached the balance); a top-up that no longer applies when it arrives (the member
 * bought the level meanwhile) closes the purchase and leaves the money in the balance. A paid purchase is active until
 * its expiry (a deadline event the server sends) or until a renewal or an upgrade takes its time over. The member's
 * level follows the active purchase. The browser renders this machine and the server enforces it
 * (server/src/domain/membership/vip.ts).
 */
export interface VipPurchaseContext {
  /** Why a top-up's purchase was closed instead of activated; null otherwise. */
  closeReason: string | null;
}

export type VipPurchaseEvent = LifecycleEventBase<VipPurchaseRole> &
  (
    | { type: 'vip.pay' }
    | { type: 'vip.payByTopUp' }
    | { type: 'vip.close'; reason: string }
    | { type: 'vip.expire' }
    | { type: 'vip.supersede' }
  );

const member: VipPurchaseRole[] = ['member'];
const system: VipPurchaseRole[] = ['system'];

/** Where a VIP year's money goes: from the member's balance to the platform's fee income, the price paid. */
export type VipPlace = 'balance' | 'platformFees';
const payFee: MoneyMove<VipPlace, 'amount'>[] = [{ from: 'balance', to: 'platformFees', amount: 'amount' }];

export const vipPurchaseMachine = setup({
  types: {
    context: {} as VipPurchaseContext,
    events: {} as VipPurchaseEvent,
  },
  actions: {
    recordClosing: assign({ closeReason: ({ event }) => (event.type === 'vip.close' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'vipPurchase',
  description:
    '会员年费：会员选择等级与年限（升级只补剩余天数的差价），以余额（需支付密码）或在线充值支付后生效；到期、续费或升级后结束，会员等级随生效中的会员年费变化。',
  meta: {
    eventLabels: {
      'vip.pay': '余额支付',
      'vip.payByTopUp': '在线支付到账',
      'vip.close': '关闭（款项留在余额）',
      'vip.expire': '会员到期',
      'vip.supersede': '续费或升级后结束',
    },
  } satisfies MachineMeta<VipPurchaseEvent['type']>,
  context: { closeReason: null },
  initial: 'applied',
  states: {
    applied: {
      description: '待支付：等级、年限与金额已确定，等待余额支付或在线支付到账。',
      meta: { label: '待支付' } satisfies StateMeta,
      on: {
        'vip.pay': allow({ roles: member, payPassword: true, when: 'paid from the balance', money: payFee }, { target: 'active' }),
        'vip.payByTopUp': allow({ roles: system, when: 'the top-up reached the balance and still applies', money: payFee }, { target: 'active' }),
        'vip.close': allow(
          { roles: system, when: 'the top-up no longer applies (with a reason); the money stays in the balance' },
          {
            target: 'closed',
            accepts: ({ event }: { event: VipPurchaseEvent }) => event.type === 'vip.close' && isDecisionReason(event.reason),
            actions: 'recordClosing',
          },
        ),
      },
    },
    active: {
      description: '生效中：会员等级为所购等级，直至到期时间；期间可续费（顺延整年）或升级（补差价，到期时间不变）。',
      meta: { label: '生效中' } satisfies StateMeta,
      on: {
        'vip.expire': allow({ roles: system, when: 'its expiry has passed' }, { target: 'expired' }),
        'vip.supersede': allow({ roles: system, when: 'a renewal or an upgrade was paid and carries the time on' }, { target: 'superseded' }),
      },
    },
    expired: {
      description: '已到期：会员等级恢复为认证会员（未认证为注册会员）。',
      meta: { label: '已到期' } satisfies StateMeta,
      type: 'final',
    },
    superseded: {
      description: '已续费或升级：剩余时间并入新的会员年费。',
      meta: { label: '已续费或升级' } satisfies StateMeta,
      type: 'final',
    },
    closed: {
      description: '已关闭：在线支付到账时已不适用（如已通过其他方式开通），款项留在余额中。',
      meta: { label: '已关闭' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/*
 * The questions the server and the browser both ask of a purchase's stored snapshot: one implementation.
 */

/** The questions asked of a stored VIP purchase: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const vipPurchaseSnapshots = storedSnapshots<typeof vipPurchaseMachine, VipPurchaseStage, VipPurchaseRole>(vipPurchaseMachine);
