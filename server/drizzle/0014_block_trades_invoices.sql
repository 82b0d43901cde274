CREATE TABLE "block_trade_events" (
	"block_trade_id" integer NOT NULL,
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
CREATE TABLE "invoice_orders" (
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_orders_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_request_events" (
	"invoice_id" integer NOT NULL,
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
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_kind" CHECK ("invoice_titles"."kind" in ('personal', 'company'))
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "invoice_requests_order_key";--> statement-breakpoint
DROP INDEX "block_trades_list_idx";--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "state_value" jsonb DEFAULT '"listed"'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "context" jsonb DEFAULT '{"rejectReason": null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "stage" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trades" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "kind" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "invoice_code" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "state_value" jsonb DEFAULT '"requested"'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "context" jsonb DEFAULT '{"refuseReason": null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "stage" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trade_events" ADD CONSTRAINT "block_trade_events_block_trade_id_block_trades_id_fk" FOREIGN KEY ("block_trade_id") REFERENCES "public"."block_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_events" ADD CONSTRAINT "block_trade_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoice_requests_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_events" ADD CONSTRAINT "invoice_request_events_invoice_id_invoice_requests_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_events" ADD CONSTRAINT "invoice_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_trade_events_idx" ON "block_trade_events" USING btree ("block_trade_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_trade_events_key" ON "block_trade_events" USING btree ("block_trade_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_live_order" ON "invoice_orders" USING btree ("order_id") WHERE "invoice_orders"."live";--> statement-breakpoint
CREATE INDEX "invoice_request_events_idx" ON "invoice_request_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_events_key" ON "invoice_request_events" USING btree ("invoice_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE INDEX "block_trades_publisher_idx" ON "block_trades" USING btree ("publisher_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_buyer_idx" ON "invoice_requests" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_stage_idx" ON "invoice_requests" USING btree ("stage","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_invoice_no" ON "invoice_requests" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "block_trades_list_idx" ON "block_trades" USING btree ("stage","expires_on","id");--> statement-breakpoint
-- Rows written before this migration: a block trade on the list was listed; an invoice request (one order each) is
-- waiting for staff, for what its order's buyer paid. The defaults above filled them; new rows always name their own.
INSERT INTO "invoice_orders" ("invoice_id", "order_id", "live") SELECT "id", "order_id", true FROM "invoice_requests";--> statement-breakpoint
UPDATE "invoice_requests" SET "amount" = "orders"."amount" FROM "orders" WHERE "orders"."id" = "invoice_requests"."order_id";--> statement-breakpoint
ALTER TABLE "invoice_requests" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "block_trades" ALTER COLUMN "state_value" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "block_trades" ALTER COLUMN "context" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "block_trades" ALTER COLUMN "stage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "block_trades" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_requests" ALTER COLUMN "state_value" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_requests" ALTER COLUMN "context" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_requests" ALTER COLUMN "stage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_requests" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "block_trades" ADD CONSTRAINT "block_trades_quantity_positive" CHECK ("block_trades"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_amount_positive" CHECK ("invoice_requests"."amount" > 0);