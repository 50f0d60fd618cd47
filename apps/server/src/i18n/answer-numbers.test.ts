import { describe, expect, it } from 'vitest';
import { sentence } from '@tarmac/shared';
import { say, sayAnswer } from './sentences.js';
import { sayFor } from '../http/language.js';

// Answers write numbers as they always have: plain digits in English (`${n}` before issue 28), Bangla digits without
// grouping in Bangla; mails and PDFs group them (formatAmount).
describe('numbers in answers', () => {
  it('writes an English answer with a number of 1000 or more as before issue 28, with no grouping comma', () => {
    const count = 1000;
    const flight = 'BG101';
    expect(sayAnswer('en', sentence('schedule.created', { count, flight }))).toBe(`Season created: ${count} flights of ${flight}.`);
    expect(sayAnswer('en', sentence('schedule.created', { count, flight }))).toBe('Season created: 1000 flights of BG101.');
    expect(sayAnswer('en', sentence('schedule.changed', { count: 12345 }))).toBe('12345 future flights of the season were changed; seats already sold stay sold.');
    expect(sayFor('en', 'booking.tooManyHeldSeats|{"max":1200}')).toBe('You can hold at most 1200 seats on one flight at a time; pay for your held booking first.');
  });

  it('writes a Bangla answer with Bangla digits and no grouping, as the Bangla translations did', () => {
    expect(sayAnswer('bn', sentence('booking.tooManyHeldSeats', { max: 1200 }))).toBe('একটি ফ্লাইটে একসঙ্গে সর্বোচ্চ ১২০০টি আসন সংরক্ষণ করা যায়; আগে সংরক্ষিত বুকিংয়ের মূল্য পরিশোধ করুন।');
    expect(sayFor('bn', 'booking.maxLegs|{"max":1000}')).toBe('একটি বুকিংয়ে সর্বোচ্চ ১০০০টি ফ্লাইট থাকতে পারে।');
  });

  it('keeps the grouping of mails and documents', () => {
    expect(say('en', sentence('schedule.changed', { count: 12345 }))).toBe('12,345 future flights of the season were changed; seats already sold stay sold.');
    expect(say('bn', sentence('money.tk', { amount: 110995 }))).toBe('৳১,১০,৯৯৫');
  });
});
