/** The zone used for an airport whose time zone is not recorded: the airline's home. */
export const HOME_TIME_ZONE = 'Asia/Dhaka';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds the zone is ahead of UTC at the given instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a local calendar date (YYYY-MM-DD) and clock time (HH:MM) in an IANA zone. */
export function zonedToUtc(date: string, time: string, timeZone: string = HOME_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const zone = timeZone || HOME_TIME_ZONE;
  let instant = naive - offsetAt(naive, zone);
  // Once more at the guessed instant, for days when the zone's offset changes.
  instant = naive - offsetAt(instant, zone);
  return new Date(instant);
}
