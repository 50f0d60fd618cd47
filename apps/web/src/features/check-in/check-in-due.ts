import type { Booking } from '@tarmac/shared';

const DAY = 86_400_000;

/**
 * Whether a booking may have a flight whose check-in is open or whose passes are current: ticketed, with a
 * flight departing between yesterday and three days ahead (local dates; the server decides the real window).
 * Keeps My bookings from asking the server about every old or far-off booking.
 */
export function mayCheckIn(booking: Pick<Booking, 'status' | 'legs'>, now = Date.now()): boolean {
  if (booking.status !== 'ticketed') return false;
  return booking.legs.some((leg) => {
    const day = Date.parse(`${leg.flightDepartingDate}T00:00:00Z`);
    return day >= now - 2 * DAY && day <= now + 3 * DAY;
  });
}
