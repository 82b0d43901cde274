import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
    /** Annual VIP grade bought separately from the level (0 none). */
    vipLevel: smallint('vip_level').notNull().default(0),
    /** Credit line in fen that lets trading go beyond the balance. */
    credit: integer('credit').notNull().default(0),
    personalScore: integer('personal_score').notNull().default(0),
    dealTimes: integer('deal_times').notNull().default(0),
    agent: boolean('agent').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
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
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_user_idx').on(t.userId)],
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
  },
  (t) => [uniqueIndex('products_code_exterior_key').on(t.code, t.exterior), index('products_category_idx').on(t.categoryId)],
);

export const sysSettings = pgTable('sys_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// Double-entry ledger (design/architecture.md, Money).
export const assets = ['cny', 'bean'] as const;
export type Asset = (typeof assets)[number];

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Set for a member's account; null for a system account. */
    userId: integer('user_id').references(() => users.id),
    /** Set for a system account, e.g. payment_gateway; null for a member's account. */
    systemCode: text('system_code'),
    asset: text('asset', { enum: assets }).notNull(),
    /** Cached sum of this account's postings, updated in the same transaction as the postings. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_user_asset_key').on(t.userId, t.asset),
    uniqueIndex('accounts_system_asset_key').on(t.systemCode, t.asset),
    check('accounts_one_owner', sql`(${t.userId} is null) <> (${t.systemCode} is null)`),
    // The last line of defence: a member's balance never goes below zero whatever the code does.
    check('accounts_user_not_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_entries_idempotency_key').on(t.idempotencyKey)],
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
  (t) => [index('postings_entry_idx').on(t.entryId), index('postings_account_idx').on(t.accountId)],
);
