import type { PaymentItem } from './money-names';

/**
 * The wallet's words without its schemas (docs/adr/0028): the pages that only show a log import these and load no
 * zod; wallet.ts re-exports them with the request and answer schemas.
 */

/** A gift is 1 to 1,000,000 gold beans. */
export const maxGiftBeans = 1_000_000;

/** The purses a yuan log can read: the balance a member spends (main) and the money set aside (docs/adr/0025). */
export const logPurses = ['main', 'deposit', 'bond', 'held', 'match'] as const;
export type LogPurse = (typeof logPurses)[number];

// The answers' types, from their schemas in wallet.ts: a type import is erased, so a page importing them loads no zod.
export type { AccountPurses, BeanTransferResult, PaymentItemOption, WalletLogLine } from './wallet';

/** Where a line was read: a yuan purse (main: the balance) or the gold beans. */
export type LogAccount = 'main' | 'deposit' | 'bond' | 'held' | 'match' | 'bean';

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
    case 'automatch':
      // An auto-match buy holds its price × units in the match purse; fills, amends and cancels release it.
      return purseMove('match', '撮合委托冻结', '撮合委托解冻');
    case 'bondTrade':
      // Margins frozen from and paid back into the bond funds (a defaulter's to the other side); the price paid on receipt.
      if (where.account === 'bond') return incoming ? '保证金交易入账' : '保证金交易冻结';
      return incoming ? '保证金交易货款' : '保证金交易付款';
    case 'agentFee':
      // A delivery agent's fee: out of the member's balance at confirmation; into it at a cancel, or into the agent's once earned.
      return incoming ? '代理费入账' : '代理费支出';
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
