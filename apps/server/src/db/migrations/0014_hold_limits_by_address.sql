ALTER TABLE "bookings" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_mailbox" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "bookings_guest_mailbox_idx" ON "bookings" USING btree ("guest_mailbox") WHERE "bookings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_guest_phone_idx" ON "bookings" USING btree ("guest_phone") WHERE "bookings"."user_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_client_address_idx" ON "bookings" USING btree ("client_address","created_at") WHERE "bookings"."client_address" is not null;--> statement-breakpoint
-- The live guest holds count for their mailbox and phone from now on, normalised as bookings/guest-owner.ts does.
UPDATE "bookings" SET
  "guest_mailbox" = CASE WHEN split_part("contact_email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("contact_email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower("contact_email"), '@', 1), '+', 1) || '@' || split_part(lower("contact_email"), '@', 2) END,
  "guest_phone" = right(regexp_replace("contact_phone", '\D', '', 'g'), 10)
WHERE "user_id" IS NULL AND "status" = 'held';--> statement-breakpoint
-- The hold function now takes one jsonb argument and is created from bookings/sql/hold.sql at every start-up (db/routines.ts).
DROP FUNCTION IF EXISTS "tarmac_hold"(text, uuid, text, text, text, int, int, text, int, int, int, uuid[], uuid[], text[], int[], int[],
  boolean[], int[], int[], int[], text[], text[], text[], text[], text[], date[], text[], date[], text[], int[], text);
