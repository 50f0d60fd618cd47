/**
 * API.md "Passengers and guests": the kinds and titles of a passenger, in a module without zod, so code that only
 * lists them (fare lines, the web's fare summary) or splits a name does not load the schemas (passengers.ts
 * re-exports them).
 */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'] as const;
export type PassengerTitle = (typeof PASSENGER_TITLES)[number];

/** A legacy one-line name split as a passenger's names: the last word is the surname. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}
