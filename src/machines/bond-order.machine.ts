import { assign, setup } from 'xstate';
import type { BondOrderStage, BondRole } from '../api/contracts/bond-names';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 保证金交易订单 (spec sections 2 and 4 protocol type 2; issue 29; docs/adr/0043): a member takes part of another's bond
 * offer. Each side has a margin frozen in the platform's margin pool (the publisher's since the offer was published,
 * the taker's from the take); the seller ships within the ship deadline; the buyer receives within the receipt
 * deadline, paying the price from the balance, and both margins go back to their bond funds. A side that defaults
 * forfeits its margin to the other: the seller who does not ship in time (the deadline job) or whom staff find at fault
 * in a dispute; the buyer who neither receives nor disputes in time, or whom staff find at fault.
 *
 * The order's row is created in `draft` and sent `bondOrder.take` in the same transaction (server/src/domain/bonds), so
 * every order's history starts with a machine event, as a cash-out's does.
 */
export interface BondOrderContext {
  /** Why the buyer disputed the delivery, and why staff decided as they did. */
  disputeReason: string | null;
  decisionReason: string | null;
}

export type BondOrderEvent = LifecycleEventBase<BondRole> &
  (CallEventOf<'bondOrder'> | { type: 'bondOrder.take'; quantity: number } | { type: 'bondOrder.sellerDefault' } | { type: 'bondOrder.buyerDefault' });

type Ctx = { context: BondOrderContext; event: BondOrderEvent };

const buyer: BondRole[] = ['buyer'];
const seller: BondRole[] = ['seller'];
const taker: BondRole[] = ['buyer', 'seller'];
const operator: BondRole[] = ['operator'];
const system: BondRole[] = ['system'];

/**
 * Where a bond order's money sits: each side's bond funds (保证金账户) and balance, and the platform's margin pool.
 * Amounts: each side's margin, the margin of whoever took the offer (the publisher's was frozen with the offer), and
 * the deal's price (price × quantity). The server posts these (server/src/domain/bonds).
 */
export type BondPlace = 'takerBond' | 'buyerBond' | 'sellerBond' | 'buyerBalance' | 'sellerBalance' | 'margins';
export type BondAmount = 'takerMargin' | 'buyerMargin' | 'sellerMargin' | 'amount';
type BondMove = MoneyMove<BondPlace, BondAmount>;
const freezeTaker: BondMove[] = [{ from: 'takerBond', to: 'margins', amount: 'takerMargin' }];
const settle: BondMove[] = [
  { from: 'buyerBalance', to: 'sellerBalance', amount: 'amount' },
  { from: 'margins', to: 'buyerBond', amount: 'buyerMargin' },
  { from: 'margins', to: 'sellerBond', amount: 'sellerMargin' },
];
/** The seller defaults: both margins go to the buyer (their own back, the seller's as compensation). */
const toBuyer: BondMove[] = [
  { from: 'margins', to: 'buyerBond', amount: 'buyerMargin' },
  { from: 'margins', to: 'buyerBond', amount: 'sellerMargin' },
];
/** The buyer defaults: both margins go to the seller. */
const toSeller: BondMove[] = [
  { from: 'margins', to: 'sellerBond', amount: 'sellerMargin' },
  { from: 'margins', to: 'sellerBond', amount: 'buyerMargin' },
];

const withReason = (type: string) => ({ event }: Ctx) => event.type === type && 'reason' in event && isDecisionReason(event.reason);

/** Staff's two decisions, in a dispute: who is at fault forfeits their margin. */
const staffDecisions = {
  'bondOrder.decideSellerDefault': allow(
    { roles: operator, when: 'the seller is at fault; with a reason of 1-200 characters', money: toBuyer },
    { target: '#bondOrder.sellerDefaulted', accepts: withReason('bondOrder.decideSellerDefault'), actions: 'recordDecision' },
  ),
  'bondOrder.decideBuyerDefault': allow(
    { roles: operator, when: 'the buyer is at fault; with a reason of 1-200 characters', money: toSeller },
    { target: '#bondOrder.buyerDefaulted', accepts: withReason('bondOrder.decideBuyerDefault'), actions: 'recordDecision' },
  ),
};

export const bondOrderMachine = setup({
  types: {
    context: {} as BondOrderContext,
    events: {} as BondOrderEvent,
  },
  actions: {
    recordDispute: assign({ disputeReason: ({ event }) => (event.type === 'bondOrder.dispute' ? event.reason.trim() : null) }),
    recordDecision: assign({ decisionReason: ({ event }) => ('reason' in event && typeof event.reason === 'string' ? event.reason.trim() : null) }),
  },
}).createMachine({
  id: 'bondOrder',
  description:
    '保证金交易订单：会员与他人发布的保证金交易成交，双方按保证金规则各冻结成交金额20%的保证金（发布方在发布时已冻结）。卖方在发货期限内发货；买方在收货期限内确认收货并从余额支付货款，双方保证金解冻退回保证金账户。卖方逾期未发货、或经平台仲裁认定卖方违约的，卖方保证金赔付给买方；买方逾期既未收货也未申请仲裁、或经平台认定买方违约的，买方保证金赔付给卖方。',
  meta: {
    eventLabels: {
      'bondOrder.take': '成交（冻结保证金）',
      'bondOrder.ship': '卖方发货',
      'bondOrder.receive': '确认收货并付款',
      'bondOrder.dispute': '申请仲裁',
      'bondOrder.sellerDefault': '卖方逾期未发货',
      'bondOrder.buyerDefault': '买方逾期未收货',
      'bondOrder.decideSellerDefault': '平台判定卖方违约',
      'bondOrder.decideBuyerDefault': '平台判定买方违约',
    },
  } satisfies MachineMeta<BondOrderEvent['type']>,
  context: { disputeReason: null, decisionReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '成交（与冻结保证金在同一事务中，不会停留在此状态）。',
      meta: { label: '下单' } satisfies StateMeta,
      on: {
        'bondOrder.take': allow(
          { roles: taker, when: 'real-name authenticated, not the publisher, within what is left of the offer', money: freezeTaker, payPassword: true },
          { target: 'awaitingShipment', accepts: ({ event }: Ctx) => event.type === 'bondOrder.take' && event.quantity > 0 },
        ),
      },
    },
    awaitingShipment: {
      description: '待发货：双方保证金已冻结，等待卖方在期限内发货。',
      meta: { label: '待发货', deadline: { event: 'bondOrder.sellerDefault', setting: 'bondShipHours' } } satisfies StateMeta,
      on: {
        'bondOrder.ship': allow({ roles: seller, when: 'with the express company and tracking number' }, { target: 'shipped' }),
        'bondOrder.sellerDefault': allow({ roles: system, when: 'the ship deadline has passed', money: toBuyer }, { target: 'sellerDefaulted' }),
      },
    },
    shipped: {
      description: '待收货：卖方已发货，等待买方确认收货并付款，或对货物申请仲裁。',
      meta: { label: '待收货', deadline: { event: 'bondOrder.buyerDefault', setting: 'bondReceiptHours' } } satisfies StateMeta,
      on: {
        'bondOrder.receive': allow({ roles: buyer, when: 'the balance covers the price', money: settle, payPassword: true }, { target: 'settled' }),
        'bondOrder.dispute': allow(
          { roles: buyer, when: 'with a reason of 1-200 characters' },
          { target: 'disputed', accepts: withReason('bondOrder.dispute'), actions: 'recordDispute' },
        ),
        'bondOrder.buyerDefault': allow({ roles: system, when: 'the receipt deadline has passed', money: toSeller }, { target: 'buyerDefaulted' }),
      },
    },
    disputed: {
      description: '争议处理中：买方对货物有异议，等待平台仲裁；买方仍可确认收货并付款。',
      meta: { label: '争议处理中' } satisfies StateMeta,
      on: {
        'bondOrder.receive': allow({ roles: buyer, when: 'the balance covers the price', money: settle, payPassword: true }, { target: 'settled' }),
        ...staffDecisions,
      },
    },
    settled: {
      description: '交易成功：买方已付款，双方保证金已解冻退回保证金账户。',
      meta: { label: '交易成功' } satisfies StateMeta,
      type: 'final',
    },
    sellerDefaulted: {
      description: '卖方违约：双方保证金均已付给买方。',
      meta: { label: '卖方违约' } satisfies StateMeta,
      type: 'final',
    },
    buyerDefaulted: {
      description: '买方违约：双方保证金均已付给卖方。',
      meta: { label: '买方违约' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored bond order: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const bondOrderSnapshots = storedSnapshots<typeof bondOrderMachine, BondOrderStage, BondRole>(bondOrderMachine);
