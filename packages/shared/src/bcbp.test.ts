import { describe, expect, it } from 'vitest';
import { BCBP_FIELDS, BCBP_LENGTH, bcbpFlightNumber, bcbpSeat, bcbpSequence, buildBcbp, julianDay, parseBcbp, withSecurity, type BcbpInput } from './bcbp.js';

const pass: BcbpInput = {
  lastName: 'Rahman',
  firstName: 'Karim',
  pnr: 'ABC123',
  from: 'DAC',
  to: 'CGP',
  carrier: 'TM',
  flightNumber: 'TM123',
  date: '2026-02-01',
  compartment: 'Y',
  seat: '12A',
  sequence: 7,
};
const at = (s: string, k: keyof typeof BCBP_FIELDS) => s.slice(BCBP_FIELDS[k][0], BCBP_FIELDS[k][0] + BCBP_FIELDS[k][1]);

describe('the IATA BCBP mandatory block', () => {
  it('is exactly 60 characters for one leg', () => {
    expect(buildBcbp(pass)).toHaveLength(BCBP_LENGTH);
    expect(buildBcbp(pass)).toBe('M1RAHMAN/KARIM        EABC123 DACCGPTM 0123 032Y012A0007 100');
  });

  it('puts every item at the position and width Resolution 792 gives it', () => {
    const s = buildBcbp(pass);
    // 1-based positions of the standard, as 0-based starts here.
    expect(Object.values(BCBP_FIELDS).map(([start, width]) => [start + 1, width])).toEqual([
      [1, 1], [2, 1], [3, 20], [23, 1], [24, 7], [31, 3], [34, 3], [37, 3], [40, 5], [45, 3], [48, 1], [49, 4], [53, 5], [58, 1], [59, 2],
    ]);
    expect(at(s, 'formatCode')).toBe('M');
    expect(at(s, 'legs')).toBe('1');
    expect(at(s, 'name')).toBe('RAHMAN/KARIM        ');
    expect(at(s, 'electronicTicket')).toBe('E');
    expect(at(s, 'pnr')).toBe('ABC123 ');
    expect(at(s, 'from')).toBe('DAC');
    expect(at(s, 'to')).toBe('CGP');
    expect(at(s, 'carrier')).toBe('TM ');
    expect(at(s, 'flightNumber')).toBe('0123 ');
    expect(at(s, 'julianDay')).toBe('032');
    expect(at(s, 'compartment')).toBe('Y');
    expect(at(s, 'seat')).toBe('012A');
    expect(at(s, 'sequence')).toBe('0007 ');
    expect(at(s, 'passengerStatus')).toBe('1');
    expect(at(s, 'conditionalSize')).toBe('00');
  });

  it('truncates a name longer than 20 characters and keeps the block at 60', () => {
    const s = buildBcbp({ ...pass, lastName: 'Chowdhury-Bhattacharjee', firstName: 'Mohammad Abdullah' });
    expect(at(s, 'name')).toBe('CHOWDHURY BHATTACHAR');
    expect(s).toHaveLength(60);
    const t = buildBcbp({ ...pass, lastName: 'Islam', firstName: 'Mohammad Abdullah Al Mamun' });
    expect(at(t, 'name')).toBe('ISLAM/MOHAMMAD ABDUL');
  });

  it('drops accents and characters a name item cannot carry', () => {
    expect(at(buildBcbp({ ...pass, lastName: "O'Brién", firstName: 'José' }), 'name')).toBe('O BRIEN/JOSE        ');
  });

  it('counts Julian days across a year end and in a leap year', () => {
    expect(julianDay('2026-12-31')).toBe(365);
    expect(julianDay('2027-01-01')).toBe(1);
    expect(julianDay('2028-02-29')).toBe(60);
    expect(julianDay('2028-12-31')).toBe(366);
    expect(at(buildBcbp({ ...pass, date: '2026-12-31' }), 'julianDay')).toBe('365');
    expect(at(buildBcbp({ ...pass, date: '2027-01-01' }), 'julianDay')).toBe('001');
    expect(at(buildBcbp({ ...pass, date: '2028-02-29' }), 'julianDay')).toBe('060');
  });

  it('writes flight numbers, seats and sequences in their fixed widths', () => {
    expect(bcbpFlightNumber('TM7')).toBe('0007 ');
    expect(bcbpFlightNumber('BG1234')).toBe('1234 ');
    expect(bcbpFlightNumber('TM123A')).toBe('0123A');
    expect(bcbpSeat('1C')).toBe('001C');
    expect(bcbpSeat(null)).toBe('INF ');
    expect(bcbpSequence(1)).toBe('0001 ');
    expect(bcbpSequence(12345)).toBe('12345');
  });

  it('shows a lap infant as INF in the seat item', () => {
    expect(at(buildBcbp({ ...pass, seat: null }), 'seat')).toBe('INF ');
  });
});

describe('reading a boarding pass', () => {
  it('gives back the fields it was built from', () => {
    expect(parseBcbp(buildBcbp(pass))).toEqual({
      name: 'RAHMAN/KARIM',
      pnr: 'ABC123',
      from: 'DAC',
      to: 'CGP',
      carrier: 'TM',
      flightNumber: '0123 ',
      flightDigits: 123,
      julianDay: 32,
      compartment: 'Y',
      seat: '12A',
      sequence: 7,
      signedPart: buildBcbp(pass),
      security: null,
    });
    expect(parseBcbp(buildBcbp({ ...pass, seat: null }))?.seat).toBeNull();
  });

  it('accepts a trailing line end and conditional items, refuses what is not a one-leg pass', () => {
    expect(parseBcbp(`${buildBcbp(pass)}\r\n`)?.pnr).toBe('ABC123');
    expect(parseBcbp(`${buildBcbp(pass)}>5180`)?.pnr).toBe('ABC123');
    expect(parseBcbp('hello')).toBeNull();
    expect(parseBcbp(buildBcbp(pass).replace(/^M1/, 'M2'))).toBeNull();
    expect(parseBcbp(buildBcbp(pass).replace('032Y', 'XYZY'))).toBeNull();
  });
});

describe('the security section (Resolution 792: `^`, type, hex length, data)', () => {
  const signature = 'A'.repeat(86);

  it('follows the 60-character block, which stays as it is', () => {
    const signed = withSecurity(buildBcbp(pass), '1', signature);
    expect(signed).toBe(`${buildBcbp(pass)}^156${signature}`);
    expect(signed.slice(0, BCBP_LENGTH)).toBe(buildBcbp(pass));
  });

  it('is read back with the part it covers, also after a scanner’s line end', () => {
    const parsed = parseBcbp(`${withSecurity(buildBcbp(pass), '1', signature)}\r\n`);
    expect(parsed).toMatchObject({ pnr: 'ABC123', seat: '12A', signedPart: buildBcbp(pass), security: { type: '1', data: signature } });
  });

  it('counts as absent when its length does not add up or it is not where the conditional size puts it', () => {
    expect(parseBcbp(`${buildBcbp(pass)}^156${signature.slice(1)}`)?.security).toBeNull();
    expect(parseBcbp(`${buildBcbp(pass)}^103AB`)?.security).toBeNull();
    expect(parseBcbp(`${buildBcbp(pass)}>5180^102AB`)?.security).toBeNull();
    expect(parseBcbp(`${buildBcbp(pass)}^102AB`)?.signedPart).toBe(buildBcbp(pass));
    expect(parseBcbp(`${buildBcbp(pass)}^1`)?.security).toBeNull();
  });

  it('refuses data longer than its two hex digits can say', () => {
    expect(() => withSecurity(buildBcbp(pass), '1', 'x'.repeat(256))).toThrow();
  });
});
