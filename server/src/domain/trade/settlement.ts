import type { AmountKind, MoneyMove, Party } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { postEntry, systemAccountId, systemAccounts, userAccountId, type PostingInput } from '../ledger';

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

/** An order's journal entries are keyed `order:<id>:v<version>`, the version the transition made (docs/adr/0008). */
export const orderEntryKey = (orderId: number, version: number) => `order:${orderId}:v${version}`;

/**
 * Every key an order's entries can have: one per version it has reached. Looking them up by key uses the unique
 * index, so reading an order's money costs the same however long the member's history is.
 */
export const orderEntryKeys = (order: { id: number; version: number }) => Array.from({ length: order.version }, (_, i) => orderEntryKey(order.id, i + 1));

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

/** Posts the moves as one entry keyed `idempotencyKey`; its memo names the order and what moved, in Chinese. */
export async function settle(
  db: Db,
  clock: Clock,
  order: SettlementOrder,
  moves: readonly MoneyMove[],
  feeBasisPoints: number,
  idempotencyKey: string,
): Promise<void> {
  // A refund counts only in a transition that pays one: settling to the seller after a refused request pays in full.
  const refunds = moves.some((m) => m.amount === 'refundAmount');
  const amounts = amountsOf({ amount: order.amount, refundAmount: refunds ? order.refundAmount : 0 }, feeBasisPoints);
  const accountOf = (party: Party): Promise<number> => {
    switch (party) {
      case 'buyer':
        return userAccountId(db, clock, order.buyerId, 'cny');
      case 'seller':
        return userAccountId(db, clock, order.sellerId, 'cny');
      case 'escrow':
        return systemAccountId(db, clock, systemAccounts.escrow, 'cny');
      case 'platformFees':
        return systemAccountId(db, clock, systemAccounts.platformFees, 'cny');
    }
  };
  const postings: PostingInput[] = [];
  const names: string[] = [];
  for (const move of moves) {
    const amount = amounts[move.amount];
    if (amount === 0) continue;
    postings.push({ accountId: await accountOf(move.from), amount: -amount }, { accountId: await accountOf(move.to), amount });
    names.push(moveName(move));
  }
  if (postings.length) await postEntry(db, clock, { idempotencyKey, memo: `订单${order.id}：${names.join('、')}`, postings });
}
