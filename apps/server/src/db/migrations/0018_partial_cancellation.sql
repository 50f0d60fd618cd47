ALTER TABLE "booking_legs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD COLUMN "passengers" jsonb;--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD COLUMN "legs" jsonb;