CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_kind_check" CHECK ("booking_changes"."kind" in ('flight', 'name', 'cancellation'))
);
--> statement-breakpoint
CREATE TABLE "change_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"from_flight_id" uuid NOT NULL,
	"to_flight_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"package_price" integer NOT NULL,
	"bag_weight" integer DEFAULT 0 NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"change_fee" integer DEFAULT 0 NOT NULL,
	"refund_fee_before" integer DEFAULT 0 NOT NULL,
	"refund_fee_within" integer DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"fare_difference" integer NOT NULL,
	"change_fee_total" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_offers_status_check" CHECK ("change_offers"."status" in ('open', 'accepted', 'expired', 'superseded')),
	CONSTRAINT "change_offers_money_check" CHECK ("change_offers"."fare_difference" >= 0 and "change_offers"."change_fee_total" >= 0 and "change_offers"."total" = "change_offers"."fare_difference" + "change_offers"."change_fee_total")
);
--> statement-breakpoint
CREATE TABLE "voided_tickets" (
	"number" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"leg_index" integer NOT NULL,
	"change_id" uuid,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_offer_id" text;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_offers" ADD CONSTRAINT "change_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_offers" ADD CONSTRAINT "change_offers_from_flight_id_flights_id_fk" FOREIGN KEY ("from_flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_offers" ADD CONSTRAINT "change_offers_to_flight_id_flights_id_fk" FOREIGN KEY ("to_flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_offers" ADD CONSTRAINT "change_offers_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_tickets" ADD CONSTRAINT "voided_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "change_offers_booking_idx" ON "change_offers" USING btree ("booking_id","leg_index");--> statement-breakpoint
CREATE INDEX "change_offers_open_idx" ON "change_offers" USING btree ("expires_at") WHERE "change_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "voided_tickets_booking_idx" ON "voided_tickets" USING btree ("booking_id");