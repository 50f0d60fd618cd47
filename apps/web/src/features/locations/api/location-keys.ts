import type { LocationKind } from '@tarmac/shared';

/** Query keys of the locations feature, per kind (domestic, international). */
export const locationKeys = {
  all: ['locations'] as const,
  list: (kind: LocationKind) => [...locationKeys.all, kind, 'list'] as const,
  details: (kind: LocationKind, id: string) => [...locationKeys.all, kind, 'details', id] as const,
};
