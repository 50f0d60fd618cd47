/**
 * Local calendar dates and clock times of an IANA zone <-> UTC instants, with the platform's own zone data
 * (Intl), so no time-zone library is needed. Asking Intl is slow, and the seed asks hundreds of thousands
 * of times, so offsets are kept per zone and UTC day: a day whose offset is the same at both ends is taken
 * to have it throughout (zones change offset at most once a day); only a day with a change asks per instant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const dayOffsets = new Map<string, Map<number, number>>();
const DAY = 86_400_000;
/** Marks a day on which the zone's offset changes. */
const CHANGES = Number.NaN;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The offset as Intl reports it, for one instant. */
function askIntl(timeZone: string, utcMs: number): number {
  const at = Math.floor(utcMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(at))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((asUtc - at) / 60_000);
}

/** Minutes the zone's clocks are ahead of UTC at the instant `utcMs`. */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(utcMs / DAY);
  let offset = days.get(day);
  if (offset === undefined) {
    const start = askIntl(timeZone, day * DAY);
    offset = start === askIntl(timeZone, (day + 1) * DAY - 1000) ? start : CHANGES;
    if (days.size > 50_000) days.clear();
    days.set(day, offset);
  }
  return Number.isNaN(offset) ? askIntl(timeZone, utcMs) : offset;
}

/** 'YYYY-MM-DD' + 'HH:MM' as a naive UTC millisecond count (the wall clock read as if it were UTC). */
function wallClockMs(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
}

/**
 * The UTC instant of a local date and time in `timeZone`. A time that falls in a spring-forward gap is
 * read with the offset from before the change (so 01:30 in a 01:00→02:00 gap becomes 02:30 local).
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const wall = wallClockMs(date, time);
  // The offsets a day either side bracket any change near this wall time (as Temporal's 'compatible').
  const before = zoneOffsetMinutes(timeZone, wall - 86_400_000);
  const after = zoneOffsetMinutes(timeZone, wall + 86_400_000);
  const early = wall - before * 60_000;
  if (before === after) return new Date(early);
  const late = wall - after * 60_000;
  const valid = [early, late].filter((t, i) => zoneOffsetMinutes(timeZone, t) === (i === 0 ? before : after));
  // Both valid: a fall-back overlap, the earlier instant wins. Neither: a spring-forward gap.
  return new Date(valid.length > 0 ? Math.min(...valid) : early);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date ('YYYY-MM-DD') and clock time ('HH:MM') of an instant in `timeZone`. */
export function utcToZoned(instant: Date | number, timeZone: string): { date: string; time: string } {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const local = new Date(ms + zoneOffsetMinutes(timeZone, ms) * 60_000);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** `date` ('YYYY-MM-DD') moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(wallClockMs(date, '00:00') + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(wallClockMs(date, '00:00')).getUTCDay();
}
