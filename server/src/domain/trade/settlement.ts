import { payPartsName, type PayWay } from '../../../../src/api/contracts/trade-names';
import type { AmountKind, MoneyMove, Party } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import { ApiError, badRequest } from '../../http/api-error';
import type { Clock } from '../clock';
import { depositStanding } from '../membership/deposit';
import { postTransfer, systemAccounts, type AccountRef, type TransferInput } from '../ledger';
import { paymentParts } from './order-payment';

/**
 * Turns the money a transition names in its meta (src/machines/order.machine.ts) into one journal entry.
 * The fee is taken from what the seller keeps, never from a refund.
 */
export interface SettlementOrder {
  id: number;
  buyerId: number;
  sellerId: number;
  amount: number;
  refundAmount: number;
  /** How the buyer pays into escrow (docs/adr/0028); whatever it was, money going back to the buyer goes to the balance. */
  payWay: PayWay;
  /** The whole gold beans that pay first (docs/adr/0035); `payWay` pays the rest. */
  paidBeans: number;
}

export function amountsOf(order: Pick<SettlementOrder, 'amount' | 'refundAmount'>, feeBasisPoints: number): Record<AmountKind, number> {
  const kept = order.amount - order.refundAmount;
  const fee = Math.floor((kept * feeBasisPoints) / 10_000);
  return { orderAmount: order.amount, refundAmount: order.refundAmount, fee, sellerShare: kept - fee };
}

/**
 * An order's journal entries are keyed `order:<id>:v<version>`, the version the transition made (docs/adr/0008), and
 * name the order in `order_id` (docs/adr/0018): reading an order's money goes by that column, never by the key's text.
 */
export const orderEntryKey = (orderId: number, version: number) => `order:${orderId}:v${version}`;

/** How a move reads in the members' ledger lines for the order (OrderDetail.ledger). */
function moveName(move: MoneyMove, order: SettlementOrder): string {
  switch (move.to) {
    case 'escrow':
      // Each part that paid, by its name: 金豆抵扣380金豆、账户余额 (a payment from the balance alone says nothing more).
      return order.payWay === 'balance' && !order.paidBeans ? '付款至平台担保' : `付款至平台担保（${payPartsName(order.payWay, order.paidBeans)}）`;
    case 'seller':
      return '货款结算给卖家';
    case 'platformFees':
      return '平台服务费';
    case 'buyer':
      return move.amount === 'refundAmount' ? '退款给买家' : '担保款退回买家';
  }
}

const accountOf = (order: SettlementOrder, party: Party): AccountRef => {
  switch (party) {
    case 'buyer':
      return { userId: order.buyerId, asset: 'cny' };
    case 'seller':
      return { userId: order.sellerId, asset: 'cny' };
    case 'escrow':
      return { system: systemAccounts.escrow, asset: 'cny' };
    case 'platformFees':
      return { system: systemAccounts.platformFees, asset: 'cny' };
  }
};

/**
 * The buyer paying `amount` fen into `to` the way the order says (docs/adr/0028, 0035), as the lines of one entry: the
 * gold beans first, redeemed at their fixed value (the buyer's whole beans go back to the gateway, the outside world
 * they were bought from, and the yuan that bought them leave the bean reserve for escrow); then the rest from the
 * balance or the deposit purse. Whichever parts, escrow receives exactly `amount` fen, so everything after the pay is
 * the same for every way.
 */
function payingIn(order: SettlementOrder, to: AccountRef, amount: number): TransferInput['postings'] {
  const { beanFen, restFen } = paymentParts(amount, order);
  const beans: TransferInput['postings'] = [
    { account: { userId: order.buyerId, asset: 'bean' }, amount: -order.paidBeans },
    { account: { system: systemAccounts.paymentGateway, asset: 'bean' }, amount: order.paidBeans },
    { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: -beanFen },
  ];
  const rest = { account: { userId: order.buyerId, asset: 'cny' as const, purse: order.payWay === 'deposit' ? ('deposit' as const) : ('main' as const) }, amount: -restFen };
  return [...(beanFen > 0 ? beans : []), ...(restFen > 0 ? [rest] : []), { account: to, amount }];
}

/**
 * Posts the moves as one entry keyed `idempotencyKey` and linked to the order, inside the caller's transaction; its
 * memo names the order and what moved, in Chinese.
 */
export async function settle(
  tx: Db,
  clock: Clock,
  order: SettlementOrder,
  moves: readonly MoneyMove[],
  feeBasisPoints: number,
  idempotencyKey: string,
): Promise<void> {
  // A refund counts only in a transition that pays one: settling to the seller after a refused request pays in full.
  const refunds = moves.some((m) => m.amount === 'refundAmount');
  const amounts = amountsOf({ amount: order.amount, refundAmount: refunds ? order.refundAmount : 0 }, feeBasisPoints);
  const postings: TransferInput['postings'] = [];
  const names: string[] = [];
  for (const move of moves) {
    const amount = amounts[move.amount];
    if (amount === 0) continue;
    if (move.from === 'buyer') postings.push(...payingIn(order, accountOf(order, move.to), amount));
    else postings.push({ account: accountOf(order, move.from), amount: -amount }, { account: accountOf(order, move.to), amount });
    names.push(moveName(move, order));
  }
  if (!postings.length) return;
  // Deposit a surrender is waiting to return is promised back to the member: an order may spend only the rest, read
  // under the deposit's row lock that surrenders take too (docs/adr/0026).
  const fromDeposit = order.payWay === 'deposit' && moves.find((m) => m.from === 'buyer');
  if (fromDeposit && (await depositStanding(tx, order.buyerId, true)).available < paymentParts(amounts[fromDeposit.amount], order).restFen) throw badRequest('payDepositInsufficient');
  try {
    await postTransfer(tx, clock, { idempotencyKey, item: 'order', orderId: order.id, memo: `订单${order.id}：${names.join('、')}`, postings });
  } catch (error) {
    // The deposit is a purse of yuan: its shortfall is told as the deposit's, not the balance's.
    if (order.payWay === 'deposit' && error instanceof ApiError && error.messageKey === 'insufficientBalance') throw badRequest('payDepositInsufficient');
    throw error;
  }
}
