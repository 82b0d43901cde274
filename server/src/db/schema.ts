import { sql } from 'drizzle-orm';
import { paymentChannels, paymentPurposes, type PaymentItem, type PaymentPurpose } from '../../../src/api/contracts/money-names';
export type { PaymentPurpose };
import type { AgentLinkStage, AgentSide, AgentStateValue } from '../../../src/api/contracts/agents';
import type { CataloguePiece, ComplaintKind, ComplaintState, PunishmentKind, SiteLinkKind } from '../../../src/api/contracts/content-names';
import { conditionGrades } from '../../../src/api/contracts/content-names';
import { bondOfferStages } from '../../../src/api/contracts/bond-names';
import { agentDeliverySides, agentDeliveryStages, agentInstructions } from '../../../src/api/contracts/agent-delivery-names';
import type { VipPaymentType, VipPurchaseKind } from '../../../src/api/contracts/membership-names';
import type { AddressSnapshot, DeliveryMethod, StoredListingState, OrderMachineId, OrderStage, OrderStateValue, PayWay, PropCode, TradeWay } from '../../../src/api/contracts/trade';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one schema, shared by PGlite and PostgreSQL (docs/adr/0002). Migrations are generated from it by drizzle-kit
 * into server/drizzle/. Times are timestamptz; money is integer fen and gold beans are integers (never floats).
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

// Every lifecycle object since issue 14 (money and membership, docs/adr/0025-0027; block trades; invoices) is a row with
// its machine's snapshot (state_value, context), a stage for lists and indexes, and a version the enforcer compares and
// sets; each has an events table (the 流程 view and the auditors' record), the same columns (eventColumns).
const lifecycleColumns = () => ({
  stateValue: jsonb('state_value').$type<string>().notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull(),
  stage: text('stage').notNull(),
  version: integer('version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The columns of every lifecycle's events table but the object's id (server/src/domain/lifecycle/table-lifecycle.ts
 * writes them): who sent what, from which state to which, with the caller's idempotency key. `State`: a flat
 * machine's state value is its stage; a nested machine's is an object.
 */
const eventColumns = <State = string>() => ({
  id: serial('id').primaryKey(),
  /** The member who sent it; null for the system (deadlines, clearing an old default). */
  actorId: integer('actor_id').references(() => users.id),
  role: text('role').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  fromState: jsonb('from_state').$type<State>().notNull(),
  toState: jsonb('to_state').$type<State>().notNull(),
  /** The caller's idempotency key: a retried call finds its event here and is answered without moving again. */
  idempotencyKey: text('idempotency_key'),
  createdAt: createdAt(),
});

export type { AddressSnapshot };

export const authTypes = ['none', 'personal', 'merchant'] as const;
export type AuthType = (typeof authTypes)[number];
/** Real-name authentication review: 0 not applied, 1 under review, 2 approved, 3 rejected. */
export const authStates = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** levelId of the spec: 1 unauthenticated, 2 authenticated, 3 VIP, 4 elite VIP, 5 top VIP. */
    level: smallint('level').notNull().default(1),
    authType: text('auth_type', { enum: authTypes }).notNull().default('none'),
    authState: smallint('auth_state').notNull().default(authStates.none),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    warned: boolean('warned').notNull().default(false),
    /** The VIP level (levelId 3-5) of the member's active purchase, 0 for none; `level` follows it (issue 14). */
    vipLevel: smallint('vip_level').notNull().default(0),
    /** When the active VIP purchase ends; the deadline job then returns `level` to what authentication gives. */
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    /** Credit line in fen that lets trading go beyond the balance. */
    credit: integer('credit').notNull().default(0),
    /** 积分: points earned by completed trades and spent on features (score_logs kind 'points'; issue 13). */
    personalScore: integer('personal_score').notNull().default(0),
    /** 信用分: moved by the evaluations the member receives (score_logs kind 'credit'); /person/level rates it. */
    creditScore: integer('credit_score').notNull().default(0),
    dealTimes: integer('deal_times').notNull().default(0),
    agent: boolean('agent').notNull().default(false),
    /** Platform staff: decides disputed orders. */
    operator: boolean('operator').notNull().default(false),
    /** argon2 hash of the 6-digit payment password; null until the member sets one. */
    payPasswordHash: text('pay_password_hash'),
    disabled: boolean('disabled').notNull().default(false),
    /** The avatar: a public upload's key (uploads.key), null for the default picture. */
    headImg: text('head_img'),
    /** 常驻城市, free text chosen by the member. */
    activeCity: text('active_city'),
    /** The linked Alipay account (phone or e-mail) cash-outs are paid to. */
    alipayAccount: text('alipay_account'),
    /** Who invited this member (registration through an invite link); null otherwise. */
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id),
    /** Settings (/api/user/setting/*): show my traded amounts to others; disclose my credit line to counterparties. */
    showTradeAmount: boolean('show_trade_amount').notNull().default(true),
    creditDisclosure: boolean('credit_disclosure').notNull().default(false),
    createdAt: createdAt(),
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(user_name)`),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
    // The member search (/search?class=member, /api/user/find) on the name's 1- and 2-character pieces (migration 0010).
    index('users_search_grams_idx').using('gin', t.searchGrams),
    index('users_referrer_idx').on(t.referrerId),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_level_range', sql`${t.level} between 1 and 5`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token; the token itself is only ever held by the client. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_purpose_idx').on(t.phone, t.purpose, t.id)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

export const passwordResetTickets = pgTable(
  'password_reset_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tickets_hash_key').on(t.ticketHash)],
);

export const thirdPartyBindings = pgTable(
  'third_party_bindings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['alipay', 'wechat'] }).notNull(),
    openId: text('open_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('third_party_bindings_identity_key').on(t.kind, t.openId),
    // One Alipay and one WeChat identity per member.
    uniqueIndex('third_party_bindings_user_kind_key').on(t.userId, t.kind),
  ],
);

export const protocols = pgTable('protocols', {
  /** The spec's protocol type code, 1-7. */
  type: smallint('type').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** messageTypes in src/api/contracts/inbox.ts: 1 system, 2 trade, 3 agent. */
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.id)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Catalogue number as printed, e.g. T46. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    /** Form of the item: 单枚, 四方连, 版票, 小版, 全张, 封, 片. */
    exterior: text('exterior').notNull(),
    /** Unit it is counted in: 枚, 套, 版, 张, 本, 枚(封). */
    unit: text('unit').notNull(),
    /** The catalogue's facts (issue 15), shared by every form of one issue: when it was issued (China date). */
    issuedOn: date('issued_on'),
    /** The set's pieces in order: position as printed (4-1 ... 4-4), the piece's picture title, its face value in fen. */
    pieces: jsonb('pieces').$type<CataloguePiece[]>().notNull().default([]),
    /** A picture of the issue: a public upload's key (uploads.key); null when the catalogue has none yet. */
    imageKey: text('image_key'),
    description: text('description').notNull().default(''),
    // The catalogue kept by staff (issue 25, docs/adr/0037): where the variety's facts were taken from, shared by
    // every form like the facts themselves; the catalogue states only what can be checked.
    source: text('source').notNull().default(''),
    /** Every 1- and 2-character piece of name and code, lower-cased (search_grams, migration 0010): the search index. */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(name || ' ' || code)`),
    // Search that forgives (issue 25, docs/adr/0036): the name in pinyin and its initials, written by the server with
    // pinyin-pro (server/src/db/search-pinyin.ts), and their pieces in a GIN index, so houpiao and hp find 猴票.
    namePinyin: text('name_pinyin').notNull().default(''),
    nameInitials: text('name_initials').notNull().default(''),
    pinyinGrams: text('pinyin_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(name_pinyin || ' ' || name_initials)`),
  },
  (t) => [
    uniqueIndex('products_code_exterior_key').on(t.code, t.exterior),
    index('products_category_idx').on(t.categoryId),
    // The market's keyword search (name or catalogue number contains the words, ILIKE '%…%') answered from trigram
    // indexes (pg_trgm, created by migration 0007) instead of reading every product.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('products_search_grams_idx').using('gin', t.searchGrams),
    index('products_pinyin_grams_idx').using('gin', t.pinyinGrams),
  ],
);

export const sysSettings = pgTable('sys_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// Double-entry ledger (design/architecture.md, Money). Migration 0006 adds the rules a schema cannot say: entries
// balance per asset at commit, postings and entries are append-only, a cached balance moves only with its postings.
export const assets = ['cny', 'bean'] as const;
export type Asset = (typeof assets)[number];
/**
 * A member holds several purses of money (issue 14, docs/adr/0025): the balance they spend (main), the deposit
 * (保证金) and the bond funds (保证金交易资金) they set aside, what a cash-out holds until staff pay it (held), and what
 * their open auto-match buy orders hold (match, issue 28).
 * Only main is spent by payments, so a held or deposited yuan cannot be spent twice. Gold beans live in main only.
 */
export const purses = ['main', 'deposit', 'bond', 'held', 'match'] as const;
export type Purse = (typeof purses)[number];

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Set for a member's account; null for a system account. */
    userId: integer('user_id').references(() => users.id),
    /** Set for a system account, e.g. payment_gateway; null for a member's account. */
    systemCode: text('system_code'),
    asset: text('asset', { enum: assets }).notNull(),
    purse: text('purse', { enum: purses }).notNull().default('main'),
    /** Cached sum of this account's postings: moved by the postings' insert trigger and nothing else (migration 0006). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_user_asset_purse_key').on(t.userId, t.asset, t.purse),
    check('accounts_purse_of_asset', sql`${t.asset} = 'cny' or ${t.purse} = 'main'`),
    uniqueIndex('accounts_system_asset_key').on(t.systemCode, t.asset),
    check('accounts_one_owner', sql`(${t.userId} is null) <> (${t.systemCode} is null)`),
    // The last line of defence: a member's balance never goes below zero whatever the code does.
    check('accounts_user_not_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
    // Nor does any of the platform's accounts that hold money (escrow pool, platform fees, and any added later): only
    // the payment gateway, the outside world's side of every top-up and cash-out, runs below zero (docs/adr/0018).
    check('accounts_holding_not_negative', sql`${t.systemCode} is null or ${t.systemCode} = 'payment_gateway' or ${t.balance} >= 0`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    memo: text('memo').notNull().default(''),
    /** What the entry is for (src/api/contracts/money-names.ts): the wallet log's filter. */
    item: text('item').$type<PaymentItem>().notNull().default('other'),
    /** The order the entry moves money for (paying into escrow, settling, refunding, a basket's fee); null otherwise. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_entries_idempotency_key').on(t.idempotencyKey), index('journal_entries_order_idx').on(t.orderId)],
);

export const postings = pgTable(
  'postings',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId),
    check('postings_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

// Trading (design/lifecycles.md). A listing is a buy offer (publishType 0) or a sell offer (1).
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => users.id),
    publishType: smallint('publish_type').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Unit price in fen. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Still available: taken atomically (`last_num - n where last_num >= n`), returned when an order ends unfilled. */
    lastNum: integer('last_num').notNull(),
    tradeWays: jsonb('trade_ways').$type<TradeWay[]>().notNull(),
    deliveryMethods: jsonb('delivery_methods').$type<DeliveryMethod[]>().notNull(),
    remark: text('remark').notNull().default(''),
    /** 品相 (issue 15): 全品, 上品 or 中品; a deal's price is read by the grade of the offer it came from. */
    grade: text('grade', { enum: conditionGrades }).notNull().default('全品'),
    /** The flaws the publisher notes (折痕, 黄斑, 缺齿...); empty for none. */
    flaws: text('flaws').notNull().default(''),
    /** Up to 9 photos, public upload keys of kind 'product' owned by the publisher, in the order shown. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    state: text('state').$type<StoredListingState>().notNull().default('open'),
    /** Published, or last refreshed with the 刷新 prop: the market lists newest first by this. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    /** Until when a 置顶 prop lists it first; null when never pinned. */
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listings_market_idx').on(t.state, t.publishType, t.id),
    index('listings_publisher_idx').on(t.publisherId, t.id),
    check('listings_stock_range', sql`${t.lastNum} >= 0 and ${t.lastNum} <= ${t.quantity}`),
    check('listings_publish_type', sql`${t.publishType} in (0, 1)`),
  ],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('basket_items_user_listing_key').on(t.userId, t.listingId)],
);

/**
 * An order runs one lifecycle machine (`machine`): its state value and context are the machine's snapshot, and
 * `version` makes every transition a compare-and-set (docs/adr/0008).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    machine: text('machine').$type<OrderMachineId>().notNull(),
    tradeWay: text('trade_way').$type<TradeWay>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message').notNull().default(''),
    stateValue: jsonb('state_value').$type<OrderStateValue>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    /** True once the machine reached a final state: stock and credit are settled, nothing more can happen. */
    done: boolean('done').notNull().default(false),
    /** The tag of the current state (orderStage in src/machines/order-lifecycles.ts), kept with every transition for lists. */
    stage: text('stage').$type<OrderStage>().notNull(),
    version: integer('version').notNull().default(0),
    expressCompany: text('express_company'),
    trackingNo: text('tracking_no'),
    returnExpressCompany: text('return_express_company'),
    returnTrackingNo: text('return_tracking_no'),
    /** When the job runner sends `deadline_event` (by: system); null when the state has no deadline. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    deadlineEvent: text('deadline_event'),
    /** Where the seller ships: the buyer's default address as it was when the order was confirmed (null: none set). */
    buyerAddress: jsonb('buyer_address').$type<AddressSnapshot>(),
    /** Where a returned item goes: the seller's default address when the return was agreed (null: no return). */
    returnAddress: jsonb('return_address').$type<AddressSnapshot>(),
    /** How the buyer paid into escrow (set by order.pay; docs/adr/0028): balance, gold beans or deposit. */
    payWay: text('pay_way').$type<PayWay>().notNull().default('balance'),
    // Paying part with gold beans (issue 25, docs/adr/0035): every whole bean the pay spent (all of them when pay_way
    // is beans); pay_way paid the rest. 0 before the order is paid, or when no bean paid it.
    paidBeans: integer('paid_beans').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.id),
    index('orders_seller_idx').on(t.sellerId, t.id),
    index('orders_deadline_idx').on(t.deadlineAt),
    index('orders_listing_idx').on(t.listingId, t.id),
    check('orders_parties_differ', sql`${t.buyerId} <> ${t.sellerId}`),
    check('orders_paid_beans_not_negative', sql`${t.paidBeans} >= 0`),
  ],
);

/** Every transition an order took: who sent what, from which state to which (the auditors' record). */
export const orderEvents = pgTable(
  'order_events',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...eventColumns<OrderStateValue>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id), uniqueIndex('order_events_idempotency_key').on(t.orderId, t.idempotencyKey)],
);

/** Gold-bean props used on a listing (置顶, 刷新): each use is also a ledger entry keyed by the caller's idempotency key. */
export const listingProps = pgTable(
  'listing_props',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').$type<PropCode>().notNull(),
    beans: integer('beans').notNull(),
    /** null for an instant effect (refresh). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_props_listing_idx').on(t.listingId, t.id), uniqueIndex('listing_props_idempotency_key').on(t.userId, t.idempotencyKey)],
);

/**
 * 发票抬头: the titles a member invoices to (person or company with its taxpayer number) and where the PDF is mailed;
 * one default per member, held by a partial unique index.
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'personal' (个人) or 'company' (企业, with a taxpayer number). */
    kind: text('kind').$type<'personal' | 'company'>().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId, t.id),
    uniqueIndex('invoice_titles_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check('invoice_titles_kind', sql`${t.kind} in ('personal', 'company')`),
  ],
);

/**
 * A buyer's invoice request (src/machines/invoice-request.machine.ts): one or more of their completed online orders,
 * to the title as it was when applied; staff issue it (the invoice's code and number, and its PDF drawn from this row)
 * or refuse it with a reason.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'personal' | 'company'>().notNull().default('personal'),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    email: text('email').notNull(),
    /** What the orders' buyer paid, in fen: the invoice's total with tax (价税合计). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 发票代码 and 发票号码, given when staff issue it. */
    invoiceCode: text('invoice_code'),
    invoiceNo: text('invoice_no'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    ...lifecycleColumns(),
  },
  (t) => [
    index('invoice_requests_buyer_idx').on(t.buyerId, t.id),
    index('invoice_requests_stage_idx').on(t.stage, t.id),
    uniqueIndex('invoice_requests_invoice_no').on(t.invoiceNo),
    check('invoice_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);
export const invoiceRequestEvents = pgTable(
  'invoice_request_events',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoiceRequests.id),
    ...eventColumns(),
  },
  (t) => [index('invoice_request_events_idx').on(t.invoiceId, t.id), uniqueIndex('invoice_request_events_key').on(t.invoiceId, t.idempotencyKey)],
);
/**
 * The orders an invoice request covers. An order is on one live request at most (requested or issued): the partial
 * unique index decides between concurrent requests; a refused request's rows stop being live and free the order.
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoiceRequests.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    live: boolean('live').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.orderId] }), uniqueIndex('invoice_orders_live_order').on(t.orderId).where(sql`${t.live}`)],
);

/**
 * Block trades (大宗交易): a member's application for a large lot (src/machines/block-trade.machine.ts), reviewed by
 * staff; once listed it shows on /large-transaction until its expiry day ends, negotiated by phone (spec section 3).
 */
export const blockTrades = pgTable(
  'block_trades',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => users.id),
    /** 1 sell, 0 buy. */
    tradeType: smallint('trade_type').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Unit price range in fen. */
    priceMin: bigint('price_min', { mode: 'number' }).notNull(),
    priceMax: bigint('price_max', { mode: 'number' }).notNull(),
    /** The last day it is listed, China time (YYYY-MM-DD). */
    expiresOn: text('expires_on').notNull(),
    phone: text('phone').notNull(),
    remark: text('remark').notNull().default(''),
    ...lifecycleColumns(),
  },
  (t) => [
    index('block_trades_list_idx').on(t.stage, t.expiresOn, t.id),
    index('block_trades_publisher_idx').on(t.publisherId, t.id),
    check('block_trades_trade_type', sql`${t.tradeType} in (0, 1)`),
    check('block_trades_price_range', sql`${t.priceMin} > 0 and ${t.priceMin} <= ${t.priceMax}`),
    check('block_trades_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export const blockTradeEvents = pgTable(
  'block_trade_events',
  {
    blockTradeId: integer('block_trade_id')
      .notNull()
      .references(() => blockTrades.id),
    ...eventColumns(),
  },
  (t) => [index('block_trade_events_idx').on(t.blockTradeId, t.id), uniqueIndex('block_trade_events_key').on(t.blockTradeId, t.idempotencyKey)],
);

/**
 * Margin trading (保证金交易, issue 29; docs/adr/0043). A bond offer sells (trade_type 1) or buys (0) a quantity of one
 * variety at one grade and unit price; its publisher's margin for the whole quantity (margin_per_unit × quantity) was
 * frozen into the margin pool when it was published. `remaining` goes down as it is taken: at 0 it is soldOut;
 * withdrawn, the margin of what was left went back.
 */
export const bondOffers = pgTable(
  'bond_offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 sell, 0 buy. */
    tradeType: smallint('trade_type').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    grade: text('grade', { enum: conditionGrades }).notNull(),
    /** Unit price in fen. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
    /** The margin each side freezes per unit (bondMarginPerUnit of the price), kept as it was published. */
    marginPerUnit: bigint('margin_per_unit', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    stage: text('stage', { enum: bondOfferStages }).notNull(),
    /** The publish call's idempotency key: a retried publish finds its offer here and freezes nothing again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bond_offers_list_idx').on(t.stage, t.id),
    index('bond_offers_user_idx').on(t.userId, t.id),
    uniqueIndex('bond_offers_key').on(t.userId, t.idempotencyKey),
    check('bond_offers_trade_type', sql`${t.tradeType} in (0, 1)`),
    check('bond_offers_quantity_positive', sql`${t.quantity} > 0`),
    check('bond_offers_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
    check('bond_offers_price_positive', sql`${t.price} > 0`),
    check('bond_offers_stage', sql`${t.stage} in ('open', 'soldOut', 'withdrawn')`),
  ],
);

/**
 * A bond order (src/machines/bond-order.machine.ts): part of an offer taken. The deal (price, quantity, amount) and both
 * margins are copied from the offer at the take, so what its transitions move is read from the row alone.
 */
export const bondOrders = pgTable(
  'bond_orders',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bondOffers.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** Which side took the offer (the other published it): whose margin the take froze. */
    takerSide: text('taker_side', { enum: ['buyer', 'seller'] }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    grade: text('grade', { enum: conditionGrades }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** price × quantity, fen: what the buyer pays on receipt. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    buyerMargin: bigint('buyer_margin', { mode: 'number' }).notNull(),
    sellerMargin: bigint('seller_margin', { mode: 'number' }).notNull(),
    expressCompany: text('express_company'),
    trackingNo: text('tracking_no'),
    disputeReason: text('dispute_reason'),
    decisionReason: text('decision_reason'),
    /** When the job sends `deadline_event` (by: system); null when the state has none (src/machines/lifecycle.ts). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    deadlineEvent: text('deadline_event'),
    ...lifecycleColumns(),
  },
  (t) => [
    index('bond_orders_buyer_idx').on(t.buyerId, t.id),
    index('bond_orders_seller_idx').on(t.sellerId, t.id),
    index('bond_orders_offer_idx').on(t.offerId),
    index('bond_orders_stage_idx').on(t.stage, t.id),
    index('bond_orders_deadline_idx').on(t.deadlineAt),
    check('bond_orders_two_sides', sql`${t.buyerId} <> ${t.sellerId}`),
    check('bond_orders_quantity_positive', sql`${t.quantity} > 0`),
    check('bond_orders_amounts', sql`${t.price} > 0 and ${t.amount} = ${t.price} * ${t.quantity} and ${t.buyerMargin} >= 0 and ${t.sellerMargin} >= 0`),
  ],
);
export const bondOrderEvents = pgTable(
  'bond_order_events',
  {
    bondOrderId: integer('bond_order_id')
      .notNull()
      .references(() => bondOrders.id),
    ...eventColumns(),
  },
  (t) => [index('bond_order_events_idx').on(t.bondOrderId, t.id), uniqueIndex('bond_order_events_key').on(t.bondOrderId, t.idempotencyKey)],
);

/**
 * Delivery through an agent (交割代理, src/machines/agent-delivery.machine.ts; issue 29; docs/adr/0044): one per online
 * order at most, made with the order's confirmation by its taker (`member_id`) for one of their active agents. The fee
 * is copied from the agent's settings then, and what the agent is to check (the offer's grade, the order's quantity)
 * from the order, so what its transitions move and show is read from the row alone. The addresses are snapshots: where
 * the seller ships (the agent's) and where the agent forwards (the buyer's), as an order keeps the buyer's.
 */
export const agentDeliveries = pgTable(
  'agent_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    /** The member's side of the order: whose agent this is. */
    side: text('side', { enum: agentDeliverySides }).notNull(),
    /** Fen, the agent's fee per order when the order was confirmed. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    instruction: text('instruction', { enum: agentInstructions }).notNull(),
    grade: text('grade', { enum: conditionGrades }).notNull(),
    quantity: integer('quantity').notNull(),
    checkedQuantity: integer('checked_quantity'),
    checkedGrade: text('checked_grade'),
    problem: text('problem'),
    /** Upload keys (kind product) of what arrived: the inspection's or the problem's. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The agent's forwarding to the buyer, or return to the seller. */
    outboundExpress: text('outbound_express'),
    outboundTracking: text('outbound_tracking'),
    agentAddress: jsonb('agent_address').$type<AddressSnapshot>(),
    forwardAddress: jsonb('forward_address').$type<AddressSnapshot>(),
    ...lifecycleColumns(),
  },
  (t) => [
    uniqueIndex('agent_deliveries_order_key').on(t.orderId),
    index('agent_deliveries_member_idx').on(t.memberId, t.id),
    index('agent_deliveries_agent_idx').on(t.agentId, t.id),
    index('agent_deliveries_agent_stage_idx').on(t.agentId, t.stage),
    check('agent_deliveries_two_people', sql`${t.memberId} <> ${t.agentId}`),
    check('agent_deliveries_side', sql`${t.side} in ('buyer', 'seller')`),
    check('agent_deliveries_instruction', sql`${t.instruction} in ('forward', 'hold')`),
    check('agent_deliveries_fee', sql`${t.fee} >= 0`),
    check('agent_deliveries_quantity_positive', sql`${t.quantity} > 0`),
    check('agent_deliveries_stage', sql`${t.stage} in (${sql.raw(agentDeliveryStages.map((stage) => `'${stage}'`).join(', '))})`),
  ],
);
export const agentDeliveryEvents = pgTable(
  'agent_delivery_events',
  {
    agentDeliveryId: integer('agent_delivery_id')
      .notNull()
      .references(() => agentDeliveries.id),
    ...eventColumns(),
  },
  (t) => [index('agent_delivery_events_idx').on(t.agentDeliveryId, t.id), uniqueIndex('agent_delivery_events_key').on(t.agentDeliveryId, t.idempotencyKey)],
);

/**
 * An agent's own settings (/agents/agent/bank): the fee per order a new delivery copies (fen, 0 to 10,000 yuan), and
 * the agent's bank card fees are paid out to (one of their own; the cash-out itself is the balance's withdrawal). No
 * row: a fee of 0.
 */
export const agentSettings = pgTable(
  'agent_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    payoutCardId: integer('payout_card_id').references(() => bankCards.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('agent_settings_fee_range', sql`${t.fee} >= 0 and ${t.fee} <= 1000000`)],
);

/**
 * A member and a delivery agent (src/machines/agent-application.machine.ts). `stage` and `isDefault` are kept with
 * every transition from the machine state, so the database itself holds the spec's rules: one live link (pending
 * or active) per member and agent, and one default agent per member, even under concurrent calls.
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    initiator: text('initiator').$type<AgentSide>().notNull(),
    remark: text('remark').notNull(),
    wantsDefault: boolean('wants_default').notNull(),
    stateValue: jsonb('state_value').$type<AgentStateValue>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    stage: text('stage').$type<AgentLinkStage>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('agent_links_member_idx').on(t.memberId, t.id),
    index('agent_links_agent_idx').on(t.agentId, t.id),
    uniqueIndex('agent_links_one_live_per_pair').on(t.memberId, t.agentId).where(sql`${t.stage} <> 'closed'`),
    uniqueIndex('agent_links_one_default_per_member').on(t.memberId).where(sql`${t.isDefault}`),
    check('agent_links_not_self', sql`${t.memberId} <> ${t.agentId}`),
  ],
);

/** Every transition of an agent link, as order_events is for orders: the 流程 view and the auditors' replay read it. */
export const agentLinkEvents = pgTable(
  'agent_link_events',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => agentLinks.id),
    ...eventColumns<AgentStateValue>(),
  },
  (t) => [index('agent_link_events_link_idx').on(t.linkId, t.id), uniqueIndex('agent_link_events_idempotency_key').on(t.linkId, t.idempotencyKey)],
);

// The member's own account (issue 13).

/** 收货地址: a member's address book; one default per member, held by a unique index. */
export const receivingAddresses = pgTable(
  'receiving_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    trueName: text('true_name').notNull(),
    phone: text('phone').notNull(),
    /** Area ids of the area tree (levels 1, 2, 3) and their names as they were chosen. */
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    countyId: integer('county_id').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('receiving_addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('receiving_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** What an upload is for: who may read it follows from it (identity papers: the owner and platform staff only). */
export const uploadKinds = ['user', 'product', 'complaint', 'identity'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Every stored upload: re-encoded by sharp (metadata stripped), kept by the storage under `key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<UploadKind>().notNull(),
    /** The storage key, also the file's public name: random, with the stored format's extension. */
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key').on(t.key), index('uploads_owner_idx').on(t.ownerId, t.id)],
);

/**
 * 实名认证: one application per member, a lifecycle object (src/machines/authentication.machine.ts) moved only by the
 * enforcer, as agent links are. `papers` holds what was submitted (names, id or licence numbers, upload keys).
 */
export const authApplications = pgTable(
  'auth_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'personal' | 'merchant'>().notNull(),
    papers: jsonb('papers').$type<Record<string, unknown>>().notNull(),
    stateValue: jsonb('state_value').$type<string>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    stage: text('stage').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('auth_applications_one_per_member').on(t.userId), index('auth_applications_stage_idx').on(t.stage, t.id)],
);

/** Every transition of an authentication application (the 流程 view, the auditors' record). */
export const authApplicationEvents = pgTable(
  'auth_application_events',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => authApplications.id),
    ...eventColumns(),
  },
  (t) => [
    index('auth_application_events_app_idx').on(t.applicationId, t.id),
    uniqueIndex('auth_application_events_idempotency_key').on(t.applicationId, t.idempotencyKey),
  ],
);

/** 黑名单: members I blocked; they cannot take my offers nor message me. */
export const blacklist = pgTable(
  'blacklist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blacklist_pair').on(t.userId, t.targetId), index('blacklist_target_idx').on(t.targetId), check('blacklist_not_self', sql`${t.userId} <> ${t.targetId}`)],
);

/** How a member's credit score (信用分) and points (积分) moved: one row per change, with the balance after it. */
export const scoreLogs = pgTable(
  'score_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'credit' | 'points'>().notNull(),
    change: integer('change').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('score_logs_user_idx').on(t.userId, t.kind, t.id)],
);



/** 支付订单: money coming in through the payment provider (a top-up). Credited once, by a verified notification or the order query. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Our order number, sent to the provider as out_trade_no. */
    outTradeNo: text('out_trade_no').notNull(),
    channel: text('channel', { enum: paymentChannels }).notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    /** What the member pays, in fen. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Gold beans credited (purpose beans), else 0. */
    coinNumbers: integer('coin_numbers').notNull().default(0),
    /** The purpose's details (the bean package code, the VIP level and years). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** The provider's trade number, once it told us. */
    providerTradeNo: text('provider_trade_no'),
    /** The member's idempotency key and a hash of the request it came with: the same key with another body is refused (409). */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...lifecycleColumns(),
  },
  (t) => [
    uniqueIndex('payment_orders_out_trade_no').on(t.outTradeNo),
    uniqueIndex('payment_orders_idempotency').on(t.userId, t.idempotencyKey),
    index('payment_orders_user_idx').on(t.userId, t.id),
    index('payment_orders_stage_idx').on(t.stage, t.expiresAt),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    ...eventColumns(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.paymentOrderId, t.id), uniqueIndex('payment_order_events_key').on(t.paymentOrderId, t.idempotencyKey)],
);

/** Every notification the provider sent us, verified or not, with what we did with it: duplicates are expected. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: paymentChannels }).notNull(),
    outTradeNo: text('out_trade_no'),
    body: text('body').notNull(),
    verified: boolean('verified').notNull(),
    /** credited | duplicate | refunded (late, order expired) | rejected (bad signature, amount, unknown order) */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_notifications_trade_idx').on(t.outTradeNo, t.id)],
);

/**
 * The sandbox payment provider's own books (server/src/providers/payments): what a real Alipay or WeChat Pay keeps
 * on its side. Only the sandbox writes here; a real deployment's provider keeps these at the provider.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: paymentChannels }).notNull(),
    /** The provider's trade number. */
    tradeNo: text('trade_no').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    subject: text('subject').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    /** waiting (cashier open) | paid | closed */
    state: text('state').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Notification retries: how many were sent, when the next is due, when the merchant answered success. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: timestamp('next_notify_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_trade_no').on(t.tradeNo), uniqueIndex('sandbox_payments_out_trade_no').on(t.channel, t.outTradeNo), index('sandbox_payments_notify_idx').on(t.nextNotifyAt)],
);

/** 会员年费 (VIP): a level bought for whole years; the member's level follows the active purchase (users.vip_level, vip_expires_at). */
export const vipPurchases = pgTable(
  'vip_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    levelId: smallint('level_id').notNull(),
    years: smallint('years').notNull(),
    /** What it cost in fen (an upgrade pays the difference for the time left). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** new (no active VIP) | renew (the active level: the expiry moves by whole years) | upgrade (the expiry kept). */
    kind: text('kind').$type<VipPurchaseKind>().notNull().default('new'),
    /** balance | topup */
    paymentType: text('payment_type').$type<VipPaymentType>().notNull(),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...lifecycleColumns(),
  },
  (t) => [
    index('vip_purchases_user_idx').on(t.userId, t.id),
    index('vip_purchases_stage_idx').on(t.stage, t.expiresAt),
    // One active purchase per member: a renewal or an upgrade supersedes the active one in the same transaction.
    uniqueIndex('vip_purchases_one_active').on(t.userId).where(sql`${t.stage} = 'active'`),
    // A top-up buys one purchase, however often its crediting is retried.
    uniqueIndex('vip_purchases_payment_order').on(t.paymentOrderId).where(sql`${t.paymentOrderId} is not null`),
  ],
);
export const vipPurchaseEvents = pgTable(
  'vip_purchase_events',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => vipPurchases.id),
    ...eventColumns(),
  },
  (t) => [index('vip_purchase_events_idx').on(t.purchaseId, t.id), uniqueIndex('vip_purchase_events_key').on(t.purchaseId, t.idempotencyKey)],
);

/** 保证金退还: a member asks for deposit back; it waits the platform's holding period, then goes to the balance. */
export const depositSurrenders = pgTable(
  'deposit_surrenders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** When the holding period ends. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The member removed a finished request from their list (surrender/del): kept for the books. */
    hidden: boolean('hidden').notNull().default(false),
    ...lifecycleColumns(),
  },
  (t) => [index('deposit_surrenders_user_idx').on(t.userId, t.id), index('deposit_surrenders_stage_idx').on(t.stage, t.dueAt), check('deposit_surrenders_amount_positive', sql`${t.amount} > 0`)],
);
export const depositSurrenderEvents = pgTable(
  'deposit_surrender_events',
  {
    surrenderId: integer('surrender_id')
      .notNull()
      .references(() => depositSurrenders.id),
    ...eventColumns(),
  },
  (t) => [index('deposit_surrender_events_idx').on(t.surrenderId, t.id), uniqueIndex('deposit_surrender_events_key').on(t.surrenderId, t.idempotencyKey)],
);

/** Bank cards: collect cards receive cash-outs (bank/add...), pay cards pay quickly (PayAdd). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'collect' | 'pay'>().notNull(),
    bankCode: text('bank_code').notNull(),
    cardNo: text('card_no').notNull(),
    holderName: text('holder_name').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_cards_user_idx').on(t.userId, t.kind, t.id),
    uniqueIndex('bank_cards_one_default').on(t.userId, t.kind).where(sql`${t.isDefault}`),
    uniqueIndex('bank_cards_no_twice').on(t.userId, t.kind, t.cardNo),
  ],
);

/** 提现: applied (balance -> held), paid by staff (held -> gateway) or rejected (held -> balance). */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Where the money goes, as it was when applied: bank, masked and full number, holder. */
    account: jsonb('account').$type<Record<string, unknown>>().notNull(),
    ...lifecycleColumns(),
  },
  (t) => [index('cash_outs_user_idx').on(t.userId, t.id), index('cash_outs_stage_idx').on(t.stage, t.id), check('cash_outs_amount_positive', sql`${t.amount} > 0`)],
);
export const cashOutEvents = pgTable(
  'cash_out_events',
  {
    cashOutId: integer('cash_out_id')
      .notNull()
      .references(() => cashOuts.id),
    ...eventColumns(),
  },
  (t) => [index('cash_out_events_idx').on(t.cashOutId, t.id), uniqueIndex('cash_out_events_key').on(t.cashOutId, t.idempotencyKey)],
);

/** 银行开户 (the bond trading account): photos, opened, card tied, card confirmed, contract signed; one per member. */
export const accountOpenings = pgTable(
  'account_openings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the steps wrote: photo keys, the bank's account number, the tied card, the contract's number. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    ...lifecycleColumns(),
  },
  (t) => [uniqueIndex('account_openings_one_per_member').on(t.userId)],
);
export const accountOpeningEvents = pgTable(
  'account_opening_events',
  {
    openingId: integer('opening_id')
      .notNull()
      .references(() => accountOpenings.id),
    ...eventColumns(),
  },
  (t) => [index('account_opening_events_idx').on(t.openingId, t.id), uniqueIndex('account_opening_events_key').on(t.openingId, t.idempotencyKey)],
);

// The information site (issue 15, docs/adr/0029): news, notices, help, complaints, punishments, links. Bodies are
// rich text sanitised on save (server/src/domain/content/rich-text.ts): what is stored is what may be shown.
export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** 来源, e.g. 中国集邮总公司; empty for the platform's own. */
    source: text('source').notNull().default(''),
    coverKey: text('cover_key'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(title)`),
  },
  (t) => [
    index('news_category_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
    index('news_search_grams_idx').using('gin', t.searchGrams),
  ],
);

/** 公告 (/announcement): the platform's notices to everyone; pinned ones lead the list. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_published_idx').on(t.pinned, t.publishedAt)],
);

/** 帮助中心: articles grouped by section (新手入门, 交易规则...). */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('help_articles_section_idx').on(t.section, t.sort)],
);

/**
 * 投诉 (/bulletin, /person/complaint): a member complains about a trade or a member; staff decide it. Plain text (not
 * rich text) with up to 9 evidence photos (public uploads of kind 'complaint'). Withdrawn by its author (leaveMessage/del)
 * while pending: kept, marked withdrawn.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    complainantId: integer('complainant_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<ComplaintKind>().notNull(),
    /** The member complained about; null for a complaint about the platform. */
    respondentId: integer('respondent_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    state: text('state').$type<ComplaintState>().notNull().default('pending'),
    /** Staff's decision, shown publicly with the complaint. */
    decision: text('decision').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_state_idx').on(t.state, t.id),
    index('complaints_complainant_idx').on(t.complainantId, t.id),
    index('complaints_respondent_idx').on(t.respondentId, t.id),
  ],
);

/**
 * 处罚 (/punishment): issued by staff, usually on an upheld complaint. A warning marks the member (users.warned);
 * the other kinds also limit what they may do until endsAt (null: until revoked).
 */
export const punishments = pgTable(
  'punishments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    complaintId: integer('complaint_id').references(() => complaints.id),
    kind: text('kind').$type<PunishmentKind>().notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('punishments_user_idx').on(t.userId, t.id), index('punishments_started_idx').on(t.startsAt)],
);

/** 友情链接 (/api/links) and the forum's hot topics (/api/bbs/hot: the forum is outside, its topics are links to it). */
export const siteLinks = pgTable(
  'site_links',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SiteLinkKind>().notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('site_links_kind_idx').on(t.kind, t.sort)],
);

// An idempotency key belongs to one request of one member (issue 25, docs/adr/0033). The first request carrying a
// key claims it here (server/src/http/idempotency-claims.ts); the same key from another member, on another call or
// object, or with another body is refused 409. A refused request gives its claim back; kept 30 days (a due job).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The method and the route's pattern: POST /api/trade/online/buyer/pay. */
    call: text('call').notNull(),
    /** The object the call acts on (the path's id, else the body's orderId or id), null when it names none. */
    objectId: text('object_id'),
    /** sha256 of the body as canonical JSON (keys sorted). */
    bodyHash: text('body_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ── Issue 27: watch tasks and the sweep (tables of the watch work go between these two lines) ──
/**
 * 盯盘 (issue 27): a member's watch for offers of one product within a price limit, a lifecycle of the watch-task
 * machine (src/machines/watch-task.machine.ts) run by the one enforcer. Kept when the member deletes it (hidden).
 */
export const watchTasks = pgTable(
  'watch_tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** 'buy' watches sell offers at or below `price`; 'sell' buy offers at or above it. */
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    /** The limit, fen per unit. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The worst grade accepted. */
    grade: text('grade', { enum: conditionGrades }).notNull(),
    /** Single stamps (单枚) of the same issue are accepted too. */
    looseEdition: boolean('loose_edition').notNull().default(false),
    smsNotice: boolean('sms_notice').notNull().default(false),
    /** The take is anonymous (the scan basket's rules and fee). */
    anonymous: boolean('anonymous').notNull().default(false),
    tradeWay: text('trade_way').$type<TradeWay>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    /** It stops watching then (the due job sends watch.expire). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The member deleted a finished task from their list; kept for the books. */
    hidden: boolean('hidden').notNull().default(false),
    ...lifecycleColumns(),
  },
  (t) => [
    index('watch_tasks_user_idx').on(t.userId, t.id),
    // Matching an offer reads the open tasks of its product; the due job the open ones past their end.
    index('watch_tasks_open_product_idx').on(t.productId).where(sql`${t.stage} in ('active', 'matched')`),
    index('watch_tasks_open_ends_idx').on(t.endsAt).where(sql`${t.stage} in ('active', 'matched')`),
    check('watch_tasks_price_positive', sql`${t.price} > 0`),
    check('watch_tasks_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export const watchTaskEvents = pgTable(
  'watch_task_events',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => watchTasks.id),
    ...eventColumns(),
  },
  (t) => [index('watch_task_events_idx').on(t.taskId, t.id), uniqueIndex('watch_task_events_key').on(t.taskId, t.idempotencyKey)],
);
/**
 * An offer found for a task, written in the transaction that published or edited the offer, so a match is never lost
 * to a server that dies after the commit. Open until a confirmation takes it into an order (order_id).
 */
export const watchMatches = pgTable(
  'watch_matches',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => watchTasks.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    /** The offer's price and stock when it was found. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['open', 'taken'] }).notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id),
    /** The task asked for SMS: when it was sent (one instance sends it, claimed by this column); null until then. */
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('watch_matches_task_listing_key').on(t.taskId, t.listingId), index('watch_matches_task_idx').on(t.taskId, t.id)],
);
// ── end of watch tasks ──

// ── Issue 27: favourites, subscriptions and SMS records ──
/**
 * A member's favourites (收藏, spec sections 4 and 7): a variety (a catalogue number, every form of it) or another
 * member, each valid for a term (the `favourites` system setting) until `expires_at`; renewed by hand or, with
 * `auto_renew`, by the due job. One row per member and variety or member.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['variety', 'user'] }).notNull(),
    /** A variety's catalogue number (products.code) and name; null for a member. */
    productCode: text('product_code'),
    productName: text('product_name'),
    /** The member collected; null for a variety. */
    targetId: integer('target_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_variety_key').on(t.userId, t.productCode).where(sql`${t.kind} = 'variety'`),
    uniqueIndex('favourites_user_key').on(t.userId, t.targetId).where(sql`${t.kind} = 'user'`),
    index('favourites_due_idx').on(t.expiresAt).where(sql`${t.autoRenew}`),
    check(
      'favourites_subject',
      sql`(${t.kind} = 'variety' and ${t.productCode} is not null and ${t.targetId} is null) or (${t.kind} = 'user' and ${t.targetId} is not null and ${t.targetId} <> ${t.userId} and ${t.productCode} is null)`,
    ),
  ],
);

/**
 * Every term a favourite was given (its first, a renewal by hand, an automatic one), with the beans it cost: a
 * renewal's idempotency key is unique per member, so a retried or concurrent renewal with the same key extends once.
 */
export const favouriteTerms = pgTable(
  'favourite_terms',
  {
    id: serial('id').primaryKey(),
    favouriteId: integer('favourite_id')
      .notNull()
      .references(() => favourites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    by: text('by', { enum: ['member', 'auto'] }).notNull(),
    beans: integer('beans').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_terms_key').on(t.userId, t.idempotencyKey), index('favourite_terms_favourite_idx').on(t.favouriteId)],
);

/** Inbox messages a member sent to favourite members (user/sendBatch/message): counted for the per-day limit. */
export const favouriteMessages = pgTable(
  'favourite_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_messages_key').on(t.userId, t.idempotencyKey, t.targetId), index('favourite_messages_user_idx').on(t.userId, t.createdAt)],
);

/** Subscriptions (订阅, spec section 7): a variety (catalogue number) or a trader whose new offers and deals a member is told of. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['variety', 'trader'] }).notNull(),
    productCode: text('product_code'),
    productName: text('product_name'),
    targetId: integer('target_id').references(() => users.id),
    enabled: boolean('enabled').notNull().default(true),
    /** The fee paid when first subscribed (0 when free): the entry's key is `subscription:<id>`. */
    beans: integer('beans').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_variety_key').on(t.userId, t.productCode).where(sql`${t.kind} = 'variety'`),
    uniqueIndex('subscriptions_trader_key').on(t.userId, t.targetId).where(sql`${t.kind} = 'trader'`),
    index('subscriptions_code_idx').on(t.productCode).where(sql`${t.enabled}`),
    index('subscriptions_target_idx').on(t.targetId).where(sql`${t.enabled}`),
    check(
      'subscriptions_subject',
      sql`(${t.kind} = 'variety' and ${t.productCode} is not null and ${t.targetId} is null) or (${t.kind} = 'trader' and ${t.targetId} is not null and ${t.targetId} <> ${t.userId} and ${t.productCode} is null)`,
    ),
  ],
);

/** The offers a subscriber was told of (one notice per member and offer, however often it is edited): product/list. */
export const subscriptionOffers = pgTable(
  'subscription_offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_offers_key').on(t.userId, t.listingId), index('subscription_offers_user_idx').on(t.userId, t.id)],
);

/**
 * SMS records (短信记录, spec section 7): every text the platform sent to a member's bound phone (`received`, written
 * by the recording SMS provider before it sends) and every text a member sent to favourite members (`sent`, with the
 * beans it cost). A verification code is never resendable. Deleting hides a record from its owner only: the per-day
 * limits still count it.
 */
export const smsRecords = pgTable(
  'sms_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: ['received', 'sent'] }).notNull(),
    kind: text('kind', { enum: ['code', 'notice', 'member'] }).notNull(),
    /** The number texted (the member's own for `received`, the favourite member's for `sent`). */
    phone: text('phone').notNull(),
    /** For `sent`: the favourite member texted. */
    targetId: integer('target_id').references(() => users.id),
    content: text('content').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    beans: integer('beans').notNull().default(0),
    /** For `sent`: the request's idempotency key, so a retried send texts nobody twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    resentAt: timestamp('resent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_records_user_idx').on(t.userId, t.id),
    uniqueIndex('sms_records_sent_key').on(t.userId, t.idempotencyKey, t.targetId).where(sql`${t.direction} = 'sent'`),
  ],
);
// ── end of favourites, subscriptions and SMS records ──

// ── Issue 27: member chat ──
// Member chat (server/src/domain/chat): one conversation per pair of members, kept as (low id, high id). A message is
// stored before it is acknowledged (chat.ack) or told (chat.message); (sender, clientId) is unique, so a message sent
// again with the same clientId (a retry after a lost ack) is stored once and acknowledged with the stored one.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    lowId: integer('low_id')
      .notNull()
      .references(() => users.id),
    highId: integer('high_id')
      .notNull()
      .references(() => users.id),
    /** The newest message's id: the list is ordered by it (null: no message yet). */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_uq').on(t.lowId, t.highId),
    index('chat_conversations_high_idx').on(t.highId),
    check('chat_conversations_ordered_pair', sql`${t.lowId} < ${t.highId}`),
  ],
);

export const chatLines = pgTable(
  'chat_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id),
    /** The sender's own id for the message (chat.send's clientId). */
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'offer'] }).notNull(),
    text: text('text'),
    /** An upload of the sender's own (kind 'product': public, with a thumbnail). */
    imageKey: text('image_key'),
    /** The offer a 咨询卖家 message asks about. */
    offerId: integer('offer_id').references(() => listings.id),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_lines_client_uq').on(t.fromId, t.clientId),
    index('chat_lines_conversation_idx').on(t.conversationId, t.id),
    index('chat_lines_unread_idx').on(t.toId, t.conversationId).where(sql`${t.readAt} is null`),
    check(
      'chat_lines_one_kind',
      sql`(${t.kind} = 'text' and ${t.text} is not null and ${t.imageKey} is null and ${t.offerId} is null) or (${t.kind} = 'image' and ${t.imageKey} is not null and ${t.text} is null and ${t.offerId} is null) or (${t.kind} = 'offer' and ${t.offerId} is not null and ${t.text} is null and ${t.imageKey} is null)`,
    ),
  ],
);
// ── end of member chat ──

// ── Issue 27: the quotes room ──
/**
 * What members said in the quotes room (/quotes): stored before it is told on `room:quotes`, so a visitor opening the
 * room reads the last ones (by id, newest first) whatever the bus dropped.
 */
export const quotesRoomMessages = pgTable(
  'quotes_room_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_room_messages_user_idx').on(t.userId, t.id), check('quotes_room_messages_content_length', sql`char_length(${t.content}) between 1 and 200`)],
);
// ── end of the quotes room ──

// ── Issue 28: auto-match (tables of the engine go between these two lines) ──
/**
 * 自动撮合 (issue 28, docs/adr/0041): a member's limit order on one variety's book, a lifecycle of the match-order
 * machine (src/machines/match-order.machine.ts) run by the one enforcer. A buy holds price × (quantity − filled) of
 * the member's balance in their `match` purse; a sell puts its units on a listing of its own (state 'matching', not in
 * the market), which the escrow orders of its fills name. Price-time priority: best price, then the lowest `priority`
 * (taken from its sequence when placed, and again when the price is amended).
 */
export const matchOrders = pgTable(
  'match_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    /** The limit, fen per unit. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    filled: integer('filled').notNull().default(0),
    /** What its fills came to, fen (the average price is this over `filled`). */
    filledAmount: bigint('filled_amount', { mode: 'number' }).notNull().default(0),
    /** A sell's units: the listing its fills' escrow orders name; null for a buy. */
    listingId: integer('listing_id').references(() => listings.id),
    feeBeans: integer('fee_beans').notNull().default(0),
    priority: bigserial('priority', { mode: 'number' }).notNull(),
    /** The end of its last China day: the due job sends match.expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...lifecycleColumns(),
  },
  (t) => [
    index('match_orders_user_idx').on(t.userId, t.id),
    // The book: a variety's open orders of a side, best price and then oldest first.
    index('match_orders_book_idx').on(t.productId, t.side, t.price, t.priority).where(sql`${t.stage} in ('open', 'partiallyFilled')`),
    index('match_orders_open_expires_idx').on(t.expiresAt).where(sql`${t.stage} in ('open', 'partiallyFilled')`),
    check('match_orders_price_positive', sql`${t.price} > 0`),
    check('match_orders_filled_range', sql`${t.filled} >= 0 and ${t.filled} <= ${t.quantity}`),
    check('match_orders_sell_has_listing', sql`(${t.side} = 'sell') = (${t.listingId} is not null)`),
  ],
);
export const matchOrderEvents = pgTable(
  'match_order_events',
  {
    matchOrderId: integer('match_order_id')
      .notNull()
      .references(() => matchOrders.id),
    ...eventColumns(),
  },
  (t) => [index('match_order_events_idx').on(t.matchOrderId, t.id), uniqueIndex('match_order_events_key').on(t.matchOrderId, t.idempotencyKey)],
);
/**
 * A fill: units of a buy and a sell order crossing at the resting order's price, written with the escrow order that
 * carries their delivery and its ledger entries in one transaction. The K-line's candles are built from these.
 */
export const matchFills = pgTable(
  'match_fills',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    buyOrderId: integer('buy_order_id')
      .notNull()
      .references(() => matchOrders.id),
    sellOrderId: integer('sell_order_id')
      .notNull()
      .references(() => matchOrders.id),
    takerSide: text('taker_side', { enum: ['buy', 'sell'] }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The escrow order (orders.id) the delivery goes through. */
    tradeOrderId: integer('trade_order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_fills_product_time_idx').on(t.productId, t.createdAt, t.id),
    index('match_fills_buy_idx').on(t.buyOrderId),
    index('match_fills_sell_idx').on(t.sellOrderId),
    check('match_fills_positive', sql`${t.price} > 0 and ${t.quantity} > 0`),
  ],
);
// ── end of auto-match ──
