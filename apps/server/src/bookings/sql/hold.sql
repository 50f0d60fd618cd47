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
--   services (absent or empty: none): [{code, kind (seat, bag, meal or assistance), legIndex, passengerIndex, seat}] as asked,
--     with each leg's tier (silver, gold or platinum) and international (true when it starts or ends abroad) in legs,
--     defaultLayout (the cabin of a plane without a layout: @tarmac/shared DEFAULT_CABIN_LAYOUT) and frontRows (FRONT_ROWS).
-- It answers the booking's id, PNR, times, total (services included) and its services as written
-- ([{id, code, kind, legIndex, passengerIndex, seat, price}] by leg, passenger, then as asked; [] without).
-- Refusals are raised with their own codes, DETAIL holding the seconds until asking again may succeed:
--   TMH01 the owner has too many holds; TMH02 the owner holds too many seats on one flight; TMH03 sold out;
--   TMH04 too many unpaid holds from this client address in the last hour;
--   TMH05 too many seats of one flight wait for payment (HINT: the flight's id);
--   TMH06 the lowest open booking class of a leg is not the one priced (HINT: `leg index|class`, class empty: none);
--   TMH07 the promo code is used up or disabled;
--   TMH08 a service asked for is not offered (HINT: `notOffered|item index`, `seatTwice|item index` (a second seat for one
--         passenger on one leg), `seatShape|item index` (a seat without its seat) or `bassinets|leg index`);
--   TMH09 a seat asked for is taken by another traveller, or blocked (HINT: the seat).
-- Its statements keep one plan each (plan_cache_mode): every read below goes through an index whatever the values, so
-- a plan made for the values of one call is no better than the generic one, while making it costs more than running
-- it. Left to itself PostgreSQL planned the services' query anew at every call (its generic plan looked dearer by the
-- guess of 100 elements in every JSON array), four times the time the query then takes (docs/performance.md).
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
  v_services jsonb;
  v_written jsonb;
  v_refusal text;
  v_extra int := 0;
  v_infants int;
  v_seats_asked text[];
  v_seat_flights uuid[];
BEGIN
  IF cardinality(v_flights) > 3 THEN
    RAISE EXCEPTION 'a booking has at most three flights';
  END IF;
  IF v_max_address IS NULL THEN
    v_address := NULL;
  END IF;

  -- The services asked with the hold (API.md "More than a seat"), checked and priced before any lock, in the order
  -- asked; the first one not offered is refused. Offered as services/services.ts offersFor offers them (the offers
  -- read for services added later; change both together): to a passenger who is not a lap infant, on a leg of the
  -- booking, a seat of the leg's cabin layout (its plane's, else defaultLayout) that is not blocked, not held by a live
  -- service and not given at check-in, free on platinum, else priced by its kind (extra-legroom and exit rows, the
  -- front rows, standard) and the leg's tier; a bag at its route's price, else at any route's; a meal on an
  -- international leg; assistance free, a bassinet only to an adult while the party has an infant and the flight a
  -- bassinet position left. As services.ts priceItems refuses: one service of a code per passenger and leg (a second
  -- seat is `seatTwice`), one seat to one passenger, a seat of the plane someone has is taken (TMH09), no more
  -- bassinets on a leg than infants. The seats are looked at again under the seat-book locks below.
  -- Every read of a table is an index probe for what was asked, never a read of all flights or of all services: the
  -- planner believes any JSON array holds 100 elements, and for 100 items it would rather hash every live service
  -- (or every flight) once than probe 100 times. So the flights are named one by one (as the owner's holds below),
  -- the seats asked for are an array (v_seats_asked), and the taken seats read are only those asked for.
  IF jsonb_array_length(v_asked) > 0 THEN
    SELECT (SELECT count(*)::int FROM jsonb_array_elements(p->'passengers') AS x(person) WHERE x.person->>'type' = 'infant'),
           ARRAY(SELECT x.item->>'seat' FROM jsonb_array_elements(v_asked) AS x(item) WHERE x.item->>'kind' = 'seat' AND x.item->>'seat' IS NOT NULL)
      INTO v_infants, v_seats_asked;
    WITH flight AS (
      SELECT f.id, f.from_id, f.to_id, c.rows, c.letters, c.extra_legroom_rows, c.exit_rows, c.blocked_seats, c.bassinet_seats
      FROM flights f
      LEFT JOIN planes pn ON pn.plane_number = f.plane_number
      LEFT JOIN cabin_layouts c ON c.id = pn.layout_id
      WHERE f.id IN (v_flights[1], v_flights[2], v_flights[3])
    ), leg AS (
      SELECT x.i - 1 AS leg_index, f.id AS flight_id, f.from_id, f.to_id, x.leg->>'tier' AS tier, (x.leg->>'international')::boolean AS international,
             coalesce(f.rows, (d.layout->>'rows')::int) AS seat_rows,
             replace(coalesce(f.letters, d.layout->>'letters'), '-', '') AS letters,
             coalesce(f.extra_legroom_rows || f.exit_rows, ARRAY(SELECT jsonb_array_elements_text(d.layout->'extraLegroomRows')
                                                                 UNION ALL SELECT jsonb_array_elements_text(d.layout->'exitRows'))::int[]) AS legroom_rows,
             coalesce(f.blocked_seats, ARRAY(SELECT jsonb_array_elements_text(d.layout->'blockedSeats'))) AS blocked_seats,
             coalesce(f.bassinet_seats, ARRAY(SELECT jsonb_array_elements_text(d.layout->'bassinetSeats'))) AS bassinet_seats
      FROM jsonb_array_elements(p->'legs') WITH ORDINALITY AS x(leg, i)
      CROSS JOIN (SELECT p->'defaultLayout' AS layout) d
      JOIN flight f ON f.id = (x.leg->>'flightId')::uuid
    ), taken AS (
      -- The seats asked for that a live service holds or check-in has given, on the booking's flights.
      SELECT t.flight_id, t.seat FROM booking_services t
      WHERE t.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) AND t.seat = ANY (v_seats_asked) AND t.seat IS NOT NULL
            AND t.status IN ('held', 'issued')
      UNION ALL
      SELECT t.flight_id, t.seat FROM seat_assignments t
      WHERE t.flight_id IN (v_flights[1], v_flights[2], v_flights[3]) AND t.seat = ANY (v_seats_asked)
    ), asked AS (
      SELECT x.i - 1 AS i, x.item->>'code' AS code, x.item->>'kind' AS kind, (x.item->>'legIndex')::int AS leg_index,
             (x.item->>'passengerIndex')::int AS passenger_index, CASE WHEN x.item->>'kind' = 'seat' THEN x.item->>'seat' END AS seat,
             p->'passengers'->((x.item->>'passengerIndex')::int)->>'type' AS passenger_type
      FROM jsonb_array_elements(v_asked) WITH ORDINALITY AS x(item, i)
    ), placed AS (
      SELECT a.*, l.flight_id, l.tier, l.international, l.from_id, l.to_id, l.legroom_rows, l.blocked_seats, l.bassinet_seats,
             (r.parts[1])::int AS seat_row,
             a.seat IS NOT NULL AND (r.parts[1])::int BETWEEN 1 AND l.seat_rows AND strpos(l.letters, r.parts[2]) > 0 AS on_plane,
             row_number() OVER (PARTITION BY a.leg_index, a.passenger_index, a.code ORDER BY a.i) > 1 AS again,
             a.seat IS NOT NULL AND row_number() OVER (PARTITION BY l.flight_id, a.seat ORDER BY a.i) > 1 AS seat_again
      FROM asked a
      LEFT JOIN leg l ON l.leg_index = a.leg_index
      CROSS JOIN LATERAL (SELECT regexp_match(a.seat, '^(\d+)([A-Z])$') AS parts) r
    ), judged AS MATERIALIZED (
      -- Materialized, each item is judged once: inlined, every use of its free and price below read them again.
      SELECT s.*,
             coalesce(s.on_plane AND s.seat = s.seat_row::text || substr(s.seat, length(s.seat)) AND s.seat <> ALL (s.blocked_seats)
               AND NOT EXISTS (SELECT 1 FROM taken t WHERE t.flight_id = s.flight_id AND t.seat = s.seat), false) AS free,
             CASE s.kind
               WHEN 'seat' THEN CASE WHEN s.tier = 'platinum' THEN 0 ELSE coalesce((
                 SELECT sp.price FROM service_prices sp WHERE sp.kind = 'seat' AND sp.tier = s.tier
                   AND sp.code = CASE WHEN s.seat_row = ANY (s.legroom_rows) THEN 'extraLegroom' WHEN s.seat_row <= (p->>'frontRows')::int THEN 'front' ELSE 'standard' END
                 LIMIT 1), 0) END
               WHEN 'bag' THEN coalesce(
                 (SELECT sp.price FROM service_prices sp WHERE sp.kind = 'bag' AND sp.code = s.code AND sp.from_id = s.from_id AND sp.to_id = s.to_id LIMIT 1),
                 (SELECT sp.price FROM service_prices sp WHERE sp.kind = 'bag' AND sp.code = s.code AND sp.from_id IS NULL AND sp.to_id IS NULL LIMIT 1))
               WHEN 'meal' THEN CASE WHEN s.international THEN (SELECT sp.price FROM service_prices sp WHERE sp.kind = 'meal' AND sp.code = s.code LIMIT 1) END
               ELSE 0
             END AS price
      FROM placed s
    ), refused AS (
      SELECT j.*, CASE
               WHEN j.flight_id IS NULL THEN 'notOffered'
               WHEN j.again THEN CASE WHEN j.kind = 'seat' THEN 'seatTwice' ELSE 'notOffered' END
               WHEN j.kind = 'seat' AND j.seat IS NULL THEN 'seatShape'
               WHEN j.seat_again THEN 'seatTaken'
               WHEN j.passenger_type IN ('adult', 'child') AND CASE j.kind
                      WHEN 'seat' THEN j.free
                      WHEN 'assistance' THEN j.code <> 'BSCT' OR (j.passenger_type = 'adult' AND v_infants > 0 AND cardinality(j.bassinet_seats) >
                        (SELECT count(*) FROM booking_services t WHERE t.flight_id = j.flight_id AND t.kind = 'assistance' AND t.code = 'BSCT'
                                                                AND t.status IN ('held', 'issued')))
                      ELSE j.price IS NOT NULL
                    END THEN NULL
               WHEN j.kind = 'seat' AND j.on_plane AND NOT j.free THEN 'seatTaken'
               ELSE 'notOffered'
             END AS problem
      FROM judged j
    )
    , named AS (
      -- Each service's id is chosen here (as the column's default would), so that the answer is made before any lock
      -- and the insert below writes the rows as they are, with no answer read back from it.
      SELECT r.*, gen_random_uuid() AS id FROM refused r
    )
    SELECT jsonb_agg(jsonb_build_object('i', r.i, 'id', r.id, 'flight_id', r.flight_id, 'leg_index', r.leg_index, 'passenger_index', r.passenger_index,
                                        'code', r.code, 'kind', r.kind, 'seat', r.seat, 'price', r.price) ORDER BY r.i),
           jsonb_agg(jsonb_build_object('id', r.id, 'code', r.code, 'kind', r.kind, 'legIndex', r.leg_index, 'passengerIndex', r.passenger_index,
                                        'seat', r.seat, 'price', r.price) ORDER BY r.leg_index, r.passenger_index, r.i),
           ARRAY(SELECT DISTINCT n.flight_id FROM named n WHERE n.seat IS NOT NULL ORDER BY 1),
           coalesce(sum(r.price), 0)::int,
           coalesce((array_agg(CASE WHEN r.problem = 'seatTaken' THEN 'seatTaken|' || r.seat ELSE r.problem || '|' || r.i END ORDER BY r.i)
                       FILTER (WHERE r.problem IS NOT NULL))[1],
                    (SELECT 'bassinets|' || b.leg_index FROM refused b WHERE b.code = 'BSCT' GROUP BY b.leg_index HAVING count(*) > v_infants ORDER BY min(b.i) LIMIT 1))
      INTO v_services, v_written, v_seat_flights, v_extra, v_refusal
    FROM named r;
    IF split_part(v_refusal, '|', 1) = 'seatTaken' THEN
      RAISE EXCEPTION 'a seat asked for is taken' USING ERRCODE = 'TMH09', HINT = split_part(v_refusal, '|', 2);
    ELSIF v_refusal IS NOT NULL THEN
      RAISE EXCEPTION 'a service asked for is not offered' USING ERRCODE = 'TMH08', HINT = v_refusal;
    END IF;
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
  VALUES (p->>'pnr', v_user, p->>'contactEmail', p->>'contactPhone', v_seated, (p->>'total')::int + v_extra, p->>'idempotencyKey', 'held',
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

  -- The services last, under each seat-chosen flight's seat-book lock (services.repo.ts lockSeatBooks: check-in and
  -- services added later take it too), taken in flight-id order after the flight rows, the order a late payment's
  -- revive takes them (bookings/lifecycle.ts ticket): the seats are looked at again, then written with the booking.
  -- Under the flight rows' locks (holds of one flight wait for each other there) only what must be: the seat-book
  -- locks, the look at the seats and the insert; the ids, the answer and the seat flights were made before any lock.
  IF v_services IS NOT NULL THEN
    IF cardinality(v_seat_flights) > 0 THEN
      FOREACH v_flight IN ARRAY v_seat_flights LOOP
        PERFORM pg_advisory_xact_lock(hashtext('seat-book:' || v_flight::text));
      END LOOP;
      -- Only the seats asked for are read, as before the locks.
      v_code := NULL;
      SELECT x.seat INTO v_code FROM jsonb_to_recordset(v_services) AS x(i int, flight_id uuid, seat text)
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
    -- Written as they were asked; the answer (v_written) was made with them.
    INSERT INTO booking_services (id, booking_id, flight_id, leg_index, passenger_index, code, kind, seat, price, status)
    SELECT a.id, v_booking.id, a.flight_id, a.leg_index, a.passenger_index, a.code, a.kind, a.seat, a.price, 'held'
    FROM jsonb_to_recordset(v_services) AS a(id uuid, flight_id uuid, leg_index int, passenger_index int, code text, kind text, seat text, price int);
  END IF;

  RETURN QUERY SELECT v_booking.id, v_booking.pnr, v_booking.created_at, v_booking.pay_by, (p->>'total')::int + v_extra, coalesce(v_written, '[]'::jsonb);
END;
$$;
