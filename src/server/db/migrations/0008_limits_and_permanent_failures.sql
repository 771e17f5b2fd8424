CREATE TABLE "limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "failed_permanently" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "limit_hits_bucket_key_created_at_idx" ON "limit_hits" USING btree ("bucket","key","created_at");