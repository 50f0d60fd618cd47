import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { contactMessages } from '../db/schema.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_CONTACT_PER_IP: '3' });
});
afterAll(() => t?.close());

const send = (remoteAddress: string, i: number, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', remoteAddress, headers: { 'accept-language': language }, payload: { username: 'Rafi', phone: '01700000000', message: `Question ${i}` } });

describe('the contact form', () => {
  it('takes RATE_CONTACT_PER_IP messages an hour from one address, then answers 429 with the wait, and stores no more', async () => {
    for (let i = 1; i <= 3; i++) expect((await send('203.0.113.7', i)).statusCode).toBe(201);
    const fourth = await send('203.0.113.7', 4);
    expect(fourth.statusCode).toBe(429);
    const { error } = fourth.json() as { error: string };
    expect(error).toMatch(/^Too many messages from this address\. Please wait \d+ minutes and try again\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    // The same refusal to a Bangla caller, with its wait in Bangla digits (the message is not stored either).
    const bangla = (await send('203.0.113.7', 4, 'bn')).json() as { error: string };
    expect(bangla.error).toMatch(/^এই ঠিকানা থেকে অনেকগুলো বার্তা পাঠানো হয়েছে। অনুগ্রহ করে [০-৯]+ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।$/);
    // Another address is not held back by the first.
    expect((await send('198.51.100.9', 5)).statusCode).toBe(201);
    const stored = (await t.database.db.select({ message: contactMessages.message }).from(contactMessages)).map((m) => m.message);
    expect(stored.sort()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 5']);
  });

  it('is limited without being configured: ten messages an hour per address', () => {
    expect(loadConfig({}).rateLimits.contactPerIp).toBe(10);
  });
});
