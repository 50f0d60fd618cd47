import { describe, expect, it } from 'vitest';
import { journeyMessages } from '../journey-messages.js';
import { messages } from '../messages.js';
import { en } from './catalog-en.js';
import { englishOnlyIds } from './catalog-bn.js';
import { digits, sentence, sentenceKey } from './index.js';
import { said, sayIn } from './english.test-helper.js';

// What the regex translator (locales/sentences-bn.ts, removed) asserted, said by id from the catalogs.
const bn = (id: Parameters<typeof sentence>[0], values?: Parameters<typeof sentence>[1]) => sayIn('bn', sentence(id, values));

describe('the Bangla of the shared sentences', () => {
  it('covers every toast and journey sentence, and leaves English untouched', () => {
    for (const id of [...Object.values(messages), ...Object.values(journeyMessages)]) {
      if (englishOnlyIds.has(id)) continue; // back office: English
      expect(bn(id), id).toMatch(/[\u0980-\u09FF]/);
      expect(sayIn('en', sentence(id))).toBe(en[id]);
    }
  });

  it('fills labels, counts and passenger numbers in Bangla digits', () => {
    expect(bn('field.required', { label: sentence('label.theFirstName') })).toBe('নামের প্রথম অংশ দিতে হবে।');
    expect(bn('search.travellersMax', { max: 9 })).toBe('যাত্রী সর্বোচ্চ ৯ জন হতে পারে।');
    expect(bn('passenger.nationalityRequired', { number: 2 })).toBe('যাত্রী ২: আন্তর্জাতিক ফ্লাইটে জাতীয়তা লাগবে।');
    expect(bn('http.fieldProblem', { field: 'pnr', problem: sentence('booking.pnrShape') })).toBe('pnr: বুকিং রেফারেন্সে ৬টি অক্ষর ও সংখ্যা থাকে।');
  });

  it('says the check-in and flight status sentences with their flight, seat and date', () => {
    expect(bn('flight.noneOnDay', { flight: 'TK101', date: digits('2030-01-01') })).toBe('২০৩০-০১-০১ তারিখে ছাড়ার মতো TK101 নামে কোনো ফ্লাইট নেই।');
    expect(bn('checkIn.seatTaken', { seat: '14C' })).toBe('আসন 14C এইমাত্র অন্য একজন যাত্রী নিয়ে নিয়েছেন; অনুগ্রহ করে অন্য আসন বাছাই করুন।');
    expect(bn('checkIn.opensAt', { at: digits('2030-01-01 09:30') })).toBe('এই ফ্লাইটের অনলাইন চেক-ইন শুরু হবে ২০৩০-০১-০১ ০৯:৩০ UTC-তে।');
    expect(bn('field.required', { label: sentence('label.theFlightNumber') })).toBe('ফ্লাইট নম্বর দিতে হবে।');
    expect(bn('checkIn.checkedInMeanwhile', { name: 'Nadia Islam', seat: '3A' })).toBe(
      'Nadia Islam-এর চেক-ইন এইমাত্র অন্য একটি অনুরোধে আসন 3A-এ হয়ে গেছে; আসন বদলাতে নতুন আসনটি আবার বাছাই করুন।',
    );
    expect(bn('checkIn.done', { count: 1 })).toBe('চেক-ইন সম্পন্ন: আপনার বোর্ডিং পাস তৈরি।');
  });

  it('says the limits against seat blocking and on sign-ups with their counts, flight and wait', () => {
    expect(bn('booking.tooManyHolds', { max: 2 })).toBe(
      'আপনার ২টি অপরিশোধিত বুকিং ইতিমধ্যে সংরক্ষিত আছে; নতুন বুকিংয়ের আগে একটির মূল্য পরিশোধ করুন বা মেয়াদ শেষ হতে দিন।',
    );
    expect(bn('booking.tooManyHoldsFromAddress', { wait: sentence('http.wait.minutes', { n: 42 }) })).toBe(
      'গত এক ঘণ্টায় আপনার নেটওয়ার্ক থেকে অনেকগুলো অপরিশোধিত বুকিং করা হয়েছে। অনুগ্রহ করে ৪২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা সংরক্ষিত একটি বুকিংয়ের মূল্য পরিশোধ করুন।',
    );
    expect(bn('booking.flightHoldShare', { flight: 'TM101', wait: sentence('http.wait.seconds', { n: 90 }) })).toBe(
      'ফ্লাইট TM101-এর অনেকগুলো আসন এখন পরিশোধের অপেক্ষায় আছে। অনুগ্রহ করে ৯০ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(bn('rateLimit.signUps', { wait: sentence('http.wait.minutes', { n: 15 }) })).toBe(
      'এই ঠিকানা থেকে অনেকবার নিবন্ধন করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(bn('booking.idempotencyKeyReused')).toMatch(/^এই Idempotency-Key/);
  });

  it('leaves text that is no sentence key as it is rather than guess, and reads a key with its values', () => {
    expect(said('bn', 'A sentence nobody translated.')).toBe('A sentence nobody translated.');
    expect(said('bn', sentenceKey('search.travellersMin', { min: 1 }))).toBe('যাত্রী অন্তত ১ জন হতে হবে।');
    expect(said('en', sentenceKey('search.travellersMin', { min: 1 }))).toBe('Travellers must be at least 1.');
  });
});
