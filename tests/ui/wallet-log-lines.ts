import type { WalletLogLine } from '../../src/api/contracts/wallet';

/** A line of the wallet log as the server answers it: an order's payment unless `fields` say otherwise. */
export const walletLogLine = (id: number, fields: Partial<WalletLogLine> = {}): WalletLogLine => ({
  id,
  createTime: '2026-11-22 10:00:00',
  paymentItem: 'order',
  itemName: '订单付款',
  memo: `订单${id}：付款至平台担保`,
  amount: -12_000,
  balance: 988_000,
  orderId: id,
  ...fields,
});
