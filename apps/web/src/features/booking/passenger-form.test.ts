import { describe, expect, it } from 'vitest';
import { blankPassenger, estimateFares, initialConfirmValues, isInternationalTrip, type ConfirmValues, type PassengerValues } from './fare-estimate';
import { checkConfirm, confirmSchema } from './passenger-form';
import { confirmFieldNames, lastLegDate } from './trip-facts';
import { localSentence } from '../../lib/sentence';

const leg = (from: string, to: string, date = '2027-03-10') => ({ flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date });

const person = (over: Partial<PassengerValues>): PassengerValues => ({ ...blankPassenger('adult'), title: 'Mr', firstName: 'Rahim', lastName: 'Uddin', ...over });
const passport = { passportNumber: 'ab1234567', passportExpiry: '2030-01-01', nationality: 'Bangladeshi' };
const trip = { lastLegDate: '2027-03-17', international: true, today: '2026-11-23' };
const legs = [
  { flightId: 'f1', packageId: 'p1' },
  { flightId: 'f2', packageId: 'p2' },
];
const contact = { email: 'Family@Example.com', phone: '+880 1711 000000' };

describe('isInternationalTrip', () => {
  // Which places are abroad is the server's to say (each search result carries `international`, from the places' kinds).
  it('is true when any picked leg starts or ends abroad, as its search result says', () => {
    expect(isInternationalTrip([{ international: false }])).toBe(false);
    expect(isInternationalTrip([{ international: false }, { international: true }])).toBe(true);
    expect(isInternationalTrip([])).toBe(false);
  });
});

describe('confirmSchema', () => {
  it('puts each message of the shared rules at its field’s path, and answers the booking body when all is well', () => {
    const schema = confirmSchema(legs, { ...trip, international: false }, null);
    const bad = schema.safeParse({ contact: { email: 'nope', phone: '' }, passengers: [person({ lastName: '' })] });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => issue.path) ?? [];
    expect(paths).toContainEqual(['passengers', 0, 'lastName']);
    expect(paths).toContainEqual(['contact', 'email']);

    const good = schema.safeParse({ contact, passengers: [person({})] });
    expect(good.success && good.data.legs).toEqual([
      { flightId: 'f1', packageId: 'p1' },
      { flightId: 'f2', packageId: 'p2' },
    ]);
  });
});

describe('confirmFieldNames', () => {
  it('keeps the server’s field errors of the passengers and the contact', () => {
    expect(confirmFieldNames({ 'passengers.0.lastName': ['x'], 'contact.email': ['y'], passengers: ['z'], legs: ['w'] })).toEqual([
      'passengers.0.lastName',
      'contact.email',
      'passengers',
    ]);
  });
});

describe('lastLegDate', () => {
  it('is the latest departure date', () => {
    expect(lastLegDate([leg('a', 'b', '2027-03-10'), leg('b', 'a', '2027-03-17')])).toBe('2027-03-17');
  });
});

describe('initialConfirmValues', () => {
  it('has one adult per seated traveller, the first named after the signed-in user, and their e-mail as contact', () => {
    const values = initialConfirmValues(3, { name: 'Rahim Uddin', email: 'r@example.com' });
    expect(values.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'adult']);
    expect(values.passengers[0]).toMatchObject({ firstName: 'Rahim', lastName: 'Uddin' });
    expect(values.passengers[1]).toMatchObject({ firstName: '', lastName: '' });
    expect(values.contact).toEqual({ email: 'r@example.com', phone: '' });
    expect(initialConfirmValues(1, null).contact).toEqual({ email: '', phone: '' });
  });

  it('has a block per passenger type the search asked for: adults, then children, then infants', () => {
    const values = initialConfirmValues({ travellers: 3, children: 1, infants: 1 }, null);
    expect(values.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
  });
});

describe('checkConfirm', () => {
  const family: ConfirmValues = {
    contact,
    passengers: [
      person({ ...passport }),
      person({ title: 'Mrs', firstName: 'Karima', lastName: 'Uddin', ...passport }),
      person({ title: 'Mstr', firstName: 'Samir', type: 'child', dateOfBirth: '2019-05-01', ...passport }),
      person({ title: 'Miss', firstName: 'Nila', type: 'infant', dateOfBirth: '2026-01-15', ...passport }),
    ],
  };

  it('builds the booking body of a family on an international trip', () => {
    const checked = checkConfirm(family, legs, trip, null);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.legs).toEqual(legs);
    expect(checked.body.contact).toEqual({ email: 'family@example.com', phone: '+880 1711 000000' });
    expect(checked.body.passengers).toHaveLength(4);
    expect(checked.body.passengers[2]).toEqual({
      title: 'Mstr',
      firstName: 'Samir',
      lastName: 'Uddin',
      type: 'child',
      dateOfBirth: '2019-05-01',
      passportNumber: 'ab1234567',
      passportExpiry: '2030-01-01',
      nationality: 'Bangladeshi',
    });
  });

  it('sends no passport details on a domestic trip, nor empty dates', () => {
    const checked = checkConfirm({ contact, passengers: [person({ ...passport })] }, legs, { ...trip, international: false }, null);
    expect(checked.ok && checked.body.passengers[0]).toEqual({ title: 'Mr', firstName: 'Rahim', lastName: 'Uddin', type: 'adult' });
  });

  it('names each problem by its field: names, missing passport abroad, a child’s birth date, the contact', () => {
    const checked = checkConfirm(
      {
        contact: { email: 'not-an-email', phone: '' },
        passengers: [person({ firstName: '', ...passport }), person({ type: 'child', passportNumber: '', nationality: 'Bangladeshi', passportExpiry: '2030-01-01' })],
      },
      legs,
      trip,
      null,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(localSentence(checked.errors['passengers.0.firstName']!)).toBe('The first name is required.');
    expect(localSentence(checked.errors['passengers.1.passportNumber']!)).toMatch(/passport number is required/);
    expect(localSentence(checked.errors['passengers.1.dateOfBirth']!)).toMatch(/date of birth is required/);
    expect(localSentence(checked.errors['contact.email']!)).toBe('Please enter a valid contact e-mail address.');
    expect(localSentence(checked.errors['contact.phone']!)).toBeTruthy();
  });

  it('refuses more infants than adults, and a type the birth date contradicts', () => {
    const checked = checkConfirm(
      {
        contact,
        passengers: [
          person({ ...passport }),
          person({ type: 'infant', dateOfBirth: '2026-01-15', ...passport }),
          person({ type: 'infant', dateOfBirth: '2026-02-15', ...passport }),
          person({ type: 'child', dateOfBirth: '2010-01-01', ...passport }),
        ],
      },
      legs,
      trip,
      null,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(localSentence(checked.errors.passengers!)).toMatch(/more infants than adults/);
    expect(localSentence(checked.errors['passengers.3.type']!)).toMatch(/travels as an adult/);
  });

  it('lets a signed-in user leave the phone empty with the account’s e-mail: no contact is sent', () => {
    const values = { contact: { email: 'r@example.com', phone: '' }, passengers: [person({})] };
    const checked = checkConfirm(values, legs, { ...trip, international: false }, 'R@example.com');
    expect(checked.ok && checked.body.contact).toBeUndefined();
    const other = checkConfirm({ ...values, contact: { email: 'other@example.com', phone: '' } }, legs, { ...trip, international: false }, 'r@example.com');
    expect(other.ok).toBe(false);
  });
});

describe('estimateFares', () => {
  it('lets a lap infant fly free when no leg goes abroad, as the booking charges it', () => {
    const { lines, total } = estimateFares([6500], ['adult', 'infant'], { adult: 100, child: 75, infant: 10 }, false);
    expect(lines.find((l) => l.type === 'infant')).toMatchObject({ each: 0, subtotal: 0 });
    expect(total).toBe(6500);
  });

  it('prices children and infants as their percent of each leg’s adult fare, rounded per leg', () => {
    const { lines, total } = estimateFares([6500, 7001], ['adult', 'adult', 'child', 'infant'], { adult: 100, child: 75, infant: 10 });
    expect(lines).toEqual([
      { type: 'adult', count: 2, each: 13501, subtotal: 27002 },
      { type: 'child', count: 1, each: 4875 + 5251, subtotal: 10126 },
      { type: 'infant', count: 1, each: 650 + 700, subtotal: 1350 },
    ]);
    expect(total).toBe(27002 + 10126 + 1350);
  });
});
