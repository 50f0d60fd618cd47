import { splitName } from '@tarmac/shared';
import type { TicketBooking, TicketLeg } from './ticket-booking.js';

let n = 0;

/** A leg of a booking, Dhaka to Dubai unless told otherwise. */
export function makeTicketLeg(extra: Partial<TicketLeg> = {}): TicketLeg {
  n += 1;
  return {
    planeNumber: `S2-A${String(n).padStart(2, '0')}`,
    flightNumber: `BG${100 + n}`,
    flightFromCurrentLocation: 'Dhaka',
    flightToDestinationLocation: 'Dubai',
    flightDepartingDate: '2026-12-01',
    flightDepartingTime: '14:00',
    flightArrivalDate: '2026-12-01',
    flightArrivalTime: '17:30',
    packageName: 'gold',
    packagePrice: 18995,
    bagWeight: 30,
    fareRules: { refundable: true, changeFee: 1000, refundFeeBefore24h: 1500, refundFeeWithin24h: 3000 },
    ...extra,
  };
}

/**
 * A booking as its documents read it: the given legs (one by default) and passengers, each passenger with
 * one 13-digit ticket number per leg, and the total the server would charge (prices × travellers).
 */
export function makeTicketBooking(
  options: { legs?: TicketLeg[]; names?: string[]; status?: string; ticketed?: boolean; pnr?: string } = {},
): TicketBooking {
  n += 1;
  const legs = options.legs ?? [makeTicketLeg()];
  const names = options.names ?? ['Ayesha Rahman'];
  const ticketed = options.ticketed ?? true;
  return {
    _id: `booking-${n}`,
    pnr: options.pnr ?? 'K7MXQP',
    status: options.status ?? 'confirmed',
    travellers: names.length,
    total: legs.reduce((sum, leg) => sum + leg.packagePrice, 0) * names.length,
    contact: { email: 'family@example.com', phone: '+880 1711 000000' },
    legs,
    passengers: names.map((name, p) => ({
      name,
      title: 'Ms',
      ...splitName(name),
      type: 'adult' as const,
      fares: legs.map((l) => l.packagePrice),
      tickets: ticketed ? legs.map((_, l) => `997${String(n).padStart(4, '0')}${p}${l}${'0'.repeat(4)}`) : [],
    })),
  };
}
