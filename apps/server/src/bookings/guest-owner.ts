/**
 * Who a guest is, for the hold limits: one person writes one mailbox many ways (`Blocker+1@…`, `b.l.o.c.k.e.r@gmail.com`)
 * and one phone number with or without its country code. The contact e-mail and phone are kept as typed (mail goes
 * there); these keys only count holds together.
 */

/** Domains whose mailboxes ignore dots in the local part, and the one name they go by. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The mailbox an address delivers to: lower case, without a `+tag`, and without the dots gmail ignores. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/**
 * A phone number's last ten digits: `+880 1712-345678`, `8801712345678` and `01712345678` are one number. Two
 * numbers of other countries that end alike would share the limits, which only makes them a little stricter.
 */
export function phoneKeyOf(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
