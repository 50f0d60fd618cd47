import { sql } from 'drizzle-orm';
import { EARTH_RADIUS_KM, parseSort, type Page, type PassengerSummary } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { pageList, streamList, type PageQuery, type SqlList, type SqlSort } from '../db/list-page.js';
import { bookingLegs, bookings, flights, locations, users } from '../db/schema.js';
import { imageUrl } from '../images/images.repo.js';
import { USER_SEARCH_TEXT } from '../accounts/accounts.repo.js';
import { rowsOf } from '../db/rows.js';

/**
 * Everyone who holds a ticketed (paid) booking, with how many flights they booked and how far those fly. The list is
 * read a page of accounts at a time (users with a ticketed booking, by the partial index bookings_ticketed_user_idx);
 * the figures are summed for the accounts of the page only. Sorting by a figure reads the figures of everyone (an
 * aggregate in the database, never rows in Node).
 */
interface PassengerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  profileImageId: string | null;
}

const COLUMNS = sql`${users.id} as "id", ${users.name} as "name", ${users.email} as "email",
  ${users.personalPhoneNumber} as "phone", ${users.profileImageId} as "profileImageId"`;

/**
 * The flights each of these accounts holds tickets for, summed in the database (a row per account, not per leg): how
 * many legs, how far by the same great-circle rule the sort by distance uses (rounded at the end, as before).
 */
async function figures(db: Db, userIds: string[]): Promise<Map<string, { travelCount: number; totalDistanceKm: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ user_id: string; travel_count: number; km: number | string | null }>(
    await db.execute(sql`select b.user_id, count(*)::int as travel_count, sum(${legKm}) as km
      from ${ticketedLegs} and b.user_id = any(${`{${userIds.join(',')}}`}::uuid[]) group by b.user_id`),
  );
  return new Map(rows.map((r) => [r.user_id, { travelCount: Number(r.travel_count), totalDistanceKm: Number(r.km ?? 0) }]));
}

function finishWith(db: Db, publicUrl: string) {
  return async (rows: PassengerRow[]): Promise<PassengerSummary[]> => {
    const sums = await figures(db, rows.map((r) => r.id));
    return rows.map((r) => {
      const sum = sums.get(r.id) ?? { travelCount: 0, totalDistanceKm: 0 };
      return {
        _id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        profileImage: imageUrl(publicUrl, r.profileImageId),
        travelCount: sum.travelCount,
        totalDistanceKm: Math.round(sum.totalDistanceKm),
      };
    });
  };
}

const BY_ACCOUNT: Record<string, SqlSort> = {
  createdAt: { expr: sql`${users.createdAt}`, type: 'timestamptz' },
  name: { expr: sql`lower(${users.name})`, type: 'text' },
  email: { expr: sql`${users.email}`, type: 'text' },
};
const BY_FIGURE: Record<string, SqlSort> = {
  travelCount: { expr: sql`"passenger_figures"."travel_count"`, type: 'integer' },
  totalDistanceKm: { expr: sql`"passenger_figures"."distance_km"`, type: 'integer' },
};

const rad = (degrees: unknown) => sql`radians(${degrees})`;
/** The great-circle distance of a leg, as the shared rule computes it (null without coordinates). */
const legKm = sql`2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin((${rad(sql`t.latitude`)} - ${rad(sql`f.latitude`)}) / 2), 2)
  + cos(${rad(sql`f.latitude`)}) * cos(${rad(sql`t.latitude`)}) * power(sin((${rad(sql`t.longitude`)} - ${rad(sql`f.longitude`)}) / 2), 2))))`;

/** Every ticketed leg of the accounts' bookings, with its airports (`f` and `t`): what the figures count and sum. */
const ticketedLegs = sql`${bookings} b join ${bookingLegs} l on l.booking_id = b.id join ${flights} fl on fl.id = l.flight_id
  join ${locations} f on f.id = fl.from_id join ${locations} t on t.id = fl.to_id
  where b.status = 'ticketed' and b.user_id is not null`;

function passengerList(db: Db, publicUrl: string, byFigure: boolean): SqlList<PassengerRow, PassengerSummary> {
  const common = { name: 'passengers', id: sql`${users.id}`, columns: COLUMNS, defaultSort: 'createdAt', finish: finishWith(db, publicUrl) };
  const search = (pattern: string) => sql`${USER_SEARCH_TEXT} ilike ${pattern}`;
  if (!byFigure) {
    return {
      ...common,
      from: sql`${users}`,
      sorts: BY_ACCOUNT,
      search,
    };
  }
  return {
    ...common,
    from: sql`(select b.user_id, count(*)::int as travel_count, round(coalesce(sum(${legKm}), 0)::numeric)::int as distance_km
        from ${ticketedLegs} group by b.user_id) as "passenger_figures"
      join ${users} on ${users.id} = "passenger_figures"."user_id"`,
    sorts: { ...BY_ACCOUNT, ...BY_FIGURE },
    search,
  };
}

/** Accounts with a ticketed booking: the condition of the list read by account. */
const HAS_TICKET = sql`exists (select 1 from ${bookings} b where b.user_id = ${users.id} and b.status = 'ticketed')`;

/** One page of the passengers (`?limit&offset&after&q&sort`). */
export function pagePassengers(db: Db, publicUrl: string, q: PageQuery): Promise<Page<PassengerSummary>> {
  const key = parseSort(q.sort)?.key;
  const byFigure = key !== undefined && !(key in BY_ACCOUNT);
  return pageList(db, passengerList(db, publicUrl, byFigure), q, { where: byFigure ? undefined : HAS_TICKET });
}

/** Every passenger, in the legacy order (oldest account first), in batches: the legacy array, streamed. */
export function streamPassengers(db: Db, publicUrl: string): AsyncIterable<PassengerSummary[]> {
  return streamList(db, passengerList(db, publicUrl, false), HAS_TICKET);
}
