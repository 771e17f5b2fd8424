ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cwd_sample_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cwd_taken_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cwd_result" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cwd_result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cwd_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cwd_result_check" CHECK ("orders"."cwd_result" is null or "orders"."cwd_result" in ('not_detected', 'detected'));--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_kind_check" CHECK ("notification_deliveries"."kind" in ('confirmation', 'shop_new_order', 'ready', 'cwd_detected', 'shop_cwd_detected'));