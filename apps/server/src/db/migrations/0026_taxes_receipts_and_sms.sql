CREATE TABLE "credit_notes" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"excise_domestic" integer NOT NULL,
	"excise_saarc" integer NOT NULL,
	"excise_asia" integer NOT NULL,
	"embarkation_fee" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_vat_check" CHECK ("tax_rates"."vat_basis_points" between 0 and 10000),
	CONSTRAINT "tax_rates_amounts_check" CHECK (least("tax_rates"."excise_domestic", "tax_rates"."excise_saarc", "tax_rates"."excise_asia", "tax_rates"."embarkation_fee") >= 0)
);
--> statement-breakpoint
CREATE TABLE "vat_receipts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "booking_legs" ADD COLUMN "check_in_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_receipts" ADD CONSTRAINT "vat_receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
-- Hand SQL (issue 33). The tax table's first row: the demo rates, in force since long before any booking.
INSERT INTO "tax_rates" ("effective_from", "vat_basis_points", "excise_domestic", "excise_saarc", "excise_asia", "embarkation_fee")
VALUES ('2000-01-01', 1500, 700, 1000, 2500, 500) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_counters" ("series", "last_number") VALUES ('receipt', 0), ('credit-note', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The legs sold before: the taxes the first row gives them (packages/shared/src/taxes.ts taxesForLeg, in SQL).
UPDATE "booking_legs" AS l SET "taxes" = jsonb_build_object(
  'zone', z.zone,
  'vatPercent', 15,
  'excise', CASE z.zone WHEN 'domestic' THEN 700 WHEN 'saarc' THEN 1000 ELSE 2500 END,
  'embarkation', CASE WHEN z.from_kind = 'domestic' AND z.to_kind <> 'domestic' THEN 500 ELSE 0 END)
FROM (
  SELECT f.id AS flight_id, fl.kind AS from_kind, tl.kind AS to_kind,
    CASE
      WHEN fl.kind = 'domestic' AND tl.kind = 'domestic' THEN 'domestic'
      WHEN (fl.kind = 'domestic' OR fl.time_zone IN ('Asia/Kolkata', 'Asia/Calcutta', 'Asia/Kathmandu', 'Asia/Katmandu', 'Asia/Thimphu', 'Asia/Thimbu', 'Asia/Colombo', 'Asia/Karachi', 'Indian/Maldives', 'Asia/Kabul'))
       AND (tl.kind = 'domestic' OR tl.time_zone IN ('Asia/Kolkata', 'Asia/Calcutta', 'Asia/Kathmandu', 'Asia/Katmandu', 'Asia/Thimphu', 'Asia/Thimbu', 'Asia/Colombo', 'Asia/Karachi', 'Indian/Maldives', 'Asia/Kabul')) THEN 'saarc'
      ELSE 'asia'
    END AS zone
  FROM "flights" f JOIN "locations" fl ON fl.id = f.from_id JOIN "locations" tl ON tl.id = f.to_id
) z
WHERE z.flight_id = l.flight_id AND l.taxes IS NULL;
