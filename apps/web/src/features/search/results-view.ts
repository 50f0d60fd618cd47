import { formatLanguage, localDigits, type SearchResult, type PackageOffer } from '@tarmac/shared';
import type { ResultsView, TimeOfDay } from './search-url';

/** Morning: departing before noon; afternoon: noon to 17:59; evening: 18:00 onward (local time at departure). */
export function timeOfDay(time: string): TimeOfDay {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** The packages shown: all of the flight's, or only the one the view asks for. */
export function shownPackages(flight: SearchResult, view: ResultsView): PackageOffer[] {
  return view.pkg ? flight.packageList.filter((p) => p.packageName === view.pkg) : flight.packageList;
}

/** The lowest price among the packages shown (Infinity when none is priced). */
export function lowestPrice(flight: SearchResult, view: ResultsView): number {
  const prices = shownPackages(flight, view)
    .map((p) => Number(flight[p.packageName]))
    .filter(Number.isFinite);
  return prices.length ? Math.min(...prices) : Number.POSITIVE_INFINITY;
}

/** Minutes in the air, when the server said (results kept from before it did have none). */
export const durationOf = (flight: SearchResult): number =>
  typeof flight.durationMinutes === 'number' ? flight.durationMinutes : Number.POSITIVE_INFINITY;

const byDeparture = (a: SearchResult, b: SearchResult) =>
  a.flightDepartingDate.localeCompare(b.flightDepartingDate) || a.flightDepartingTime.localeCompare(b.flightDepartingTime) || a.flightNumber.localeCompare(b.flightNumber);

/** The flights the view shows, in its order (ties: earlier departure first). */
export function applyView(flights: SearchResult[], view: ResultsView): SearchResult[] {
  const kept = flights.filter((f) => (!view.time || timeOfDay(f.flightDepartingTime) === view.time) && shownPackages(f, view).length > 0);
  const key = view.sort === 'price' ? (f: SearchResult) => lowestPrice(f, view) : view.sort === 'duration' ? durationOf : null;
  return kept.sort((a, b) => (key ? key(a) - key(b) : 0) || byDeparture(a, b));
}

/** "5h 30m" (Bangla "৫ ঘ ৩০ মি"). */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const [hours, mins] = formatLanguage() === 'bn' ? [' ঘ', ' মি'] : ['h', 'm'];
  return localDigits(h ? (m ? `${h}${hours} ${m}${mins}` : `${h}${hours}`) : `${m}${mins}`, formatLanguage());
}

/** Days between the departure's and the arrival's local dates: "+1" when it lands the next day. */
export function dayShift(flight: Pick<SearchResult, 'flightDepartingDate' | 'flightArrivalDate'>): number {
  const d = Date.parse(`${flight.flightDepartingDate}T00:00:00Z`);
  const a = Date.parse(`${flight.flightArrivalDate}T00:00:00Z`);
  return Number.isFinite(d) && Number.isFinite(a) ? Math.round((a - d) / 86_400_000) : 0;
}
