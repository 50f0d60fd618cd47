CREATE TABLE "cabin_crew" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plane_number" text NOT NULL,
	"flight_number" text NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"platinum_price" integer NOT NULL,
	"gold_price" integer NOT NULL,
	"silver_price" integer NOT NULL,
	"departing_date" date NOT NULL,
	"departing_time" text NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"pilot_id" uuid,
	"cabin_crew_id" uuid,
	"seat_capacity" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_seats_check" CHECK ("flights"."seats_left" >= 0 and "flights"."seats_left" <= "flights"."seat_capacity"),
	CONSTRAINT "flights_prices_check" CHECK ("flights"."platinum_price" >= 0 and "flights"."gold_price" >= 0 and "flights"."silver_price" >= 0),
	CONSTRAINT "flights_route_check" CHECK ("flights"."from_id" <> "flights"."to_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tickit_price" integer NOT NULL,
	"image_id" text,
	"iata_code" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_kind_check" CHECK ("locations"."kind" in ('domestic', 'international')),
	CONSTRAINT "locations_price_check" CHECK ("locations"."tickit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"bag_weight" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"facility1" text DEFAULT '' NOT NULL,
	"facility2" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_tier_check" CHECK ("packages"."tier" in ('silver', 'gold', 'platinum'))
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"primary_mobile" text NOT NULL,
	"secondary_mobile" text DEFAULT '' NOT NULL,
	"blood_group" text DEFAULT '' NOT NULL,
	"weight_kg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_from_id_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_to_id_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_cabin_crew_id_cabin_crew_id_fk" FOREIGN KEY ("cabin_crew_id") REFERENCES "public"."cabin_crew"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_route_day_idx" ON "flights" USING btree ("from_id","to_id","departing_date");--> statement-breakpoint
CREATE INDEX "flights_created_idx" ON "flights" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "flights_pilot_idx" ON "flights" USING btree ("pilot_id");--> statement-breakpoint
CREATE INDEX "flights_crew_idx" ON "flights" USING btree ("cabin_crew_id");--> statement-breakpoint
CREATE INDEX "flights_to_idx" ON "flights" USING btree ("to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_day_key" ON "flights" USING btree ("flight_number","departing_date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_key" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "locations_kind_idx" ON "locations" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "travellers_user_idx" ON "travellers" USING btree ("user_id","created_at");