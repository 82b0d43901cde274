ALTER TABLE "agent_link_events" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_link_events_idempotency_key" ON "agent_link_events" USING btree ("link_id","idempotency_key");--> statement-breakpoint
-- Every account exists before its first posting (docs/adr/0014): the platform's, and each member's (members
-- registered from now on get theirs at registration), so moving money never has to create one first.
INSERT INTO "accounts" ("system_code", "asset", "created_at") SELECT code, asset, now() FROM (VALUES ('payment_gateway'), ('platform_fees'), ('escrow_pool')) AS c(code) CROSS JOIN (VALUES ('cny'), ('bean')) AS a(asset) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "asset", "created_at") SELECT u.id, a.asset, now() FROM "users" u CROSS JOIN (VALUES ('cny'), ('bean')) AS a(asset) ON CONFLICT DO NOTHING;
