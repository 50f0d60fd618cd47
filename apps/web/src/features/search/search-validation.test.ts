import { describe, expect, it } from 'vitest';
import { tripFieldMessages, validateMulti } from './search-validation';
import { localSentence } from '../../lib/sentence';

/** The rows' messages as the page shows them (sentence keys said in English). */
const said = (rows: Record<string, string>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([field, text]) => [field, localSentence(text)])));

const trip = (from: string, to: string, date = '2026-12-31') => ({
  flightFromCurrentLocation: from,
  flightToDestinationLocation: to,
  flightDepartingDate: date,
});

const one = { travellers: 1, children: 0, infants: 0 };

describe('multi-city checks', () => {
  it('send the trips as trip1…trip3 with the travellers, places lower-cased', () => {
    const result = validateMulti({ trips: [trip('Dhaka', 'Dubai'), trip('Dubai', 'Doha')] }, { travellers: 2, children: 1, infants: 1 });
    expect(result).toEqual({
      ok: true,
      data: { trip1: [trip('dhaka', 'dubai')], trip2: [trip('dubai', 'doha')], travellers: 2, children: 1, infants: 1 },
    });
  });

  it('put each message beside the field of the row it is about', () => {
    const result = validateMulti({ trips: [trip('dhaka', 'dubai'), trip('dubai', 'DUBAI'), trip('', 'doha', '31/12/2026')] }, one);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(said(result.errors)).toEqual([
      {},
      { flightToDestinationLocation: 'To must differ from From.' },
      { flightFromCurrentLocation: 'From is required.', flightDepartingDate: 'The depart date must be a date such as 2026-12-31.' },
    ]);
  });

  it('keep only the first message of a field (a malformed date is also not a real one)', () => {
    const result = validateMulti({ trips: [trip('dhaka', 'dubai', '31/12/2026')] }, one);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(said(result.errors)).toEqual([{ flightDepartingDate: 'The depart date must be a date such as 2026-12-31.' }]);
  });

  it('key the rows’ messages by field path, as the form shows them', () => {
    expect(tripFieldMessages([{}, { flightToDestinationLocation: 'To must differ from From.' }, { flightDepartingDate: 'Bad.' }])).toEqual({
      'trips.1.flightToDestinationLocation': 'To must differ from From.',
      'trips.2.flightDepartingDate': 'Bad.',
    });
    expect(tripFieldMessages([{}, {}])).toEqual({});
  });
});
