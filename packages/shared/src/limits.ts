/** Business constants of SPEC.md §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const SESSION_DAYS = 1;
export const RESET_TOKEN_MINUTES = 60;
export const TRAVELLERS_MIN = 1;
export const TRAVELLERS_MAX = 9;
export const MAX_TRIPS = 3;
/** Seats of a flight created without a seat capacity (the server's SEAT_CAPACITY_DEFAULT unless configured). */
export const SEAT_CAPACITY_DEFAULT = 180;
/** The most seats a flight may have. */
export const SEAT_CAPACITY_MAX = 850;

/** The earliest date of birth a passenger may give: an earlier one is a typing mistake. */
export const BIRTH_DATE_MIN = '1900-01-01';
/** How far ahead a flight (or a season's last flight) may be scheduled: its departure date at most this many days after today. */
export const FLIGHT_DAYS_AHEAD_MAX = 730;
/** A flight arrives at most this many days after its departure date (as a season's arrival day offset). */
export const ARRIVAL_DAYS_AFTER_MAX = 2;
/** A delay moves a departure at most this many hours after the scheduled time; a longer wait is a cancellation. */
export const DELAY_HOURS_MAX = 72;

/** SPEC §9 toasts: how long each kind shows, and how long a dismissed one takes to go (at most 20 at once). */
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
export const TOAST_REMOVE_DELAY_MS = 1000;

export const ROLES = ['admin', 'passenger', 'agent'] as const;
/** The roles an admin may give an existing account (an agent is made with its agency, never by a role change). */
export const ASSIGNABLE_ROLES = ['admin', 'passenger'] as const;
export type Role = (typeof ROLES)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
/** The profile form adds 'Unknown' to the blood groups. */
export const PROFILE_BLOOD_GROUPS = [...BLOOD_GROUPS, 'Unknown'] as const;
export type BloodGroup = (typeof PROFILE_BLOOD_GROUPS)[number];

/** A passenger's first or last name, and a nationality, at most this long. */
export const NAME_MAX = 60;
/** A nationality at least this long. */
export const NATIONALITY_MIN = 2;
/** An e-mail address at most this long (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** An account's name at most this long. */
export const ACCOUNT_NAME_MAX = 100;
/** A contact phone number has at least this many digits. */
export const PHONE_DIGITS_MIN = 6;
/** A flight number at most this long. */
export const FLIGHT_NUMBER_MAX = 10;
