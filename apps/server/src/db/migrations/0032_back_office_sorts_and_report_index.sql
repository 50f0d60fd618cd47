DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_username_id_idx" ON "contact_messages" USING btree (lower("username"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_id_idx" ON "contact_messages" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "flights_plane_id_idx" ON "flights" USING btree ("plane_number","id");--> statement-breakpoint
CREATE INDEX "flights_capacity_id_idx" ON "flights" USING btree ("seat_capacity","id");--> statement-breakpoint
CREATE INDEX "flights_silver_price_id_idx" ON "flights" USING btree ("silver_price","id");--> statement-breakpoint
CREATE INDEX "flights_report_idx" ON "flights" USING btree ("departing_date","departs_at","flight_number","id","from_id","to_id","seat_capacity");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");