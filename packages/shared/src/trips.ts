// The names of a journey's parts, spelled once. No zod here: the home page's first download reads these.

export const TRAVEL_TYPES = ['oneWay', 'roundTrip', 'multiWay'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

/** The trips of a multi-city search, in order: the body's and the answer's keys (SPEC §3). */
export const TRIP_KEYS = ['trip1', 'trip2', 'trip3'] as const;

/** The booking slots of a multi-city trip, in order: trip1 is booked in tripOne, and so on. */
export const TRIP_SLOTS = ['tripOne', 'tripTwo', 'tripThree'] as const;

/** Every booking slot (SPEC §3), in travel order; they are also the browser-storage keys of the picks. */
export const BOOKING_SLOTS = ['departure', 'return', ...TRIP_SLOTS] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

