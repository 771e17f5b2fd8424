DROP INDEX "orders_stage_completed_idx";--> statement-breakpoint
DROP INDEX "orders_completed_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || E'\n' || email)) STORED;--> statement-breakpoint
CREATE INDEX "orders_stage_completed_idx" ON "orders" USING btree ("stage","completed_at" DESC NULLS LAST,"order_number" DESC NULLS LAST) WHERE "orders"."stage" is not null;--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at" DESC NULLS LAST,"order_number" DESC NULLS LAST) WHERE "orders"."stage" is not null;