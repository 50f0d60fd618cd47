/** Query keys of the bookings feature. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: () => [...bookingKeys.all, 'mine'] as const,
  details: (pnr: string) => [...bookingKeys.all, 'details', pnr.toUpperCase()] as const,
  admin: (filters: Record<string, string>) => [...bookingKeys.all, 'admin', filters] as const,
  manifest: (flightId: string) => [...bookingKeys.all, 'manifest', flightId] as const,
};
