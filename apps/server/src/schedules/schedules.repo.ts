import { layoutCapacity } from '../checkin/layouts.repo.js';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, seasonDates, type Page, type Schedule, type SchedulePreview, type scheduleUpdateBody, type ScheduleValues } from '@tarmac/shared';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit.js';
import type { Db } from '../db/open.js';
import { pageList, streamList, type PageQuery, type SqlList } from '../db/list-page.js';
import { isUuid, uniqueOr } from '../db/errors.js';
import { flights, locations, schedules } from '../db/schema.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { zonedToUtc } from '../lib/zoned-time.js';
import { cabinCrewExists, pilotExists } from '../catalog/crew.repo.js';
import { findPlaceByName } from '../catalog/locations.repo.js';
import { sentence } from '@tarmac/shared';

/** The zone of an airport whose time zone is not recorded: the airline's home. */
const HOME_TIME_ZONE = 'Asia/Dhaka';
/** Days named in a clash sentence before "and N more". */
const CLASH_DAYS_NAMED = 20;

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

type ScheduleUpdate = z.output<typeof scheduleUpdateBody>;

interface PlannedFlight {
  departingDate: string;
  departingTime: string;
  arrivalDate: string;
  arrivalTime: string;
  departsAt: Date;
}

/** The flights of a season on the given dates, in the airports' local times; arrival must follow departure. */
function plan(dates: readonly string[], times: { departTime: string; arriveTime: string; arriveDayOffset: number }, zones: { from: string; to: string }): PlannedFlight[] {
  return dates.map((date) => {
    const arrivalDate = addDays(date, times.arriveDayOffset);
    const departsAt = zonedToUtc(date, times.departTime, zones.from);
    if (zonedToUtc(arrivalDate, times.arriveTime, zones.to) <= departsAt) {
      throw InvalidInputError.fields({ arriveTime: [sentence('schedule.arrivalBeforeDeparture')] });
    }
    return { departingDate: date, departingTime: times.departTime, arrivalDate, arrivalTime: times.arriveTime, departsAt };
  });
}

/** "Flight TK101 already flies on 2026-12-01, 2026-12-03; …": the 409 that names the days. */
function clashError(flightNumber: string, days: string[]): ConflictError {
  const named = days.slice(0, CLASH_DAYS_NAMED).join(', ');
  return days.length > CLASH_DAYS_NAMED
    ? new ConflictError('schedule.clashMore', { flight: flightNumber, days: named, more: days.length - CLASH_DAYS_NAMED })
    : new ConflictError('schedule.clash', { flight: flightNumber, days: named });
}

/** The days of `dates` on which the flight number already flies. */
async function clashingDays(db: Db, flightNumber: string, dates: readonly string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select({ day: flights.departingDate })
    .from(flights)
    .where(and(eq(flights.flightNumber, flightNumber), inArray(flights.departingDate, [...dates])))
    .orderBy(asc(flights.departingDate));
  return rows.map((r) => r.day);
}

/** Places, pilot and crew of a season checked; its flights planned. */
async function resolveSeason(db: Db, s: ScheduleValues) {
  const fieldErrors: Record<string, string[]> = {};
  const from = await findPlaceByName(db, s.from);
  if (!from) fieldErrors.from = [`There is no destination named ${s.from}.`];
  const to = await findPlaceByName(db, s.to);
  if (!to) fieldErrors.to = [`There is no destination named ${s.to}.`];
  if (s.pilotsOfPlaneId !== null && !(await pilotExists(db, s.pilotsOfPlaneId))) fieldErrors.pilotsOfPlaneId = ['There is no such pilot; choose one from the list.'];
  if (s.cabinCrewId !== null && !(await cabinCrewExists(db, s.cabinCrewId))) fieldErrors.cabinCrewId = ['There is no such cabin crew member; choose one from the list.'];
  if (!from || !to || Object.keys(fieldErrors).length > 0) throw InvalidInputError.fields(fieldErrors);
  const dates = seasonDates(s);
  if (dates.length === 0) throw InvalidInputError.fields({ daysOfWeek: [sentence('schedule.noDays')] });
  const planned = plan(dates, s, { from: from.timeZone || HOME_TIME_ZONE, to: to.timeZone || HOME_TIME_ZONE });
  const now = Date.now();
  if (planned[0]!.departsAt.getTime() <= now) throw InvalidInputError.fields({ startDate: [sentence('schedule.startsInPast')] });
  return { from, to, planned };
}

function selectSchedules(db: Db) {
  return db
    .select({
      s: schedules,
      fromName: fromLoc.name,
      toName: toLoc.name,
      flightCount: sql<number>`(select count(*)::int from ${flights} where ${flights.scheduleId} = ${schedules.id})`,
      futureFlightCount: sql<number>`(select count(*)::int from ${flights} where ${flights.scheduleId} = ${schedules.id} and ${flights.departsAt} > now())`,
    })
    .from(schedules)
    .innerJoin(fromLoc, eq(fromLoc.id, schedules.fromId))
    .innerJoin(toLoc, eq(toLoc.id, schedules.toId));
}
type ScheduleRow = Awaited<ReturnType<ReturnType<typeof selectSchedules>['execute']>>[number];

const toSchedule = ({ s, fromName, toName, flightCount, futureFlightCount }: ScheduleRow): Schedule => ({
  _id: s.id,
  flightNumber: s.flightNumber,
  planeNumber: s.planeNumber,
  from: fromName,
  to: toName,
  departTime: s.departTime,
  arriveTime: s.arriveTime,
  arriveDayOffset: s.arriveDayOffset,
  daysOfWeek: s.daysOfWeek,
  startDate: s.startDate,
  endDate: s.endDate,
  prices: { platinum: s.platinumPrice, gold: s.goldPrice, silver: s.silverPrice },
  seatCapacity: s.seatCapacity,
  flightCount,
  futureFlightCount,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

/** What the audit log keeps of a season. */
const seasonFields = (s: Schedule) => {
  const { _id: _, flightCount: __, futureFlightCount: ___, createdAt: ____, updatedAt: _____, ...fields } = s;
  return fields;
};

/** The seasons as a list: a page of ids cut by the database, then those seasons read with their flights counted. */
function scheduleList(db: Db): SqlList<{ id: string }, Schedule> {
  return {
    name: 'schedules',
    from: sql`${schedules}`,
    id: sql`${schedules.id}`,
    columns: sql`${schedules.id} as "id"`,
    sorts: {
      createdAt: { expr: sql`${schedules.createdAt}`, type: 'timestamptz' },
      flightNumber: { expr: sql`${schedules.flightNumber}`, type: 'text' },
      startDate: { expr: sql`${schedules.startDate}`, type: 'date' },
      endDate: { expr: sql`${schedules.endDate}`, type: 'date' },
    },
    defaultSort: 'createdAt',
    search: (pattern) => sql`(${schedules.flightNumber} || ' ' || ${schedules.planeNumber}) ilike ${pattern}`,
    finish: async (rows) => {
      if (rows.length === 0) return [];
      const found = new Map((await selectSchedules(db).where(inArray(schedules.id, rows.map((r) => r.id)))).map((row) => [row.s.id, toSchedule(row)]));
      return rows.flatMap((r) => found.get(r.id) ?? []);
    },
  };
}

export function schedulesRepo(db: Db) {
  const missing = () => new NotFoundError('schedule.notFound');
  const get = async (id: string): Promise<Schedule> => {
    if (!isUuid(id)) throw missing();
    const [row] = await selectSchedules(db).where(eq(schedules.id, id));
    if (!row) throw missing();
    return toSchedule(row);
  };

  return {
    get,
    /** One page of the seasons (`?limit&offset&after&q&sort`), oldest first by default. */
    page: (q: PageQuery): Promise<Page<Schedule>> => pageList(db, scheduleList(db), q),
    /** Every season, oldest first, in batches (the legacy array, streamed). */
    stream: (): AsyncIterable<Schedule[]> => streamList(db, scheduleList(db)),

    /** The flights a season would create, and the days its flight number already flies (nothing written). */
    async preview(s: ScheduleValues): Promise<SchedulePreview> {
      const { planned } = await resolveSeason(db, s);
      const clashes = await clashingDays(db, s.flightNumber, planned.map((p) => p.departingDate));
      return { flights: planned.map(({ departsAt: _, ...p }) => p), clashes };
    },

    /** Creates the season and all its flights in one transaction; a clash on any day: ConflictError naming the days. */
    async create(season: ScheduleValues, actor: Actor): Promise<Schedule> {
      // A plane with a cabin layout of its own sells the layout's seats.
      const s = { ...season, seatCapacity: (await layoutCapacity(db, season.planeNumber)) ?? season.seatCapacity };
      const { from, to, planned } = await resolveSeason(db, s);
      const id = await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const clashes = await clashingDays(tx, s.flightNumber, planned.map((p) => p.departingDate));
            if (clashes.length > 0) throw clashError(s.flightNumber, clashes);
            const [row] = await tx
              .insert(schedules)
              .values({
                flightNumber: s.flightNumber,
                planeNumber: s.planeNumber,
                fromId: from.id,
                toId: to.id,
                departTime: s.departTime,
                arriveTime: s.arriveTime,
                arriveDayOffset: s.arriveDayOffset,
                daysOfWeek: s.daysOfWeek,
                startDate: s.startDate,
                endDate: s.endDate,
                platinumPrice: s.prices.platinum,
                goldPrice: s.prices.gold,
                silverPrice: s.prices.silver,
                seatCapacity: s.seatCapacity,
              })
              .returning({ id: schedules.id });
            const scheduleId = row!.id;
            const values = planned.map((p) => ({
              planeNumber: s.planeNumber,
              flightNumber: s.flightNumber,
              fromId: from.id,
              toId: to.id,
              platinumPrice: s.prices.platinum,
              goldPrice: s.prices.gold,
              silverPrice: s.prices.silver,
              departingDate: p.departingDate,
              departingTime: p.departingTime,
              arrivalDate: p.arrivalDate,
              arrivalTime: p.arrivalTime,
              departsAt: p.departsAt,
              pilotId: s.pilotsOfPlaneId,
              cabinCrewId: s.cabinCrewId,
              seatCapacity: s.seatCapacity,
              seatsLeft: s.seatCapacity,
              scheduleId,
            }));
            for (let i = 0; i < values.length; i += 200) await tx.insert(flights).values(values.slice(i, i + 200));
            const [made] = await selectSchedules(tx).where(eq(schedules.id, scheduleId));
            await recordAudit(tx, actor, { entity: 'schedule', entityId: scheduleId, action: 'create', after: { ...seasonFields(toSchedule(made!)), flights: values.length } });
            return scheduleId;
          }),
        // Another admin scheduled the same number on one of these days in the meantime.
        () => sentence('schedule.raced', { flight: s.flightNumber }),
      );
      return get(id);
    },

    /**
     * Changes the times and prices of every future flight of the season at once, in one transaction. Seats
     * already sold stay sold: capacity and seats left are not touched, and bookings keep the price they paid.
     */
    async updateFuture(id: string, u: ScheduleUpdate, actor: Actor): Promise<{ schedule: Schedule; updatedFlights: number }> {
      const current = await get(id);
      const from = await findPlaceByName(db, current.from);
      const to = await findPlaceByName(db, current.to);
      const times = {
        departTime: u.departTime ?? current.departTime,
        arriveTime: u.arriveTime ?? current.arriveTime,
        arriveDayOffset: u.arriveDayOffset ?? current.arriveDayOffset,
      };
      const prices = { ...current.prices, ...u.prices };
      const updated = await db.transaction(async (tx) => {
        const future = await tx
          .select({ id: flights.id, departingDate: flights.departingDate })
          .from(flights)
          .where(and(eq(flights.scheduleId, id), gt(flights.departsAt, sql`now()`)))
          .orderBy(asc(flights.id))
          .for('update');
        const planned = plan(future.map((f) => f.departingDate), times, { from: from?.timeZone || HOME_TIME_ZONE, to: to?.timeZone || HOME_TIME_ZONE });
        const now = new Date();
        for (const [i, f] of future.entries()) {
          const p = planned[i]!;
          await tx
            .update(flights)
            .set({
              departingTime: p.departingTime,
              arrivalDate: p.arrivalDate,
              arrivalTime: p.arrivalTime,
              departsAt: p.departsAt,
              platinumPrice: prices.platinum,
              goldPrice: prices.gold,
              silverPrice: prices.silver,
              updatedAt: now,
            })
            .where(eq(flights.id, f.id));
        }
        await tx
          .update(schedules)
          .set({ ...times, platinumPrice: prices.platinum, goldPrice: prices.gold, silverPrice: prices.silver, updatedAt: now })
          .where(eq(schedules.id, id));
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [key, value] of Object.entries({ ...times, prices })) {
          const old = (current as unknown as Record<string, unknown>)[key];
          if (JSON.stringify(old) !== JSON.stringify(value)) {
            before[key] = old;
            after[key] = value;
          }
        }
        await recordAudit(tx, actor, { entity: 'schedule', entityId: id, action: 'update-future-flights', before, after: { ...after, flights: future.length } });
        return future.length;
      });
      return { schedule: await get(id), updatedFlights: updated };
    },
  };
}
