/** Query keys of the pilot feature. */
export const pilotKeys = {
  all: ['pilots'] as const,
  list: () => [...pilotKeys.all, 'list'] as const,
  details: (id: string) => [...pilotKeys.all, 'details', id] as const,
};
