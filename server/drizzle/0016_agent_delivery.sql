CREATE TABLE "agent_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"side" text NOT NULL,
	"fee" bigint NOT NULL,
	"instruction" text NOT NULL,
	"grade" text NOT NULL,
	"quantity" integer NOT NULL,
	"checked_quantity" integer,
	"checked_grade" text,
	"problem" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outbound_express" text,
	"outbound_tracking" text,
	"agent_address" jsonb,
	"forward_address" jsonb,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_deliveries_two_people" CHECK ("agent_deliveries"."member_id" <> "agent_deliveries"."agent_id"),
	CONSTRAINT "agent_deliveries_side" CHECK ("agent_deliveries"."side" in ('buyer', 'seller')),
	CONSTRAINT "agent_deliveries_instruction" CHECK ("agent_deliveries"."instruction" in ('forward', 'hold')),
	CONSTRAINT "agent_deliveries_fee" CHECK ("agent_deliveries"."fee" >= 0),
	CONSTRAINT "agent_deliveries_quantity_positive" CHECK ("agent_deliveries"."quantity" > 0),
	CONSTRAINT "agent_deliveries_stage" CHECK ("agent_deliveries"."stage" in ('draft', 'awaitingArrival', 'arrived', 'problem', 'inspected', 'held', 'returning', 'forwarded', 'returned', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "agent_delivery_events" (
	"agent_delivery_id" integer NOT NULL,
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
CREATE TABLE "agent_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"payout_card_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_settings_fee_range" CHECK ("agent_settings"."fee" >= 0 and "agent_settings"."fee" <= 1000000)
);
--> statement-breakpoint
ALTER TABLE "agent_deliveries" ADD CONSTRAINT "agent_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_deliveries" ADD CONSTRAINT "agent_deliveries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_deliveries" ADD CONSTRAINT "agent_deliveries_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_delivery_events" ADD CONSTRAINT "agent_delivery_events_agent_delivery_id_agent_deliveries_id_fk" FOREIGN KEY ("agent_delivery_id") REFERENCES "public"."agent_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_delivery_events" ADD CONSTRAINT "agent_delivery_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_payout_card_id_bank_cards_id_fk" FOREIGN KEY ("payout_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_deliveries_order_key" ON "agent_deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "agent_deliveries_member_idx" ON "agent_deliveries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_deliveries_agent_idx" ON "agent_deliveries" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_deliveries_agent_stage_idx" ON "agent_deliveries" USING btree ("agent_id","stage");--> statement-breakpoint
CREATE INDEX "agent_delivery_events_idx" ON "agent_delivery_events" USING btree ("agent_delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_delivery_events_key" ON "agent_delivery_events" USING btree ("agent_delivery_id","idempotency_key");