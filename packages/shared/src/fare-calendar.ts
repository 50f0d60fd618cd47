// The fare calendar's constants, in a module without zod: the web's results page reads them before it needs
// any schema (search.ts re-exports them beside the calendar's query schema).

/** The fare calendar's path (API.md "Search that travellers can compare"); not one of the legacy paths. */
export const FARE_CALENDAR_PATH = '/api/fare-calendar';

/** The widest fare calendar: this many days either side of the asked date. */
export const FARE_CALENDAR_DAYS_MAX = 15;
/** The days either side the results page shows. */
export const FARE_CALENDAR_DAYS_DEFAULT = 3;
