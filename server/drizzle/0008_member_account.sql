CREATE TABLE "auth_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
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
CREATE TABLE "auth_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"papers" jsonb NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blacklist_not_self" CHECK ("blacklist"."user_id" <> "blacklist"."target_id")
);
--> statement-breakpoint
CREATE TABLE "receiving_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"true_name" text NOT NULL,
	"phone" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"county_id" integer NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"change" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "head_img" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alipay_account" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_trade_amount" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_disclosure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_application_events" ADD CONSTRAINT "auth_application_events_application_id_auth_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."auth_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_application_events" ADD CONSTRAINT "auth_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_applications" ADD CONSTRAINT "auth_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_addresses" ADD CONSTRAINT "receiving_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_logs" ADD CONSTRAINT "score_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_logs" ADD CONSTRAINT "score_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_application_events_app_idx" ON "auth_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_application_events_idempotency_key" ON "auth_application_events" USING btree ("application_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_applications_one_per_member" ON "auth_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_applications_stage_idx" ON "auth_applications" USING btree ("stage","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_pair" ON "blacklist" USING btree ("user_id","target_id");--> statement-breakpoint
CREATE INDEX "blacklist_target_idx" ON "blacklist" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "receiving_addresses_user_idx" ON "receiving_addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_addresses_one_default" ON "receiving_addresses" USING btree ("user_id") WHERE "receiving_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "score_logs_user_idx" ON "score_logs" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");