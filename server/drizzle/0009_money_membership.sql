CREATE TABLE "account_opening_events" (
	"opening_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"detail" jsonb NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"card_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_out_events" (
	"cash_out_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"account" jsonb NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_outs_amount_positive" CHECK ("cash_outs"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_surrender_events" (
	"surrender_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_surrenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_surrenders_amount_positive" CHECK ("deposit_surrenders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"out_trade_no" text,
	"body" text NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_events" (
	"payment_order_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"coin_numbers" integer DEFAULT 0 NOT NULL,
	"detail" jsonb NOT NULL,
	"provider_trade_no" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text NOT NULL,
	"paid_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_purchase_events" (
	"purchase_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" smallint NOT NULL,
	"years" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text DEFAULT 'new' NOT NULL,
	"payment_type" text NOT NULL,
	"payment_order_id" integer,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "accounts_user_asset_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "purse" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "item" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- Entries are append-only (0006); naming what the existing ones were for is the one update they ever get.
ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_append_only";--> statement-breakpoint
UPDATE "journal_entries" SET "item" = CASE WHEN "idempotency_key" LIKE 'basket:anonymous:%' OR "idempotency_key" LIKE 'prop:%' THEN 'featureFee' WHEN "order_id" IS NOT NULL THEN 'order' WHEN "idempotency_key" LIKE 'seed:opening:%' OR "idempotency_key" LIKE 'bench:opening:%' THEN 'opening' ELSE 'other' END;--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_append_only";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_opening_events" ADD CONSTRAINT "account_opening_events_opening_id_account_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."account_openings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_opening_events" ADD CONSTRAINT "account_opening_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_openings" ADD CONSTRAINT "account_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_out_events" ADD CONSTRAINT "cash_out_events_cash_out_id_cash_outs_id_fk" FOREIGN KEY ("cash_out_id") REFERENCES "public"."cash_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_out_events" ADD CONSTRAINT "cash_out_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_surrender_events" ADD CONSTRAINT "deposit_surrender_events_surrender_id_deposit_surrenders_id_fk" FOREIGN KEY ("surrender_id") REFERENCES "public"."deposit_surrenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_surrender_events" ADD CONSTRAINT "deposit_surrender_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_surrenders" ADD CONSTRAINT "deposit_surrenders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_events" ADD CONSTRAINT "payment_order_events_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_events" ADD CONSTRAINT "payment_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchase_events" ADD CONSTRAINT "vip_purchase_events_purchase_id_vip_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."vip_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchase_events" ADD CONSTRAINT "vip_purchase_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_opening_events_idx" ON "account_opening_events" USING btree ("opening_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_opening_events_key" ON "account_opening_events" USING btree ("opening_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "account_openings_one_per_member" ON "account_openings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_default" ON "bank_cards" USING btree ("user_id","kind") WHERE "bank_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_no_twice" ON "bank_cards" USING btree ("user_id","kind","card_no");--> statement-breakpoint
CREATE INDEX "cash_out_events_idx" ON "cash_out_events" USING btree ("cash_out_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_out_events_key" ON "cash_out_events" USING btree ("cash_out_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_outs_user_idx" ON "cash_outs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cash_outs_stage_idx" ON "cash_outs" USING btree ("stage","id");--> statement-breakpoint
CREATE INDEX "deposit_surrender_events_idx" ON "deposit_surrender_events" USING btree ("surrender_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_surrender_events_key" ON "deposit_surrender_events" USING btree ("surrender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_surrenders_user_idx" ON "deposit_surrenders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_surrenders_stage_idx" ON "deposit_surrenders" USING btree ("stage","due_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no","id");--> statement-breakpoint
CREATE INDEX "payment_order_events_order_idx" ON "payment_order_events" USING btree ("payment_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_events_key" ON "payment_order_events" USING btree ("payment_order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_out_trade_no" ON "payment_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency" ON "payment_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payment_orders_stage_idx" ON "payment_orders" USING btree ("stage","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_trade_no" ON "sandbox_payments" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_out_trade_no" ON "sandbox_payments" USING btree ("channel","out_trade_no");--> statement-breakpoint
CREATE INDEX "sandbox_payments_notify_idx" ON "sandbox_payments" USING btree ("next_notify_at");--> statement-breakpoint
CREATE INDEX "vip_purchase_events_idx" ON "vip_purchase_events" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchase_events_key" ON "vip_purchase_events" USING btree ("purchase_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "vip_purchases_user_idx" ON "vip_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "vip_purchases_stage_idx" ON "vip_purchases" USING btree ("stage","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_one_active" ON "vip_purchases" USING btree ("user_id") WHERE "vip_purchases"."stage" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_payment_order" ON "vip_purchases" USING btree ("payment_order_id") WHERE "vip_purchases"."payment_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_asset_purse_key" ON "accounts" USING btree ("user_id","asset","purse");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_purse_of_asset" CHECK ("accounts"."asset" = 'cny' or "accounts"."purse" = 'main');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_way" text DEFAULT 'balance' NOT NULL;