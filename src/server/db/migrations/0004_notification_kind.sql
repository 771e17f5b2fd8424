ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_order_channel_key";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "kind" text DEFAULT 'confirmation' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_order_channel_kind_key" UNIQUE("order_id","channel","kind");--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_kind_check" CHECK ("notification_deliveries"."kind" in ('confirmation', 'shop_new_order'));