/**
 * IATA Resolution 792 (Bar Coded Boarding Pass), the mandatory items of a one-leg pass: exactly 60 characters.
 *
 * | pos (1-based) | width | item                                   |
 * |---------------|-------|----------------------------------------|
 * | 1             | 1     | format code `M`                        |
 * | 2             | 1     | number of legs encoded `1`             |
 * | 3–22          | 20    | passenger name `SURNAME/GIVEN`          |
 * | 23            | 1     | electronic ticket indicator `E`        |
 * | 24–30         | 7     | operating carrier PNR code             |
 * | 31–33         | 3     | from city airport code                 |
 * | 34–36         | 3     | to city airport code                   |
 * | 37–39         | 3     | operating carrier designator           |
 * | 40–44         | 5     | flight number (`0123 `)                |
 * | 45–47         | 3     | date of flight (Julian day, `001`–`366`) |
 * | 48            | 1     | compartment code                       |
 * | 49–52         | 4     | seat number (`012A`, `INF ` for a lap infant) |
 * | 53–57         | 5     | check-in sequence number (`0001 `)     |
 * | 58            | 1     | passenger status `1` (checked in)      |
 * | 59–60         | 2     | size of the conditional items, hex `00` |
 *
 * After the mandatory block (and the conditional items, none here) a pass may carry the security section:
 * `^`, the type of security data (1 character), its length (2 hex digits) and the data. Ours is type `1`: an
 * ECDSA P-256 signature (SHA-256, the 64-byte r‖s form, base64url) by the carrier's key over everything before
 * the `^` (see `signedPart`).
 */
export const BCBP_LENGTH = 60;

/** Each mandatory item: its 0-based start and width, in the standard's order. */
export const BCBP_FIELDS = {
  formatCode: [0, 1],
  legs: [1, 1],
  name: [2, 20],
  electronicTicket: [22, 1],
  pnr: [23, 7],
  from: [30, 3],
  to: [33, 3],
  carrier: [36, 3],
  flightNumber: [39, 5],
  julianDay: [44, 3],
  compartment: [47, 1],
  seat: [48, 4],
  sequence: [52, 5],
  passengerStatus: [57, 1],
  conditionalSize: [58, 2],
} as const satisfies Record<string, readonly [number, number]>;

export interface BcbpInput {
  lastName: string;
  firstName: string;
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  /** As the airline writes it, e.g. `TM123` or `123A`: its digits and an optional suffix letter are encoded. */
  flightNumber: string;
  /** The flight's local departure date, YYYY-MM-DD. */
  date: string;
  compartment: string;
  /** `12A`, or null for a lap infant (encoded `INF `). */
  seat: string | null;
  sequence: number;
}

const pad = (s: string, width: number) => s.slice(0, width).padEnd(width, ' ');

/** Upper-case Latin letters and spaces only (accents dropped), as the name item expects. */
export const bcbpNamePart = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `SURNAME/GIVEN`, truncated or padded to 20 characters. */
export const bcbpName = (lastName: string, firstName: string) => {
  const given = bcbpNamePart(firstName);
  return pad(given ? `${bcbpNamePart(lastName)}/${given}` : bcbpNamePart(lastName), 20);
};

/** The day of the year (1–366) of a YYYY-MM-DD date. */
export function julianDay(date: string): number {
  const t = Date.parse(`${date}T00:00:00Z`);
  const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
  return Math.round((t - start) / 86_400_000) + 1;
}

/** `0123 `: four digits zero-padded and the operational suffix letter or a space. */
export function bcbpFlightNumber(flightNumber: string): string {
  const m = /(\d{1,4})([A-Z]?)$/.exec(flightNumber.toUpperCase().trim());
  if (!m) return '0000 ';
  return `${m[1]!.padStart(4, '0')}${m[2] || ' '}`;
}

/** `012A`: the row zero-padded to three digits and the letter; `INF ` for an infant on a lap. */
export function bcbpSeat(seat: string | null): string {
  if (!seat) return 'INF ';
  const m = /^(\d{1,3})([A-Z])$/.exec(seat.toUpperCase());
  return m ? `${m[1]!.padStart(3, '0')}${m[2]}` : pad(seat, 4);
}

/** `0001 `: four digits and a space (five digits from 10000 on). */
export const bcbpSequence = (n: number) => (n < 10_000 ? `${String(n).padStart(4, '0')} ` : String(n).slice(-5));

/** The 60-character mandatory block of a one-leg boarding pass. */
export function buildBcbp(p: BcbpInput): string {
  const out = [
    'M',
    '1',
    bcbpName(p.lastName, p.firstName),
    'E',
    pad(p.pnr.toUpperCase(), 7),
    pad(p.from.toUpperCase(), 3),
    pad(p.to.toUpperCase(), 3),
    pad(p.carrier.toUpperCase(), 3),
    bcbpFlightNumber(p.flightNumber),
    String(julianDay(p.date)).padStart(3, '0'),
    pad(p.compartment.toUpperCase(), 1),
    bcbpSeat(p.seat),
    bcbpSequence(p.sequence),
    '1',
    '00',
  ].join('');
  if (out.length !== BCBP_LENGTH) throw new Error(`A BCBP came out ${out.length} characters long.`);
  return out;
}

/** The security section's separator (IATA Res. 792: "beginning of security data"). */
export const BCBP_SECURITY_MARK = '^';

/** `block` with the security section `^` + type + hex length + data appended. */
export function withSecurity(block: string, type: string, data: string): string {
  if (!/^[\x21-\x7e]$/.test(type)) throw new Error('The BCBP security type is one printable character.');
  if (data.length > 0xff) throw new Error('BCBP security data holds at most 255 characters.');
  return `${block}${BCBP_SECURITY_MARK}${type}${data.length.toString(16).toUpperCase().padStart(2, '0')}${data}`;
}

export interface BcbpSecurity {
  /** The type of security data (ours: `1`, ECDSA P-256). */
  type: string;
  data: string;
}

export interface ParsedBcbp {
  name: string;
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  /** `0123 ` as encoded, and its number (123) for comparing. */
  flightNumber: string;
  flightDigits: number;
  julianDay: number;
  compartment: string;
  /** `12A`, or null for `INF`. */
  seat: string | null;
  sequence: number;
  /** What a signature covers: the mandatory block and any conditional items, everything before the `^`. */
  signedPart: string;
  /** The security section, or null when the pass has none (or one whose length does not add up). */
  security: BcbpSecurity | null;
}

/** The security section of a pass starting at `at`, or null when there is none or it is malformed. */
function securityAt(text: string, at: number): BcbpSecurity | null {
  if (text[at] !== BCBP_SECURITY_MARK) return null;
  const type = text[at + 1];
  const size = text.slice(at + 2, at + 4);
  if (!type || !/^[0-9A-Fa-f]{2}$/.test(size)) return null;
  const data = text.slice(at + 4);
  return data.length === parseInt(size, 16) ? { type, data } : null;
}

/** Reads the mandatory block of a one-leg pass; null for anything that is not one (wrong length, format, fields). */
export function parseBcbp(raw: string): ParsedBcbp | null {
  // A scanner may add a line end; a pass may carry conditional items after the 60 characters.
  const text = raw.replace(/[\r\n]+$/, '');
  if (text.length < BCBP_LENGTH) return null;
  const field = (k: keyof typeof BCBP_FIELDS) => text.slice(BCBP_FIELDS[k][0], BCBP_FIELDS[k][0] + BCBP_FIELDS[k][1]);
  if (field('formatCode') !== 'M' || field('legs') !== '1') return null;
  const flight = /^(\d{4})[A-Z ]$/.exec(field('flightNumber'));
  const day = /^\d{3}$/.test(field('julianDay')) ? Number(field('julianDay')) : NaN;
  const seatField = field('seat');
  const seat = /^\d{3}[A-Z]$/.test(seatField) ? `${Number(seatField.slice(0, 3))}${seatField[3]}` : seatField.trim() === 'INF' ? null : undefined;
  const sequence = /^\d{4}[0-9 ]$/.test(field('sequence')) ? Number(field('sequence').trim()) : NaN;
  if (!flight || !(day >= 1 && day <= 366) || seat === undefined || !Number.isFinite(sequence)) return null;
  // The conditional items' size says where the security section begins, if there is one.
  const conditional = /^[0-9A-Fa-f]{2}$/.test(field('conditionalSize')) ? parseInt(field('conditionalSize'), 16) : NaN;
  const securityStart = Number.isFinite(conditional) ? BCBP_LENGTH + conditional : -1;
  const security = securityStart >= 0 ? securityAt(text, securityStart) : null;
  return {
    name: field('name').trim(),
    pnr: field('pnr').trim(),
    from: field('from').trim(),
    to: field('to').trim(),
    carrier: field('carrier').trim(),
    flightNumber: field('flightNumber'),
    flightDigits: Number(flight[1]),
    julianDay: day,
    compartment: field('compartment'),
    seat,
    sequence,
    signedPart: security ? text.slice(0, securityStart) : text.split(BCBP_SECURITY_MARK)[0]!,
    security,
  };
}
