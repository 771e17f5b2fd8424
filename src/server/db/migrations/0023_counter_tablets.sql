CREATE TABLE "counter_tablets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_actor_kind_check";--> statement-breakpoint
CREATE UNIQUE INDEX "counter_tablets_token_hash_idx" ON "counter_tablets" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_kind_check" CHECK ("order_events"."actor_kind" in ('staff', 'customer', 'system', 'tablet'));