const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole taka with the taka sign, e.g. "৳9,995" (SPEC §9). */
export function formatTaka(value: number): string {
  return `৳${amount.format(value)}`;
}
