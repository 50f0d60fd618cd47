-- Fare rules of a package (API.md "Manage booking"); existing packages keep an open fare until an admin sets them.
ALTER TABLE "packages" ADD COLUMN "refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "change_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "refund_fee_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "refund_fee_within" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_fees_check" CHECK ("packages"."change_fee" >= 0 and "packages"."refund_fee_before" >= 0 and "packages"."refund_fee_within" >= 0);--> statement-breakpoint
-- Guests: a booking may have no account; everyone's booking has a contact.
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "bookings" b SET "contact_email" = u."email", "contact_phone" = u."personal_phone_number" FROM "users" u WHERE u."id" = b."user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_guest_idempotency_key" ON "bookings" USING btree ("contact_email","idempotency_key") WHERE "bookings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_guest_hold_idx" ON "bookings" USING btree ("contact_email") WHERE "bookings"."user_id" is null and "bookings"."status" = 'held';--> statement-breakpoint
-- The package's bag and rules as they were when the booking was made: they hold for that booking.
ALTER TABLE "booking_legs" ADD COLUMN "bag_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "change_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "refund_fee_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "refund_fee_within" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "booking_legs" l SET "bag_weight" = p."bag_weight" FROM "packages" p WHERE p."id" = l."package_id";--> statement-breakpoint
-- Passengers: names apart, type, documents, and the share of the adult fare they pay.
ALTER TABLE "booking_passengers" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "type" text DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "passport_expiry" date;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "fare_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
UPDATE "booking_passengers" SET
  "last_name" = regexp_replace(btrim("name"), '^.*\s', ''),
  "first_name" = CASE WHEN btrim("name") ~ '\s' THEN regexp_replace(btrim("name"), '\s+\S+$', '') ELSE '' END;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_type_check" CHECK ("booking_passengers"."type" in ('adult', 'child', 'infant'));--> statement-breakpoint
CREATE INDEX "booking_passengers_last_name_idx" ON "booking_passengers" USING btree (lower("last_name"));--> statement-breakpoint
-- A cancellation quote: what cancelling gives back, valid for a few minutes, confirmed once.
CREATE TABLE "cancellation_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_status" text NOT NULL,
	"refund_amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD CONSTRAINT "cancellation_quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_quotes_booking_idx" ON "cancellation_quotes" USING btree ("booking_id");
