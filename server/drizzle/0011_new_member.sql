-- What a new member trips on (issue 25). Each part below says what it is for.
-- The catalogue kept by staff (issue 25, docs/adr/0037): where each variety's facts come from.
ALTER TABLE "products" ADD COLUMN "source" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Paying part of an order with gold beans (issue 25, docs/adr/0035): the whole beans the pay spent; pay_way paid the rest.
ALTER TABLE "orders" ADD COLUMN "paid_beans" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_beans_not_negative" CHECK ("orders"."paid_beans" >= 0);
--> statement-breakpoint
-- Search that forgives (issue 25, docs/adr/0036). search_pieces: what a forgiving search matches on, the 2-character
-- pieces of the query's words (庚申猴: 庚申, 申猴) or, when it has none (every word one character), its characters.
-- Built on search_grams, so text and query are cut alike: a row is found when its search_grams share any of them
-- (&&, answered by the same GIN index) and ranked by how many it shares.
CREATE OR REPLACE FUNCTION search_pieces(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(two) > 0 THEN two ELSE search_grams(t) END
  FROM (SELECT array(SELECT p FROM unnest(search_grams(t)) AS p WHERE char_length(p) = 2) AS two) AS pieces
$$;--> statement-breakpoint
-- A variety's name in pinyin (庚申年猴票: gengshennianhoupiao) and its initials (gsnhp), written by the server with
-- pinyin-pro (no database can compute them); their 1- and 2-character pieces in a GIN index as for the name.
ALTER TABLE "products" ADD COLUMN "name_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pinyin_grams" text[] GENERATED ALWAYS AS (search_grams(name_pinyin || ' ' || name_initials)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_pinyin_grams_idx" ON "products" USING gin ("pinyin_grams");
--> statement-breakpoint
-- An idempotency key belongs to one request of one member (issue 25, docs/adr/0033): the first request claims it.
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"object_id" text,
	"body_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
