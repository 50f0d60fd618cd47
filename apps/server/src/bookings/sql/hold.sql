-- The hold: the one source of the tarmac_hold function. The database runs this file's text: it is created anew at
-- every start-up, after the migrations (db/routines.ts), and a test compares the function the database holds with
-- this file. Change the hold here, nowhere else.
--
-- One round trip writes a held booking and takes its seats: it checks the limits against seat blocking under locks,
-- writes the booking, its legs, passengers, first event and audit entry, and takes the seats through the conditional
-- update, all in one statement's transaction. Its one argument (bookings.repo.ts createHold builds it):
--   pnr, userId (null for a guest), contactEmail, contactPhone, actorEmail, seated, total, idempotencyKey,
--   fingerprint, holdSeconds, language, guestMailbox and guestPhone (a guest's, normalised), clientAddress,
--   maxHolds, maxSeatsPerFlight, maxHoldsPerAddress (null: no limit), maxFlightPercent (null: no limit),
--   sellingStatuses (the statuses a flight is on sale in: flights.repo.ts SELLING_STATUSES, as onSale reads them),
--   legs: [{flightId, packageId, packageName, price, bagWeight, refundable, changeFee, refundFeeBefore, refundFeeWithin,
--          fareClass, fareBasis (null without a class), taxes (the leg's LegTaxes: zone, vatPercent, excise, embarkation), ladder ([{code, price, seats}] cheapest first; null: none),
--          closeLoadFactor, closeDays (the route's closing rules; null: none)}],
--   promoCode (upper case; null: none) and discount (whole taka, already taken off total),
--   passengers: [{name, title, firstName, lastName, type, dateOfBirth, passportNumber, passportExpiry, nationality, farePercent}].
-- Refusals are raised with their own codes, DETAIL holding the seconds until asking again may succeed:
--   TMH01 the owner has too many holds; TMH02 the owner holds too many seats on one flight; TMH03 sold out;
--   TMH04 too many unpaid holds from this client address in the last hour;
--   TMH05 too many seats of one flight wait for payment (HINT: the flight's id);
--   TMH06 the lowest open booking class of a leg is not the one priced (HINT: `leg index|class`, class empty: none);
--   TMH07 the promo code is used up or disabled.
CREATE OR REPLACE FUNCTION "tarmac_hold"(p jsonb)
RETURNS TABLE (id uuid, pnr text, created_at timestamptz, pay_by timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid := (p->>'userId')::uuid;
  v_mailbox text := p->>'guestMailbox';
  v_phone text := nullif(p->>'guestPhone', '');
  v_address text := p->>'clientAddress';
  v_seated int := (p->>'seated')::int;
  v_max_address int := (p->>'maxHoldsPerAddress')::int;
  v_max_percent int := (p->>'maxFlightPercent')::int;
  v_selling text[] := ARRAY(SELECT jsonb_array_elements_text(p->'sellingStatuses'));
  v_flights uuid[] := ARRAY(SELECT (e.leg->>'flightId')::uuid FROM jsonb_array_elements(p->'legs') AS e(leg));
  v_locks int[] := '{}';
  v_lock int;
  v_holds int;
  v_seats int;
  v_first timestamptz;
  v_flight uuid;
  v_capacity int;
  v_left int;
  v_departs timestamptz;
  v_booking record;
  v_leg record;
  v_sold jsonb;
  v_rule boolean;
  v_dearest bigint;
  v_code text;
  v_promo record;
BEGIN
  IF cardinality(v_flights) > 3 THEN
    RAISE EXCEPTION 'a booking has at most three flights';
  END IF;
  IF v_max_address IS NULL THEN
    v_address := NULL;
  END IF;

  -- One hold at a time per owner (the account; a guest's mailbox and phone number) and per client address while
  -- its limit is on: advisory locks, which unlike row locks write nothing, taken in one order so two holds never
  -- wait for each other.
  IF v_user IS NOT NULL THEN
    v_locks := v_locks || hashtext('account-holds:' || v_user::text);
  ELSE
    v_locks := v_locks || hashtext('guest-holds:' || v_mailbox);
    IF v_phone IS NOT NULL THEN
      v_locks := v_locks || hashtext('guest-phone-holds:' || v_phone);
    END IF;
  END IF;
  IF v_address IS NOT NULL THEN
    v_locks := v_locks || hashtext('address-holds:' || v_address);
  END IF;
  FOR v_lock IN SELECT DISTINCT k FROM unnest(v_locks) AS k ORDER BY k LOOP
    PERFORM pg_advisory_xact_lock(v_lock);
  END LOOP;

  -- The owner's live holds. Each kind of owner has its own query, which reads the owner's bookings through the
  -- owner's indexes and nothing else; status and deadline are checked on those few rows. Named in the scan,
  -- `status = 'held'` let the planner add a full read of a held-only index (every live hold of every owner), which
  -- it believed tiny: statistics never know the newest holds. The flights are named one by one (a booking has at
  -- most three): against a whole array PostgreSQL plans anew on every call, against three values it keeps one plan.
  -- A guest's holds are those of the mailbox and those of the phone number together.
  IF v_user IS NOT NULL THEN
    WITH owned AS MATERIALIZED (
      SELECT b.id, b.travellers, b.status, b.pay_by FROM bookings b WHERE b.user_id = v_user
    ), mine AS (SELECT owned.id, owned.travellers, owned.pay_by FROM owned WHERE owned.status = 'held' AND owned.pay_by > now())
    SELECT (SELECT count(*) FROM mine)::int, (SELECT min(mine.pay_by) FROM mine),
           coalesce((SELECT max(s) FROM (SELECT sum(mine.travellers) AS s FROM mine JOIN booking_legs l ON l.booking_id = mine.id
                                         WHERE l.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) GROUP BY l.flight_id) per_flight), 0)::int
      INTO v_holds, v_first, v_seats;
  ELSE
    WITH owned AS MATERIALIZED (
      SELECT b.id, b.travellers, b.status, b.pay_by FROM bookings b WHERE b.user_id IS NULL AND b.guest_mailbox = v_mailbox
      UNION
      SELECT b.id, b.travellers, b.status, b.pay_by FROM bookings b WHERE b.user_id IS NULL AND b.guest_phone = v_phone
    ), mine AS (SELECT owned.id, owned.travellers, owned.pay_by FROM owned WHERE owned.status = 'held' AND owned.pay_by > now())
    SELECT (SELECT count(*) FROM mine)::int, (SELECT min(mine.pay_by) FROM mine),
           coalesce((SELECT max(s) FROM (SELECT sum(mine.travellers) AS s FROM mine JOIN booking_legs l ON l.booking_id = mine.id
                                         WHERE l.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) GROUP BY l.flight_id) per_flight), 0)::int
      INTO v_holds, v_first, v_seats;
  END IF;
  IF v_holds >= (p->>'maxHolds')::int THEN
    RAISE EXCEPTION 'too many holds' USING ERRCODE = 'TMH01', DETAIL = ceil(extract(epoch FROM v_first - now()))::text;
  END IF;
  IF v_seats + v_seated > (p->>'maxSeatsPerFlight')::int THEN
    RAISE EXCEPTION 'too many held seats on one flight' USING ERRCODE = 'TMH02', DETAIL = ceil(extract(epoch FROM v_first - now()))::text;
  END IF;

  -- Unpaid holds made from this client address in the last hour (expired and cancelled ones too: a hold let go is
  -- a hold made; a paid one is never counted). Read through the address's index, oldest first, at most the limit.
  IF v_address IS NOT NULL THEN
    SELECT count(*)::int, min(recent.created_at) INTO v_holds, v_first FROM (
      SELECT b.created_at FROM bookings b
      WHERE b.client_address = v_address AND b.created_at > now() - interval '1 hour' AND b.ticketed_at IS NULL AND b.status <> 'ticketed'
      ORDER BY b.created_at LIMIT v_max_address
    ) recent;
    IF v_holds >= v_max_address THEN
      RAISE EXCEPTION 'too many unpaid holds from this address' USING ERRCODE = 'TMH04',
        DETAIL = ceil(extract(epoch FROM v_first + interval '1 hour' - now()))::text;
    END IF;
  END IF;

  -- A promo code (issue 31): its live uses (held or paid bookings) are counted under the code's own lock, so holds
  -- racing for its last use never pass its maximum.
  IF p->>'promoCode' IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('promo-uses:' || (p->>'promoCode')));
    SELECT c.max_uses, c.disabled_at INTO v_promo FROM promo_codes c WHERE c.code = p->>'promoCode';
    SELECT count(*)::int INTO v_holds FROM bookings b
    WHERE b.promo_code = p->>'promoCode' AND (b.status = 'ticketed' OR (b.status = 'held' AND b.pay_by > now()));
    IF v_promo.max_uses IS NULL OR v_promo.disabled_at IS NOT NULL OR v_holds >= v_promo.max_uses THEN
      RAISE EXCEPTION 'promo code used up' USING ERRCODE = 'TMH07';
    END IF;
  END IF;

  INSERT INTO bookings AS b (pnr, user_id, contact_email, contact_phone, travellers, total, idempotency_key, status, pay_by, language,
                             request_fingerprint, guest_mailbox, guest_phone, client_address, promo_code, discount)
  VALUES (p->>'pnr', v_user, p->>'contactEmail', p->>'contactPhone', v_seated, (p->>'total')::int, p->>'idempotencyKey', 'held',
          now() + make_interval(secs => (p->>'holdSeconds')::int), p->>'language', p->>'fingerprint',
          CASE WHEN v_user IS NULL THEN v_mailbox END, CASE WHEN v_user IS NULL THEN v_phone END, v_address,
          p->>'promoCode', coalesce((p->>'discount')::int, 0))
  RETURNING b.id, b.pnr, b.created_at, b.pay_by INTO v_booking;
  INSERT INTO booking_legs (booking_id, leg_index, flight_id, package_id, package_name, package_price, bag_weight,
                            refundable, change_fee, refund_fee_before, refund_fee_within, fare_class, fare_basis, taxes)
  SELECT v_booking.id, x.i - 1, (x.leg->>'flightId')::uuid, (x.leg->>'packageId')::uuid, x.leg->>'packageName', (x.leg->>'price')::int,
         (x.leg->>'bagWeight')::int, (x.leg->>'refundable')::boolean, (x.leg->>'changeFee')::int, (x.leg->>'refundFeeBefore')::int,
         (x.leg->>'refundFeeWithin')::int, x.leg->>'fareClass', x.leg->>'fareBasis', nullif(x.leg->'taxes', 'null'::jsonb)
  FROM jsonb_array_elements(p->'legs') WITH ORDINALITY AS x(leg, i);
  INSERT INTO booking_passengers (booking_id, passenger_index, name, title, first_name, last_name, type, date_of_birth,
                                  passport_number, passport_expiry, nationality, fare_percent)
  SELECT v_booking.id, x.i - 1, x.person->>'name', x.person->>'title', x.person->>'firstName', x.person->>'lastName', x.person->>'type',
         (x.person->>'dateOfBirth')::date, x.person->>'passportNumber', (x.person->>'passportExpiry')::date, x.person->>'nationality',
         (x.person->>'farePercent')::int
  FROM jsonb_array_elements(p->'passengers') WITH ORDINALITY AS x(person, i);
  INSERT INTO booking_events (booking_id, from_status, to_status, reason) VALUES (v_booking.id, NULL, 'held', 'Booked; seats held until payment.');
  -- A guest is named by the contact e-mail the booking belongs to.
  INSERT INTO audit_log (actor_id, actor_email, entity, entity_id, action, before, after)
  VALUES (v_user, p->>'actorEmail', 'booking', v_booking.id::text, 'status', NULL,
          jsonb_build_object('status', 'held', 'reason', 'Booked; seats held until payment.'));

  -- Seats last, in flight-id order (as every seat change), so the flight rows stay locked only until the commit.
  -- With the flight's row locked, the seats of its live holds (this one's included) are counted: holds of one flight
  -- wait for each other here, so two of them cannot both pass the share of its seats that may wait for payment.
  -- One hold alone always may (on a small plane a share can be less than one party).
  FOR v_flight IN SELECT f FROM unnest(v_flights) AS f ORDER BY f LOOP
    UPDATE flights SET seats_left = seats_left - v_seated
    WHERE flights.id = v_flight AND seats_left >= v_seated AND departs_at > now() AND flights.status = ANY (v_selling)
    RETURNING flights.seat_capacity, flights.seats_left, flights.departs_at INTO v_capacity, v_left, v_departs;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sold out' USING ERRCODE = 'TMH03';
    END IF;
    -- Booking classes (issue 31), with the flight's row locked, so holds of one flight decide one after another: the
    -- lowest open class of each leg's ladder must be the class it was priced in (fares/ and @tarmac/shared
    -- classStatuses decide the same way): not below the dearest class sold (nested), every class but the dearest
    -- closed while the route's rules say so (the load factor before this sale; the days left), with seats for the party.
    FOR v_leg IN SELECT x.leg, x.i FROM jsonb_array_elements(p->'legs') WITH ORDINALITY AS x(leg, i)
                 WHERE (x.leg->>'flightId')::uuid = v_flight AND jsonb_typeof(x.leg->'ladder') = 'array' LOOP
      v_rule := (v_leg.leg->>'closeLoadFactor' IS NOT NULL
                 AND (v_capacity - v_left - v_seated) * 100 >= (v_leg.leg->>'closeLoadFactor')::int * v_capacity)
             OR (v_leg.leg->>'closeDays' IS NOT NULL AND v_departs - now() < make_interval(days => (v_leg.leg->>'closeDays')::int));
      SELECT coalesce(jsonb_object_agg(s.code, s.sold), '{}'::jsonb) INTO v_sold FROM (
        SELECT l.fare_class AS code, sum(b.travellers) AS sold FROM booking_legs l JOIN bookings b ON b.id = l.booking_id
        WHERE l.flight_id = v_flight AND l.package_id = (v_leg.leg->>'packageId')::uuid AND l.fare_class IS NOT NULL
          AND l.cancelled_at IS NULL AND b.status IN ('held', 'ticketed') AND b.id <> v_booking.id
        GROUP BY l.fare_class) s;
      SELECT coalesce(max(c.i), 0) INTO v_dearest FROM jsonb_array_elements(v_leg.leg->'ladder') WITH ORDINALITY AS c(cls, i)
      WHERE coalesce((v_sold->>(c.cls->>'code'))::int, 0) > 0;
      v_code := NULL;
      SELECT c.cls->>'code' INTO v_code FROM jsonb_array_elements(v_leg.leg->'ladder') WITH ORDINALITY AS c(cls, i)
      WHERE c.i >= v_dearest AND (NOT v_rule OR c.i = jsonb_array_length(v_leg.leg->'ladder'))
        AND (c.cls->>'seats')::int - coalesce((v_sold->>(c.cls->>'code'))::int, 0) >= v_seated
      ORDER BY c.i LIMIT 1;
      IF v_code IS DISTINCT FROM (v_leg.leg->>'fareClass') THEN
        RAISE EXCEPTION 'the booking class changed' USING ERRCODE = 'TMH06', HINT = (v_leg.i - 1)::text || '|' || coalesce(v_code, '');
      END IF;
    END LOOP;
    IF v_max_percent IS NOT NULL THEN
      WITH legs AS MATERIALIZED (SELECT l.booking_id FROM booking_legs l WHERE l.flight_id = v_flight)
      SELECT coalesce(sum(b.travellers), 0)::int, min(b.pay_by) FILTER (WHERE b.id <> v_booking.id) INTO v_seats, v_first
      FROM legs JOIN bookings b ON b.id = legs.booking_id WHERE b.status = 'held' AND b.pay_by > now();
      IF v_seats > v_seated AND v_seats * 100 > v_capacity * v_max_percent THEN
        RAISE EXCEPTION 'too many seats of one flight wait for payment' USING ERRCODE = 'TMH05',
          DETAIL = ceil(extract(epoch FROM v_first - now()))::text, HINT = v_flight::text;
      END IF;
    END IF;
  END LOOP;

  RETURN QUERY SELECT v_booking.id, v_booking.pnr, v_booking.created_at, v_booking.pay_by;
END;
$$;
