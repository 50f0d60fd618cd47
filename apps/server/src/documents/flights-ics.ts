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
    // A delayed flight's event is when it now flies (one true time, issue 35): its new departure and arrival.
    const delayed = leg.flightStatus === 'delayed';
    const out = (delayed && leg.estimatedDeparture) || { date: leg.flightDepartingDate, time: leg.flightDepartingTime };
    const back = (delayed && leg.estimatedArrival) || { date: leg.flightArrivalDate, time: leg.flightArrivalTime };
    const departs = zonedToUtc(out.date, out.time, zoneOf(from));
    const arrives = zonedToUtc(back.date, back.time, zoneOf(to));
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
        say('ics.departs', { place: from, date: mailDate(language, out.date), time: clock(language, out.time) }),
        say('ics.arrives', { place: to, date: mailDate(language, back.date), time: clock(language, back.time) }),
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
