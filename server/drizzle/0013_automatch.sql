CREATE TABLE "match_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"buy_order_id" integer NOT NULL,
	"sell_order_id" integer NOT NULL,
	"taker_side" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"trade_order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_fills_positive" CHECK ("match_fills"."price" > 0 and "match_fills"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "match_order_events" (
	"match_order_id" integer NOT NULL,
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
CREATE TABLE "match_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"side" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	"filled_amount" bigint DEFAULT 0 NOT NULL,
	"listing_id" integer,
	"fee_beans" integer DEFAULT 0 NOT NULL,
	"priority" bigserial NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_orders_price_positive" CHECK ("match_orders"."price" > 0),
	CONSTRAINT "match_orders_filled_range" CHECK ("match_orders"."filled" >= 0 and "match_orders"."filled" <= "match_orders"."quantity"),
	CONSTRAINT "match_orders_sell_has_listing" CHECK (("match_orders"."side" = 'sell') = ("match_orders"."listing_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "match_fills" ADD CONSTRAINT "match_fills_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_fills" ADD CONSTRAINT "match_fills_buy_order_id_match_orders_id_fk" FOREIGN KEY ("buy_order_id") REFERENCES "public"."match_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_fills" ADD CONSTRAINT "match_fills_sell_order_id_match_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."match_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_fills" ADD CONSTRAINT "match_fills_trade_order_id_orders_id_fk" FOREIGN KEY ("trade_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_order_events" ADD CONSTRAINT "match_order_events_match_order_id_match_orders_id_fk" FOREIGN KEY ("match_order_id") REFERENCES "public"."match_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_order_events" ADD CONSTRAINT "match_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_orders" ADD CONSTRAINT "match_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_orders" ADD CONSTRAINT "match_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_orders" ADD CONSTRAINT "match_orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_fills_product_time_idx" ON "match_fills" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "match_fills_buy_idx" ON "match_fills" USING btree ("buy_order_id");--> statement-breakpoint
CREATE INDEX "match_fills_sell_idx" ON "match_fills" USING btree ("sell_order_id");--> statement-breakpoint
CREATE INDEX "match_order_events_idx" ON "match_order_events" USING btree ("match_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_order_events_key" ON "match_order_events" USING btree ("match_order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "match_orders_user_idx" ON "match_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "match_orders_book_idx" ON "match_orders" USING btree ("product_id","side","price","priority") WHERE "match_orders"."stage" in ('open', 'partiallyFilled');--> statement-breakpoint
CREATE INDEX "match_orders_open_expires_idx" ON "match_orders" USING btree ("expires_at") WHERE "match_orders"."stage" in ('open', 'partiallyFilled');