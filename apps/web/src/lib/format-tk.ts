const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole taka as the fare screens write it, e.g. "9,995 TK" (SPEC §2: prices in TK). */
export function formatTk(value: number): string {
  return `${amount.format(value)} TK`;
}

/** Popular-location fares are quoted in BDT (SPEC §9), e.g. "BDT 9,995". */
export function formatBdt(value: number): string {
  return `BDT ${amount.format(value)}`;
}
