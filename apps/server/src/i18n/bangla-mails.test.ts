import { describe, expect, it } from 'vitest';
import type { FlightStatus } from '@tarmac/shared';
import { cancellationMail, delayMail, rebookedMail, disruptionRefund } from '../flight-status/disruption-mail.js';
import { refundMail, storedReason } from '../payments/refunds.js';
import { resetMail } from '../accounts/reset-mail.js';

const BENGALI = /[\u0980-\u09FF]/;
const status: FlightStatus = {
  status: 'cancelled',
  scheduled: '2026-12-10T08:00:00.000Z',
  estimated: '2026-12-10T08:00:00.000Z',
  reason: 'Fog at Dhaka',
  flightId: 'f1',
  flightNumber: 'BG147',
  from: 'Dhaka',
  to: "Cox's Bazar",
  scheduledLocal: { date: '2026-12-10', time: '14:00' },
  estimatedLocal: { date: '2026-12-10', time: '16:30' },
  arrivalLocal: { date: '2026-12-10', time: '15:00' },
};
const url = 'http://tarmac.test';

describe('the mails of a Bangla booking', () => {
  it('tells a cancelled flight in Bangla: the choices of a paid booking, the end of a hold, the Bangla manage page', () => {
    const paid = cancellationMail({ pnr: 'H4KPWX', email: 'a@example.com', status: 'ticketed', language: 'bn' }, status, url);
    expect(paid.subject).toBe('বৃহস্পতি, ১০ ডিসে, ২০২৬ তারিখের ফ্লাইট BG147 বাতিল: বুকিং H4KPWX');
    expect(paid.text).toContain("Dhaka থেকে Cox's Bazar-এর ফ্লাইট BG147");
    expect(paid.text).toContain('৩ দিনের মধ্যে');
    expect(paid.text).toContain('কারণ: Fog at Dhaka');
    expect(paid.text).toContain('http://tarmac.test/bn/manage-booking');
    expect(paid.html).toContain('Cox&#39;s Bazar');
    const held = cancellationMail({ pnr: 'H4KPWX', email: 'a@example.com', status: 'held', language: 'bn' }, status, url);
    expect(held.text).toContain('কোনো টাকা কাটা হয়নি');
    expect(held.text).not.toContain('৩ দিনের মধ্যে');
  });

  it('tells a delay, a free move and a refund in Bangla, and the same mails of an English booking in English', () => {
    const delay = delayMail({ pnr: 'H4KPWX', email: 'a@example.com', status: 'ticketed', language: 'bn' }, { ...status, status: 'delayed' }, url);
    expect(delay.text).toContain(`নতুন প্রস্থান: বৃহস্পতি, ১০ ডিসে, ২০২৬, ১৬:৩০ (${status.from}-এর সময়)।`);
    expect(delay.text).toContain('http://tarmac.test/bn/flight-status?flightNumber=BG147&date=2026-12-10');
    const moved = rebookedMail(
      { pnr: 'H4KPWX', email: 'a@example.com', bookingId: 'b1', from: 'Dhaka', to: 'Dubai', flightNumber: 'BG149', date: '2026-12-11', time: '09:00', language: 'bn' },
      url,
    );
    expect(moved.subject).toBe('শুক্র, ১১ ডিসে, ২০২৬ তারিখে আপনার নতুন ফ্লাইট BG149: বুকিং H4KPWX');
    expect(moved.attachments).toHaveLength(1);
    const refund = refundMail({ to: 'a@example.com', pnr: 'H4KPWX', amount: 110995, reason: storedReason(disruptionRefund(110995)), language: 'bn' });
    expect(refund.subject).toBe('টারম্যাক বুকিং H4KPWX-এর টাকা ফেরত');
    expect(refund.text).toContain('আমরা ৳১,১০,৯৯৫ ফেরত দিয়েছি');
    expect(refund.text).toContain('পুরো ৳১,১০,৯৯৫ ফেরত দেওয়া হয়েছে');

    const english = refundMail({ to: 'a@example.com', pnr: 'H4KPWX', amount: 110995, reason: storedReason(disruptionRefund(110995)) });
    expect(english.text).toBe(
      'We have refunded 1,10,995 TK for your Tarmac booking H4KPWX.\n\nCancelled because a flight was cancelled by the airline; 1,10,995 TK refunded in full.\n\nThe money goes back the way you paid; your bank may take a few days to show it.',
    );
    expect(delayMail({ pnr: 'H4KPWX', email: 'a@example.com', status: 'ticketed' }, { ...status, status: 'delayed' }, url).text).not.toMatch(BENGALI);
  });

  it('writes the reset mail in Bangla, escaping the name in its html', () => {
    const mail = resetMail({ name: 'Ayesha <b>', email: 'a@example.com' }, 'http://tarmac.test/bn/change-password?token=x', 'bn');
    expect(mail.subject).toBe('টারম্যাকের নতুন পাসওয়ার্ড দিন');
    expect(mail.html).toContain('প্রিয় Ayesha &#60;b&#62;,');
    expect(mail.text).toContain('প্রিয় Ayesha <b>,');
  });
});
