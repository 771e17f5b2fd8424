ALTER TABLE "orders" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "harvest_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "harvest_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "state" text;