import { createEvents, type EventAttributes, type EventStatus } from 'ics';
import { zonedToUtc } from '../lib/zoned-time.js';
import { AIRLINE_NAME, type TicketBooking } from './ticket-booking.js';

/** The IANA zone of a location, by the name a booking's legs carry (the locations table's `time_zone`). */
export type ZoneOfLocation = (locationName: string) => string | undefined;

/** Where a location has no zone stored yet, its times are read in the home airport's, as flights are saved. */
const HOME_TIME_ZONE = 'Asia/Dhaka';

/**
 * The booking's flights as an iCalendar file: one event per leg, from the departure instant to the arrival
 * instant. Each leg's dates and times are the local clock of its own airport, so departure is read in the
 * departure airport's zone and arrival in the arrival airport's; the events are written in UTC.
 * The UID is stable per booking and leg, so importing the file again updates the events instead of adding them.
 */
export function flightsIcs(booking: TicketBooking, zones: ZoneOfLocation): string {
  const zoneOf = (name: string) => zones(name) || HOME_TIME_ZONE;
  const events: EventAttributes[] = booking.legs.map((leg, index) => {
    const from = leg.flightFromCurrentLocation;
    const to = leg.flightToDestinationLocation;
    const departs = zonedToUtc(leg.flightDepartingDate, leg.flightDepartingTime, zoneOf(from));
    const arrives = zonedToUtc(leg.flightArrivalDate, leg.flightArrivalTime, zoneOf(to));
    const tickets = booking.passengers.map((p) => (p.tickets[index] ? `${p.name} (ticket ${p.tickets[index]})` : p.name));
    return {
      uid: `${booking._id}-leg-${index + 1}@tarmac`,
      title: `${AIRLINE_NAME} flight ${leg.flightNumber} ${from} → ${to}`,
      location: from,
      start: departs.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: arrives.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      status: eventStatus(booking.status),
      busyStatus: 'BUSY',
      description: [
        `Booking reference (PNR): ${booking.pnr}`,
        `Departs ${from} ${leg.flightDepartingDate} ${leg.flightDepartingTime} local time`,
        `Arrives ${to} ${leg.flightArrivalDate} ${leg.flightArrivalTime} local time`,
        `Plane ${leg.planeNumber}, package ${leg.packageName}`,
        `Passengers: ${tickets.join(', ')}`,
      ].join('\n'),
    };
  });
  const { error, value } = createEvents(events, { productId: '-//Tarmac//Flights//EN', calName: `${AIRLINE_NAME} ${booking.pnr}` });
  if (error || value === null) throw error ?? new Error(`The calendar of booking ${booking.pnr} could not be written.`);
  return value;
}

function eventStatus(status: string): EventStatus {
  if (status === 'cancelled' || status === 'expired') return 'CANCELLED';
  if (status === 'held') return 'TENTATIVE';
  return 'CONFIRMED';
}
