-- The hold function now also answers the booking's total and the services it wrote (issue 30: the services asked with
-- a hold are checked, priced and written inside it). A changed result needs the old function dropped; the new one is
-- created from bookings/sql/hold.sql right after the migrations, at every start-up (db/routines.ts).
DROP FUNCTION IF EXISTS "tarmac_hold"(jsonb);
