import { z } from 'zod';
import { conditionGrades, type ConditionGrade } from './content-names';
import { messages } from './messages';
import { photoKeysSchema } from './profile';
import {
  deliveryMethods,
  listingStates,
  maxFen,
  maxFlawsLength,
  maxRemarkLength,
  orderStages,
  payWays,
  propCodes,
  tradeWays,
  type DeliveryMethod,
  type ListingState,
  type OrderStage,
  type PayWay,
  type PropCode,
  type PublishType,
  type Role,
  type Side,
  type TradeWay,
} from './trade-names';
import { fromUrl, id as idOf, idParam, idSchema, int, maxInt32, maxQuantity, quantity, text } from './validation';

/**
 * Listings, the scan basket and orders (spec sections 3, 5 and 7: Listings and orders, Trade flows, Basket, Credit).
 * Money is integer fen everywhere; the browser converts what a member types in yuan with `yuanToFen`. The code lists,
 * their names, the limits and `yuanToFen` are in trade-names.ts (no zod), re-exported here for the server and the
 * forms.
 */
export * from './trade-names';

/** Code and display name, the shape the spec gives for the basket's deliveryMethods and tradeWays. */
export interface Choice<C extends string = string> {
  code: C;
  showName: string;
}

/** Integer fen; each use bounds it (at most maxFen) with its own message. */
const fen = z.number({ error: messages.invalidRequest }).int({ error: messages.invalidRequest });
const id = idSchema;
/** A path's `:id` (the browser checks its own number with it before writing the path). */
export const idParams = z.object({ id: idParam });
/** A query string's `orderId` (order detail, delivery info). */
export const orderQuery = z.object({ orderId: idParam });

// POST /api/user/trade/edit: publish (no id) or edit (id) a buy or sell offer.
// Grade, flaws and photos (issue 15): the photos are the publisher's own productImage uploads, checked by the server.
export const publishRequest = z.object({
  id: id.optional(),
  publishType: z.union([z.literal(0), z.literal(1)], { error: messages.invalidRequest }),
  productId: idOf(messages.chooseProduct),
  price: fen.min(1, { error: messages.enterPrice }).max(maxFen, { error: messages.enterPrice }),
  quantity: quantity(messages.enterQuantity),
  tradeWays: z.array(z.enum(tradeWays)).min(1, { error: messages.chooseTradeWay }),
  deliveryMethods: z.array(z.enum(deliveryMethods)).min(1, { error: messages.chooseDeliveryMethod }),
  remark: text(messages.invalidRequest).trim().max(maxRemarkLength, { error: messages.remarkTooLong }).default(''),
  grade: z.enum(conditionGrades, { error: messages.chooseGrade }).default('全品'),
  flaws: text(messages.flawsTooLong).trim().max(maxFlawsLength, { error: messages.flawsTooLong }).default(''),
  photos: photoKeysSchema,
});
export type PublishRequest = z.input<typeof publishRequest>;
export type PublishFields = Omit<z.output<typeof publishRequest>, 'id'>;

export interface Listing {
  id: number;
  publishType: PublishType;
  productId: number;
  productCode: string;
  productName: string;
  exteriorName: string;
  unitsName: string;
  categoryName: string;
  price: number;
  quantity: number;
  /** What is still available. */
  lastNum: number;
  tradeWays: Array<Choice<TradeWay>>;
  deliveryMethods: Array<Choice<DeliveryMethod>>;
  remark: string;
  state: ListingState;
  publisher: string;
  publisherId: number;
  createTime: string;
  /** A 置顶 prop is active until then: the market lists the offer first. */
  pinnedUntil: string | null;
  /** When the offer was last refreshed (刷新 prop) or published: the market's order after pinned offers. */
  refreshTime: string;
  /** 品相 and the flaws noted ('' for none), beside the form (exteriorName, 外观). */
  grade: ConditionGrade;
  flaws: string;
  /** Public upload keys in the order shown (uploadUrl / thumbUrl), at most nine. */
  photos: string[];
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** ?pageNo&pageSize: a page from 1 to 2147483647 (the offset is a bigint), of 10, 20 or 50 rows. */
export const pageQuery = z.object({
  pageNo: fromUrl(int(1, maxInt32)).default(1),
  pageSize: fromUrl(z.number({ error: messages.invalidRequest }).refine((n) => [10, 20, 50].includes(n), { error: messages.invalidRequest })).default(10),
});

/**
 * POST /api/trade/whole/list (every open offer: /voster, /trade?keyword) and POST /guarantee/issue/page2 (only
 * offers that trade through escrow, 担保交易: /poster). The filters serve a member's homepage (publisherId), a
 * product's price circle (productId) and the latest withdrawn offers, /trade/cancel (state 'withdrawn').
 */
export const marketRequest = z.object({
  keyword: text(messages.invalidRequest).trim().max(40, { error: messages.invalidRequest }).default(''),
  publishType: z.union([z.literal(0), z.literal(1)]).optional(),
  publisherId: id.optional(),
  productId: id.optional(),
  state: z.enum(['open', 'withdrawn']).default('open'),
});
export type MarketRequest = z.input<typeof marketRequest>;

// POST /api/user/trade/list/{state}: my listings.
export const myListingsParams = z.object({ state: z.enum(['all', ...listingStates]) });
export const myListingsRequest = z.object({ publishType: z.union([z.literal(0), z.literal(1)]).optional() });

/** POST /api/user/trade/statistics/info: how many of my offers are in each state and of each kind. */
export interface ListingStatistics {
  all: number;
  open: number;
  withdrawn: number;
  filled: number;
  buy: number;
  sell: number;
}

/** POST /api/user/trade/order/list: the orders taken from my offers (one offer's, with tradeId). */
export const tradeOrderListRequest = z.object({ tradeId: id.optional() });

// Props (道具) a publisher spends gold beans on for an offer: GET /api/user/props/list, GET /api/user/trade/propUse/{id},
// POST /api/user/trade/propAdd. Prices are the system config's goldPaymentItem keys (p_top, p_refresh).
export interface Prop {
  code: PropCode;
  name: string;
  description: string;
  /** Gold beans per use. */
  beans: number;
  /** How long it lasts; null for an instant effect (refresh). */
  hours: number | null;
}
export interface PropUse {
  id: number;
  code: PropCode;
  name: string;
  beans: number;
  createTime: string;
  /** null for an instant effect. */
  expireTime: string | null;
  active: boolean;
}
/** Idempotent with the idempotency-key header: a retried click spends the beans once. */
export const propAddRequest = z.object({ tradeId: id, propCode: z.enum(propCodes, { error: messages.chooseProp }) });

// Block trades (大宗交易, /large-transaction): GET /api/trade/blockTrades/page. Spec section 3, Block transaction detail.
export interface BlockTrade {
  id: number;
  /** 1 sell, otherwise buy. */
  tradeType: 0 | 1;
  productName: string;
  categoryName: string;
  exteriorName: string;
  quantity: number;
  /** e.g. '¥95.00 - ¥110.00 / 枚'. */
  priceRange: string;
  expiryDate: string;
  /** Masked (first 3 and last 4 digits) for visitors; members see the whole number to call. */
  phone: string;
  publisher: string;
  createTime: string;
}
export const blockTradesQuery = z.object({ tradeType: fromUrl(int(0, 1)).optional() });

// Scan basket (spec sections 3 and 5).
export const basketAddRequest = z.object({
  tradeId: id,
  quantity: quantity(messages.enterConfirmQuantity).default(1),
});

export interface BasketItem {
  id: number;
  tradeId: number;
  publishType: PublishType;
  productName: string;
  exteriorName: string;
  quantity: number;
  lastNum: number;
  unitsName: string;
  price: number;
  totalPrice: number;
  deliveryMethods: Array<Choice<DeliveryMethod>>;
  tradeWays: Array<Choice<TradeWay>>;
  publisher: string;
}

export const basketConfirmRequest = z.object({
  confirmMessage: text(messages.invalidRequest).trim().max(maxRemarkLength, { error: messages.remarkTooLong }).default(''),
  deliveryMethod: z.enum(deliveryMethods, { error: messages.chooseDeliveryMethod }),
  tradeWay: z.enum(tradeWays, { error: messages.choosePaymentWay }),
  anonymous: z.boolean().default(false),
  basketConfirmInfos: z
    .array(
      z.object({
        id,
        quantity: quantity(messages.enterConfirmQuantity),
        lastNum: int(0, maxQuantity),
        price: fen.max(maxFen, { error: messages.invalidRequest }),
      }),
    )
    .min(1, { error: messages.chooseItems }),
});
export type BasketConfirmRequest = z.input<typeof basketConfirmRequest>;
export type BasketConfirm = z.output<typeof basketConfirmRequest>;

export interface TradeBasket {
  orderId: number;
  productName: string;
  quantity: number;
  price: number;
  amount: number;
  counterpart: string;
}
export interface ConfirmResult {
  tradeBaskets: TradeBasket[];
  /** Gold beans charged for anonymous scanning. */
  otherCharges: number;
  amount: number;
  tradeWay: TradeWay;
  tradeMessage: string;
}

// Orders.
export type OrderMachineId = 'order' | 'offlineTrade';

/** POST /api/user/trade/order/statistics/info: my orders per stage. */
export type OrderStatistics = Record<OrderStage | 'all', number>;
export type OrderStateValue = string | { [key: string]: OrderStateValue };

export interface OrderEventRecord {
  id: number;
  event: string;
  role: Role;
  actor: string | null;
  from: OrderStateValue;
  to: OrderStateValue;
  createTime: string;
}

export interface OrderSummary {
  id: number;
  machine: OrderMachineId;
  tradeWay: TradeWay;
  /** The caller's side of the order. */
  side: Side;
  productName: string;
  exteriorName: string;
  unitsName: string;
  quantity: number;
  price: number;
  amount: number;
  stateValue: OrderStateValue;
  stateName: string;
  stage: OrderStage;
  counterpart: string;
  createTime: string;
}

/** An address as an order keeps it: copied, so a later edit of the member's address book never changes an order. */
export interface AddressSnapshot {
  trueName: string;
  phone: string;
  province: string;
  city: string;
  county: string;
  address: string;
}

export interface OrderDetail extends OrderSummary {
  /** The lifecycle machine's context: the browser resolves it with the same machine the server enforces. */
  context: Record<string, unknown>;
  deliveryMethod: DeliveryMethod;
  message: string;
  anonymous: boolean;
  expressCompany: string | null;
  trackingNo: string | null;
  returnExpressCompany: string | null;
  returnTrackingNo: string | null;
  /** Where the seller ships: the buyer's default address when the order was confirmed (null: the buyer had none). */
  buyerAddress: AddressSnapshot | null;
  /** Where a returned item goes: the seller's default address when the return was agreed (null: no return). */
  returnAddress: AddressSnapshot | null;
  deadlineAt: string | null;
  buyer: string;
  seller: string;
  version: number;
  events: OrderEventRecord[];
  /** How the buyer paid (or will pay) into escrow (docs/adr/0028); refunds always go to the balance. */
  payWay: PayWay;
  /** The gold beans that paid part of the order before `payWay` paid the rest (docs/adr/0035); 0 when none did. */
  paidBeans: number;
  /** The caller's own ledger postings for this order (paid into escrow, received, refunded, fee), in fen. */
  ledger: LedgerLine[];
  invoice: InvoiceRequest | null;
}

/**
 * What a lifecycle call answers: the order's fields the transition changed, built from the updated row (the browser
 * merges it into the order it shows and refreshes the history and money behind it).
 */
export type OrderChange = Pick<
  OrderDetail,
  | 'id'
  | 'version'
  | 'stateValue'
  | 'context'
  | 'stage'
  | 'stateName'
  | 'deadlineAt'
  | 'expressCompany'
  | 'trackingNo'
  | 'returnExpressCompany'
  | 'returnTrackingNo'
  | 'payWay'
  | 'paidBeans'
>;

export interface LedgerLine {
  time: string;
  memo: string;
  /** Signed fen on the caller's balance: negative paid out, positive received (gold beans for a `bean` line). */
  amount: number;
  /** Set on a line of gold beans (an order paid with beans, docs/adr/0028); absent on a line of yuan. */
  unit?: 'bean';
}

// POST /api/trade/buyer/invoiceApply: the buyer of a completed online order asks the seller for an invoice, once.
export const invoiceApplyRequest = z.object({
  orderId: id,
  title: text(messages.enterInvoiceTitle).trim().min(2, { error: messages.enterInvoiceTitle }).max(60, { error: messages.enterInvoiceTitle }),
  /** 统一社会信用代码 for a company; empty for a person. */
  taxNo: text(messages.taxNoRule)
    .trim()
    .toUpperCase()
    .regex(/^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})?$/, { error: messages.taxNoRule })
    .default(''),
  email: text(messages.emailRule).pipe(z.email({ error: messages.emailRule })),
});
export type InvoiceApply = z.input<typeof invoiceApplyRequest>;
export interface InvoiceRequest {
  title: string;
  taxNo: string;
  email: string;
  createTime: string;
}

/** GET /api/trade/marketing/my/page: my finished deals (completed orders) with what each meant for my balance. */
export interface MyDeal {
  orderId: number;
  productName: string;
  exteriorName: string;
  unitsName: string;
  side: Side;
  counterpart: string;
  quantity: number;
  price: number;
  amount: number;
  tradeWay: TradeWay;
  /** Signed fen: the sum of the member's ledger lines for the order (0 for an offline deal). */
  net: number;
  dealTime: string;
}

/** GET /api/anon/trade/homepage/{id} (/trade/homepage/{id}): a member's public trading card. Not in the spec's list. */
export interface TraderHomepage {
  id: number;
  userName: string;
  levelId: number;
  vipName: string;
  authType: 'none' | 'personal' | 'merchant';
  dealTimes: number;
  /** 信用分: moved by the evaluations the member received (/person/level). */
  creditScore: number;
  /** Evaluations received: good, neutral, bad. */
  evaluations: { good: number; neutral: number; bad: number };
  openListings: number;
  createTime: string;
}

/**
 * GET /api/anon/trade/priceCircle/{productId} (/trade/price-circle/{id}): a product's market at a glance: best bid and
 * ask among open offers, and its recent deal prices. Not in the spec's list.
 */
export interface PriceCircle {
  product: ProductOption & { year: number; categoryName: string };
  /** Highest open buy offer and lowest open sell offer, in fen; null when there is none. */
  bestBid: number | null;
  bestAsk: number | null;
  /** Oldest first, at most 50; each with the grade (品相) of the offer it came from, which sets its price level. */
  deals: Array<{ time: string; price: number; quantity: number; grade: ConditionGrade }>;
}

/** A completed trade as /transaction lists it: no names. */
export interface Deal {
  id: number;
  productId: number;
  productName: string;
  exteriorName: string;
  /** 品相 of the offer the deal came from. */
  grade: ConditionGrade;
  unitsName: string;
  quantity: number;
  price: number;
  amount: number;
  tradeWay: TradeWay;
  dealTime: string;
}

export const orderListRequest = z.object({
  side: z.enum(['all', 'buyer', 'seller']).default('all'),
  tradeWay: z.enum(['all', ...tradeWays]).default('all'),
  stage: z.enum(['all', ...orderStages]).default('all'),
});
export type OrderListRequest = z.input<typeof orderListRequest>;

/** POST /api/order/whole/list (public, no names): the latest completed deals, of one product with productId. */
export const dealListRequest = z.object({ productId: id.optional() });

const orderRef = { orderId: id };
const payPassword = text(messages.enterPayPassword).regex(/^\d{6}$/, { error: messages.payPasswordRule });
/** The 6-digit payment password, also the new one 找回支付密码 sets (security.ts). */
export const payPasswordSchema = payPassword;
const expressCompany = text(messages.chooseExpressCompany).trim().min(1, { error: messages.chooseExpressCompany }).max(20, { error: messages.chooseExpressCompany });
const trackingNo = text(messages.enterTrackingNo)
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, { error: messages.enterTrackingNo });

/** The body of each lifecycle call: the order, and the event's own payload. */
export const lifecycleBodies = {
  orderOnly: z.object(orderRef),
  withPayPassword: z.object({ ...orderRef, payPassword }),
  /**
   * order.pay: how the buyer pays (docs/adr/0028, 0035): `beans` whole gold beans pay first (none when absent), and
   * `payWay` pays the rest (the balance when absent, as before). Paying with one way is the same call without `beans`;
   * paying all with beans is `payWay: 'beans'`, so a beans part beside it is refused. What beans the order needs and
   * the member holds is the server's to check, in the payment's transaction.
   */
  pay: z
    .object({
      ...orderRef,
      payPassword,
      payWay: z.enum(payWays, { error: messages.choosePayWay }).optional(),
      beans: int(0, maxInt32, messages.payBeansRule).optional(),
    })
    .refine((body) => !(body.payWay === 'beans' && body.beans), { error: messages.payBeansRestWay, path: ['beans'] }),
  ship: z.object({ ...orderRef, expressCompany, trackingNo }),
  cancelApply: z.object({ ...orderRef, reason: text(messages.chooseReason).trim().min(1, { error: messages.chooseReason }).max(100, { error: messages.chooseReason }) }),
  refundApply: z.object({
    ...orderRef,
    reason: text(messages.chooseReason).trim().min(1, { error: messages.chooseReason }).max(100, { error: messages.chooseReason }),
    amount: fen.min(1, { error: messages.refundAmountRule }).max(maxFen, { error: messages.refundAmountRule }),
    withReturn: z.boolean({ error: messages.invalidRequest }),
    // Evidence (issue 15): the buyer's own complaintImage uploads. The parsed body always has them ([] for none); the
    // event's type leaves them optional, so an event made elsewhere (a can() check, a test) need not name them.
    photos: photoKeysSchema.optional(),
  }),
  evaluate: z.object({
    ...orderRef,
    score: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: messages.invalidRequest }),
    comment: text(messages.invalidRequest).trim().max(maxRemarkLength, { error: messages.remarkTooLong }).default(''),
  }),
  decide: z.object({ ...orderRef, decision: z.enum(['dispute.refundBuyer', 'dispute.releaseSeller', 'dispute.decideComplete', 'dispute.decideFail']) }),
} as const;


// Payment password (spec section 5: paid actions need it). Setting it the first time proves the login password.
export const payPasswordModifyRequest = z.object({
  oldPassword: text(messages.enterPassword).min(1, { error: messages.enterPassword }).max(64, { error: messages.enterPassword }),
  newPassword: payPassword,
});

// Credit lines (spec section 3 and design/lifecycles.md).
export interface CreditLine {
  buyCreditLine: number;
  buyCreditLineRemain: number;
  sellCreditLine: number;
  sellCreditLineRemain: number;
  orderCreditLine: number;
  orderCreditLineRemain: number;
}
export interface CreditUsage {
  orderId: number | null;
  tradeId: number | null;
  productNames: string;
  amount: number;
  createTime: string;
  stateName: string;
  state: string;
}
export const creditUseListQuery = z.object({ operateType: fromUrl(int(0, 2)) });
export const creditRemindRequest = z.object({ operateType: int(0, 2), orderId: id });

/** GET /api/search/product/name/page?keyword: products whose name or catalogue number contains the keyword. */
export const productSearchQuery = pageQuery.extend({ keyword: text(messages.invalidRequest).trim().max(40, { error: messages.invalidRequest }).default('') });

export interface ProductOption {
  id: number;
  code: string;
  name: string;
  exterior: string;
  unit: string;
}

export interface Reason {
  id: number;
  name: string;
}
