import type { ContactMessage, PassengerSummary, User } from '@tarmac/shared';
import type { ListShape } from './paging.js';

/**
 * How the back office's lists read whole (users, passengers, contact messages) are searched and sorted when
 * asked for a page. Flights and bookings, which grow with the schedule and the sales, page in SQL instead
 * (catalog/flights.repo.ts, bookings/bookings.repo.ts).
 */

export const userListShape: ListShape<User> = {
  text: (u) => [u.name, u.email, u.role, u.personalPhoneNumber, u.nationalId].join(' '),
  sorts: { createdAt: (u) => u.createdAt, name: (u) => u.name, email: (u) => u.email, role: (u) => u.role },
};

export const passengerListShape: ListShape<PassengerSummary> = {
  text: (p) => [p.name, p.email, p.phone].join(' '),
  sorts: { name: (p) => p.name, email: (p) => p.email, travelCount: (p) => p.travelCount, totalDistanceKm: (p) => p.totalDistanceKm },
};

export const contactMessageListShape: ListShape<ContactMessage> = {
  text: (m) => [m.username, m.phone, m.email, m.message].join(' '),
  sorts: { createdAt: (m) => m.createdAt, username: (m) => m.username, email: (m) => m.email },
};
