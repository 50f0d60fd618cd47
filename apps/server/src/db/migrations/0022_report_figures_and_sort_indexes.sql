CREATE TABLE "flight_figures" (
	"flight_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_figures_flight_id_package_name_pk" PRIMARY KEY("flight_id","package_name")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_figures" ADD CONSTRAINT "flight_figures_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The figures of the bookings sold so far (reports/figures.repo.ts says what a booking counts for); from here on
-- the order's transitions keep them (bookings/lifecycle.ts).
INSERT INTO "flight_figures" ("flight_id", "package_name", "seats_sold", "revenue")
  SELECT l.flight_id, l.package_name, sum(b.travellers)::int, sum(b.travellers * l.package_price)::bigint
  FROM booking_legs l JOIN bookings b ON b.id = l.booking_id
  WHERE b.status = 'ticketed' AND l.cancelled_at IS NULL
  GROUP BY l.flight_id, l.package_name;--> statement-breakpoint
INSERT INTO "sales_days" ("day", "bookings", "seats", "revenue")
  SELECT (b.ticketed_at AT TIME ZONE 'Asia/Dhaka')::date, count(*)::int, sum(b.travellers * coalesce(legs.n, 0))::int, sum(b.total)::bigint
  FROM bookings b
  LEFT JOIN (SELECT booking_id, count(*)::int AS n FROM booking_legs WHERE cancelled_at IS NULL GROUP BY booking_id) legs ON legs.booking_id = b.id
  WHERE b.ticketed_at IS NOT NULL
  GROUP BY 1;--> statement-breakpoint
DROP INDEX "refunds_created_idx";--> statement-breakpoint
CREATE INDEX "bookings_pnr_id_idx" ON "bookings" USING btree ("pnr","id");--> statement-breakpoint
CREATE INDEX "bookings_status_id_idx" ON "bookings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bookings_travellers_id_idx" ON "bookings" USING btree ("travellers","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","status","amount");