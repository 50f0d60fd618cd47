/** Query keys of the signed-in user's saved travellers (the cache is cleared at logout). */
export const travellerKeys = {
  all: ['travellers'] as const,
  list: () => [...travellerKeys.all, 'list'] as const,
  details: (id: string) => [...travellerKeys.all, 'details', id] as const,
};
