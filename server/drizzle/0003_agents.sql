CREATE TABLE "agent_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"actor_id" integer,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"initiator" text NOT NULL,
	"remark" text NOT NULL,
	"wants_default" boolean NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"stage" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_links_not_self" CHECK ("agent_links"."member_id" <> "agent_links"."agent_id")
);
--> statement-breakpoint
ALTER TABLE "agent_link_events" ADD CONSTRAINT "agent_link_events_link_id_agent_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."agent_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_link_events" ADD CONSTRAINT "agent_link_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_link_events_link_idx" ON "agent_link_events" USING btree ("link_id","id");--> statement-breakpoint
CREATE INDEX "agent_links_member_idx" ON "agent_links" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_links_agent_idx" ON "agent_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_one_live_per_pair" ON "agent_links" USING btree ("member_id","agent_id") WHERE "agent_links"."stage" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_one_default_per_member" ON "agent_links" USING btree ("member_id") WHERE "agent_links"."is_default";