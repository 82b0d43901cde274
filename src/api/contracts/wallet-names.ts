import type { PaymentItem } from './money-names';

/**
 * The wallet's answers and words without its schemas (docs/adr/0028): the pages that only show a log import these and
 * load no zod; wallet.ts re-exports them with the request schemas.
 */

/** A gift is 1 to 1,000,000 gold beans. */
export const maxGiftBeans = 1_000_000;

/** The purses a yuan log can read: the balance a member spends (main) and the money set aside (docs/adr/0025). */
export const logPurses = ['main', 'deposit', 'bond', 'held'] as const;
export type LogPurse = (typeof logPurses)[number];

/** GET /api/user/account/paymentItemList and goldCoin/paymentItemList: a log's filter choices. */
export interface PaymentItemOption {
  code: PaymentItem;
  name: string;
}

/** One line of a wallet log (yuan or gold beans), newest first. */
export interface WalletLogLine {
  /** The posting's id: unique and stable, the row's key. */
  id: number;
  /** China time, yyyy-MM-dd HH:mm:ss. */
  createTime: string;
  paymentItem: PaymentItem;
  /** What the line was, read from its item and its sign (订单付款, 货款收入, 退款, 赠出, 获赠...). */
  itemName: string;
  memo: string;
  /** Signed, in fen (the yuan log) or gold beans: positive in, negative out. */
  amount: number;
  /** The purse's balance after this line. */
  balance: number;
  /** The order the line moved money for; null otherwise. */
  orderId: number | null;
}

/** GET /api/user/account/purses: every purse of mine (fen) and my gold beans, for /person/account and the pay dialog. */
export interface AccountPurses {
  /** The balance I spend (main purse). */
  balance: number;
  /** 押金 (保证金) I put aside: pays orders, refunded to the balance after the waiting period. */
  deposit: number;
  /** Bond funds (保证金交易资金) for margin trading. */
  bond: number;
  /** What my cash-outs hold until staff pay them. */
  held: number;
  goldCoin: number;
}

/** POST /api/coin/transfer's answer: what went to whom, and my gold beans after it. */
export interface BeanTransferResult {
  target: string;
  amount: number;
  goldCoin: number;
}

/** Where a line was read: a yuan purse (main: the balance) or the gold beans. */
export type LogAccount = 'main' | 'deposit' | 'bond' | 'held' | 'bean';

/**
 * A line's name, by its item, which way it moved, the purse it was read on, and (for an order) my side of it. Money
 * moving between two of my purses reads as the same act on both: paying the deposit is 缴纳押金 whether it left the
 * balance or entered the deposit.
 */
export function logLineName(item: PaymentItem, amount: number, where: { account: LogAccount; side: 'buyer' | 'seller' | null }): string {
  const incoming = amount > 0;
  /** For an item that moves money between the balance and a purse set aside: in to the purse, or back out of it. */
  const purseMove = (purse: LogAccount, into: string, back: string) => ((where.account === purse) === incoming ? into : back);
  switch (item) {
    case 'opening':
      return '期初余额';
    case 'topUp':
      return incoming ? '充值' : '充值退回';
    case 'order':
      if (!incoming) return '订单付款';
      return where.side === 'seller' ? '货款收入' : '退款';
    case 'vip':
      return incoming ? '会员费退还' : '购买会员';
    case 'deposit':
      return purseMove('deposit', '缴纳押金', '押金退还');
    case 'bond':
      return purseMove('bond', '保证金充值', '保证金提现');
    case 'cashOut':
      if (where.account === 'held') return incoming ? '提现冻结' : '提现解冻';
      return incoming ? '提现退回' : '提现';
    case 'beanPurchase':
      return incoming ? '购买金豆' : '金豆购买付款';
    case 'beanGift':
      return incoming ? '获赠' : '赠出';
    case 'featureFee':
      return incoming ? '功能费退还' : '功能扣费';
    case 'other':
      return incoming ? '其他收入' : '其他支出';
  }
}
