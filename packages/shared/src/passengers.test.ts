import { describe, expect, it } from 'vitest';
import { describeFareRules, quoteRefund, summarizeFareRules, type RefundLeg } from './fare-rules.js';
import { fareLines } from './fare-summary.js';
import { ageOn, passengerFare, passengerInput, passengerProblems, splitName, ticketName, typeByAge, type PassengerInput } from './passengers.js';
import { english } from './sentences/english.test-helper.js';

const adult = (extra: Partial<PassengerInput> = {}): PassengerInput => ({ title: 'Mr', firstName: 'Karim', lastName: 'Rahman', type: 'adult', ...extra });
const trip = { lastLegDate: '2027-03-10', international: false, today: '2026-11-23' };

describe('passenger types by age on the last leg’s day', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2015-03-10', '2027-03-10')).toBe(12);
    expect(ageOn('2015-03-11', '2027-03-10')).toBe(11);
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });

  it('makes an infant a child on the second birthday and a child an adult on the twelfth', () => {
    expect(typeByAge('2025-03-11', '2027-03-10')).toBe('infant');
    expect(typeByAge('2025-03-10', '2027-03-10')).toBe('child');
    expect(typeByAge('2015-03-11', '2027-03-10')).toBe('child');
    expect(typeByAge('2015-03-10', '2027-03-10')).toBe('adult');
  });
});

const englishProblems = (...args: Parameters<typeof passengerProblems>) => english(passengerProblems(...args));

describe('passengerProblems', () => {
  it('accepts a family of two adults, a child and an infant', () => {
    const family = [adult(), adult({ title: 'Mrs', firstName: 'Salma' }), adult({ title: 'Miss', firstName: 'Nadia', type: 'child', dateOfBirth: '2018-01-01' }), adult({ title: 'Mstr', firstName: 'Rafi', type: 'infant', dateOfBirth: '2026-01-01' })];
    expect(englishProblems(family, trip)).toEqual({});
  });

  it('refuses more infants than adults, no adult at all, and more than nine seats', () => {
    const infant = adult({ type: 'infant', dateOfBirth: '2026-01-01' });
    expect(englishProblems([adult(), infant, infant], trip).passengers).toMatch(/more infants than adults/);
    expect(englishProblems([adult({ type: 'child', dateOfBirth: '2018-01-01' })], trip).passengers).toBe('At least one adult must travel.');
    expect(englishProblems(Array.from({ length: 10 }, () => adult()), trip).passengers).toMatch(/1 to 9 seated passengers/);
    // Nine seated passengers and infants on laps are fine.
    expect(englishProblems([...Array.from({ length: 9 }, () => adult()), infant], trip)).toEqual({});
  });

  it('says which type a date of birth makes a passenger, and wants one for children and infants', () => {
    expect(englishProblems([adult(), adult({ type: 'child', dateOfBirth: '2015-03-10' })], trip)['passengers.1.type']).toBe(
      'Passenger 2 is 12 on 2027-03-10, the day of the last flight, so travels as an adult.',
    );
    expect(englishProblems([adult(), adult({ type: 'child', dateOfBirth: '2025-03-11' })], trip)['passengers.1.type']).toMatch(/travels as an infant/);
    expect(englishProblems([adult(), adult({ type: 'child' })], trip)['passengers.1.dateOfBirth']).toMatch(/date of birth is required/);
    expect(englishProblems([adult({ dateOfBirth: '2027-01-01' })], trip)['passengers.0.dateOfBirth']).toMatch(/cannot be in the future/);
  });

  it('wants passport number, nationality and a passport valid after the last leg on an international trip', () => {
    const abroad = { ...trip, international: true };
    expect(Object.keys(englishProblems([adult()], abroad)).sort()).toEqual(['passengers.0.nationality', 'passengers.0.passportExpiry', 'passengers.0.passportNumber']);
    const documents = { passportNumber: 'A1234567', nationality: 'Bangladeshi' };
    expect(englishProblems([adult({ ...documents, passportExpiry: '2027-03-10' })], abroad)['passengers.0.passportExpiry']).toMatch(/valid after 2027-03-10/);
    expect(englishProblems([adult({ ...documents, passportExpiry: '2027-03-11' })], abroad)).toEqual({});
    expect(englishProblems([{ ...adult(), legacy: true }], abroad)).toEqual({});
  });

  it('parses the form: a title from the list, names of letters, a passport of letters and digits', () => {
    expect(passengerInput.safeParse({ ...adult(), title: 'Sir' }).success).toBe(false);
    expect(passengerInput.safeParse({ ...adult(), firstName: '<b>' }).success).toBe(false);
    expect(passengerInput.parse({ ...adult(), passportNumber: ' a1234567 ', dateOfBirth: '' })).toMatchObject({ passportNumber: 'A1234567', dateOfBirth: undefined });
    expect(passengerInput.safeParse({ ...adult(), dateOfBirth: '2020-02-30' }).success).toBe(false);
  });

  it('refuses a date of birth before 1900 with a sentence, and takes 1900-01-01 itself', () => {
    for (const dateOfBirth of ['0001-01-01', '1899-12-31']) {
      expect(passengerInput.safeParse({ ...adult(), dateOfBirth }).error?.issues.map((i) => english(i.message))).toEqual(['The date of birth cannot be before 1900-01-01.']);
    }
    expect(passengerInput.parse({ ...adult(), dateOfBirth: '1900-01-01' }).dateOfBirth).toBe('1900-01-01');
  });
});

describe('fares and names', () => {
  it('charges a child 75 % and an infant 10 % of the adult fare, in whole taka', () => {
    expect(passengerFare(9995, 'adult')).toBe(9995);
    expect(passengerFare(9995, 'child')).toBe(7496);
    expect(passengerFare(9995, 'infant')).toBe(1000);
    expect(passengerFare(10000, 'child', { adult: 100, child: 50, infant: 0 })).toBe(5000);
  });

  it('sums fares per passenger type', () => {
    const lines = fareLines([
      { type: 'adult', fares: [100, 200] },
      { type: 'infant', fares: [10, 20] },
      { type: 'adult', fares: [100, 200] },
    ]);
    expect(lines).toEqual([
      { type: 'adult', count: 2, perLeg: [100, 200], subtotal: 600 },
      { type: 'infant', count: 1, perLeg: [10, 20], subtotal: 30 },
    ]);
  });

  it('prints names SURNAME/GIVEN and splits an old one-line name at its last word', () => {
    expect(ticketName({ title: 'Mr', firstName: 'Karim Uddin', lastName: 'Rahman' })).toBe('RAHMAN/KARIM UDDIN MR');
    expect(splitName(' Karim  Uddin Rahman ')).toEqual({ firstName: 'Karim Uddin', lastName: 'Rahman' });
    expect(splitName('Madonna')).toEqual({ firstName: '', lastName: 'Madonna' });
  });
});

describe('refunds by the fare rules', () => {
  const departsAt = new Date('2027-03-10T09:00:00Z');
  const leg = (extra: Partial<RefundLeg> = {}): RefundLeg => ({
    departsAt,
    paid: 20000,
    refundable: true,
    changeFee: 1000,
    refundFeeBefore24h: 1500,
    refundFeeWithin24h: 3000,
    ...extra,
  });
  const hoursBefore = (h: number) => new Date(departsAt.getTime() - h * 3_600_000);

  it('keeps the early fee per seated passenger 25 h before departure, and the late fee 23 h before', () => {
    expect(quoteRefund([leg()], 2, hoursBefore(25))).toEqual({ refundAmount: 17000, fee: 3000 });
    expect(quoteRefund([leg()], 2, hoursBefore(23))).toEqual({ refundAmount: 14000, fee: 6000 });
  });

  it('gives nothing back for a non-refundable fare or a departed flight, and never keeps more than was paid', () => {
    expect(quoteRefund([leg({ refundable: false })], 2, hoursBefore(48))).toEqual({ refundAmount: 0, fee: 20000 });
    expect(quoteRefund([leg()], 2, hoursBefore(-1))).toEqual({ refundAmount: 0, fee: 20000 });
    expect(quoteRefund([leg({ paid: 2000 })], 2, hoursBefore(23))).toEqual({ refundAmount: 0, fee: 2000 });
    expect(quoteRefund([leg(), leg({ refundable: false, paid: 5000 })], 1, hoursBefore(30))).toEqual({ refundAmount: 18500, fee: 6500 });
  });

  it('says the rules in words', () => {
    expect(describeFareRules({ refundable: false, changeFee: 1500, refundFeeBefore24h: 0, refundFeeWithin24h: 0 })[0]).toMatch(/^Non-refundable/);
    expect(describeFareRules(leg())[0]).toBe('Refundable: 1,500 TK per passenger until 24 h before departure, 3,000 TK per passenger within 24 h.');
    expect(summarizeFareRules(leg())).toBe('Refund 1,500 TK, 3,000 TK within 24 h · Change 1,000 TK');
    expect(summarizeFareRules({ refundable: false, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 0 })).toBe('Non-refundable · Change free');
  });
});
