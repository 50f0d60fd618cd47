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
--   passengers: [{name, title, firstName, lastName, type, dateOfBirth, passportNumber, passportExpiry, nationality, farePercent}],
--   services (absent or empty: none), offered and priced by the server (services/hold-services.ts, by the rules of
--     services/services.ts; their prices are in total): [{i (the index asked), id, flight_id, leg_index, passenger_index,
--     code, kind (seat, bag, meal or assistance), seat (null but for a seat), price, bassinets (a BSCT's: the bassinet
--     positions of its leg's plane; else null)}].
-- It answers the booking's id, PNR, times and total, and the services as written (the argument's; [] without).
-- Refusals are raised with their own codes, DETAIL holding the seconds until asking again may succeed:
--   TMH01 the owner has too many holds; TMH02 the owner holds too many seats on one flight; TMH03 sold out;
--   TMH04 too many unpaid holds from this client address in the last hour;
--   TMH05 too many seats of one flight wait for payment (HINT: the flight's id);
--   TMH06 the lowest open booking class of a leg is not the one priced (HINT: `leg index|class`, class empty: none);
--   TMH07 the promo code is used up or disabled;
--   TMH08 a bassinet asked for has no position left on its flight (HINT: `notOffered|item index`);
--   TMH09 a seat asked for is taken by another traveller (HINT: the seat).
-- Its statements keep one plan each (plan_cache_mode): every read below goes through an index whatever the values, so
-- a plan made for the values of one call is no better than the generic one, while making it costs more than running
-- it.
CREATE OR REPLACE FUNCTION "tarmac_hold"(p jsonb)
RETURNS TABLE (id uuid, pnr text, created_at timestamptz, pay_by timestamptz, total int, services jsonb) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
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
  v_legs jsonb := p->'legs';
  v_leg jsonb;
  v_ladder jsonb;
  v_k int;
  v_c int;
  v_at int;
  v_classes int;
  v_sold_codes text[];
  v_sold int[];
  v_rule boolean;
  v_dearest int;
  v_laddered boolean := jsonb_path_exists(p->'legs', '$[*].ladder.type() ? (@ == "array")');
  v_classed boolean := jsonb_path_exists(p->'legs', '$[*].fareClass ? (@ != null)');
  v_code text;
  v_promo record;
  v_asked jsonb := coalesce(p->'services', '[]'::jsonb);
  v_refusal text;
  v_seats_asked text[];
  v_seat_flights uuid[];
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
    -- The seats sold per class are the kept counters (fare_class_sales), which every writer changes under this lock:
    -- one index read of the package's few rows; the ladder (a few classes) is then walked in PL/pgSQL, with no query.
    IF v_laddered THEN
      FOR v_k IN 0 .. jsonb_array_length(v_legs) - 1 LOOP
        v_leg := v_legs->v_k;
        CONTINUE WHEN (v_leg->>'flightId')::uuid IS DISTINCT FROM v_flight OR jsonb_typeof(v_leg->'ladder') IS DISTINCT FROM 'array';
        SELECT array_agg(s.fare_class), array_agg(s.seats) INTO v_sold_codes, v_sold FROM fare_class_sales s
        WHERE s.flight_id = v_flight AND s.package_id = (v_leg->>'packageId')::uuid;
        v_ladder := v_leg->'ladder';
        v_classes := jsonb_array_length(v_ladder);
        v_dearest := 0;
        FOR v_c IN 1 .. v_classes LOOP
          v_at := array_position(v_sold_codes, v_ladder->(v_c - 1)->>'code');
          IF v_sold[v_at] > 0 THEN
            v_dearest := v_c;
          END IF;
        END LOOP;
        v_rule := (v_leg->>'closeLoadFactor' IS NOT NULL AND (v_capacity - v_left - v_seated) * 100 >= (v_leg->>'closeLoadFactor')::int * v_capacity)
               OR (v_leg->>'closeDays' IS NOT NULL AND v_departs - now() < make_interval(days => (v_leg->>'closeDays')::int));
        v_code := NULL;
        FOR v_c IN greatest(v_dearest, 1) .. v_classes LOOP
          CONTINUE WHEN v_rule AND v_c < v_classes;
          v_at := array_position(v_sold_codes, v_ladder->(v_c - 1)->>'code');
          IF (v_ladder->(v_c - 1)->>'seats')::int - coalesce(v_sold[v_at], 0) >= v_seated THEN
            v_code := v_ladder->(v_c - 1)->>'code';
            EXIT;
          END IF;
        END LOOP;
        IF v_code IS DISTINCT FROM (v_leg->>'fareClass') THEN
          RAISE EXCEPTION 'the booking class changed' USING ERRCODE = 'TMH06', HINT = v_k::text || '|' || coalesce(v_code, '');
        END IF;
      END LOOP;
    END IF;
    -- The seats this hold sells in its classes count on the flight's counters (what expiry, cancellation and the
    -- other transitions give back: reports/figures.repo.ts says what a booking counts for in them): a plain update of
    -- the class's row (its key cannot be written meanwhile: every writer holds this flight's lock), the row written
    -- when the class has none yet. Cheaper than an upsert (which locks the row, then updates it).
    IF v_classed THEN
      FOR v_k IN 0 .. jsonb_array_length(v_legs) - 1 LOOP
        v_leg := v_legs->v_k;
        CONTINUE WHEN (v_leg->>'flightId')::uuid IS DISTINCT FROM v_flight OR v_leg->>'fareClass' IS NULL;
        UPDATE fare_class_sales AS s SET seats = s.seats + v_seated
        WHERE s.flight_id = v_flight AND s.package_id = (v_leg->>'packageId')::uuid AND s.fare_class = v_leg->>'fareClass';
        IF NOT FOUND THEN
          INSERT INTO fare_class_sales (flight_id, package_id, fare_class, seats) VALUES (v_flight, (v_leg->>'packageId')::uuid, v_leg->>'fareClass', v_seated);
        END IF;
      END LOOP;
    END IF;
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

  -- The services last (API.md "More than a seat"), offered and priced by the server before this call. What only the
  -- database knows is looked at here, under the seat-book lock of each flight with a seat or a bassinet asked
  -- (services.repo.ts lockSeatBooks: check-in and services added later take it too), taken in flight-id order after
  -- the flight rows, the order a late payment's revive takes them (bookings/lifecycle.ts ticket): that no other
  -- traveller has a seat chosen (a live service's or one given at check-in), and that the flight has a bassinet
  -- position left for each asked. Then they are written with the booking.
  -- Every read is an index probe for what was asked: the planner believes any JSON array holds 100 elements, and for
  -- 100 items it would rather hash every live service (or every flight) once than probe 100 times. So the flights are
  -- named one by one (a booking has at most three) and the seats asked for are an array.
  IF jsonb_array_length(v_asked) > 0 THEN
    SELECT ARRAY(SELECT DISTINCT (x.item->>'flight_id')::uuid FROM jsonb_array_elements(v_asked) AS x(item)
                 WHERE x.item->>'seat' IS NOT NULL OR x.item->>'code' = 'BSCT' ORDER BY 1),
           ARRAY(SELECT x.item->>'seat' FROM jsonb_array_elements(v_asked) AS x(item) WHERE x.item->>'seat' IS NOT NULL)
      INTO v_seat_flights, v_seats_asked;
    FOREACH v_flight IN ARRAY v_seat_flights LOOP
      PERFORM pg_advisory_xact_lock(hashtext('seat-book:' || v_flight::text));
    END LOOP;
    IF cardinality(v_seats_asked) > 0 THEN
      v_code := NULL;
      SELECT x.seat INTO v_code FROM jsonb_to_recordset(v_asked) AS x(i int, flight_id uuid, seat text)
      JOIN (SELECT t.flight_id, t.seat FROM booking_services t
            WHERE t.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) AND t.seat = ANY (v_seats_asked) AND t.seat IS NOT NULL
              AND t.status IN ('held', 'issued')
            UNION ALL
            SELECT t.flight_id, t.seat FROM seat_assignments t
            WHERE t.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) AND t.seat = ANY (v_seats_asked)) taken
        ON taken.flight_id = x.flight_id AND taken.seat = x.seat
      ORDER BY x.i LIMIT 1;
      IF v_code IS NOT NULL THEN
        RAISE EXCEPTION 'a seat asked for is taken' USING ERRCODE = 'TMH09', HINT = v_code;
      END IF;
    END IF;
    IF v_asked @> '[{"code": "BSCT"}]' THEN
      -- The bassinets asked on a flight and those its live services have, against its plane's positions.
      SELECT 'notOffered|' || b.first INTO v_refusal FROM (
        SELECT x.flight_id, count(*) AS asked, max(x.bassinets) AS positions, min(x.i) AS first
        FROM jsonb_to_recordset(v_asked) AS x(i int, flight_id uuid, code text, bassinets int)
        WHERE x.code = 'BSCT' GROUP BY x.flight_id
      ) b
      WHERE b.asked + (SELECT count(*) FROM booking_services t WHERE t.flight_id = b.flight_id AND t.kind = 'assistance' AND t.code = 'BSCT'
                                                               AND t.status IN ('held', 'issued')) > b.positions
      ORDER BY b.first LIMIT 1;
      IF v_refusal IS NOT NULL THEN
        RAISE EXCEPTION 'no bassinet position left' USING ERRCODE = 'TMH08', HINT = v_refusal;
      END IF;
    END IF;
    INSERT INTO booking_services (id, booking_id, flight_id, leg_index, passenger_index, code, kind, seat, price, status)
    SELECT a.id, v_booking.id, a.flight_id, a.leg_index, a.passenger_index, a.code, a.kind, a.seat, a.price, 'held'
    FROM jsonb_to_recordset(v_asked) AS a(id uuid, flight_id uuid, leg_index int, passenger_index int, code text, kind text, seat text, price int);
  END IF;

  RETURN QUERY SELECT v_booking.id, v_booking.pnr, v_booking.created_at, v_booking.pay_by, (p->>'total')::int, v_asked;
END;
$$;
