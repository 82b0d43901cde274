import { beansFor, payWayNames, type PayWay } from '../../../../src/api/contracts/trade-names';
import type { AmountKind, MoneyMove, Party } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import { ApiError, badRequest } from '../../http/api-error';
import type { Clock } from '../clock';
import { depositStanding } from '../membership/deposit';
import { postTransfer, systemAccounts, type AccountRef, type TransferInput } from '../ledger';

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
function moveName(move: MoneyMove, order: SettlementOrder, amount: number): string {
  switch (move.to) {
    case 'escrow':
      if (order.payWay === 'beans') return `付款至平台担保（${payWayNames.beans}${beansFor(amount)}金豆）`;
      return order.payWay === 'deposit' ? `付款至平台担保（${payWayNames.deposit}）` : '付款至平台担保';
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
 * The buyer paying `amount` fen into `to` the way the order says (docs/adr/0028): from the balance; from the deposit
 * purse; or with gold beans, redeemed at their fixed value: the buyer's beans (rounded up to whole beans) go back to
 * the gateway, the outside world they were bought from, and the yuan that bought them leave the bean reserve for
 * escrow. Whichever way, escrow receives exactly `amount` fen, so everything after the pay is the same for every way.
 */
function payingIn(order: SettlementOrder, to: AccountRef, amount: number): TransferInput['postings'] {
  switch (order.payWay) {
    case 'balance':
      return [{ account: { userId: order.buyerId, asset: 'cny' }, amount: -amount }, { account: to, amount }];
    case 'deposit':
      return [{ account: { userId: order.buyerId, asset: 'cny', purse: 'deposit' }, amount: -amount }, { account: to, amount }];
    case 'beans': {
      const beans = beansFor(amount);
      return [
        { account: { userId: order.buyerId, asset: 'bean' }, amount: -beans },
        { account: { system: systemAccounts.paymentGateway, asset: 'bean' }, amount: beans },
        { account: { system: systemAccounts.beanReserve, asset: 'cny' }, amount: -amount },
        { account: to, amount },
      ];
    }
  }
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
    names.push(moveName(move, order, amount));
  }
  if (!postings.length) return;
  // Deposit a surrender is waiting to return is promised back to the member: an order may spend only the rest, read
  // under the deposit's row lock that surrenders take too (docs/adr/0026).
  const fromDeposit = order.payWay === 'deposit' && moves.find((m) => m.from === 'buyer');
  if (fromDeposit && (await depositStanding(tx, order.buyerId, true)).available < amounts[fromDeposit.amount]) throw badRequest('payDepositInsufficient');
  try {
    await postTransfer(tx, clock, { idempotencyKey, item: 'order', orderId: order.id, memo: `订单${order.id}：${names.join('、')}`, postings });
  } catch (error) {
    // The deposit is a purse of yuan: its shortfall is told as the deposit's, not the balance's.
    if (order.payWay === 'deposit' && error instanceof ApiError && error.messageKey === 'insufficientBalance') throw badRequest('payDepositInsufficient');
    throw error;
  }
}
