CREATE TABLE "agency_commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"from_id" uuid,
	"to_id" uuid,
	"fare_class" text,
	"basis_points" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_commission_rules_points_check" CHECK ("agency_commission_rules"."basis_points" between 0 and 10000),
	CONSTRAINT "agency_commission_rules_route_check" CHECK (("agency_commission_rules"."from_id" is null) = ("agency_commission_rules"."to_id" is null))
);
--> statement-breakpoint
ALTER TABLE "agency_commission_rules" ADD CONSTRAINT "agency_commission_rules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_rules" ADD CONSTRAINT "agency_commission_rules_from_id_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commission_rules" ADD CONSTRAINT "agency_commission_rules_to_id_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_commission_rules_agency_idx" ON "agency_commission_rules" USING btree ("agency_id");