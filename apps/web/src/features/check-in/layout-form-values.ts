import type { CabinLayout, CabinLayoutBody } from '@tarmac/shared';

/** The layout form's text fields: lists are typed comma-separated. */
export interface LayoutFormValues {
  name: string;
  rows: string;
  letters: string;
  extraLegroomRows: string;
  exitRows: string;
  blockedSeats: string;
  planeNumbers: string;
}

export const emptyLayoutForm: LayoutFormValues = { name: '', rows: '30', letters: 'ABC-DEF', extraLegroomRows: '', exitRows: '', blockedSeats: '', planeNumbers: '' };

const list = (text: string) => text.split(/[,\s]+/).map((s) => s.trim()).filter(Boolean);
const numbers = (text: string) => list(text).map((s) => (/^\d+$/.test(s) ? Number(s) : (s as unknown as number)));

/** The request body from the form (the server's schema judges it; the same schema runs here first). */
export function layoutBodyOf(v: LayoutFormValues): CabinLayoutBody {
  return {
    name: v.name,
    rows: /^\d+$/.test(v.rows.trim()) ? Number(v.rows.trim()) : (v.rows as unknown as number),
    letters: v.letters,
    extraLegroomRows: numbers(v.extraLegroomRows),
    exitRows: numbers(v.exitRows),
    blockedSeats: list(v.blockedSeats),
    planeNumbers: list(v.planeNumbers),
  };
}

export function layoutFormOf(l: CabinLayout): LayoutFormValues {
  return {
    name: l.name,
    rows: String(l.rows),
    letters: l.letters,
    extraLegroomRows: l.extraLegroomRows.join(', '),
    exitRows: l.exitRows.join(', '),
    blockedSeats: l.blockedSeats.join(', '),
    planeNumbers: l.planeNumbers.join(', '),
  };
}
