import { createEvents, type EventAttributes, type EventStatus } from 'ics';
import { zonedToUtc } from '../lib/zoned-time.js';
import { sayer, type Language } from '../i18n/messages.js';
import { clock, mailDate } from '../i18n/travel-words.js';
import { type TicketBooking } from './ticket-booking.js';

/** The IANA zone of a location, by the name a booking's legs carry (the locations table's `time_zone`). */
export type ZoneOfLocation = (locationName: string) => string | undefined;

/** Where a location has no zone stored yet, its times are read in the home airport's, as flights are saved. */
const HOME_TIME_ZONE = 'Asia/Dhaka';

/**
 * The booking's flights as an iCalendar file: one event per leg, from the departure instant to the arrival
 * instant. Each leg's dates and times are the local clock of its own airport, so departure is read in the
 * departure airport's zone and arrival in the arrival airport's; the events are written in UTC.
 * The UID is stable per booking and leg, so importing the file again updates the events instead of adding them.
 * The events' words are in `language` (the booking's); English by default.
 */
export function flightsIcs(booking: TicketBooking, zones: ZoneOfLocation, language: Language = 'en'): string {
  const say = sayer(language);
  const zoneOf = (name: string) => zones(name) || HOME_TIME_ZONE;
  const events: EventAttributes[] = booking.legs.map((leg, index) => {
    const from = leg.flightFromCurrentLocation;
    const to = leg.flightToDestinationLocation;
    const departs = zonedToUtc(leg.flightDepartingDate, leg.flightDepartingTime, zoneOf(from));
    const arrives = zonedToUtc(leg.flightArrivalDate, leg.flightArrivalTime, zoneOf(to));
    const tickets = booking.passengers.map((p) => (p.tickets[index] ? say('ics.passengerTicket', { name: p.name, ticket: p.tickets[index] }) : p.name));
    return {
      uid: `${booking._id}-leg-${index + 1}@tarmac`,
      title: say('ics.title', { flight: leg.flightNumber, from, to }),
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
        say('ics.pnr', { pnr: booking.pnr }),
        say('ics.departs', { place: from, date: mailDate(language, leg.flightDepartingDate), time: clock(language, leg.flightDepartingTime) }),
        say('ics.arrives', { place: to, date: mailDate(language, leg.flightArrivalDate), time: clock(language, leg.flightArrivalTime) }),
        say('ics.plane', { plane: leg.planeNumber, package: leg.packageName }),
        say('ics.passengers', { passengers: tickets.join(', ') }),
      ].join('\n'),
    };
  });
  const { error, value } = createEvents(events, { productId: '-//Tarmac//Flights//EN', calName: say('ics.calendar', { pnr: booking.pnr }) });
  if (error || value === null) throw error ?? new Error(`The calendar of booking ${booking.pnr} could not be written.`);
  return value;
}

function eventStatus(status: string): EventStatus {
  if (status === 'cancelled' || status === 'expired') return 'CANCELLED';
  if (status === 'held') return 'TENTATIVE';
  return 'CONFIRMED';
}
