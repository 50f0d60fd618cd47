-- Word search by trigrams (pg_trgm: a trusted extension on PostgreSQL 13+; the embedded database loads the one PGlite ships).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_passengers_name_idx" ON "booking_passengers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "bookings_search_idx" ON "bookings" USING gin (("pnr" || ' ' || "status" || ' ' || "contact_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_ticketed_user_idx" ON "bookings" USING btree ("user_id") WHERE "bookings"."status" = 'ticketed';--> statement-breakpoint
CREATE INDEX "bookings_ticketed_at_idx" ON "bookings" USING btree ("ticketed_at","id","travellers","total") WHERE "bookings"."ticketed_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("username" || ' ' || "phone" || ' ' || "email" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flights_departing_date_idx" ON "flights" USING btree ("departing_date","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("name" || ' ' || "email" || ' ' || "role" || ' ' || "personal_phone_number" || ' ' || "national_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");