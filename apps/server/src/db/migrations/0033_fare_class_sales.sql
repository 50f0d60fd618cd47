CREATE TABLE "fare_class_sales" (
	"flight_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"fare_class" text NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fare_class_sales_flight_id_package_id_fare_class_pk" PRIMARY KEY("flight_id","package_id","fare_class")
);
--> statement-breakpoint
DROP INDEX "booking_legs_fare_class_idx";--> statement-breakpoint
ALTER TABLE "change_offers" ADD COLUMN "fare_class" text;--> statement-breakpoint
ALTER TABLE "change_offers" ADD COLUMN "fare_basis" text;--> statement-breakpoint
ALTER TABLE "fare_class_sales" ADD CONSTRAINT "fare_class_sales_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The seats sold per booking class so far, counted from the legs as reports/figures.repo.ts recountClassesSql counts
-- them (before this migration no change offer had a class).
INSERT INTO "fare_class_sales" ("flight_id", "package_id", "fare_class", "seats")
SELECT l.flight_id, l.package_id, l.fare_class, sum(b.travellers)::int
FROM booking_legs l JOIN bookings b ON b.id = l.booking_id
WHERE b.status IN ('held', 'ticketed') AND l.cancelled_at IS NULL AND l.fare_class IS NOT NULL
GROUP BY l.flight_id, l.package_id, l.fare_class;
