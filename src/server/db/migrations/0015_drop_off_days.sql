CREATE TABLE "drop_off_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"first_day" date,
	"last_day" date,
	"weekdays" text[] DEFAULT '{}'::text[] NOT NULL,
	"deer_per_day" integer DEFAULT 0 NOT NULL,
	"hogs_per_day" integer DEFAULT 0 NOT NULL,
	"closed_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_off_settings_single_row" CHECK ("drop_off_settings"."id" = 1),
	CONSTRAINT "drop_off_settings_per_day_check" CHECK ("drop_off_settings"."deer_per_day" >= 0 and "drop_off_settings"."hogs_per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_off_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_off_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_drop_off_day_idx" ON "orders" USING btree ("drop_off_day","animal_type") WHERE "orders"."drop_off_day" is not null and "orders"."status" = 'completed';