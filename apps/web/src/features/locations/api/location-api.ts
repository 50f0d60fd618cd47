import { locationApiPaths, type CatalogPaths, type LocationKind } from '@tarmac/shared';

/** The calls of each kind of location (SPEC §7's legacy paths). */
export const locationApi: Record<LocationKind, CatalogPaths> = locationApiPaths;

/** The address of one location, for reading and updating it. */
export const locationUrl = (kind: LocationKind, id: string) => `${locationApi[kind].one}/${encodeURIComponent(id)}`;
