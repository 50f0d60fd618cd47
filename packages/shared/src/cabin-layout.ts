import { z } from 'zod';
import { requiredText } from './catalog.js';
import { afterFieldChecks, says } from './fields.js';
import { sentenceKey } from './sentences/index.js';

/** A plane without a layout of its own flies this one: 30 rows of A B C, aisle, D E F. */
export const DEFAULT_CABIN_LAYOUT = {
  name: 'Standard 30 × ABC-DEF',
  rows: 30,
  letters: 'ABC-DEF',
  extraLegroomRows: [] as number[],
  exitRows: [] as number[],
  blockedSeats: [] as string[],
  /** Seats with a bassinet position in front (a BSCT request takes one); the default cabin has two, at row 1. */
  bassinetSeats: ['1A', '1F'] as string[],
};

export interface CabinLayoutShape {
  rows: number;
  /** Seat letters from left to right, `-` for an aisle: `ABC-DEF`. */
  letters: string;
  extraLegroomRows: number[];
  exitRows: number[];
  blockedSeats: string[];
  /** Seats with a bassinet position (absent: none). */
  bassinetSeats?: string[];
}

/** The columns from left to right, '' for an aisle. */
export const layoutColumns = (letters: string): string[] => [...letters].map((c) => (c === '-' ? '' : c));

/** Every seat of the layout, row by row, left to right: `1A`, `1B`… */
export function layoutSeats(layout: Pick<CabinLayoutShape, 'rows' | 'letters'>): string[] {
  const letters = layoutColumns(layout.letters).filter(Boolean);
  const seats: string[] = [];
  for (let row = 1; row <= layout.rows; row++) for (const l of letters) seats.push(`${row}${l}`);
  return seats;
}

/** Seats that may be sold (all but the blocked ones): the flight's capacity. */
export function sellableSeats(layout: CabinLayoutShape): string[] {
  const blocked = new Set(layout.blockedSeats);
  return layoutSeats(layout).filter((s) => !blocked.has(s));
}

/** `12a ` → `12A`; the canonical way a seat is written. */
export const normalizeSeat = (seat: string) => seat.trim().toUpperCase().replace(/^0+(?=\d)/, '');

const seatRow = (seat: string) => Number(/^\d+/.exec(seat)?.[0] ?? 0);
const seatLetter = (seat: string) => seat.replace(/^\d+/, '');

/**
 * Seats for `count` passengers among the free ones (in map order), keeping a party together: first a run of
 * neighbours on one side of an aisle, then one row, then the first free seats. Null when too few are free.
 */
export function pickSeats(letters: string, free: string[], count: number): string[] | null {
  if (count === 0) return [];
  if (free.length < count) return null;
  const columns = layoutColumns(letters);
  const position = new Map(columns.map((c, i) => [c, i] as const));
  const byRow = new Map<number, string[]>();
  for (const s of free) byRow.set(seatRow(s), [...(byRow.get(seatRow(s)) ?? []), s]);
  // Neighbours: positions one apart, no aisle between.
  for (const seats of byRow.values()) {
    const sorted = [...seats].sort((a, b) => position.get(seatLetter(a))! - position.get(seatLetter(b))!);
    for (let i = 0; i + count <= sorted.length; i++) {
      const run = sorted.slice(i, i + count);
      if (run.every((s, k) => k === 0 || position.get(seatLetter(s))! === position.get(seatLetter(run[k - 1]!))! + 1)) return run;
    }
  }
  for (const seats of byRow.values()) if (seats.length >= count) return seats.slice(0, count);
  return free.slice(0, count);
}

const rowList = (label: string) =>
  z
    .array(z.number(says('cabin.rowNumbers', { label })).int(says('cabin.rowNumbers', { label })).min(1, says('cabin.rowNumbersFrom1', { label })), says('cabin.rowNumbersList', { label }))
    .max(99, says('cabin.rowsListMax', { label, max: 99 }))
    .optional()
    .default([])
    .transform((rows) => [...new Set(rows)].sort((a, b) => a - b));

/** An admin's cabin layout for a plane type, and the plane numbers (tails) that fly it. */
export const cabinLayoutBody = z
  .object({
    name: requiredText('The layout name', 60),
    rows: z.number(says('cabin.rowsWhole')).int(says('cabin.rowsWhole')).min(1, says('cabin.rowsMin')).max(99, says('cabin.rowsMax', { max: 99 })),
    letters: z
      .string(says('cabin.lettersRequired'))
      .trim()
      .toUpperCase()
      .regex(/^[A-Z](-?[A-Z])*$/, says('cabin.lettersShape'))
      .max(15, says('cabin.lettersTooLong', { max: 15 }))
      .refine((s) => new Set(s.replace(/-/g, '')).size === s.replace(/-/g, '').length, says('cabin.letterOnce')),
    extraLegroomRows: rowList('Extra-legroom rows'),
    exitRows: rowList('Exit rows'),
    blockedSeats: z
      .array(z.string(says('cabin.blockedSeatShape')).trim().toUpperCase().regex(/^\d{1,2}[A-Z]$/, says('cabin.blockedSeatShape')), says('cabin.blockedSeatsList'))
      .max(500)
      .optional()
      .default([])
      .transform((seats) => [...new Set(seats.map(normalizeSeat))]),
    bassinetSeats: z
      .array(z.string(says('cabin.blockedSeatShape')).trim().toUpperCase().regex(/^\d{1,2}[A-Z]$/, says('cabin.blockedSeatShape')), says('cabin.blockedSeatsList'))
      .max(50)
      .optional()
      .default([])
      .transform((seats) => [...new Set(seats.map(normalizeSeat))]),
    planeNumbers: z
      .array(requiredText('A plane number', 20), says('cabin.planeNumbersList'))
      .max(100)
      .optional()
      .default([])
      .transform((p) => [...new Set(p)]),
  })
  .superRefine((l, ctx) => {
    const seats = new Set(layoutSeats(l));
    const outside = l.blockedSeats.filter((s) => !seats.has(s));
    if (outside.length) ctx.addIssue({ code: 'custom', path: ['blockedSeats'], message: sentenceKey('cabin.blockedOutside', { seats: outside.join(', ') }) });
    const rows = [...l.extraLegroomRows, ...l.exitRows].filter((r) => r > l.rows);
    if (rows.length) ctx.addIssue({ code: 'custom', path: ['exitRows'], message: sentenceKey('cabin.rowBeyond', { row: rows[0]!, rows: l.rows }) });
    if (sellableSeats(l).length === 0) ctx.addIssue({ code: 'custom', path: ['blockedSeats'], message: sentenceKey('cabin.oneSellable') });
  }, afterFieldChecks);
export type CabinLayoutBody = z.input<typeof cabinLayoutBody>;

export const cabinLayoutSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rows: z.number(),
  letters: z.string(),
  extraLegroomRows: z.array(z.number()),
  exitRows: z.array(z.number()),
  blockedSeats: z.array(z.string()),
  /** Seats with a bassinet position: as many BSCT requests per flight as there are. */
  bassinetSeats: z.array(z.string()).optional(),
  planeNumbers: z.array(z.string()),
  /** Seats that can be sold: rows × letters less the blocked ones. */
  seatCapacity: z.number(),
});
export type CabinLayout = z.infer<typeof cabinLayoutSchema>;

/** GET /api/flights/:id/seat-map: the cabin as drawn; no passenger is named. */
export const seatMapSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  layoutName: z.string(),
  /** Columns from left to right, '' for an aisle. */
  columns: z.array(z.string()),
  rows: z.array(
    z.object({
      row: z.number(),
      exit: z.boolean(),
      seats: z.array(z.object({ seat: z.string(), available: z.boolean(), extraLegroom: z.boolean().optional(), blocked: z.boolean().optional() })),
    }),
  ),
});
export type SeatMap = z.infer<typeof seatMapSchema>;

/** Draws the seat map of a layout, given the seats already taken. */
export function drawSeatMap(layout: CabinLayoutShape & { name: string }, taken: ReadonlySet<string>, flight: { id: string; flightNumber: string }): SeatMap {
  const letters = layoutColumns(layout.letters).filter(Boolean);
  const blocked = new Set(layout.blockedSeats);
  const legroom = new Set(layout.extraLegroomRows);
  const exits = new Set(layout.exitRows);
  const rows = Array.from({ length: layout.rows }, (_, i) => i + 1).map((row) => ({
    row,
    exit: exits.has(row),
    seats: letters.map((l) => {
      const seat = `${row}${l}`;
      return {
        seat,
        available: !blocked.has(seat) && !taken.has(seat),
        ...(legroom.has(row) || exits.has(row) ? { extraLegroom: true } : {}),
        ...(blocked.has(seat) ? { blocked: true } : {}),
      };
    }),
  }));
  return { flightId: flight.id, flightNumber: flight.flightNumber, layoutName: layout.name, columns: layoutColumns(layout.letters), rows };
}
