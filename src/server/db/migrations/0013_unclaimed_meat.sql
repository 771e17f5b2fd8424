ALTER TABLE "orders" DROP CONSTRAINT "orders_stage_check";--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "storage_free_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "storage_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "storage_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unclaimed_disposition" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unclaimed_note" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "free_storage_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "storage_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "reminder_days" integer[] DEFAULT '{7,14}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "unclaimed_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_ready_on_idx" ON "orders" USING btree ("ready_on") WHERE "orders"."stage" = 'ready';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unclaimed_disposition_check" CHECK ("orders"."unclaimed_disposition" is null or "orders"."unclaimed_disposition" in ('donated', 'disposed', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_check" CHECK ("orders"."stage" is null or "orders"."stage" in ('submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'cancelled', 'unclaimed'));--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_kind_check" CHECK ("notification_deliveries"."kind" in ('confirmation', 'shop_new_order', 'ready', 'cwd_detected', 'shop_cwd_detected', 'pickup_reminder'));--> statement-breakpoint
-- Orders already ready count their days from when they became ready, with no fee: none was announced to them.
UPDATE "orders" SET
  "ready_on" = ("stage_changed_at" AT TIME ZONE coalesce((SELECT "time_zone" FROM "shop_settings" WHERE "id" = 1), 'America/Chicago'))::date,
  "storage_free_days" = coalesce((SELECT "free_storage_days" FROM "shop_settings" WHERE "id" = 1), 14),
  "storage_fee_cents" = 0
WHERE "stage" = 'ready' AND "stage_changed_at" IS NOT NULL;
