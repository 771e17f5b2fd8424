ALTER TABLE "orders" ADD COLUMN "harvest_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "harvest_county" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hunter_address" text;--> statement-breakpoint
CREATE INDEX "orders_checked_in_idx" ON "orders" USING btree ("checked_in_at","order_number") WHERE "orders"."checked_in_at" is not null;