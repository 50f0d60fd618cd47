-- The hold function (0010, 0011) looked up the owner's live holds with `status = 'held' AND pay_by > now()` in the
-- scan. PostgreSQL then also read bookings_hold_expiry_idx whole (a bitmap AND with the owner's index): every live
-- hold of every owner, an index its statistics believed nearly empty. It planned the query anew on every call too,
-- for a CASE on the owner's kind and the flights as one array. Measured with pg_stat_statements in the hold
-- benchmark: 1.5 ms of execution and 0.4 ms of planning per hold. Now each kind of owner has its own query, which
-- reads only the owner's bookings, with a plan made once; status and deadline are checked on those rows.
-- Everything else is as in 0011.
CREATE OR REPLACE FUNCTION "tarmac_hold"(
  p_pnr text, p_user_id uuid, p_contact_email text, p_contact_phone text, p_actor_email text,
  p_seated int, p_total int, p_idempotency_key text, p_hold_seconds int, p_max_holds int, p_max_seats int,
  p_flights uuid[], p_packages uuid[], p_package_names text[], p_prices int[], p_bags int[],
  p_refundable boolean[], p_change_fees int[], p_fees_before int[], p_fees_within int[],
  p_names text[], p_titles text[], p_firsts text[], p_lasts text[], p_types text[], p_births date[],
  p_passports text[], p_expiries date[], p_nationalities text[], p_percents int[], p_language text
) RETURNS TABLE (id uuid, pnr text, created_at timestamptz, pay_by timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  v_holds int;
  v_seats int;
  v_flight uuid;
  v_booking record;
BEGIN
  -- One hold at a time per owner (the account, or a guest's e-mail): an advisory lock, which unlike a row lock
  -- writes nothing to the table.
  IF p_user_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('account-holds:' || p_user_id::text));
  ELSE
    PERFORM pg_advisory_xact_lock(hashtext('guest-holds:' || p_contact_email));
  END IF;
  -- The owner's live holds. Each kind of owner has its own query, which reads the owner's bookings through the
  -- owner's index (bookings_user_idx, or the guests' bookings_guest_idempotency_key) and nothing else; status and
  -- deadline are checked on those few rows. Named in the scan, `status = 'held'` let the planner add a full read
  -- of a held-only index (every live hold of every owner), which it believed tiny: statistics never know the
  -- newest holds. The flights are named one by one (a booking has at most three, MAX_TRIPS): against a whole
  -- array PostgreSQL plans anew on every call, against three values it keeps one plan.
  IF cardinality(p_flights) > 3 THEN
    RAISE EXCEPTION 'a booking has at most three flights';
  END IF;
  IF p_user_id IS NOT NULL THEN
    WITH owned AS MATERIALIZED (
      SELECT b.id, b.travellers, b.status, b.pay_by FROM bookings b WHERE b.user_id = p_user_id
    ), mine AS (SELECT owned.id, owned.travellers FROM owned WHERE owned.status = 'held' AND owned.pay_by > now())
    SELECT (SELECT count(*) FROM mine)::int,
           coalesce((SELECT max(s) FROM (SELECT sum(mine.travellers) AS s FROM mine JOIN booking_legs l ON l.booking_id = mine.id
                                         WHERE l.flight_id IN (p_flights[1], p_flights[2], p_flights[3]) GROUP BY l.flight_id) per_flight), 0)::int
      INTO v_holds, v_seats;
  ELSE
    WITH owned AS MATERIALIZED (
      SELECT b.id, b.travellers, b.status, b.pay_by FROM bookings b WHERE b.user_id IS NULL AND b.contact_email = p_contact_email
    ), mine AS (SELECT owned.id, owned.travellers FROM owned WHERE owned.status = 'held' AND owned.pay_by > now())
    SELECT (SELECT count(*) FROM mine)::int,
           coalesce((SELECT max(s) FROM (SELECT sum(mine.travellers) AS s FROM mine JOIN booking_legs l ON l.booking_id = mine.id
                                         WHERE l.flight_id IN (p_flights[1], p_flights[2], p_flights[3]) GROUP BY l.flight_id) per_flight), 0)::int
      INTO v_holds, v_seats;
  END IF;
  IF v_holds >= p_max_holds THEN
    RAISE EXCEPTION 'too many holds' USING ERRCODE = 'TMH01';
  END IF;
  IF v_seats + p_seated > p_max_seats THEN
    RAISE EXCEPTION 'too many held seats on one flight' USING ERRCODE = 'TMH02';
  END IF;

  INSERT INTO bookings AS b (pnr, user_id, contact_email, contact_phone, travellers, total, idempotency_key, status, pay_by, language)
  VALUES (p_pnr, p_user_id, p_contact_email, p_contact_phone, p_seated, p_total, p_idempotency_key, 'held',
          now() + make_interval(secs => p_hold_seconds), p_language)
  RETURNING b.id, b.pnr, b.created_at, b.pay_by INTO v_booking;
  INSERT INTO booking_legs (booking_id, leg_index, flight_id, package_id, package_name, package_price, bag_weight,
                            refundable, change_fee, refund_fee_before, refund_fee_within)
  SELECT v_booking.id, x.i - 1, x.flight, x.package, x.name, x.price, x.bag, x.refundable, x.change_fee, x.before, x.within
  FROM unnest(p_flights, p_packages, p_package_names, p_prices, p_bags, p_refundable, p_change_fees, p_fees_before, p_fees_within)
       WITH ORDINALITY AS x(flight, package, name, price, bag, refundable, change_fee, before, within, i);
  INSERT INTO booking_passengers (booking_id, passenger_index, name, title, first_name, last_name, type, date_of_birth,
                                  passport_number, passport_expiry, nationality, fare_percent)
  SELECT v_booking.id, x.i - 1, x.name, x.title, x.first, x.last, x.type, x.born, x.passport, x.expiry, x.nationality, x.percent
  FROM unnest(p_names, p_titles, p_firsts, p_lasts, p_types, p_births, p_passports, p_expiries, p_nationalities, p_percents)
       WITH ORDINALITY AS x(name, title, first, last, type, born, passport, expiry, nationality, percent, i);
  INSERT INTO booking_events (booking_id, from_status, to_status, reason) VALUES (v_booking.id, NULL, 'held', 'Booked; seats held until payment.');
  -- A guest is named by the contact e-mail the booking belongs to.
  INSERT INTO audit_log (actor_id, actor_email, entity, entity_id, action, before, after)
  VALUES (p_user_id, p_actor_email, 'booking', v_booking.id::text, 'status', NULL,
          jsonb_build_object('status', 'held', 'reason', 'Booked; seats held until payment.'));

  -- Seats last, in flight-id order (as every seat change), so the flight rows stay locked only until the commit.
  FOR v_flight IN SELECT f FROM unnest(p_flights) AS f ORDER BY f LOOP
    UPDATE flights SET seats_left = seats_left - p_seated
    WHERE flights.id = v_flight AND seats_left >= p_seated AND departs_at > now() AND flights.status IN ('scheduled', 'delayed');
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sold out' USING ERRCODE = 'TMH03';
    END IF;
  END LOOP;

  RETURN QUERY SELECT v_booking.id, v_booking.pnr, v_booking.created_at, v_booking.pay_by;
END;
$$;
