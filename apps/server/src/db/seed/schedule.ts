import { sql } from 'drizzle-orm';
import { rowsOf } from '../rows.js';
import type { Db } from '../open.js';
import type { FlightValues } from '../../catalog/flights.repo.js';
import { DEMO_ROUTES, FLEET, SEATS, type AircraftType, type DemoRoute } from './demo-data.js';
import { addDays, utcToZoned, weekday, zonedToUtc } from '../../lib/zoned-time.js';
import { greatCircleKm } from '@tarmac/shared';

/** A destination as the schedule needs it: its row id and where and when it is. */
export interface Airport {
  id: string;
  iata: string;
  kind: 'domestic' | 'international';
  timeZone: string;
  latitude: number;
  longitude: number;
  fromFare: number;
}

/** A flight as the schedule writes it: its settled columns and its seats. */
export type FlightRow = FlightValues & { seatCapacity: number };

const HUB = 'DAC';
const FIVE_MINUTES = 5 * 60_000;

/** Block time: cruising at about 750 km/h plus 30 minutes of taxi, climb and descent, in 5-minute steps. */
export function blockMinutes(km: number): number {
  return Math.max(30, Math.round(((km / 750) * 60 + 30) / 5) * 5);
}

/** Up to the next amount ending in 95 on a 500-taka step (10,495, 10,995 …), as fares are advertised. */
const ceilFare = (x: number) => Math.ceil((x + 5) / 500) * 500 - 5;
const roundFare = (x: number) => Math.round((x + 5) / 500) * 500 - 5;

/**
 * The three tier prices of a leg. Silver starts from the 'from' fare of the end that sets the price (the
 * foreign one, else the one that is not Dhaka, else the dearer), scaled by how this leg's length compares
 * with that end's distance from Dhaka, plus a little at the busy morning and evening hours, so the 'from'
 * fare is what a quiet-hour flight from Dhaka costs. Gold and platinum add a multiple and a per-km part.
 */
export function legFares(from: Airport, to: Airport, hub: Airport, km: number, departingTime: string) {
  const candidates = [from, to].filter((a) => a.iata !== hub.iata);
  const foreign = candidates.filter((a) => a.kind === 'international');
  const pool = foreign.length > 0 ? foreign : candidates.length > 0 ? candidates : [to];
  const priced = pool.reduce((a, b) => (b.fromFare > a.fromFare ? b : a));
  const reference = greatCircleKm(hub, priced);
  const ratio = reference > 0 ? Math.min(1.25, Math.max(0.8, km / reference)) : 1;
  const hour = Number(departingTime.slice(0, 2));
  const busy = (hour >= 7 && hour <= 9) || (hour >= 17 && hour <= 20) ? 1.06 : 1;
  const silverPrice = ceilFare(priced.fromFare * ratio * busy);
  return {
    silverPrice,
    goldPrice: roundFare(silverPrice * 1.3 + km * 3),
    platinumPrice: roundFare(silverPrice * 1.9 + km * 8),
  };
}

/** One leg departing `departingDate` `departingTime` (local at `from`). */
export function makeLeg(
  from: Airport,
  to: Airport,
  hub: Airport,
  departingDate: string,
  departingTime: string,
  extra: { flightNumber: string; planeNumber: string; seatCapacity: number; pilotId: string; cabinCrewId: string },
): FlightRow {
  const km = greatCircleKm(from, to);
  const departsAt = zonedToUtc(departingDate, departingTime, from.timeZone);
  const arrival = utcToZoned(departsAt.getTime() + blockMinutes(km) * 60_000, to.timeZone);
  return {
    ...extra,
    fromId: from.id,
    toId: to.id,
    ...legFares(from, to, hub, km, departingTime),
    departingDate,
    departingTime,
    arrivalDate: arrival.date,
    arrivalTime: arrival.time,
    departsAt,
  };
}

/** Hands out pilots and cabin crew in turn. */
export function roundRobin<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('The schedule needs at least one pilot and one cabin crew.');
  let i = 0;
  return () => items[i++ % items.length]!;
}

function need(airports: ReadonlyMap<string, Airport>, iata: string): Airport {
  const a = airports.get(iata);
  if (!a) throw new Error(`The demo schedule names ${iata}, which is not among the seeded destinations.`);
  return a;
}

/**
 * The demo timetable: every route of DEMO_ROUTES on each of `days` days from `startDate` (a local date in
 * Dhaka), outbound at the listed times and back after a turnaround on the same aircraft. Outbound flight
 * numbers carry the airline's designator (`airlineCode`, config AIRLINE_CODE), are odd and the return leg takes
 * the next even one: TM101/TM102; domestic from 101, international from 201.
 */
export function buildDemoSchedule(options: {
  airports: ReadonlyMap<string, Airport>;
  pilotIds: readonly string[];
  cabinCrewIds: readonly string[];
  startDate: string;
  days: number;
  routes?: readonly DemoRoute[];
  airlineCode?: string;
}): FlightRow[] {
  const { airports, startDate, days } = options;
  const code = options.airlineCode ?? 'TM';
  const hub = need(airports, HUB);
  const nextPilot = roundRobin(options.pilotIds);
  const nextCrew = roundRobin(options.cabinCrewIds);
  const fleetTurn = new Map<AircraftType, number>();
  let domesticNumber = 101;
  let internationalNumber = 201;

  const slots = (options.routes ?? DEMO_ROUTES).flatMap((route) => {
    const from = need(airports, route.from);
    const to = need(airports, route.to);
    const international = from.kind === 'international' || to.kind === 'international';
    const longHaul = greatCircleKm(from, to) > 2500;
    return route.departures.map((time) => {
      const number = international ? internationalNumber : domesticNumber;
      if (international) internationalNumber += 2;
      else domesticNumber += 2;
      const turn = fleetTurn.get(route.aircraft) ?? 0;
      fleetTurn.set(route.aircraft, turn + 1);
      const fleet = FLEET[route.aircraft];
      return {
        route,
        from,
        to,
        time,
        outbound: `${code}${number}`,
        inbound: `${code}${number + 1}`,
        planeNumber: fleet[turn % fleet.length]!,
        seatCapacity: SEATS[route.aircraft],
        turnaroundMs: (international ? (longHaul ? 120 : 75) : 40) * 60_000,
      };
    });
  });

  const rows: FlightRow[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(startDate, d);
    for (const slot of slots) {
      if (slot.route.days && !slot.route.days.includes(weekday(date))) continue;
      const common = { planeNumber: slot.planeNumber, seatCapacity: slot.seatCapacity };
      const out = makeLeg(slot.from, slot.to, hub, date, slot.time, {
        ...common,
        flightNumber: slot.outbound,
        pilotId: nextPilot(),
        cabinCrewId: nextCrew(),
      });
      rows.push(out);
      const arrivedAt = out.departsAt.getTime() + blockMinutes(greatCircleKm(slot.from, slot.to)) * 60_000;
      const back = utcToZoned(Math.ceil((arrivedAt + slot.turnaroundMs) / FIVE_MINUTES) * FIVE_MINUTES, slot.to.timeZone);
      rows.push(
        makeLeg(slot.to, slot.from, hub, back.date, back.time, {
          ...common,
          flightNumber: slot.inbound,
          pilotId: nextPilot(),
          cabinCrewId: nextCrew(),
        }),
      );
    }
  }
  return rows;
}

const CHUNK = 5_000;

/**
 * Inserts flights in bulk: one `insert … select from unnest(…)` per few thousand rows, each column sent
 * as one array parameter. seats_left starts at seat_capacity. created_at is spread by a microsecond per
 * row so lists ordered by it are stable. A flight number already flying that day is skipped.
 * Returns how many rows were inserted.
 */
export async function insertFlights(db: Db, rows: readonly FlightRow[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const col = <T>(pick: (r: FlightRow) => T) => sql.param(chunk.map(pick));
    const result = await db.execute(sql`
      with ins as (
        insert into flights (plane_number, flight_number, from_id, to_id, platinum_price, gold_price, silver_price,
          departing_date, departing_time, arrival_date, arrival_time, departs_at, pilot_id, cabin_crew_id,
          seat_capacity, seats_left, created_at, updated_at)
        select t.plane_number, t.flight_number, t.from_id, t.to_id, t.platinum_price, t.gold_price, t.silver_price,
          t.departing_date, t.departing_time, t.arrival_date, t.arrival_time, t.departs_at, t.pilot_id, t.cabin_crew_id,
          t.seat_capacity, t.seat_capacity, now() + (${start} + t.ord) * interval '1 microsecond',
          now() + (${start} + t.ord) * interval '1 microsecond'
        from unnest(
          ${col((r) => r.planeNumber)}::text[], ${col((r) => r.flightNumber)}::text[],
          ${col((r) => r.fromId)}::uuid[], ${col((r) => r.toId)}::uuid[],
          ${col((r) => r.platinumPrice)}::int[], ${col((r) => r.goldPrice)}::int[], ${col((r) => r.silverPrice)}::int[],
          ${col((r) => r.departingDate)}::date[], ${col((r) => r.departingTime)}::text[],
          ${col((r) => r.arrivalDate)}::date[], ${col((r) => r.arrivalTime)}::text[],
          ${col((r) => r.departsAt.toISOString())}::timestamptz[],
          ${col((r) => r.pilotId)}::uuid[], ${col((r) => r.cabinCrewId)}::uuid[], ${col((r) => r.seatCapacity)}::int[]
        ) with ordinality as t(plane_number, flight_number, from_id, to_id, platinum_price, gold_price, silver_price,
          departing_date, departing_time, arrival_date, arrival_time, departs_at, pilot_id, cabin_crew_id, seat_capacity, ord)
        on conflict (flight_number, departing_date) do nothing
        returning 1
      )
      select count(*)::int as n from ins`);
    inserted += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return inserted;
}
