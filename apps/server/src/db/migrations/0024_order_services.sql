CREATE SEQUENCE "public"."service_document_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"flight_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"seat" text,
	"price" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"document_number" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "booking_services_kind_check" CHECK ("booking_services"."kind" in ('seat', 'bag', 'meal', 'assistance')),
	CONSTRAINT "booking_services_status_check" CHECK ("booking_services"."status" in ('held', 'issued', 'cancelled', 'refunded')),
	CONSTRAINT "booking_services_price_check" CHECK ("booking_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"tier" text,
	"from_id" uuid,
	"to_id" uuid,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_prices_price_check" CHECK ("service_prices"."price" >= 0),
	CONSTRAINT "service_prices_kind_check" CHECK ("service_prices"."kind" in ('seat', 'bag', 'meal'))
);
--> statement-breakpoint
ALTER TABLE "cabin_layouts" ADD COLUMN "bassinet_seats" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_from_id_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_to_id_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_services_seat_key" ON "booking_services" USING btree ("flight_id","seat") WHERE "booking_services"."seat" is not null and "booking_services"."status" in ('held', 'issued');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_services_one_seat_key" ON "booking_services" USING btree ("booking_id","leg_index","passenger_index") WHERE "booking_services"."kind" = 'seat' and "booking_services"."status" in ('held', 'issued');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_services_document_key" ON "booking_services" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "booking_services_booking_idx" ON "booking_services" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_services_flight_idx" ON "booking_services" USING btree ("flight_id","kind") WHERE "booking_services"."status" in ('held', 'issued');--> statement-breakpoint
CREATE INDEX "booking_services_payment_idx" ON "booking_services" USING btree ("payment_id") WHERE "booking_services"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_services_issued_idx" ON "booking_services" USING btree ("issued_at") WHERE "booking_services"."issued_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_prices_key" ON "service_prices" USING btree ("kind","code",coalesce("tier", ''),coalesce("from_id"::text, ''),coalesce("to_id"::text, ''));--> statement-breakpoint
-- The first prices (whole taka; the admin changes them at /api/admin/service-prices): seats by kind on silver and
-- gold (platinum seats are free), extra bags on any route (cheaper than the airports' BDT 100-350 per kg), meals.
INSERT INTO "service_prices" ("kind", "code", "tier", "price") VALUES
  ('seat', 'standard', 'silver', 300), ('seat', 'front', 'silver', 500), ('seat', 'extraLegroom', 'silver', 900),
  ('seat', 'standard', 'gold', 200), ('seat', 'front', 'gold', 350), ('seat', 'extraLegroom', 'gold', 600),
  ('bag', 'XBAG5', NULL, 450), ('bag', 'XBAG10', NULL, 850), ('bag', 'XBAG20', NULL, 1600),
  ('meal', 'MOML', NULL, 550), ('meal', 'HNML', NULL, 550), ('meal', 'VGML', NULL, 550), ('meal', 'CHML', NULL, 450);
