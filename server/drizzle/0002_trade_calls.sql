CREATE TABLE "block_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"trade_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"expires_on" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_trades_trade_type" CHECK ("block_trades"."trade_type" in (0, 1)),
	CONSTRAINT "block_trades_price_range" CHECK ("block_trades"."price_min" > 0 and "block_trades"."price_min" <= "block_trades"."price_max")
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_props" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"beans" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Hand-edited: existing rows are backfilled before the NOT NULL constraints (a demo database made by an earlier start).
ALTER TABLE "listings" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "listings" SET "refreshed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "refreshed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pinned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text;--> statement-breakpoint
-- The tags of src/machines/order.machine.ts and offline-trade.machine.ts at the time of this migration.
UPDATE "orders" SET "stage" = CASE
  WHEN "state_value" = '"awaitingPayment"'::jsonb THEN 'toPay'
  WHEN "state_value" ? 'awaitingShipment' THEN 'toShip'
  WHEN "state_value"->>'awaitingReceipt' = 'open' THEN 'toReceive'
  WHEN "state_value" ? 'awaitingReceipt' OR "state_value" = '"disputed"'::jsonb THEN 'afterSale'
  WHEN "state_value"->>'completed' = 'evaluating' THEN 'toEvaluate'
  WHEN "state_value" ? 'confirming' THEN 'toConfirm'
  ELSE 'ended' END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "stage" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD CONSTRAINT "block_trades_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trades" ADD CONSTRAINT "block_trades_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_props" ADD CONSTRAINT "listing_props_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_props" ADD CONSTRAINT "listing_props_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_trades_list_idx" ON "block_trades" USING btree ("expires_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_key" ON "invoice_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "listing_props_listing_idx" ON "listing_props" USING btree ("listing_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_props_idempotency_key" ON "listing_props" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_listing_idx" ON "orders" USING btree ("listing_id","id");