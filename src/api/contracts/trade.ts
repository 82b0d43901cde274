import { z } from 'zod';
import { conditionGrades } from './content-names';
import { messages } from './messages';
import { orderInvoiceSchema } from './invoice-of-order';
import { photoKeysSchema } from './profile';
import { agentDeliverySides, agentDeliveryStages, agentInstructions } from './agent-delivery-names';
import { deliveryMethods, listingStates, orderStages, payWays, propCodes, roles, tradeWays, type Side } from './trade-names';
import { maxFen, maxFlawsLength, maxRemarkLength } from './trade-rules';
import { fromUrl, id as idOf, idParam, idSchema, int, maxInt32, maxQuantity, quantity, text } from './validation';

/**
 * Listings, the scan basket and orders (spec sections 3, 5 and 7: Listings and orders, Trade flows, Basket, Credit).
 * Money is integer fen everywhere; the browser converts what a member types in yuan with `yuanToFen`. The code lists,
 * their names, the limits and `yuanToFen` are in trade-names.ts (no zod), re-exported here for the server and the
 * forms.
 */
export * from './trade-names';
export * from './trade-rules';

/** Code and display name, the shape the spec gives for the basket's deliveryMethods and tradeWays. */
export interface Choice<C extends string = string> {
  code: C;
  showName: string;
}
/** A `Choice` of the given codes, for an answer's schema. */
export const choiceSchema = <const C extends readonly [string, ...string[]]>(codes: C) => z.object({ code: z.enum(codes), showName: z.string() });

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

/** Whole numbers in answers: ids, counts, fen. */
const count = z.number().int();
const publishTypeSchema = z.union([z.literal(0), z.literal(1)]);
const tradeWayChoices = z.array(choiceSchema(tradeWays));
const sideSchema = z.enum(['buyer', 'seller']) satisfies z.ZodType<Side>;
const deliveryMethodChoices = z.array(choiceSchema(deliveryMethods));

export const listingSchema = z.object({
  id: count,
  publishType: publishTypeSchema,
  productId: count,
  productCode: z.string(),
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
  categoryName: z.string(),
  price: count,
  quantity: count,
  /** What is still available. */
  lastNum: count,
  tradeWays: tradeWayChoices,
  deliveryMethods: deliveryMethodChoices,
  remark: z.string(),
  state: z.enum(listingStates),
  publisher: z.string(),
  publisherId: count,
  createTime: z.string(),
  /** A 置顶 prop is active until then: the market lists the offer first. */
  pinnedUntil: z.string().nullable(),
  /** When the offer was last refreshed (刷新 prop) or published: the market's order after pinned offers. */
  refreshTime: z.string(),
  /** 品相 and the flaws noted ('' for none), beside the form (exteriorName, 外观). */
  grade: z.enum(conditionGrades),
  flaws: z.string(),
  /** Public upload keys in the order shown (uploadUrl / thumbUrl), at most nine. */
  photos: z.array(z.string()),
});
export type Listing = z.infer<typeof listingSchema>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/** A page's answer schema, for the route that answers `Page<T>` (server/src/http/route-schemas.ts). */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

/** ?pageNo&pageSize: a page from 1 to 2147483647 (the offset is a bigint), of 10, 20 or 50 rows. */
export const pageQuery = z.object({
  pageNo: fromUrl(int(1, maxInt32)).default(1),
  pageSize: fromUrl(z.number({ error: messages.invalidRequest }).refine((n) => [10, 20, 50].includes(n), { error: messages.invalidRequest })).default(10),
});

/**
 * POST /api/trade/whole/list: every open offer (/voster, /trade?keyword), or with `escrowOnly` only the offers that
 * trade through escrow (担保交易: /poster; docs/adr/0043 gave /guarantee/issue/page2 back to the bond offers). The
 * filters serve a member's homepage (publisherId), a product's price circle (productId) and the latest withdrawn
 * offers, /trade/cancel (state 'withdrawn').
 */
export const marketRequest = z.object({
  keyword: text(messages.invalidRequest).trim().max(40, { error: messages.invalidRequest }).default(''),
  publishType: z.union([z.literal(0), z.literal(1)]).optional(),
  publisherId: id.optional(),
  productId: id.optional(),
  state: z.enum(['open', 'withdrawn']).default('open'),
  escrowOnly: z.boolean({ error: messages.invalidRequest }).optional(),
});
export type MarketRequest = z.input<typeof marketRequest>;

// POST /api/user/trade/list/{state}: my listings.
export const myListingsParams = z.object({ state: z.enum(['all', ...listingStates]) });
export const myListingsRequest = z.object({ publishType: z.union([z.literal(0), z.literal(1)]).optional() });

/** POST /api/user/trade/statistics/info: how many of my offers are in each state and of each kind. */
export const listingStatisticsSchema = z.object({ all: count, open: count, withdrawn: count, filled: count, buy: count, sell: count });
export type ListingStatistics = z.infer<typeof listingStatisticsSchema>;

/** POST /api/user/trade/order/list: the orders taken from my offers (one offer's, with tradeId). */
export const tradeOrderListRequest = z.object({ tradeId: id.optional() });

// Props (道具) a publisher spends gold beans on for an offer: GET /api/user/props/list, GET /api/user/trade/propUse/{id},
// POST /api/user/trade/propAdd. Prices are the system config's goldPaymentItem keys (p_top, p_refresh).
export const propSchema = z.object({
  code: z.enum(propCodes),
  name: z.string(),
  description: z.string(),
  /** Gold beans per use. */
  beans: count,
  /** How long it lasts; null for an instant effect (refresh). */
  hours: count.nullable(),
});
export type Prop = z.infer<typeof propSchema>;
export const propUseSchema = z.object({
  id: count,
  code: z.enum(propCodes),
  name: z.string(),
  beans: count,
  createTime: z.string(),
  /** null for an instant effect. */
  expireTime: z.string().nullable(),
  active: z.boolean(),
});
export type PropUse = z.infer<typeof propUseSchema>;
/** Idempotent with the idempotency-key header: a retried click spends the beans once. */
export const propAddRequest = z.object({ tradeId: id, propCode: z.enum(propCodes, { error: messages.chooseProp }) });

// Scan basket (spec sections 3 and 5).
export const basketAddRequest = z.object({
  tradeId: id,
  quantity: quantity(messages.enterConfirmQuantity).default(1),
});

export const basketItemSchema = z.object({
  id: count,
  tradeId: count,
  publishType: publishTypeSchema,
  productName: z.string(),
  exteriorName: z.string(),
  quantity: count,
  lastNum: count,
  unitsName: z.string(),
  price: count,
  totalPrice: count,
  deliveryMethods: deliveryMethodChoices,
  tradeWays: tradeWayChoices,
  publisher: z.string(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketConfirmRequest = z.object({
  confirmMessage: text(messages.invalidRequest).trim().max(maxRemarkLength, { error: messages.remarkTooLong }).default(''),
  deliveryMethod: z.enum(deliveryMethods, { error: messages.chooseDeliveryMethod }),
  tradeWay: z.enum(tradeWays, { error: messages.choosePaymentWay }),
  anonymous: z.boolean().default(false),
  /**
   * Delivery through one of my agents (交割代理, docs/adr/0044): each order's stamps go to the agent, who checks and
   * forwards or holds them; the agent's fee per order is taken from my balance with the confirmation. Absent: none.
   */
  agent: z
    .object({
      agentId: idOf(messages.agentNotYours),
      instruction: z.enum(agentInstructions, { error: messages.invalidRequest }).default('forward'),
    })
    .optional(),
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

export const tradeBasketSchema = z.object({ orderId: count, productName: z.string(), quantity: count, price: count, amount: count, counterpart: z.string() });
export type TradeBasket = z.infer<typeof tradeBasketSchema>;
export const confirmResultSchema = z.object({
  tradeBaskets: z.array(tradeBasketSchema),
  /** Gold beans charged for anonymous scanning. */
  otherCharges: count,
  amount: count,
  tradeWay: z.enum(tradeWays),
  tradeMessage: z.string(),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

// Orders.
export const orderMachineIds = ['order', 'offlineTrade'] as const;
export type OrderMachineId = (typeof orderMachineIds)[number];

/** POST /api/user/trade/order/statistics/info: my orders per stage. */
export const orderStatisticsSchema = z.record(z.enum([...orderStages, 'all']), count);
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;
export type OrderStateValue = string | { [key: string]: OrderStateValue };
/**
 * A machine's state value: a state's name, or nested states by their parent's name. Named (`id`) because it refers to
 * itself: the OpenAPI document has it once, as a component, and refers to it.
 */
export const stateValueSchema: z.ZodType<OrderStateValue> = z
  .lazy(() => z.union([z.string(), z.record(z.string(), stateValueSchema)]))
  .meta({ id: 'StateValue' });
/** A JSON object of any fields: a lifecycle machine's context, its input, an event's payload. */
export const jsonObjectSchema = z.record(z.string(), z.unknown());

export const orderEventRecordSchema = z.object({
  id: count,
  event: z.string(),
  role: z.enum(roles),
  actor: z.string().nullable(),
  from: stateValueSchema,
  to: stateValueSchema,
  createTime: z.string(),
});
export type OrderEventRecord = z.infer<typeof orderEventRecordSchema>;

export const orderSummarySchema = z.object({
  id: count,
  machine: z.enum(orderMachineIds),
  tradeWay: z.enum(tradeWays),
  /** The caller's side of the order. */
  side: sideSchema,
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
  quantity: count,
  price: count,
  amount: count,
  stateValue: stateValueSchema,
  stateName: z.string(),
  stage: z.enum(orderStages),
  counterpart: z.string(),
  createTime: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An address as an order keeps it: copied, so a later edit of the member's address book never changes an order. */
export const addressSnapshotSchema = z.object({
  trueName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  address: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export const ledgerLineSchema = z.object({
  time: z.string(),
  memo: z.string(),
  /** Signed fen on the caller's balance: negative paid out, positive received (gold beans for a `bean` line). */
  amount: count,
  /** Set on a line of gold beans (an order paid with beans, docs/adr/0028); absent on a line of yuan. */
  unit: z.literal('bean').optional(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /** The lifecycle machine's context: the browser resolves it with the same machine the server enforces. */
  context: jsonObjectSchema,
  deliveryMethod: z.enum(deliveryMethods),
  message: z.string(),
  anonymous: z.boolean(),
  expressCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  returnExpressCompany: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  /** Where the seller ships: the buyer's default address when the order was confirmed (null: the buyer had none). */
  buyerAddress: addressSnapshotSchema.nullable(),
  /** Where a returned item goes: the seller's default address when the return was agreed (null: no return). */
  returnAddress: addressSnapshotSchema.nullable(),
  deadlineAt: z.string().nullable(),
  buyer: z.string(),
  seller: z.string(),
  version: count,
  events: z.array(orderEventRecordSchema),
  /** How the buyer paid (or will pay) into escrow (docs/adr/0028); refunds always go to the balance. */
  payWay: z.enum(payWays),
  /** The gold beans that paid part of the order before `payWay` paid the rest (docs/adr/0035); 0 when none did. */
  paidBeans: count,
  /** The caller's own ledger postings for this order (paid into escrow, received, refunded, fee), in fen. */
  ledger: z.array(ledgerLineSchema),
  /** The live invoice request the order is on (requested or issued); null when none. */
  invoice: orderInvoiceSchema.nullable(),
  /**
   * The order's delivery through an agent (交割代理, docs/adr/0044), as its two sides see it: which agent, whose agent,
   * where it stands; null when none. The server always sends it; optional so answers made before it stay valid.
   */
  agentDelivery: z
    .object({ id: count, agent: z.string(), side: z.enum(agentDeliverySides), stage: z.enum(agentDeliveryStages), stateName: z.string() })
    .nullable()
    .optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * What a lifecycle call answers: the order's fields the transition changed, built from the updated row (the browser
 * merges it into the order it shows and refreshes the history and money behind it).
 */
export const orderChangeSchema = orderDetailSchema.pick({
  id: true,
  version: true,
  stateValue: true,
  context: true,
  stage: true,
  stateName: true,
  deadlineAt: true,
  expressCompany: true,
  trackingNo: true,
  returnExpressCompany: true,
  returnTrackingNo: true,
  payWay: true,
  paidBeans: true,
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** The express company and tracking number of an order's shipment or of its return (null before it is shipped). */
export const deliveryInfoSchema = z.object({ expressCompany: z.string().nullable(), trackingNo: z.string().nullable() });

/** GET /api/trade/marketing/my/page: my finished deals (completed orders) with what each meant for my balance. */
export const myDealSchema = z.object({
  orderId: count,
  productName: z.string(),
  exteriorName: z.string(),
  unitsName: z.string(),
  side: sideSchema,
  counterpart: z.string(),
  quantity: count,
  price: count,
  amount: count,
  tradeWay: z.enum(tradeWays),
  /** Signed fen: the sum of the member's ledger lines for the order (0 for an offline deal). */
  net: count,
  dealTime: z.string(),
});
export type MyDeal = z.infer<typeof myDealSchema>;

/** GET /api/anon/trade/homepage/{id} (/trade/homepage/{id}): a member's public trading card. Not in the spec's list. */
export const traderHomepageSchema = z.object({
  id: count,
  userName: z.string(),
  levelId: count,
  vipName: z.string(),
  authType: z.enum(['none', 'personal', 'merchant']),
  dealTimes: count,
  /** 信用分: moved by the evaluations the member received (/person/level). */
  creditScore: count,
  /** Evaluations received: good, neutral, bad. */
  evaluations: z.object({ good: count, neutral: count, bad: count }),
  openListings: count,
  createTime: z.string(),
});
export type TraderHomepage = z.infer<typeof traderHomepageSchema>;

export const productOptionSchema = z.object({ id: count, code: z.string(), name: z.string(), exterior: z.string(), unit: z.string() });
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * GET /api/anon/trade/priceCircle/{productId} (/trade/price-circle/{id}): a product's market at a glance: best bid and
 * ask among open offers, and its recent deal prices. Not in the spec's list.
 */
export const priceCircleSchema = z.object({
  product: productOptionSchema.extend({ year: count, categoryName: z.string() }),
  /** Highest open buy offer and lowest open sell offer, in fen; null when there is none. */
  bestBid: count.nullable(),
  bestAsk: count.nullable(),
  /** Oldest first, at most 50; each with the grade (品相) of the offer it came from, which sets its price level. */
  deals: z.array(z.object({ time: z.string(), price: count, quantity: count, grade: z.enum(conditionGrades) })),
});
export type PriceCircle = z.infer<typeof priceCircleSchema>;

/** A completed trade as /transaction lists it: no names. */
export const dealSchema = z.object({
  id: count,
  productId: count,
  productName: z.string(),
  exteriorName: z.string(),
  /** 品相 of the offer the deal came from. */
  grade: z.enum(conditionGrades),
  unitsName: z.string(),
  quantity: count,
  price: count,
  amount: count,
  tradeWay: z.enum(tradeWays),
  dealTime: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

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
export const creditLineSchema = z.object({
  buyCreditLine: count,
  buyCreditLineRemain: count,
  sellCreditLine: count,
  sellCreditLineRemain: count,
  orderCreditLine: count,
  orderCreditLineRemain: count,
});
export type CreditLine = z.infer<typeof creditLineSchema>;
export const creditUsageSchema = z.object({
  orderId: count.nullable(),
  tradeId: count.nullable(),
  productNames: z.string(),
  amount: count,
  createTime: z.string(),
  stateName: z.string(),
  state: z.string(),
});
export type CreditUsage = z.infer<typeof creditUsageSchema>;
export const creditUseListQuery = z.object({ operateType: fromUrl(int(0, 2)) });
export const creditRemindRequest = z.object({ operateType: int(0, 2), orderId: id });

/** GET /api/search/product/name/page?keyword: products whose name or catalogue number contains the keyword. */
export const productSearchQuery = pageQuery.extend({ keyword: text(messages.invalidRequest).trim().max(40, { error: messages.invalidRequest }).default('') });

/** A reason to choose (cancel, refund) or an express company: its number in the list and its name. */
export const reasonSchema = z.object({ id: count, name: z.string() });
export type Reason = z.infer<typeof reasonSchema>;
