import { describe, expect, it } from 'vitest';
import { journeyMessages } from '../journey-messages.js';
import { messages } from '../messages.js';
import { translateSentence } from './sentences-bn.js';

describe('the Bangla of the shared sentences', () => {
  it('covers every toast and journey sentence, and leaves English untouched', () => {
    for (const sentence of [...Object.values(messages), ...Object.values(journeyMessages)]) {
      if (/^Successfully added|Deleted Successfully|admin|Admin|role/.test(sentence)) continue; // back office: English
      expect(translateSentence(sentence, 'bn'), sentence).toMatch(/[\u0980-\u09FF]/);
      expect(translateSentence(sentence, 'en')).toBe(sentence);
    }
  });

  it('fills labels, counts and passenger numbers in Bangla digits', () => {
    expect(translateSentence('The first name is required.', 'bn')).toBe('নামের প্রথম অংশ দিতে হবে।');
    expect(translateSentence('Travellers must be at most 9.', 'bn')).toBe('যাত্রী সর্বোচ্চ ৯ জন হতে পারে।');
    expect(translateSentence('Passenger 2: the nationality is required for an international flight.', 'bn')).toBe(
      'যাত্রী ২: আন্তর্জাতিক ফ্লাইটে জাতীয়তা লাগবে।',
    );
    expect(translateSentence('pnr: A booking reference has 6 letters and digits.', 'bn')).toBe('pnr: বুকিং রেফারেন্সে ৬টি অক্ষর ও সংখ্যা থাকে।');
  });

  it('says the check-in and flight status sentences with their flight, seat and date', () => {
    expect(translateSentence('There is no flight TK101 departing on 2030-01-01.', 'bn')).toBe('২০৩০-০১-০১ তারিখে ছাড়ার মতো TK101 নামে কোনো ফ্লাইট নেই।');
    expect(translateSentence('Seat 14C has just been taken by another passenger; please choose another seat.', 'bn')).toBe(
      'আসন 14C এইমাত্র অন্য একজন যাত্রী নিয়ে নিয়েছেন; অনুগ্রহ করে অন্য আসন বাছাই করুন।',
    );
    expect(translateSentence('Online check-in for this flight opens at 2030-01-01 09:30 UTC.', 'bn')).toBe('এই ফ্লাইটের অনলাইন চেক-ইন শুরু হবে ২০৩০-০১-০১ ০৯:৩০ UTC-তে।');
    expect(translateSentence('The flight number is required.', 'bn')).toBe('ফ্লাইট নম্বর দিতে হবে।');
    expect(translateSentence('Nadia Islam has just been checked in by another request, in seat 3A; to change seats, choose the new seat again.', 'bn')).toBe(
      'Nadia Islam-এর চেক-ইন এইমাত্র অন্য একটি অনুরোধে আসন 3A-এ হয়ে গেছে; আসন বদলাতে নতুন আসনটি আবার বাছাই করুন।',
    );
    expect(translateSentence('Checked in: your boarding pass is ready.', 'bn')).toBe('চেক-ইন সম্পন্ন: আপনার বোর্ডিং পাস তৈরি।');
  });

  it('says the limits against seat blocking and on sign-ups with their counts, flight and wait', () => {
    expect(translateSentence('You already have 2 unpaid bookings on hold; pay for one or let it expire before booking again.', 'bn')).toBe(
      'আপনার ২টি অপরিশোধিত বুকিং ইতিমধ্যে সংরক্ষিত আছে; নতুন বুকিংয়ের আগে একটির মূল্য পরিশোধ করুন বা মেয়াদ শেষ হতে দিন।',
    );
    expect(
      translateSentence(
        'Too many unpaid bookings have been made from your network in the last hour. Please wait 42 minutes and try again, or pay for a booking you hold.',
        'bn',
      ),
    ).toBe('গত এক ঘণ্টায় আপনার নেটওয়ার্ক থেকে অনেকগুলো অপরিশোধিত বুকিং করা হয়েছে। অনুগ্রহ করে ৪২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা সংরক্ষিত একটি বুকিংয়ের মূল্য পরিশোধ করুন।');
    expect(translateSentence('Too many seats on flight TM101 are waiting for payment right now. Please wait 90 seconds and try again.', 'bn')).toBe(
      'ফ্লাইট TM101-এর অনেকগুলো আসন এখন পরিশোধের অপেক্ষায় আছে। অনুগ্রহ করে ৯০ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(translateSentence('Too many sign-ups from this address. Please wait 15 minutes and try again.', 'bn')).toBe(
      'এই ঠিকানা থেকে অনেকবার নিবন্ধন করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(translateSentence('This Idempotency-Key was already used for a different booking request; send a new key with each new booking.', 'bn')).toMatch(
      /^এই Idempotency-Key/,
    );
  });

  it('leaves a sentence it does not know in English rather than guess', () => {
    expect(translateSentence('A sentence nobody translated.', 'bn')).toBe('A sentence nobody translated.');
  });
});
