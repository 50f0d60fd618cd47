/** For react-hook-form's `setValueAs`: an empty optional number input means null, not 0 or NaN. */
export function numberOrNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value);
}
