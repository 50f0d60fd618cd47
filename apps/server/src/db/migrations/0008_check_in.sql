CREATE TABLE "cabin_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"letters" text NOT NULL,
	"extra_legroom_rows" integer[] DEFAULT '{}' NOT NULL,
	"exit_rows" integer[] DEFAULT '{}' NOT NULL,
	"blocked_seats" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabin_layouts_rows_check" CHECK ("cabin_layouts"."rows" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "flight_check_in" (
	"flight_id" uuid PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"gate" text,
	CONSTRAINT "flight_check_in_sequence_check" CHECK ("flight_check_in"."last_sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planes" (
	"plane_number" text PRIMARY KEY NOT NULL,
	"layout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"seat" text,
	"sequence" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"boarded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_check_in" ADD CONSTRAINT "flight_check_in_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes" ADD CONSTRAINT "planes_layout_id_cabin_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."cabin_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cabin_layouts_name_key" ON "cabin_layouts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_seat_key" ON "seat_assignments" USING btree ("flight_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_passenger_key" ON "seat_assignments" USING btree ("flight_id","booking_id","passenger_index");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_sequence_key" ON "seat_assignments" USING btree ("flight_id","sequence");--> statement-breakpoint
CREATE INDEX "seat_assignments_booking_idx" ON "seat_assignments" USING btree ("booking_id","leg_index");