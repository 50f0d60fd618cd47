/**
 * Money on the wire. Our side keeps whole taka in integers; SSLCommerz speaks decimal strings ("1500.00").
 * Every comparison is made in paisa (integers), never with floating-point numbers.
 */

/** Whole taka as the decimal string payment providers expect: 1500 → "1500.00". */
export function takaToDecimal(taka: number): string {
  if (!Number.isSafeInteger(taka) || taka <= 0) throw new RangeError(`An amount to pay must be a positive whole number of taka, not ${taka}.`);
  return `${taka}.00`;
}

/**
 * A provider's decimal string as paisa: "1500.00" → 150000, "99.5" → 9950.
 * Null for anything that is not an exact non-negative amount in paisa ("abc", "-1", "1e3", "10.005").
 */
export function decimalToPaisa(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  // More than two decimals are accepted only when they are zeros ("1500.0000"): anything else is not a paisa amount.
  if (/[^0]/.test(fraction.slice(2))) return null;
  const paisa = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}
