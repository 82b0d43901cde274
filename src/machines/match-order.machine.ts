import { assign, setup } from 'xstate';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import type { MatchRole, MatchStage } from '../api/contracts/automatch-names';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 自动撮合 (a match order; issue 28, docs/adr/0041, design/lifecycles.md): a member's limit order on a variety's book.
 * The engine (server/src/domain/automatch) fills it against crossing orders, best price then oldest first, at the
 * resting order's price: some of it (`match.fill`) or the rest (`match.complete`); every fill becomes an escrow order
 * the delivery flow carries. The member amends the price or lowers the quantity, or cancels what is left; the end of
 * its last day expires it. The browser renders this machine and the server enforces it.
 *
 * Money: a buy holds price × what is left of the member's balance in their `match` purse (placing it is not a
 * transition: the server holds it with the order's first record). A fill releases the hold of the units filled, which
 * pay the escrow order at once; an amend raises or lowers the hold to the new price × what is left; a cancel and an
 * expiry release the rest. A sell holds units, not money: its amounts are 0 and nothing is posted.
 */
export interface MatchOrderContext {
  quantity: number;
  filled: number;
}

export type MatchOrderEvent = LifecycleEventBase<MatchRole> &
  (CallEventOf<'matchOrder'> | { type: 'match.fill'; quantity: number; price: number } | { type: 'match.complete'; quantity: number; price: number } | { type: 'match.expire' });

/** Where a match order's money sits: the member's balance and their `match` purse (what open buys hold). */
export type MatchPlace = 'balance' | 'held';
/**
 * The amounts (server/src/domain/automatch/match-orders.ts): `fillHold` the hold of the units a fill took; `holdRaise` /
 * `holdLower` what an amend adds to or takes off the hold; `restHold` what is left held when the order ends.
 */
export type MatchAmount = 'fillHold' | 'holdRaise' | 'holdLower' | 'restHold';

const member: MatchRole[] = ['member'];
const system: MatchRole[] = ['system'];

const released: MoneyMove<MatchPlace, MatchAmount>[] = [{ from: 'held', to: 'balance', amount: 'restHold' }];
const fillReleased: MoneyMove<MatchPlace, MatchAmount>[] = [{ from: 'held', to: 'balance', amount: 'fillHold' }];
const rehold: MoneyMove<MatchPlace, MatchAmount>[] = [
  { from: 'balance', to: 'held', amount: 'holdRaise' },
  { from: 'held', to: 'balance', amount: 'holdLower' },
];

type Ctx = { context: MatchOrderContext; event: MatchOrderEvent };
type EventOf<T extends MatchOrderEvent['type']> = Extract<MatchOrderEvent, { type: T }>;
const left = (context: MatchOrderContext) => context.quantity - context.filled;
const fillOf = (event: MatchOrderEvent) => (event as EventOf<'match.fill'>).quantity;

/** What every order on the book answers alike: fills, an amend, a cancel, its last day ending. */
const whileOnBook = {
  'match.fill': allow(
    { roles: system, when: 'a crossing order takes part of what is left', money: fillReleased },
    {
      target: '#matchOrder.partiallyFilled',
      actions: 'recordFill',
      // Only an order with two units or more left can fill in part.
      guard: ({ context }: Ctx) => left(context) >= 2,
      accepts: ({ context, event }: Ctx) => fillOf(event) >= 1 && fillOf(event) < left(context),
    },
  ),
  'match.complete': allow(
    { roles: system, when: 'a crossing order takes all that is left', money: fillReleased },
    { target: '#matchOrder.filled', actions: 'recordFill', accepts: ({ context, event }: Ctx) => fillOf(event) === left(context) },
  ),
  'match.amend': allow(
    { roles: member, when: 'a new price, or fewer units but more than have filled', money: rehold },
    {
      actions: 'recordAmend',
      accepts: ({ context, event }: Ctx) => {
        const quantity = (event as EventOf<'match.amend'>).quantity;
        return quantity === undefined || (quantity > context.filled && quantity <= context.quantity);
      },
    },
  ),
  'match.cancel': allow({ roles: member, money: released }, { target: '#matchOrder.cancelled' }),
  'match.expire': allow({ roles: system, when: 'the order’s last day has ended', money: released }, { target: '#matchOrder.expired' }),
};

export const matchOrderMachine = setup({
  types: {
    context: {} as MatchOrderContext,
    events: {} as MatchOrderEvent,
    input: {} as { quantity: number },
  },
  actions: {
    recordFill: assign({ filled: ({ context, event }) => context.filled + fillOf(event) }),
    recordAmend: assign({ quantity: ({ context, event }) => (event as EventOf<'match.amend'>).quantity ?? context.quantity }),
  },
}).createMachine({
  id: 'matchOrder',
  description: '自动撮合委托：会员以限价买入或卖出一个品种；平台按价格优先、时间优先自动撮合，以挂单方价格成交，每笔成交生成担保订单走发货收货流程；会员可改价、减量或撤单，到期自动失效。',
  meta: {
    eventLabels: {
      'match.placed': '提交委托',
      'match.fill': '部分成交',
      'match.complete': '全部成交',
      'match.amend': '修改委托',
      'match.cancel': '撤单',
      'match.expire': '到期失效',
    },
  } satisfies MachineMeta<MatchOrderEvent['type'] | 'match.placed'>,
  context: ({ input }) => ({ quantity: input.quantity, filled: 0 }),
  initial: 'open',
  states: {
    open: {
      description: '委托中：在买卖盘上等待成交。',
      meta: { label: '委托中' } satisfies StateMeta,
      on: whileOnBook,
    },
    partiallyFilled: {
      description: '部分成交：已成交部分生成担保订单，剩余部分仍在买卖盘上。',
      meta: { label: '部分成交' } satisfies StateMeta,
      on: whileOnBook,
    },
    filled: {
      description: '全部成交：每笔成交已生成担保订单，请在订单中完成发货与收货。',
      meta: { label: '全部成交' } satisfies StateMeta,
      type: 'final',
    },
    cancelled: {
      description: '已撤单：未成交部分已撤销，冻结资金已退回余额。',
      meta: { label: '已撤单' } satisfies StateMeta,
      type: 'final',
    },
    expired: {
      description: '已过期：有效期结束，未成交部分已撤销，冻结资金已退回余额。',
      meta: { label: '已过期' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored match order: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const matchOrderSnapshots = storedSnapshots<typeof matchOrderMachine, MatchStage, MatchRole>(matchOrderMachine);
