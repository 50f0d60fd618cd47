DROP INDEX "refunds_created_idx";--> statement-breakpoint
CREATE INDEX "bookings_pnr_id_idx" ON "bookings" USING btree ("pnr","id");--> statement-breakpoint
CREATE INDEX "bookings_status_id_idx" ON "bookings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bookings_travellers_id_idx" ON "bookings" USING btree ("travellers","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","status","amount");