CREATE TABLE "bond_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trade_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"grade" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"margin_per_unit" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"stage" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bond_offers_trade_type" CHECK ("bond_offers"."trade_type" in (0, 1)),
	CONSTRAINT "bond_offers_quantity_positive" CHECK ("bond_offers"."quantity" > 0),
	CONSTRAINT "bond_offers_remaining_range" CHECK ("bond_offers"."remaining" >= 0 and "bond_offers"."remaining" <= "bond_offers"."quantity"),
	CONSTRAINT "bond_offers_price_positive" CHECK ("bond_offers"."price" > 0),
	CONSTRAINT "bond_offers_stage" CHECK ("bond_offers"."stage" in ('open', 'soldOut', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "bond_order_events" (
	"bond_order_id" integer NOT NULL,
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
CREATE TABLE "bond_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"taker_side" text NOT NULL,
	"product_id" integer NOT NULL,
	"grade" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"buyer_margin" bigint NOT NULL,
	"seller_margin" bigint NOT NULL,
	"express_company" text,
	"tracking_no" text,
	"dispute_reason" text,
	"decision_reason" text,
	"deadline_at" timestamp with time zone,
	"deadline_event" text,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bond_orders_two_sides" CHECK ("bond_orders"."buyer_id" <> "bond_orders"."seller_id"),
	CONSTRAINT "bond_orders_quantity_positive" CHECK ("bond_orders"."quantity" > 0),
	CONSTRAINT "bond_orders_amounts" CHECK ("bond_orders"."price" > 0 and "bond_orders"."amount" = "bond_orders"."price" * "bond_orders"."quantity" and "bond_orders"."buyer_margin" >= 0 and "bond_orders"."seller_margin" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bond_offers" ADD CONSTRAINT "bond_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_offers" ADD CONSTRAINT "bond_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_order_events" ADD CONSTRAINT "bond_order_events_bond_order_id_bond_orders_id_fk" FOREIGN KEY ("bond_order_id") REFERENCES "public"."bond_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_order_events" ADD CONSTRAINT "bond_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_orders" ADD CONSTRAINT "bond_orders_offer_id_bond_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bond_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_orders" ADD CONSTRAINT "bond_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_orders" ADD CONSTRAINT "bond_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_orders" ADD CONSTRAINT "bond_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_offers_list_idx" ON "bond_offers" USING btree ("stage","id");--> statement-breakpoint
CREATE INDEX "bond_offers_user_idx" ON "bond_offers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_offers_key" ON "bond_offers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bond_order_events_idx" ON "bond_order_events" USING btree ("bond_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_order_events_key" ON "bond_order_events" USING btree ("bond_order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bond_orders_buyer_idx" ON "bond_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "bond_orders_seller_idx" ON "bond_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "bond_orders_offer_idx" ON "bond_orders" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "bond_orders_stage_idx" ON "bond_orders" USING btree ("stage","id");--> statement-breakpoint
CREATE INDEX "bond_orders_deadline_idx" ON "bond_orders" USING btree ("deadline_at");