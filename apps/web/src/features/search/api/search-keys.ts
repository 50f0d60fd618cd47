import type { LocationKind } from '@tarmac/shared';

/** Query keys of the public search feature. */
export const searchKeys = {
  all: ['search'] as const,
  locations: (kind: LocationKind) => [...searchKeys.all, 'locations', kind] as const,
};
