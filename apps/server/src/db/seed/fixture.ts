import { and, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../open.js';
import { cabinCrew, locations, pilots } from '../schema.js';
import { renderDestinationArt } from './artwork/index.js';
import { FIXTURE_EXTRA_DESTINATIONS, FLEET, SEATS, type AircraftType } from './demo-data.js';
import { seedDemoCatalogue, insertDestinations, SEED_LOCK_KEY } from './demo.js';
import { seededRandom } from './seeded-random.js';
import { insertFlights, makeLeg, roundRobin, type Airport, type FlightRow } from './schedule.js';
import { greatCircleKm } from '@tarmac/shared';
import { addDays, utcToZoned } from '../../lib/zoned-time.js';

export interface FixtureOptions {
  /** How many flights to add. */
  flights: number;
  /** Days the flights spread over, from today (Dhaka); a year by default. */
  days?: number;
  now?: Date;
  /** The designator of the flight numbers (config AIRLINE_CODE); TM by default. */
  airlineCode?: string;
}

export interface FixtureSummary {
  /** Airports with a code, zone and position after seeding. */
  airports: number;
  /** Flights this call inserted. */
  flights: number;
}

function aircraftFor(km: number, pick: number): AircraftType {
  if (km < 600) return pick < 0.7 ? 'ATR 72-600' : 'Boeing 737-800';
  if (km < 3_000) return pick < 0.5 ? 'Boeing 737-800' : 'Boeing 737 MAX 8';
  return km < 6_000 && pick < 0.4 ? 'Boeing 737 MAX 8' : pick < 0.7 ? 'Boeing 787-8' : 'Boeing 787-9';
}

/**
 * The benchmark fixture: the demo catalogue (if the database has none yet), a few more airports
 * (29 in all) and `flights` more flights spread evenly over a year from today, half of them to or from
 * Dhaka, in bulk. Flight numbers are the designator (`airlineCode`, TM by default) and 1000 upwards, numbered afresh each day, so they never meet the
 * demo timetable's; running it again with the same options on the same day adds nothing.
 */
export async function seedFlightFixture(db: Db, options: FixtureOptions): Promise<FixtureSummary> {
  const now = options.now ?? new Date();
  const days = Math.max(1, Math.floor(options.days ?? 365));
  const count = Math.max(0, Math.floor(options.flights));
  const code = options.airlineCode ?? 'TM';
  await seedDemoCatalogue(db, { now, airlineCode: code });

  const art = await Promise.all(FIXTURE_EXTRA_DESTINATIONS.map((d) => renderDestinationArt(d)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const known = new Set((await tx.select({ code: locations.iataCode }).from(locations)).map((r) => r.code));
    const missing = FIXTURE_EXTRA_DESTINATIONS.map((d, i) => ({ d, image: art[i]! })).filter(({ d }) => !known.has(d.iata));
    if (missing.length > 0) {
      await insertDestinations(
        tx,
        missing.map((m) => m.d),
        missing.map((m) => m.image),
      );
    }

    const rows = await tx
      .select({
        id: locations.id,
        iata: locations.iataCode,
        kind: locations.kind,
        timeZone: locations.timeZone,
        latitude: locations.latitude,
        longitude: locations.longitude,
        fromFare: locations.tickitPrice,
      })
      .from(locations)
      .where(and(ne(locations.iataCode, ''), ne(locations.timeZone, ''), isNotNull(locations.latitude), isNotNull(locations.longitude)))
      .orderBy(locations.iataCode);
    const airports: Airport[] = rows.map((r) => ({ ...r, latitude: r.latitude ?? 0, longitude: r.longitude ?? 0 }));
    const hub = airports.find((a) => a.iata === 'DAC');
    if (!hub || airports.length < 2) throw new Error('The flight fixture needs Dhaka (DAC) and at least one other airport with a time zone and position.');
    const pilotIds = (await tx.select({ id: pilots.id }).from(pilots).orderBy(pilots.createdAt, pilots.id)).map((r) => r.id);
    const crewIds = (await tx.select({ id: cabinCrew.id }).from(cabinCrew).orderBy(cabinCrew.createdAt, cabinCrew.id)).map((r) => r.id);
    const nextPilot = roundRobin(pilotIds);
    const nextCrew = roundRobin(crewIds);
    const others = airports.filter((a) => a !== hub);

    const rng = seededRandom(20_240_601);
    const today = utcToZoned(now, 'Asia/Dhaka').date;
    const flights: FlightRow[] = [];
    let day = -1;
    let slot = 0;
    for (let i = 0; i < count; i++) {
      const d = Math.floor((i * days) / count);
      if (d !== day) {
        day = d;
        slot = 0;
      }
      let from: Airport;
      let to: Airport;
      if (rng() < 0.5) {
        const other = others[Math.floor(rng() * others.length)]!;
        [from, to] = rng() < 0.5 ? [hub, other] : [other, hub];
      } else {
        from = airports[Math.floor(rng() * airports.length)]!;
        do to = airports[Math.floor(rng() * airports.length)]!;
        while (to === from);
      }
      const minutes = 5 * 60 + Math.floor(rng() * 228) * 5; // 05:00 … 23:55
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const aircraft = aircraftFor(greatCircleKm(from, to), rng());
      const fleet = FLEET[aircraft];
      flights.push(
        makeLeg(from, to, hub, addDays(today, d), time, {
          flightNumber: `${code}${1000 + slot}`,
          planeNumber: fleet[slot % fleet.length]!,
          seatCapacity: SEATS[aircraft],
          pilotId: nextPilot(),
          cabinCrewId: nextCrew(),
        }),
      );
      slot++;
    }
    return { airports: airports.length, flights: await insertFlights(tx, flights) };
  }, { isolationLevel: 'read committed' });
}
