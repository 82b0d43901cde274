import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { postTransfer, systemAccounts } from '../ledger';
import { goldPrice } from '../trade/settings';

/**
 * The features a member pays for in gold beans, by their key in the system config's goldPaymentItem (spec sections 3
 * and 9): 匿名扫货 (p_anonymous), the props 置顶 (p_top) and 刷新 (p_refresh), 自动匹配 (p_pap), and issue 27's terms of
 * a favourite variety (p_collect_variety) or member (p_collect_user), a subscription (p_subscription) and a text sent
 * to favourite members (p_sms).
 */
export const featureKeys = ['p_anonymous', 'p_top', 'p_refresh', 'p_pap', 'p_collect_variety', 'p_collect_user', 'p_subscription', 'p_sms'] as const;
export type FeatureKey = (typeof featureKeys)[number];

/** A feature's price in gold beans now; 0 when the operator has set none (the feature is free). */
export const featurePrice = (db: Db, key: FeatureKey): Promise<number> => goldPrice(db, key);

export interface FeatureCharge {
  /** The entry's key, derived from what is paid for (`prop:<member>:<key>`, `basket:anonymous:order:<id>`). */
  idempotencyKey: string;
  /** What the member reads in the gold-bean log (置顶卡（挂单12）, 匿名扫货服务费). */
  memo: string;
  /** The order the fee is for, when there is one (journal_entries.order_id). */
  orderId?: number;
  /** The price the caller already read with featurePrice in this request and shows the member; read now when absent. */
  price?: number;
}

/**
 * Every gold-bean fee goes through here (docs/adr/0028): the feature's price moves from the member's beans to the
 * platform's (item featureFee) in one entry inside the caller's transaction. Too few beans: beansInsufficient, and the
 * caller's transaction moves nothing. A free feature posts nothing. Answers the beans charged (a replayed key: the
 * price, nothing moved again).
 */
export async function chargeFeature(tx: Db, clock: Clock, memberId: number, key: FeatureKey, charge: FeatureCharge): Promise<number> {
  const beans = charge.price ?? (await featurePrice(tx, key));
  if (beans <= 0) return 0;
  await postTransfer(tx, clock, {
    idempotencyKey: charge.idempotencyKey,
    item: 'featureFee',
    memo: charge.memo,
    orderId: charge.orderId,
    postings: [
      { account: { userId: memberId, asset: 'bean' }, amount: -beans },
      { account: { system: systemAccounts.platformFees, asset: 'bean' }, amount: beans },
    ],
  });
  return beans;
}
