CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"last_message_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_ordered_pair" CHECK ("chat_conversations"."low_id" < "chat_conversations"."high_id")
);
--> statement-breakpoint
CREATE TABLE "chat_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"image_key" text,
	"offer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_lines_one_kind" CHECK (("chat_lines"."kind" = 'text' and "chat_lines"."text" is not null and "chat_lines"."image_key" is null and "chat_lines"."offer_id" is null) or ("chat_lines"."kind" = 'image' and "chat_lines"."image_key" is not null and "chat_lines"."text" is null and "chat_lines"."offer_id" is null) or ("chat_lines"."kind" = 'offer' and "chat_lines"."offer_id" is not null and "chat_lines"."text" is null and "chat_lines"."image_key" is null))
);
--> statement-breakpoint
CREATE TABLE "favourite_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"favourite_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by" text NOT NULL,
	"beans" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_code" text,
	"product_name" text,
	"target_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_subject" CHECK (("favourites"."kind" = 'variety' and "favourites"."product_code" is not null and "favourites"."target_id" is null) or ("favourites"."kind" = 'user' and "favourites"."target_id" is not null and "favourites"."target_id" <> "favourites"."user_id" and "favourites"."product_code" is null))
);
--> statement-breakpoint
CREATE TABLE "quotes_room_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_room_messages_content_length" CHECK (char_length("quotes_room_messages"."content") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"target_id" integer,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"beans" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"resent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_code" text,
	"product_name" text,
	"target_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"beans" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_subject" CHECK (("subscriptions"."kind" = 'variety' and "subscriptions"."product_code" is not null and "subscriptions"."target_id" is null) or ("subscriptions"."kind" = 'trader' and "subscriptions"."target_id" is not null and "subscriptions"."target_id" <> "subscriptions"."user_id" and "subscriptions"."product_code" is null))
);
--> statement-breakpoint
CREATE TABLE "watch_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_task_events" (
	"task_id" integer NOT NULL,
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
CREATE TABLE "watch_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"side" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"grade" text NOT NULL,
	"loose_edition" boolean DEFAULT false NOT NULL,
	"sms_notice" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"trade_way" text NOT NULL,
	"delivery_method" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_tasks_price_positive" CHECK ("watch_tasks"."price" > 0),
	CONSTRAINT "watch_tasks_quantity_positive" CHECK ("watch_tasks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_low_id_users_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_high_id_users_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_offer_id_listings_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_messages" ADD CONSTRAINT "favourite_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_messages" ADD CONSTRAINT "favourite_messages_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_terms" ADD CONSTRAINT "favourite_terms_favourite_id_favourites_id_fk" FOREIGN KEY ("favourite_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_terms" ADD CONSTRAINT "favourite_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes_room_messages" ADD CONSTRAINT "quotes_room_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_offers" ADD CONSTRAINT "subscription_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_offers" ADD CONSTRAINT "subscription_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_matches" ADD CONSTRAINT "watch_matches_task_id_watch_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."watch_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_matches" ADD CONSTRAINT "watch_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_matches" ADD CONSTRAINT "watch_matches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_task_events" ADD CONSTRAINT "watch_task_events_task_id_watch_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."watch_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_task_events" ADD CONSTRAINT "watch_task_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_tasks" ADD CONSTRAINT "watch_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_tasks" ADD CONSTRAINT "watch_tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_uq" ON "chat_conversations" USING btree ("low_id","high_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_high_idx" ON "chat_conversations" USING btree ("high_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_lines_client_uq" ON "chat_lines" USING btree ("from_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_lines_conversation_idx" ON "chat_lines" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_lines_unread_idx" ON "chat_lines" USING btree ("to_id","conversation_id") WHERE "chat_lines"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_messages_key" ON "favourite_messages" USING btree ("user_id","idempotency_key","target_id");--> statement-breakpoint
CREATE INDEX "favourite_messages_user_idx" ON "favourite_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_terms_key" ON "favourite_terms" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "favourite_terms_favourite_idx" ON "favourite_terms" USING btree ("favourite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_variety_key" ON "favourites" USING btree ("user_id","product_code") WHERE "favourites"."kind" = 'variety';--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_key" ON "favourites" USING btree ("user_id","target_id") WHERE "favourites"."kind" = 'user';--> statement-breakpoint
CREATE INDEX "favourites_due_idx" ON "favourites" USING btree ("expires_at") WHERE "favourites"."auto_renew";--> statement-breakpoint
CREATE INDEX "quotes_room_messages_user_idx" ON "quotes_room_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sms_records_user_idx" ON "sms_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_records_sent_key" ON "sms_records" USING btree ("user_id","idempotency_key","target_id") WHERE "sms_records"."direction" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_offers_key" ON "subscription_offers" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "subscription_offers_user_idx" ON "subscription_offers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_variety_key" ON "subscriptions" USING btree ("user_id","product_code") WHERE "subscriptions"."kind" = 'variety';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_trader_key" ON "subscriptions" USING btree ("user_id","target_id") WHERE "subscriptions"."kind" = 'trader';--> statement-breakpoint
CREATE INDEX "subscriptions_code_idx" ON "subscriptions" USING btree ("product_code") WHERE "subscriptions"."enabled";--> statement-breakpoint
CREATE INDEX "subscriptions_target_idx" ON "subscriptions" USING btree ("target_id") WHERE "subscriptions"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "watch_matches_task_listing_key" ON "watch_matches" USING btree ("task_id","listing_id");--> statement-breakpoint
CREATE INDEX "watch_matches_task_idx" ON "watch_matches" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "watch_task_events_idx" ON "watch_task_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_task_events_key" ON "watch_task_events" USING btree ("task_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "watch_tasks_user_idx" ON "watch_tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "watch_tasks_open_product_idx" ON "watch_tasks" USING btree ("product_id") WHERE "watch_tasks"."stage" in ('active', 'matched');--> statement-breakpoint
CREATE INDEX "watch_tasks_open_ends_idx" ON "watch_tasks" USING btree ("ends_at") WHERE "watch_tasks"."stage" in ('active', 'matched');