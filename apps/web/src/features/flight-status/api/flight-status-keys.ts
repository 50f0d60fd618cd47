/** Query keys of the flight status feature. */
export const flightStatusKeys = {
  all: ['flight-status'] as const,
  one: (flightNumber: string, date: string) => [...flightStatusKeys.all, flightNumber, date] as const,
  rebooking: (pnr: string) => [...flightStatusKeys.all, 'rebooking', pnr] as const,
};
