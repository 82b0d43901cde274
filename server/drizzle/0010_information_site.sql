-- The information site's search (issue 15, docs/adr/0029): every 1- and 2-character piece of each word, lower-cased.
-- A stored column of them with a GIN index answers "contains 猴票" (column @> search_grams('猴票')) for a query of any
-- length, two-character Chinese included, where pg_trgm needs three characters. The same function reads the query,
-- so the text and the query are cut the same way; ILIKE then checks the words are really next to each other.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(w, i, n)), '{}')
  FROM regexp_split_to_table(lower(coalesce(t, '')), '[[:space:][:punct:]]+') AS w,
       generate_series(1, 2) AS n,
       generate_series(1, char_length(w) - n + 1) AS i
  WHERE w <> ''
$$;--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complainant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"respondent_id" integer,
	"order_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decision" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"author_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(title)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "punishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"complaint_id" integer,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "grade" text DEFAULT '全品' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "flaws" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pieces" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(name || ' ' || code)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(user_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_id_users_id_fk" FOREIGN KEY ("complainant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("pinned","published_at");--> statement-breakpoint
CREATE INDEX "complaints_state_idx" ON "complaints" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "complaints_complainant_idx" ON "complaints" USING btree ("complainant_id","id");--> statement-breakpoint
CREATE INDEX "complaints_respondent_idx" ON "complaints" USING btree ("respondent_id","id");--> statement-breakpoint
CREATE INDEX "help_articles_section_idx" ON "help_articles" USING btree ("section","sort");--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_search_grams_idx" ON "news" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "punishments_user_idx" ON "punishments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "punishments_started_idx" ON "punishments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "site_links_kind_idx" ON "site_links" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin ("search_grams");