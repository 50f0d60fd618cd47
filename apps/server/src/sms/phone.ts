/**
 * A Bangladeshi mobile number as SMS gateways take it: +880 and the ten digits after the leading 0
 * (01711-000000, 8801711000000, +880 1711 000000 and 00880… are all +8801711000000). Answers null for a number
 * that is not a Bangladeshi mobile (a foreign one, a landline, a typo): no SMS is sent to it.
 */
export function normaliseBdPhone(raw: string): string | null {
  let digits = raw.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  digits = digits.replace(/\D/g, '');
  if (digits.startsWith('880')) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return /^1[3-9]\d{8}$/.test(digits) ? `+880${digits}` : null;
}
