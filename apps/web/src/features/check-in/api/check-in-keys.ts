/** Query keys of the check-in feature. */
export const checkInKeys = {
  all: ['check-in'] as const,
  status: (pnr: string) => [...checkInKeys.all, 'status', pnr.toUpperCase()] as const,
  seatMap: (flightId: string) => [...checkInKeys.all, 'seat-map', flightId] as const,
  layouts: () => [...checkInKeys.all, 'layouts'] as const,
  manifest: (flightId: string) => [...checkInKeys.all, 'manifest', flightId] as const,
  departures: (day: string) => [...checkInKeys.all, 'departures', day] as const,
};
