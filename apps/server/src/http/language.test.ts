import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { languageOf } from './language.js';

/** Issue 13: the sentences a traveller sees come in the caller's language, with the same status codes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const findBooking = (body: object, language?: string) =>
  t.app.inject({ method: 'POST', url: '/api/manage-booking', payload: body, headers: language ? { 'accept-language': language } : {} });

describe('the caller’s language', () => {
  it('is Bangla when Accept-Language prefers Bangla, English otherwise', () => {
    expect(languageOf('bn')).toBe('bn');
    expect(languageOf('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(languageOf('en-GB,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(languageOf('en;q=0.5, bn;q=0.9')).toBe('bn');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('*')).toBe('en');
  });

  it('gives a 404 of manage booking in Bangla with Accept-Language: bn, and the same status', async () => {
    const english = await findBooking({ pnr: 'ZZZZZ9', lastName: 'Nobody' });
    const bangla = await findBooking({ pnr: 'ZZZZZ9', lastName: 'Nobody' }, 'bn');
    expect(bangla.statusCode).toBe(english.statusCode);
    expect(english.json().error).toBe('We could not find a booking with that reference and last name. Please check both and try again.');
    expect(bangla.json().error).toBe('এই রেফারেন্স ও নামের শেষ অংশের কোনো বুকিং পাওয়া যায়নি। দুটোই যাচাই করে আবার চেষ্টা করুন।');
    expect(bangla.headers['content-language']).toBe('bn');
  });

  it('gives validation sentences and field errors in Bangla, with the same 400', async () => {
    const english = await findBooking({ pnr: '', lastName: 'Rahman' }, 'en');
    const bangla = await findBooking({ pnr: '', lastName: 'Rahman' }, 'bn-BD');
    expect(english.statusCode).toBe(400);
    expect(bangla.statusCode).toBe(400);
    const englishFields = english.json().fieldErrors as Record<string, string[]>;
    const banglaFields = bangla.json().fieldErrors as Record<string, string[]>;
    expect(Object.keys(banglaFields)).toEqual(Object.keys(englishFields));
    expect(banglaFields.pnr?.[0]).toMatch(/[\u0980-\u09FF]/);
    expect(bangla.json().error).toMatch(/[\u0980-\u09FF]/);
  });
});
