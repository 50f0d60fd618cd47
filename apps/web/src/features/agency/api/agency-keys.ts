/** The query keys of the agent's own agency: its overview, statement and bookings. */
export const agencyKeys = {
  all: ['agency'] as const,
  overview: () => [...agencyKeys.all, 'overview'] as const,
  ledger: () => [...agencyKeys.all, 'ledger'] as const,
  bookings: () => [...agencyKeys.all, 'bookings'] as const,
};
