import type { Flight } from '@tarmac/shared';

/** The text an admin may search a flight by: number, plane, places, date, pilot and crew. */
function haystack(flight: Flight): string {
  return [
    flight.flightNumber,
    flight.planeNumber,
    flight.flightFromCurrentLocation,
    flight.flightToDestinationLocation,
    flight.flightDepartingDate,
    flight.pilotsOfPlaneId?.pilotName ?? '',
    flight.cabinCrewId?.cabinCrewName ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/** Newest first, so a flight just added is on the first page; every word of the query must match. */
export function filterFlights(flights: readonly Flight[], query: string): Flight[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const newestFirst = [...flights].reverse();
  if (words.length === 0) return newestFirst;
  return newestFirst.filter((flight) => {
    const text = haystack(flight);
    return words.every((word) => text.includes(word));
  });
}
