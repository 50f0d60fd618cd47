import { sql } from 'drizzle-orm';
import type { Db } from '../open.js';
import { cabinCrew, cabinLayouts, locations, packages, pilots, planes } from '../schema.js';
import { saveImage } from '../../images/images.repo.js';
import type { ProcessedImage } from '../../images/process-image.js';
import { renderDestinationArt } from './artwork/index.js';
import { BANGLA_PLACE_NAMES, CABINS, DEMO_CABIN_CREW, DEMO_DESTINATIONS, DEMO_PACKAGES, DEMO_PILOTS, FLEET, type AircraftType, type DemoDestination } from './demo-data.js';
import { buildDemoSchedule, insertFlights, type Airport } from './schedule.js';
import { rowsOf } from '../rows.js';
import { utcToZoned } from '../../lib/zoned-time.js';

/** Held for the whole seeding transaction, so processes starting together seed once. (Migrations use 72616.) */
export const SEED_LOCK_KEY = 72617;

/** How far ahead the demo timetable reaches. */
export const DEMO_DAYS = 90;

export interface DemoSummary {
  destinations: number;
  packages: number;
  pilots: number;
  cabinCrew: number;
  flights: number;
}

/**
 * True while nothing of the catalogue exists. Stricter than "no locations": an operator who deleted every
 * destination but kept packages or pilots does not get the demo back on the next start.
 */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select not (exists (select 1 from locations) or exists (select 1 from packages) or exists (select 1 from pilots)
      or exists (select 1 from cabin_crew) or exists (select 1 from flights)) as empty`);
  return rowsOf<{ empty: boolean }>(result)[0]?.empty === true;
}

/** Row timestamps a millisecond apart, so lists ordered by creation keep the catalogue's order. */
const stamped = (base: number, i: number) => ({ createdAt: new Date(base + i), updatedAt: new Date(base + i) });

/** Saves the pictures and inserts the destinations; answers the rows the schedule needs. */
export async function insertDestinations(
  db: Db,
  destinations: readonly DemoDestination[],
  art: readonly ProcessedImage[],
): Promise<Airport[]> {
  const base = Date.now();
  const imageIds: string[] = [];
  for (const image of art) imageIds.push(await saveImage(db, image));
  const inserted = await db
    .insert(locations)
    .values(
      destinations.map((d, i) => ({
        kind: d.kind,
        name: d.name,
        nameBn: BANGLA_PLACE_NAMES[d.name] ?? null,
        tickitPrice: d.fromFare,
        imageId: imageIds[i] ?? null,
        iataCode: d.iata,
        timeZone: d.timeZone,
        latitude: d.latitude,
        longitude: d.longitude,
        ...stamped(base, i),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: locations.id, iata: locations.iataCode });
  const byIata = new Map(destinations.map((d) => [d.iata, d]));
  return inserted.flatMap((row) => {
    const d = byIata.get(row.iata);
    return d ? [{ id: row.id, iata: d.iata, kind: d.kind, timeZone: d.timeZone, latitude: d.latitude, longitude: d.longitude, fromFare: d.fromFare }] : [];
  });
}

/**
 * One cabin layout per aircraft type, flown by the type's registrations (a plane already given a layout keeps
 * it). Inserted before the flights, which take the layout's seats as their capacity (SEATS).
 */
export async function insertFleetLayouts(db: Db): Promise<void> {
  for (const type of Object.keys(CABINS) as AircraftType[]) {
    const { name, rows, letters, extraLegroomRows, exitRows, blockedSeats, bassinetSeats = [] } = CABINS[type];
    const [row] = await db
      .insert(cabinLayouts)
      .values({ name, rows, letters, extraLegroomRows, exitRows, blockedSeats, bassinetSeats })
      .onConflictDoNothing()
      .returning({ id: cabinLayouts.id });
    if (!row) continue;
    await db
      .insert(planes)
      .values(FLEET[type].map((planeNumber) => ({ planeNumber, layoutId: row.id })))
      .onConflictDoNothing();
  }
}

async function insertDemoCatalogue(db: Db, art: readonly ProcessedImage[], now: Date, days: number, airlineCode: string): Promise<DemoSummary> {
  const base = Date.now();
  await insertFleetLayouts(db);
  const airports = await insertDestinations(db, DEMO_DESTINATIONS, art);
  const pkgRows = await db
    .insert(packages)
    .values(DEMO_PACKAGES.map((p, i) => ({ ...p, ...stamped(base, i) })))
    .onConflictDoNothing()
    .returning({ id: packages.id });
  const pilotRows = await db
    .insert(pilots)
    .values(DEMO_PILOTS.map((name, i) => ({ name, ...stamped(base, i) })))
    .returning({ id: pilots.id });
  const crewRows = await db
    .insert(cabinCrew)
    .values(DEMO_CABIN_CREW.map((name, i) => ({ name, ...stamped(base, i) })))
    .returning({ id: cabinCrew.id });
  const rows = buildDemoSchedule({
    airports: new Map(airports.map((a) => [a.iata, a])),
    pilotIds: pilotRows.map((r) => r.id),
    cabinCrewIds: crewRows.map((r) => r.id),
    // The timetable starts today as Dhaka's calendar has it.
    startDate: utcToZoned(now, 'Asia/Dhaka').date,
    days,
    airlineCode,
  });
  const flights = await insertFlights(db, rows);
  return { destinations: airports.length, packages: pkgRows.length, pilots: pilotRows.length, cabinCrew: crewRows.length, flights };
}

/**
 * Seeds the demo catalogue (destinations with pictures, packages, pilots, cabin crew, the fleet's cabin layouts
 * and a 90-day timetable numbered with `airlineCode`) into an empty catalogue; answers null, doing nothing, when any of it already exists.
 * One transaction under an advisory lock, re-checking emptiness inside it: two processes starting
 * together on one PostgreSQL seed it once. Pictures are drawn before the lock is taken.
 */
export async function seedDemoCatalogue(db: Db, options: { now?: Date; days?: number; airlineCode?: string } = {}): Promise<DemoSummary | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  const art = await Promise.all(DEMO_DESTINATIONS.map((d) => renderDestinationArt(d)));
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      if (!(await catalogueIsEmpty(tx))) return null;
      return insertDemoCatalogue(tx, art, options.now ?? new Date(), options.days ?? DEMO_DAYS, options.airlineCode ?? 'TM');
    },
    // The re-check must see what another process committed while this one waited for the lock.
    { isolationLevel: 'read committed' },
  );
}

/** 'Seeded 21 destinations, 3 packages, 8 pilots, 10 cabin crew and 6,123 flights' */
export function describeSummary(s: DemoSummary): string {
  const f = (v: number) => v.toLocaleString('en-US');
  return `Seeded ${f(s.destinations)} destinations, ${f(s.packages)} packages, ${f(s.pilots)} pilots, ${f(s.cabinCrew)} cabin crew and ${f(s.flights)} flights`;
}
