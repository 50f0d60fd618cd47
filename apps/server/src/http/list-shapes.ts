import type { Booking, ContactMessage, PassengerSummary, User } from '@tarmac/shared';
import type { ListShape } from './paging.js';

/**
 * How the back office's lists read whole (users, bookings, passengers, contact messages) are searched and
 * sorted when asked for a page. The flight list, at 100k rows, pages in SQL instead (catalog/flights.repo.ts).
 */

export const userListShape: ListShape<User> = {
  text: (u) => [u.name, u.email, u.role, u.personalPhoneNumber, u.nationalId].join(' '),
  sorts: { createdAt: (u) => u.createdAt, name: (u) => u.name, email: (u) => u.email, role: (u) => u.role },
};

export const bookingListShape: ListShape<Booking> = {
  text: (b) => [b.pnr, b.status, b.userEmail, ...b.passengers.map((p) => p.name), ...b.legs.flatMap((l) => [l.flightNumber, l.flightFromCurrentLocation, l.flightToDestinationLocation])].join(' '),
  sorts: {
    createdAt: (b) => b.createdAt,
    pnr: (b) => b.pnr,
    status: (b) => b.status,
    userEmail: (b) => b.userEmail,
    total: (b) => b.total,
    travellers: (b) => b.travellers,
  },
};

export const passengerListShape: ListShape<PassengerSummary> = {
  text: (p) => [p.name, p.email, p.phone].join(' '),
  sorts: { name: (p) => p.name, email: (p) => p.email, travelCount: (p) => p.travelCount, totalDistanceKm: (p) => p.totalDistanceKm },
};

export const contactMessageListShape: ListShape<ContactMessage> = {
  text: (m) => [m.username, m.phone, m.email, m.message].join(' '),
  sorts: { createdAt: (m) => m.createdAt, username: (m) => m.username, email: (m) => m.email },
};
