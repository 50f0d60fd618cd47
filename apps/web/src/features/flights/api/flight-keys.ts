/** Query keys of the flight information feature. */
export const flightKeys = {
  all: ['flights'] as const,
  list: () => [...flightKeys.all, 'list'] as const,
  details: (id: string) => [...flightKeys.all, 'details', id] as const,
};
