ALTER TABLE "notification_attempts" ADD COLUMN "unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Tries recorded before the column: their error text began with describe-error.ts's marker.
UPDATE "notification_attempts" SET "unconfirmed" = true WHERE "outcome" = 'failed' AND "error" LIKE 'No answer in time, it may have gone out: %';
