DROP INDEX "messages_user_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");