import type { AmountKind, MoneyMove, Party } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
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
function moveName(move: MoneyMove): string {
  switch (move.to) {
    case 'escrow':
      return '付款至平台担保';
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
    postings.push({ account: accountOf(order, move.from), amount: -amount }, { account: accountOf(order, move.to), amount });
    names.push(moveName(move));
  }
  if (postings.length) await postTransfer(tx, clock, { idempotencyKey, item: 'order', orderId: order.id, memo: `订单${order.id}：${names.join('、')}`, postings });
}
