ALTER TABLE "flights" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "estimated_departs_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_status_check" CHECK ("flights"."status" in ('scheduled', 'delayed', 'cancelled', 'departed', 'arrived'));