CREATE TABLE "donation_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"pays" text NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"invoice_contact" text DEFAULT '' NOT NULL,
	"hold_for_cwd" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_programs_pays_check" CHECK ("donation_programs"."pays" in ('per_animal', 'per_pound', 'nothing')),
	CONSTRAINT "donation_programs_rate_check" CHECK ("donation_programs"."rate_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_pounds" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_program_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_pays" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_set_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_programs_name_key" ON "donation_programs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "orders_donation_program_idx" ON "orders" USING btree ("donation_program_id","checked_in_at") WHERE "orders"."donation_program_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_donation_check" CHECK (("orders"."donation" is null and "orders"."donation_program_id" is null)
        or ("orders"."donation" in ('all', 'part') and "orders"."donation_program_id" is not null
          and "orders"."donation_pays" in ('per_animal', 'per_pound', 'nothing') and "orders"."donation_rate_cents" >= 0
          and ("orders"."donation" = 'all' or "orders"."donation_pounds" > 0)));--> statement-breakpoint
-- Written by hand: orders (schema.ts) cannot name donation_programs (shop-schema.ts imports orders) in drizzle.
ALTER TABLE "orders" ADD CONSTRAINT "orders_donation_program_id_fkey" FOREIGN KEY ("donation_program_id") REFERENCES "donation_programs"("id");