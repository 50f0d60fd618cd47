CREATE TABLE "fare_closing_rules" (
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"load_factor_percent" integer,
	"days_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_closing_rules_from_id_to_id_pk" PRIMARY KEY("from_id","to_id")
);
--> statement-breakpoint
CREATE TABLE "fare_ladders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid,
	"to_id" uuid,
	"flight_id" uuid,
	"package_id" uuid NOT NULL,
	"classes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_ladders_scope_check" CHECK (("fare_ladders"."flight_id" is not null) or ("fare_ladders"."from_id" is not null and "fare_ladders"."to_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"max_uses" integer NOT NULL,
	"routes" jsonb,
	"min_travellers" integer,
	"disabled_at" timestamp with time zone,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100))
);
--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "fare_class" text;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "fare_basis" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_closing_rules" ADD CONSTRAINT "fare_closing_rules_from_id_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_closing_rules" ADD CONSTRAINT "fare_closing_rules_to_id_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_ladders" ADD CONSTRAINT "fare_ladders_from_id_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_ladders" ADD CONSTRAINT "fare_ladders_to_id_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_ladders" ADD CONSTRAINT "fare_ladders_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_ladders" ADD CONSTRAINT "fare_ladders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fare_ladders_flight_key" ON "fare_ladders" USING btree ("flight_id","package_id") WHERE "fare_ladders"."flight_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fare_ladders_route_key" ON "fare_ladders" USING btree ("from_id","to_id","package_id") WHERE "fare_ladders"."flight_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "booking_legs_fare_class_idx" ON "booking_legs" USING btree ("flight_id","package_id","fare_class") WHERE "booking_legs"."fare_class" is not null;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code","status") WHERE "bookings"."promo_code" is not null;