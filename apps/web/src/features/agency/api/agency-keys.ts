/** The query keys of the agent's own agency: its overview, statements and bookings. */
export const agencyKeys = {
  all: ['agency'] as const,
  overview: () => [...agencyKeys.all, 'overview'] as const,
  statement: (path: string, from: string, to: string) => [...agencyKeys.all, 'statement', path, from, to] as const,
  bookings: () => [...agencyKeys.all, 'bookings'] as const,
};
