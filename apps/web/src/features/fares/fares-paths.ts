/** The back office's fare screens (issue 31): booking-class ladders and promo codes. */
export const faresPaths = {
  fareLadders: { path: '/fareLadders', getHref: (flightId?: string) => (flightId ? `/fareLadders?flight=${encodeURIComponent(flightId)}` : '/fareLadders') },
  promoCodes: { path: '/promoCodes', getHref: () => '/promoCodes' },
} as const;
