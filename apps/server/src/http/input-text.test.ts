import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const postJson = (url: string, text: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });
const contact = { username: 'Rafi', phone: '01700000000', message: 'Baggage question' };

describe('keys that reach an object’s prototype', () => {
  it('are valid JSON, refused with a 400 naming the key, wherever they are', async () => {
    const cases: Array<[string, string, string]> = [
      ['/api/signin', '{"email":"a@example.com","password":"correct horse","__proto__":{"role":"admin"}}', '__proto__'],
      ['/api/contact-messages', JSON.stringify({ ...contact, constructor: { prototype: { admin: true } } }), 'constructor'],
      ['/api/show-multi-city-flight-result', '{"trip1":[{"flightFromCurrentLocation":"a","flightToDestinationLocation":"b","flightDepartingDate":"2027-01-01","prototype":1}]}', 'trip1.0.prototype'],
    ];
    for (const [url, body, field] of cases) {
      const res = await postJson(url, body);
      expect(res.statusCode, res.body).toBe(400);
      const key = field.split('.').at(-1)!;
      expect(res.json()).toEqual({ error: `The key "${key}" is not accepted in a request; rename or remove it.`, fieldErrors: { [field]: [`The key "${key}" is not accepted in a request; rename or remove it.`] } });
    }
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    const bangla = await t.app.inject({ method: 'POST', url: '/api/signin', headers: { 'content-type': 'application/json', 'accept-language': 'bn' }, payload: cases[0]![1] });
    expect((bangla.json() as { error: string }).error).toMatch(/^"__proto__" কী-টি/);
    // Broken JSON is still called so.
    expect((await postJson('/api/signin', '{"__proto__":')).json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is refused with a 400 naming the field instead of being stored changed', async () => {
    // JSON.stringify writes the half character as the escape \ud83d, as a client would send it.
    const res = await postJson('/api/contact-messages', JSON.stringify({ ...contact, username: 'Rafi \ud83d' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'username contains a broken character (half of a UTF-16 surrogate pair); please type it again.', fieldErrors: { username: [expect.any(String)] } });
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);

    const whole = await postJson('/api/contact-messages', JSON.stringify({ ...contact, username: 'Rafi 😀 রাফি' }));
    expect(whole.statusCode).toBe(201);
    expect((await t.database.db.select({ username: contactMessages.username }).from(contactMessages)).map((m) => m.username)).toEqual(['Rafi 😀 রাফি']);
  });
});

describe('travellers', () => {
  it('are a number or digits: true is refused, not read as one traveller', async () => {
    const trip1 = [{ flightFromCurrentLocation: 'Dhaka', flightToDestinationLocation: 'Sylhet', flightDepartingDate: '2027-01-01' }];
    const body = await postJson('/api/show-multi-city-flight-result', JSON.stringify({ trip1, travellers: true }));
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ fieldErrors: { travellers: ['Travellers must be a number from 1 to 9.'] } });
    const query = await t.app.inject({ url: '/api/show-search-flight-result?travelType=oneWay&flightFromCurrentLocation=Dhaka&flightToDestinationLocation=Sylhet&flightDepartingDate=2027-01-01&travellers=true' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ fieldErrors: { travellers: ['Travellers must be a number from 1 to 9.'] } });
    const calendar = await t.app.inject({ url: '/api/fare-calendar?from=Dhaka&to=Sylhet&date=2027-01-01&travellers=' });
    expect(calendar.statusCode).toBe(400);
    expect((await postJson('/api/show-multi-city-flight-result', JSON.stringify({ trip1, travellers: 2 }))).statusCode).toBe(200);
  });
});
