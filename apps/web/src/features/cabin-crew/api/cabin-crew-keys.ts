/** Query keys of the cabin crew feature. */
export const cabinCrewKeys = {
  all: ['cabin-crew'] as const,
  list: () => [...cabinCrewKeys.all, 'list'] as const,
  details: (id: string) => [...cabinCrewKeys.all, 'details', id] as const,
};
