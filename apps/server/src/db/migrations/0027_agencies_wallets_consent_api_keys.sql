CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_status_check" CHECK ("agencies"."status" in ('active', 'suspended')),
	CONSTRAINT "agencies_credit_check" CHECK ("agencies"."credit_limit" >= 0),
	CONSTRAINT "agencies_commission_check" CHECK ("agencies"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agency_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"booking_id" uuid,
	"payment_id" text,
	"refund_id" text,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_ledger_kind_check" CHECK ("agency_ledger"."kind" in ('deposit', 'sale', 'commission', 'refund', 'adjustment')),
	CONSTRAINT "agency_ledger_amount_check" CHECK ("agency_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ledger" ADD CONSTRAINT "agency_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_registration_key" ON "agencies" USING btree (lower("registration_number"));--> statement-breakpoint
CREATE INDEX "agencies_created_id_idx" ON "agencies" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_api_keys_hash_key" ON "agency_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "agency_api_keys_agency_idx" ON "agency_api_keys" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_ledger_agency_idx" ON "agency_ledger" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "agency_ledger_booking_idx" ON "agency_ledger" USING btree ("booking_id") WHERE "agency_ledger"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "consent_requests_booking_idx" ON "consent_requests" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id","created_at","id") WHERE "bookings"."agency_id" is not null;--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_id") WHERE "users"."agency_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_agency_check" CHECK (("users"."role" = 'agent') = ("users"."agency_id" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'passenger', 'agent'));--> statement-breakpoint
-- The wallet's ledger is only ever added to: an entry is never changed or deleted, whatever code runs (decision
-- "agency money"). A correction is an `adjustment` entry of its own.
CREATE OR REPLACE FUNCTION agency_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agency_ledger entries are never changed or deleted; add an adjustment instead' USING ERRCODE = 'TMA01';
END;
$$;--> statement-breakpoint
CREATE TRIGGER agency_ledger_append_only BEFORE UPDATE OR DELETE ON "agency_ledger" FOR EACH ROW EXECUTE FUNCTION agency_ledger_append_only();
