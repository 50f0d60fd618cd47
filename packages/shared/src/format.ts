// How the product writes amounts, counts and places (SPEC §2, §9). No zod here: pages outside the form
// chunks read these.

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole amount with thousands separators, e.g. "9,995". */
export function formatAmount(value: number): string {
  return wholeNumber.format(value);
}

/** Whole taka with the taka sign, as the back office lists prices, e.g. "৳9,995" (SPEC §9). */
export function formatTaka(value: number): string {
  return `৳${formatAmount(value)}`;
}

/** Whole taka as the fare screens write it, e.g. "9,995 TK" (SPEC §2: prices in TK). */
export function formatTk(value: number): string {
  return `${formatAmount(value)} TK`;
}

/** Whole taka as the confirmation e-mail writes it, e.g. "TK 9,995". */
export function formatMailTk(value: number): string {
  return `TK ${formatAmount(value)}`;
}

/** Popular-location fares are quoted in BDT (SPEC §9), e.g. "BDT 9,995". */
export function formatBdt(value: number): string {
  return `BDT ${formatAmount(value)}`;
}

/** SPEC §2: '1 Person' / 'N Persons'. */
export function formatPersons(count: number): string {
  return count === 1 ? '1 Person' : `${count} Persons`;
}

/** SPEC §2: places in upper case, joined by arrows, e.g. "DHAKA → COX'S BAZAR" or "DHAKA → DUBAI → DHAKA". */
export function formatRoute(...places: string[]): string {
  return places.map((place) => place.toUpperCase()).join(' → ');
}
