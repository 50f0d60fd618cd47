/**
 * Day-of-travel addresses. They live here, not in app/paths.ts, so the home page's first download does not
 * grow: only the routes table (its own chunk) and the pages that link here import them.
 */
export const checkInPaths = {
  checkIn: {
    path: '/check-in/:pnr',
    getHref: (pnr: string) => `/check-in/${encodeURIComponent(pnr)}`,
  },
  boardingPass: {
    path: '/boarding-pass/:pnr',
    getHref: (pnr: string, leg: number, passenger: number) => `/boarding-pass/${encodeURIComponent(pnr)}?leg=${leg}&passenger=${passenger}`,
  },
  gate: {
    path: '/gate',
    getHref: (flightId?: string) => (flightId ? `/gate?flight=${encodeURIComponent(flightId)}` : '/gate'),
  },
  cabinLayouts: { path: '/cabinLayouts', getHref: () => '/cabinLayouts' },
  /** The admin's prices of extras (issue 30): seats, bags per route, meals. */
  servicePrices: { path: '/servicePrices', getHref: () => '/servicePrices' },
} as const;
