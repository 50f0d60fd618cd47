// No zod here: the home page's carousels read these.

/** The two lists of destinations: their screens, calls and carousels are the same for both. */
export const LOCATION_KINDS = ['domestic', 'international'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
