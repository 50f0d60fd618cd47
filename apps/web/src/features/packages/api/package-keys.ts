/** Query keys of the packages feature. */
export const packageKeys = {
  all: ['packages'] as const,
  list: () => [...packageKeys.all, 'list'] as const,
  details: (id: string) => [...packageKeys.all, 'details', id] as const,
};
