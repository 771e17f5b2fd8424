ALTER TABLE "orders" ADD COLUMN "group_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id") WHERE "orders"."group_id" is not null;