import { describe, expect, it } from 'vitest';
import { makeTicketBooking, makeTicketLeg } from './booking-factory.js';
import { flightsIcs } from './flights-ics.js';

const zones = new Map([
  ['Dhaka', 'Asia/Dhaka'],
  ['Dubai', 'Asia/Dubai'],
  ['Singapore', 'Asia/Singapore'],
  ['London', 'Europe/London'],
]);
const zoneOf = (name: string) => zones.get(name);

/** The calendar's events, each as its properties (long lines unfolded, as RFC 5545 writes them). */
function eventsOf(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('flightsIcs', () => {
  it('puts a delayed flight in the calendar when it now flies, its arrival moved as much', () => {
    // Dhaka 14:00 (08:00Z) → Dubai 17:30 (13:30Z), delayed by two hours and a half.
    const leg = makeTicketLeg({ flightStatus: 'delayed', estimatedDeparture: { date: '2026-12-01', time: '16:30' }, estimatedArrival: { date: '2026-12-01', time: '20:00' } });
    const [event] = eventsOf(flightsIcs(makeTicketBooking({ legs: [leg] }), zoneOf));

    expect(event!.DTSTART).toBe('20261201T103000Z');
    expect(event!.DTEND).toBe('20261201T160000Z');
    expect(event!.DESCRIPTION).toContain('16:30');
  });

  it('writes one event per leg', () => {
    const legs = [
      makeTicketLeg(),
      makeTicketLeg({ flightFromCurrentLocation: 'Dubai', flightToDestinationLocation: 'Singapore' }),
      makeTicketLeg({ flightFromCurrentLocation: 'Singapore', flightToDestinationLocation: 'Dhaka' }),
    ];
    const ics = flightsIcs(makeTicketBooking({ legs }), zoneOf);

    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(3);
    expect(eventsOf(ics)).toHaveLength(3);
  });

  it("starts a flight at its local departure read in the departure airport's zone, in UTC", () => {
    const leg = makeTicketLeg({ flightDepartingDate: '2026-12-01', flightDepartingTime: '14:00' });
    const [event] = eventsOf(flightsIcs(makeTicketBooking({ legs: [leg] }), zoneOf));

    // Dhaka is UTC+6: 14:00 there is 08:00Z.
    expect(event!.DTSTART).toBe('20261201T080000Z');
  });

  it("ends a flight at its local arrival read in the arrival airport's zone", () => {
    const leg = makeTicketLeg({
      flightFromCurrentLocation: 'Dhaka',
      flightToDestinationLocation: 'Dubai',
      flightArrivalDate: '2026-12-01',
      flightArrivalTime: '17:30',
    });
    const [event] = eventsOf(flightsIcs(makeTicketBooking({ legs: [leg] }), zoneOf));

    // Dubai is UTC+4: 17:30 there is 13:30Z.
    expect(event!.DTEND).toBe('20261201T133000Z');
  });

  it('follows summer time of the airport on the date of the flight', () => {
    const summer = makeTicketLeg({ flightFromCurrentLocation: 'London', flightDepartingDate: '2027-07-01', flightDepartingTime: '12:00' });
    const winter = makeTicketLeg({ flightFromCurrentLocation: 'London', flightDepartingDate: '2027-12-01', flightDepartingTime: '12:00' });
    const [july, december] = eventsOf(flightsIcs(makeTicketBooking({ legs: [summer, winter] }), zoneOf));

    expect(july!.DTSTART).toBe('20270701T110000Z');
    expect(december!.DTSTART).toBe('20271201T120000Z');
  });

  it('titles each event with the flight and the route and places it at the departure airport', () => {
    const leg = makeTicketLeg({ flightNumber: 'BG123', flightFromCurrentLocation: 'Dhaka', flightToDestinationLocation: 'Dubai' });
    const [event] = eventsOf(flightsIcs(makeTicketBooking({ legs: [leg], pnr: 'H4KPWX' }), zoneOf));

    expect(event!.SUMMARY).toBe('Tarmac flight BG123 Dhaka → Dubai');
    expect(event!.LOCATION).toBe('Dhaka');
    expect(event!.DESCRIPTION).toContain('H4KPWX');
  });

  it('gives each leg a UID that stays the same when the file is made again, and differs between legs and bookings', () => {
    const booking = makeTicketBooking({ legs: [makeTicketLeg(), makeTicketLeg()] });
    const uids = (ics: string) => eventsOf(ics).map((e) => e.UID);

    const first = uids(flightsIcs(booking, zoneOf));
    expect(uids(flightsIcs(booking, zoneOf))).toEqual(first);
    expect(new Set(first).size).toBe(2);
    const other = uids(flightsIcs(makeTicketBooking({ legs: [makeTicketLeg(), makeTicketLeg()] }), zoneOf));
    expect(other.filter((uid) => first.includes(uid))).toEqual([]);
  });

  it("reads the times of a location with no stored zone in Dhaka's, as the flight was saved", () => {
    const leg = makeTicketLeg({ flightFromCurrentLocation: "Cox's Bazar", flightDepartingDate: '2026-12-01', flightDepartingTime: '09:00' });
    const [event] = eventsOf(flightsIcs(makeTicketBooking({ legs: [leg] }), () => ''));

    expect(event!.DTSTART).toBe('20261201T030000Z');
  });

  it('marks the flights of a cancelled booking as cancelled and of a held one as tentative', () => {
    const [cancelled] = eventsOf(flightsIcs(makeTicketBooking({ status: 'cancelled' }), zoneOf));
    const [held] = eventsOf(flightsIcs(makeTicketBooking({ status: 'held', ticketed: false }), zoneOf));
    const [confirmed] = eventsOf(flightsIcs(makeTicketBooking(), zoneOf));

    expect(cancelled!.STATUS).toBe('CANCELLED');
    expect(held!.STATUS).toBe('TENTATIVE');
    expect(confirmed!.STATUS).toBe('CONFIRMED');
  });
});
