ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
DROP INDEX "refunds_pending_idx";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "expected_by" timestamp with time zone DEFAULT now() + interval '20 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" in ('requested', 'processing');--> statement-breakpoint
CREATE INDEX "refunds_failed_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'failed';--> statement-breakpoint
UPDATE "refunds" SET "status" = CASE WHEN "provider_ref" IS NULL THEN 'requested' ELSE 'processing' END WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "refunds" SET "expected_by" = "created_at" + interval '20 days';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'processing', 'done', 'failed'));