import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../config.js';
import type { Database } from '../open.js';
import { cabinCrew, flights, images, locations, packages, pilots } from '../schema.js';
import { sniffFormat } from '../../images/process-image.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { seed, seedDemoCatalogue, seedFlightFixture } from './index.js';
import { DEMO_DESTINATIONS } from './demo-data.js';
import { destinationSvg } from './artwork/index.js';
import { buildDemoSchedule } from './schedule.js';
import { seatMapOf } from '../../checkin/seat-map.js';
import { addDays, utcToZoned, zonedToUtc } from '../../lib/zoned-time.js';

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), `tarmac-seed-test-${randomUUID()}`) });

async function counts(database: Database) {
  const one = async (table: typeof locations | typeof packages | typeof pilots | typeof cabinCrew | typeof flights | typeof images) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  return {
    locations: await one(locations),
    packages: await one(packages),
    pilots: await one(pilots),
    cabinCrew: await one(cabinCrew),
    flights: await one(flights),
    images: await one(images),
  };
}

describe('seeding an empty database', () => {
  let database: Database;
  const logged: string[] = [];
  const log = { info: (m: string) => void logged.push(m) };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, config, log);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates the domestic and international destinations with codes, zones, positions and from-fares', async () => {
    const rows = await database.db.select().from(locations);
    const domestic = rows.filter((r) => r.kind === 'domestic');
    const abroad = rows.filter((r) => r.kind === 'international');
    expect(domestic.map((r) => r.iataCode).sort()).toEqual(expect.arrayContaining(['BZL', 'CGP', 'CXB', 'DAC', 'JSR', 'RJH', 'SPD', 'ZYL']));
    expect(abroad.length).toBeGreaterThanOrEqual(10);
    expect(abroad.map((r) => r.iataCode)).toEqual(expect.arrayContaining(['DXB', 'DOH', 'JED', 'CCU', 'DEL', 'BOM', 'SIN', 'KUL', 'BKK', 'HKG']));
    for (const r of rows) {
      expect(r.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: r.timeZone })).not.toThrow();
      const data = DEMO_DESTINATIONS.find((d) => d.iata === r.iataCode);
      expect(r.latitude).toBe(data?.latitude);
      expect(r.longitude).toBe(data?.longitude);
      if (r.kind === 'domestic') {
        expect(r.timeZone).toBe('Asia/Dhaka');
        expect(r.tickitPrice).toBeGreaterThanOrEqual(9995);
        expect(r.tickitPrice).toBeLessThanOrEqual(11995);
      } else {
        expect(r.tickitPrice).toBeGreaterThanOrEqual(18995);
        expect(r.tickitPrice).toBeLessThanOrEqual(110995);
      }
    }
    expect(rows.find((r) => r.iataCode === 'DAC')).toMatchObject({ name: 'Dhaka', latitude: 23.8433, longitude: 90.3978 });
    // Every demo place has its Bangla name (issue 35).
    for (const r of rows) expect(r.nameBn, r.name).toMatch(/^[\u0980-\u09FF ]+$/);
    expect(rows.find((r) => r.iataCode === 'CXB')?.nameBn).toBe('কক্সবাজার');
    const offers = await database.db.select().from(packages);
    expect(offers.map((p) => p.nameBn).sort()).toEqual(['গোল্ড প্যাকেজ', 'প্লাটিনাম প্যাকেজ', 'সিলভার প্যাকেজ']);
    for (const p of offers) expect([p.facility1Bn, p.facility2Bn].every((f) => f && /[\u0980-\u09FF]/.test(f))).toBe(true);
  });

  it('gives every destination its own picture, stored as a WebP under its content hash', async () => {
    const rows = await database.db
      .select({ code: locations.iataCode, id: images.id, contentType: images.contentType, bytes: images.bytes, width: images.width, height: images.height })
      .from(locations)
      .innerJoin(images, eq(images.id, locations.imageId));
    expect(rows).toHaveLength(DEMO_DESTINATIONS.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.contentType).toBe('image/webp');
      expect(sniffFormat(r.bytes)).toBe('webp');
      expect(r.id).toMatch(/^[0-9a-f]{32}\.webp$/);
      const meta = await sharp(r.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 500 });
      expect([r.width, r.height]).toEqual([800, 500]);
      expect(r.bytes.length).toBeLessThan(80_000);
    }
  });

  it('creates a package of each tier, the bags growing with the tier', async () => {
    const rows = await database.db.select().from(packages);
    const byTier = Object.fromEntries(rows.map((r) => [r.tier, r]));
    expect(Object.keys(byTier).sort()).toEqual(['gold', 'platinum', 'silver']);
    expect(byTier.silver?.name).toBe('Silver Package');
    expect(byTier.silver!.bagWeight).toBeLessThan(byTier.gold!.bagWeight);
    expect(byTier.gold!.bagWeight).toBeLessThan(byTier.platinum!.bagWeight);
    for (const r of rows) expect(r.facility1).not.toBe('');
  });

  it('creates pilots and cabin crew', async () => {
    const c = await counts(database);
    expect(c.pilots).toBeGreaterThanOrEqual(8);
    expect(c.cabinCrew).toBeGreaterThanOrEqual(10);
  });

  it('schedules flights for the next 90 days, full, priced by tier, arriving after they depart', async () => {
    const fl = alias(locations, 'fl');
    const tl = alias(locations, 'tl');
    const rows = await database.db
      .select({ f: flights, fromCode: fl.iataCode, fromZone: fl.timeZone, toCode: tl.iataCode, toZone: tl.timeZone })
      .from(flights)
      .innerJoin(fl, eq(fl.id, flights.fromId))
      .innerJoin(tl, eq(tl.id, flights.toId));
    expect(rows.length).toBeGreaterThan(3000);
    const today = utcToZoned(new Date(), 'Asia/Dhaka').date;
    const last = addDays(today, 90);
    for (const { f, fromCode, fromZone, toCode, toZone } of rows) {
      expect(fromCode).not.toBe(toCode);
      expect(f.fromId).not.toBe(f.toId);
      expect(f.seatsLeft).toBe(f.seatCapacity);
      expect([70, 162, 189, 270, 297]).toContain(f.seatCapacity);
      expect(f.departingDate >= today && f.departingDate <= last).toBe(true);
      expect(f.departingTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(f.arrivalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(f.departsAt.getTime()).toBe(zonedToUtc(f.departingDate, f.departingTime, fromZone).getTime());
      const arrives = zonedToUtc(f.arrivalDate, f.arrivalTime, toZone).getTime();
      expect(arrives).toBeGreaterThan(f.departsAt.getTime());
      expect(arrives - f.departsAt.getTime()).toBeLessThan(14 * 3_600_000);
      expect(f.silverPrice).toBeLessThan(f.goldPrice);
      expect(f.goldPrice).toBeLessThan(f.platinumPrice);
      expect(f.flightNumber).toMatch(/^TM\d{3}$/);
      expect(f.planeNumber).toMatch(/^S2-[A-Z]{3}$/);
      expect(f.pilotId).not.toBeNull();
      expect(f.cabinCrewId).not.toBeNull();
    }
    // Trunk routes fly several times a day, in both directions.
    const dacCgpToday = rows.filter((r) => r.fromCode === 'DAC' && r.toCode === 'CGP' && r.f.departingDate === addDays(today, 1));
    const cgpDac = rows.filter((r) => r.fromCode === 'CGP' && r.toCode === 'DAC');
    expect(dacCgpToday.length).toBeGreaterThanOrEqual(4);
    expect(cgpDac.length).toBeGreaterThanOrEqual(dacCgpToday.length * 89);
    // Every route flown out is flown back.
    const routes = new Set(rows.map((r) => `${r.fromCode}-${r.toCode}`));
    for (const route of routes) expect(routes.has(route.split('-').reverse().join('-'))).toBe(true);
    // Domestic silver fares sit near the destination's from-fare.
    const dacCxb = rows.filter((r) => r.fromCode === 'DAC' && r.toCode === 'CXB');
    for (const r of dacCxb) expect(r.f.silverPrice).toBeGreaterThanOrEqual(11995);
    for (const r of dacCxb) expect(r.f.silverPrice).toBeLessThanOrEqual(13995);
    // Flights of several destinations leave every day.
    expect(new Set(rows.map((r) => r.f.departingDate)).size).toBeGreaterThanOrEqual(90);
  });

  it('gives each aircraft type its real cabin: an ATR 72 flies 18 rows of 2-2, a 737-800 sells its exit rows as extra legroom', async () => {
    const [atr] = await database.db.select().from(flights).where(eq(flights.planeNumber, 'S2-AKA')).limit(1);
    const atrMap = await seatMapOf(database.db, atr!.id);
    expect(atrMap.layoutName).toBe('ATR 72-600');
    expect(atrMap.rows).toHaveLength(18);
    expect(atrMap.columns).toEqual(['A', 'C', '', 'D', 'F']);
    expect(atrMap.rows.flatMap((r) => r.seats).filter((s) => s.available)).toHaveLength(70);
    expect(atrMap.rows.flatMap((r) => r.seats).map((s) => s.seat)).not.toContain('30F');
    expect(atr!.seatCapacity).toBe(70);
    const [boeing] = await database.db.select().from(flights).where(eq(flights.planeNumber, 'S2-AJA')).limit(1);
    const map = await seatMapOf(database.db, boeing!.id);
    expect(map.rows).toHaveLength(27);
    expect(map.rows.filter((r) => r.exit).map((r) => r.row)).toEqual([14, 15]);
    expect(map.rows.find((r) => r.row === 14)!.seats.every((s) => s.extraLegroom)).toBe(true);
    expect(map.rows.find((r) => r.row === 20)!.seats.some((s) => s.extraLegroom)).toBe(false);
    const [dreamliner] = await database.db.select().from(flights).where(eq(flights.planeNumber, 'S2-AHM')).limit(1);
    expect((await seatMapOf(database.db, dreamliner!.id)).columns).toEqual(['A', 'B', 'C', '', 'D', 'E', 'F', '', 'H', 'J', 'K']);
  });

  it('numbers the demo flights with the configured airline designator', () => {
    const airports = new Map(
      DEMO_DESTINATIONS.map((d, i) => [d.iata, { id: String(i), iata: d.iata, kind: d.kind, timeZone: d.timeZone, latitude: d.latitude, longitude: d.longitude, fromFare: d.fromFare }]),
    );
    const rows = buildDemoSchedule({ airports, pilotIds: ['p'], cabinCrewIds: ['c'], startDate: '2026-12-01', days: 1, airlineCode: 'BG' });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => /^BG\d{3}$/.test(r.flightNumber))).toBe(true);
  });

  it('logs a one-line summary', () => {
    expect(logged.filter((m) => m.startsWith('Seeded '))).toHaveLength(1);
    expect(logged.find((m) => m.startsWith('Seeded '))).toMatch(/^Seeded 21 destinations, 3 packages, 8 pilots, 10 cabin crew and [\d,]+ flights in [\d.]+ s\.$/);
  });

  it('adds nothing when run again', async () => {
    const before = await counts(database);
    await seed(database.db, config, log);
    expect(await seedDemoCatalogue(database.db)).toBeNull();
    expect(await counts(database)).toEqual(before);
    expect(logged.filter((m) => m.startsWith('Seeded '))).toHaveLength(1);
  });
});

describe('seeding races and the flight fixture', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the demo once when two seeds start together', async () => {
    const results = await Promise.all([seedDemoCatalogue(database.db), seedDemoCatalogue(database.db)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect((await counts(database)).locations).toBe(DEMO_DESTINATIONS.length);
  });

  it('leaves the demo out with SEED_DEMO=no', async () => {
    const empty = await openTestDatabase();
    try {
      await seed(empty.db, { ...config, seedDemo: 'no' }, { info: () => {} });
      expect(await counts(empty)).toMatchObject({ locations: 0, flights: 0, packages: 0 });
    } finally {
      await empty.close();
    }
  });

  it('adds the requested number of flights over a year on a wider network, once', async () => {
    const before = (await counts(database)).flights;
    const result = await seedFlightFixture(database.db, { flights: 2_000 });
    expect(result).toEqual({ airports: 29, flights: 2_000 });
    expect((await counts(database)).flights).toBe(before + 2_000);
    const spread = await database.db
      .select({
        days: sql<number>`count(distinct ${flights.departingDate})::int`,
        bad: sql<number>`count(*) filter (where ${flights.seatsLeft} <> ${flights.seatCapacity} or ${flights.fromId} = ${flights.toId})::int`,
      })
      .from(flights)
      .where(sql`${flights.flightNumber} >= 'TM1000' and length(${flights.flightNumber}) >= 6`);
    expect(spread[0]?.days).toBeGreaterThanOrEqual(360);
    expect(spread[0]?.bad).toBe(0);
    expect((await seedFlightFixture(database.db, { flights: 2_000 })).flights).toBe(0);
  });
});

describe('local times of airports', () => {
  it('turns a local date and time into the UTC instant of the zone, summer time included', () => {
    expect(zonedToUtc('2027-01-15', '09:30', 'Asia/Dhaka').toISOString()).toBe('2027-01-15T03:30:00.000Z');
    expect(zonedToUtc('2027-07-01', '12:00', 'Europe/London').toISOString()).toBe('2027-07-01T11:00:00.000Z');
    expect(zonedToUtc('2027-12-01', '12:00', 'Europe/London').toISOString()).toBe('2027-12-01T12:00:00.000Z');
    expect(zonedToUtc('2027-03-01', '00:10', 'Asia/Kathmandu').toISOString()).toBe('2027-02-28T18:25:00.000Z');
    // 01:30 does not exist in London on the morning clocks go forward: it is read as 02:30 summer time.
    expect(zonedToUtc('2027-03-28', '01:30', 'Europe/London').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 01:30 happens twice when they go back: the first one.
    expect(zonedToUtc('2027-10-31', '01:30', 'Europe/London').toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('reads an instant as the local date and time of a zone', () => {
    expect(utcToZoned(new Date('2027-01-15T20:00:00Z'), 'Asia/Dhaka')).toEqual({ date: '2027-01-16', time: '02:00' });
    expect(utcToZoned(new Date('2027-07-01T23:30:00Z'), 'Europe/London')).toEqual({ date: '2027-07-02', time: '00:30' });
  });

  it('draws the same picture for a destination every time', () => {
    const dhaka = DEMO_DESTINATIONS[0]!;
    expect(destinationSvg(dhaka)).toBe(destinationSvg({ ...dhaka }));
    expect(destinationSvg(dhaka)).not.toBe(destinationSvg(DEMO_DESTINATIONS[1]!));
  });
});
