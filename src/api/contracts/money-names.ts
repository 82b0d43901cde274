/**
 * What each journal entry is for (journal_entries.item; issue 14): the wallet's log filters by it
 * (/api/user/account/paymentItemList, goldCoin/paymentItemList) and names each line by it and its sign. Zod-free so
 * the server's ledger and the browser's lists share it without the validation library.
 */
export const paymentItems = [
  'opening',
  'topUp',
  'order',
  'vip',
  'deposit',
  'bond',
  'cashOut',
  'beanPurchase',
  'beanGift',
  'featureFee',
  'automatch',
  'bondTrade',
  'agentFee',
  'other',
] as const;
export type PaymentItem = (typeof paymentItems)[number];

export const paymentItemNames: Record<PaymentItem, string> = {
  opening: '期初余额',
  topUp: '充值',
  order: '订单交易',
  vip: '会员年费',
  deposit: '押金',
  bond: '保证金',
  cashOut: '提现',
  beanPurchase: '购买金豆',
  beanGift: '金豆赠送',
  featureFee: '功能扣费',
  automatch: '自动撮合',
  bondTrade: '保证金交易',
  agentFee: '代理费',
  other: '其他',
};

/** The items that move a member's balance (cny) and their gold beans: the two logs' filter lists. */
export const balanceItems: readonly PaymentItem[] = ['topUp', 'order', 'vip', 'deposit', 'bond', 'cashOut', 'automatch', 'bondTrade', 'agentFee', 'beanPurchase', 'opening'];
export const beanItems: readonly PaymentItem[] = ['beanPurchase', 'beanGift', 'featureFee', 'order', 'opening'];

/** How a top-up is paid (the sandbox behaves like each; real adapters sit behind the same interface). */
export const paymentChannels = ['alipay', 'wechat'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];
export const paymentChannelNames: Record<PaymentChannel, string> = { alipay: '支付宝', wechat: '微信支付' };

/** What a payment order buys: gold beans (a package), balance, a VIP year, or deposit. */
export const paymentPurposes = ['beans', 'balance', 'vip', 'deposit'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * A top-up's stages (src/machines/top-up.machine.ts): draft (the order being written, never stored as such), created,
 * paid (told by the provider), credited, expired, failed (the provider closed it), refunded (paid too late: the
 * provider gave the money back; docs/adr/0025).
 */
export const topUpStages = ['draft', 'created', 'paid', 'credited', 'expired', 'failed', 'refunded'] as const;
export type TopUpStage = (typeof topUpStages)[number];
export const topUpStageNames: Record<TopUpStage, string> = {
  draft: '下单中',
  created: '待支付',
  paid: '已支付',
  credited: '已到账',
  expired: '已过期',
  failed: '已关闭',
  refunded: '已退款',
};
/** Who acts on a top-up: the member who orders it, the payment provider that says it was paid or closed, the server's jobs. */
export const topUpRoles = ['member', 'provider', 'system'] as const;
export type TopUpRole = (typeof topUpRoles)[number];
export const topUpRoleNames: Record<TopUpRole, string> = { member: '会员', provider: '支付平台', system: '系统' };

