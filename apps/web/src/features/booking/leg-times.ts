import type { Booking } from '@tarmac/shared';
import { formatFlightMoment } from '../../lib/format-flight';
import { t } from '../../i18n/i18n';

type Leg = Booking['legs'][number];

/**
 * A leg's departure and arrival as its flight now keeps them (issue 35, one true time): a delayed flight's new
 * times at each airport's clock, saying the scheduled ones they replace; otherwise the schedule.
 */
export function legTimes(leg: Leg): { departure: string; arrival: string; delayed: boolean } {
  const departure = formatFlightMoment(leg.flightDepartingDate, leg.flightDepartingTime);
  const arrival = formatFlightMoment(leg.flightArrivalDate, leg.flightArrivalTime);
  const moved = leg.flightStatus === 'delayed' ? leg.estimatedDeparture : undefined;
  if (!moved) return { departure, arrival, delayed: false };
  const newArrival = leg.estimatedArrival;
  return {
    departure: t('booking.delayedMoment', { moment: formatFlightMoment(moved.date, moved.time), was: departure }),
    arrival: newArrival ? t('booking.delayedMoment', { moment: formatFlightMoment(newArrival.date, newArrival.time), was: arrival }) : arrival,
    delayed: true,
  };
}
