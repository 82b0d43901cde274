import type { UnifiedOrderBody } from '../../../../src/api/contracts/payments';
import type { Db } from '../../db/database';
import type { PaymentPurpose } from '../../db/schema';
import type { Clock } from '../clock';
import { balancePurpose, beansPurpose } from './bean-packages';
import { depositPurpose } from '../membership/deposit';
import { vipPurpose } from '../membership/vip';

/** A payment order at the moment it is credited, as the purpose's effect sees it. */
export interface CreditedPayment {
  id: number;
  userId: number;
  outTradeNo: string;
  purpose: PaymentPurpose;
  /** Fen paid. */
  amount: number;
  coinNumbers: number;
  detail: Record<string, unknown>;
}

/** What a payment order for a purpose costs, worked out by the server when the member creates it (unifiedOrder). */
export interface PricedPurpose {
  /** Fen to pay. */
  amount: number;
  /** Gold beans it credits (a package), else 0. */
  coinNumbers: number;
  /** Kept on the payment order (payment_orders.detail) and given back to the effect. */
  detail: Record<string, unknown>;
  /** What the cashier shows, e.g. 金豆1000个 or VIP会员1年. */
  subject: string;
}

/**
 * A purpose of a payment order (docs/adr/0025). `price` refuses (ApiError) what the member may not buy now (an
 * unknown package, a VIP level below the current one). `effect` runs when the order is credited, in the crediting
 * transaction, after the money reached the member: a bean package is credited as beans and a balance top-up as
 * balance by top-ups.ts itself (creditPayment); a VIP year or deposit is credited to the balance and then paid from it by
 * the effect. An effect that can no longer apply (the member bought the level meanwhile) leaves the money in the
 * balance and tells the member: it never throws for a business reason, because the provider has taken the member's
 * money either way.
 */
export interface PurposeHandler<B extends UnifiedOrderBody = UnifiedOrderBody> {
  /** `clock`: the app's (an upgrade's price depends on the days left); the real time when not given. */
  price(db: Db, userId: number, body: B, clock?: Clock): Promise<PricedPurpose>;
  effect?(tx: Db, clock: Clock, payment: CreditedPayment): Promise<void>;
}

type Handlers = { [P in PaymentPurpose]?: PurposeHandler<Extract<UnifiedOrderBody, { purpose: P }>> };

export const purposeHandlers: Handlers = {
  beans: beansPurpose,
  balance: balancePurpose,
  vip: vipPurpose,
  deposit: depositPurpose,
};
