CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id","at","id");--> statement-breakpoint
-- Issue 35: a flight's revenue is money (paid payments less refunds, shared over a booking's legs by package price),
-- no longer travellers × package price. The kept figures are counted again as reports/figures.repo.ts now says.
DELETE FROM "flight_figures";
--> statement-breakpoint
INSERT INTO "flight_figures" ("flight_id", "package_name", "seats_sold", "revenue")
SELECT s.flight_id, s.package_name, sum(s.seats)::int, sum(s.revenue)::bigint
FROM (
  WITH money AS (
    SELECT b.id, b.status, b.travellers,
           coalesce((SELECT sum(p.amount) FROM payments p WHERE p.booking_id = b.id AND p.status = 'paid'), 0)
             - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = b.id), 0) AS net
    FROM bookings b
    WHERE b.ticketed_at IS NOT NULL
  ), legs AS (
    SELECT l.flight_id, l.package_name, l.package_price::numeric AS price, m.net::numeric AS net,
           CASE WHEN m.status = 'ticketed' AND l.cancelled_at IS NULL THEN m.travellers ELSE 0 END AS seats,
           sum(l.package_price::numeric) OVER (PARTITION BY l.booking_id ORDER BY l.leg_index) AS upto,
           sum(l.package_price::numeric) OVER (PARTITION BY l.booking_id) AS whole
    FROM booking_legs l JOIN money m ON m.id = l.booking_id
  )
  SELECT flight_id, package_name, seats,
         (CASE WHEN whole > 0 THEN floor(net * upto / whole) - floor(net * (upto - price) / whole) ELSE 0 END)::bigint AS revenue
  FROM legs
) s
GROUP BY s.flight_id, s.package_name;
