const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A flight's calendar date, e.g. "Thu, 31 Dec 2026". Flight dates are the airport's local calendar
 * dates, so they are formatted as they are, never shifted to the visitor's time zone.
 */
export function formatFlightDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** "Thu, 31 Dec 2026 at 09:30". */
export function formatFlightMoment(date: string, time: string): string {
  return time ? `${formatFlightDate(date)} at ${time}` : formatFlightDate(date);
}

