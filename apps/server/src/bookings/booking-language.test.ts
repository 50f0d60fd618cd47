import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Booking } from '@tarmac/shared';
import { bookings } from '../db/schema.js';
import { startMailingApp, stopMailingApp, type MailingApp } from '../testing/mailing-app.js';
import { createUser, json, uniqueEmail } from '../testing/test-app.js';
import { completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage, startPaymentOf } from '../testing/factories.js';
import type { CapturedMail } from '../testing/smtp.js';
import { pdfPages } from '../testing/pdf-text.js';

/** A booking remembers the language it was made in, and its mails and documents are written in it (issue 13). */
let t: MailingApp['t'];
let smtp: MailingApp['smtp'];
let admin: MailingApp['admin'];
let silver: MailingApp['silver'];

beforeAll(async () => {
  ({ t, smtp, admin, silver } = await startMailingApp());
});
afterAll(() => stopMailingApp({ t, smtp }));

const BENGALI = /[\u0980-\u09FF]/;
const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
type Headers = Record<string, string>;

const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');
const fontsOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
const languageOf = async (pnr: string) => (await t.database.db.select({ language: bookings.language }).from(bookings).where(eq(bookings.pnr, pnr)))[0]?.language;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
async function nextMailTo(email: string, seen: number): Promise<CapturedMail> {
  for (let i = 0; i < 100 && mailsTo(email).length <= seen; i++) await new Promise((r) => setTimeout(r, 100));
  const mail = mailsTo(email)[seen];
  if (!mail) throw new Error(`No mail number ${seen + 1} to ${email} arrived.`);
  return mail;
}

/** Holds one seat for a signed-in user (with the request's headers), pays for it and answers the ticketed booking. */
async function bookAndPay(who: { auth: { authorization: string } }, headers: Headers, flightId: string, packageId = silver._id): Promise<Booking> {
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...who.auth, ...headers },
    payload: { legs: [{ flightId, packageId }], passengers: [{ title: 'Ms', firstName: 'Ayesha', lastName: 'Rahman', type: 'adult' }] },
  });
  expect(held.statusCode, held.body).toBe(201);
  const { pnr } = json<{ data: Booking }>(held).data;
  const { paymentId } = await startPaymentOf(t, who.auth, pnr);
  await completeTestPayment(t, paymentId, 'paid');
  return json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: who.auth }));
}

/** A local date as mails write it: "Thu, 10 Dec 2026". */
const inWords = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('a booking made in Bangla', () => {
  it('gets its e-ticket mail in Bangla, with a Bangla ticket PDF attached and served, and its resent mail too', async () => {
    const user = await createUser(t);
    const flight = await makeFlight(t, admin.auth);
    const booking = await bookAndPay(user, BANGLA, flight._id);
    expect(booking.status).toBe('ticketed');
    expect(await languageOf(booking.pnr)).toBe('bn');

    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe(`আপনার টারম্যাক ই-টিকিট: বুকিং ${booking.pnr}`);
    expect(mail.text).toContain(`আপনার টারম্যাক বুকিং ${booking.pnr}-এর মূল্য পরিশোধ হয়েছে`);
    expect(mail.text).toContain('RAHMAN/AYESHA MS (প্রাপ্তবয়স্ক)');
    expect(mail.text).toContain(booking.passengers[0]!.tickets[0]!);
    expect(mail.text).toContain('মোট পরিশোধ: ৳৯,৯৯৫');
    expect(mail.text).toContain('http://tarmac.test/bn/manage-booking');
    expect(mail.text).not.toContain('Your Tarmac booking');
    expect(mail.html).toContain(`<h1>বুকিং ${booking.pnr}-এর ই-টিকিট</h1>`);
    const attached = mail.attachments.find((a) => a.filename === `ticket-${booking.pnr}.pdf`)!;
    expect(fontsOf(attached.content)).toContain('NotoSansBengali-Regular');
    expect(await pdfText(attached.content)).toContain('যাত্রী ১/১');
    const ics = mail.attachments.find((a) => a.filename === `flights-${booking.pnr}.ics`)!.content.toString('utf8');
    expect(ics).toContain(`বুকিং রেফারেন্স (PNR): ${booking.pnr}`);

    const served = await t.app.inject({ url: `/api/bookings/${booking.pnr}/ticket.pdf`, headers: user.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(fontsOf(served.rawPayload)).toContain('NotoSansBengali-Bold');
    const text = await pdfText(served.rawPayload);
    expect(text).toContain(booking.pnr);
    expect(text).toContain('৳৯,৯৯৫');
    expect(text).not.toContain('Booking reference');

    // Resent from an English page, the e-ticket still follows the booking's language.
    const resent = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.pnr}/resend-email`, headers: user.auth });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await nextMailTo(user.email, 1)).subject).toBe(`আপনার টারম্যাক ই-টিকিট: বুকিং ${booking.pnr}`);
  });

  it('tells a guest of a delay in Bangla, and a guest who booked in English in English', async () => {
    const flight = await makeFlight(t, admin.auth);
    const hold = async (headers: Headers) => {
      const email = uniqueEmail('guest');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers,
        payload: {
          legs: [{ flightId: flight._id, packageId: silver._id }],
          contact: { email, phone: '+880 1711 000000' },
          passengers: [{ title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { email, pnr: json<{ data: Booking }>(res).data.pnr };
    };
    const bangla = await hold({ 'accept-language': 'bn' });
    const english = await hold({ 'accept-language': 'en-GB,bn;q=0.8' });
    expect(await languageOf(bangla.pnr)).toBe('bn');
    expect(await languageOf(english.pnr)).toBe('en');

    const delay = { status: 'delayed', estimatedDate: flight.flightDepartingDate, estimatedTime: '13:30', reason: 'Late arrival of the aircraft' };
    const set = await t.app.inject({ method: 'PATCH', url: `/api/flight-information/${flight._id}/status`, headers: admin.auth, payload: delay });
    expect(set.statusCode, set.body).toBe(200);

    const toBangla = await smtp.waitFor(bangla.email);
    expect(toBangla.subject).toMatch(new RegExp(`তারিখের ফ্লাইট ${flight.flightNumber} বিলম্বিত: বুকিং ${bangla.pnr}$`));
    expect(toBangla.text).toContain('নতুন প্রস্থান:');
    expect(toBangla.text).toContain('১৩:৩০');
    // The reason is the admin's, as typed.
    expect(toBangla.text).toContain('কারণ: Late arrival of the aircraft');
    const toEnglish = await smtp.waitFor(english.email);
    expect(toEnglish.subject).toBe(`Flight ${flight.flightNumber} on ${inWords(String(flight.flightDepartingDate))} is delayed: booking ${english.pnr}`);
    expect(toEnglish.text).not.toMatch(BENGALI);
  });
});

describe('catalogue names in Bangla (issue 35)', () => {
  const unique = () => Math.random().toString(36).slice(2, 8);

  it('are kept beside the English ones, answered by the lists, changed by an update and left empty when not given', async () => {
    const english = `Cox's Bazar ${unique()}`;
    const made = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: english, flightLocationNameBn: ' কক্সবাজার ' });
    expect(made).toMatchObject({ flightLocationName: english, flightLocationNameBn: 'কক্সবাজার' });
    const plain = await makeLocation(t, admin.auth, 'international');
    expect(plain.flightLocationNameBn).toBe('');

    const list = json<{ _id: string; flightLocationName: string; flightLocationNameBn: string }[]>(await t.app.inject({ url: '/api/show-domestic-flight' }));
    expect(list.find((l) => l._id === made._id)).toMatchObject({ flightLocationName: english, flightLocationNameBn: 'কক্সবাজার' });

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/domestic-flights/${made._id}`,
      headers: admin.auth,
      payload: { flightLocationName: english, flightLocationNameBn: 'কক্স বাজার', tickitPrice: 9995, locationImage: made.locationImage },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(json<{ data: { flightLocationNameBn: string } }>(update).data.flightLocationNameBn).toBe('কক্স বাজার');

    const pkg = await makePackage(t, admin.auth, 'gold', { packageNameBn: 'গোল্ড প্যাকেজ', packageFacility1: 'Priority boarding', packageFacility1Bn: 'অগ্রাধিকার বোর্ডিং' });
    expect(pkg).toMatchObject({ packageNameBn: 'গোল্ড প্যাকেজ', packageFacility1Bn: 'অগ্রাধিকার বোর্ডিং', packageFacility2Bn: '' });
    const packages = json<{ _id: string; packageNameBn: string }[]>(await t.app.inject({ url: '/api/packages-data-show' }));
    expect(packages.find((p) => p._id === pkg._id)?.packageNameBn).toBe('গোল্ড প্যাকেজ');

    const tooLong = await makeLocation(t, admin.auth, 'domestic', { flightLocationNameBn: 'ক'.repeat(81) }).catch((e: Error) => e.message);
    expect(tooLong).toMatch(/answered 400/);
  });

  it('name the places and package of a Bangla booking in its mail, ticket, receipt and boarding pass, and a place without one in English', async () => {
    const from = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: `Dhaka ${unique()}`, flightLocationNameBn: 'ঢাকা' });
    const to = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: `Sylhet ${unique()}` });
    const gold = await makePackage(t, admin.auth, 'gold', { packageNameBn: 'গোল্ড প্যাকেজ' });
    // Tomorrow morning: check-in is open.
    const flight = await makeFlight(t, admin.auth, {
      flightFromCurrentLocation: from.flightLocationName,
      flightToDestinationLocation: to.flightLocationName,
      flightDepartingDate: daysFromNow(1),
      flightArrivalDate: daysFromNow(1),
      flightDepartingTime: '20:00',
      flightArrivalTime: '23:30',
    });
    const user = await createUser(t);
    const booking = await bookAndPay(user, BANGLA, flight._id, gold._id);
    // The API keeps the English names (what clients match and search on).
    expect(booking.legs[0]).toMatchObject({ flightFromCurrentLocation: from.flightLocationName, packageName: gold.packageName });

    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain(`ঢাকা → ${to.flightLocationName.toUpperCase()}`);
    expect(mail.text).toContain('গোল্ড প্যাকেজ');
    expect(mail.text).not.toContain(from.flightLocationName);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content.toString('utf8');
    expect(ics).toContain('ঢাকা');
    expect(ics).toContain(`DTSTART:${daysFromNow(1).replace(/-/g, '')}T140000Z`);

    // A PDF's text comes back with Bangla's shaped glyphs reordered (ঢাকা reads "টাকা"), so the PDFs are checked for
    // the English names they no longer write and for the place without a Bangla name they still do.
    const ticket = await pdfText((await t.app.inject({ url: `/api/bookings/${booking.pnr}/ticket.pdf`, headers: user.auth })).rawPayload);
    expect(ticket).toContain(`${to.flightLocationName}`);
    expect(ticket).not.toContain(from.flightLocationName);
    expect(ticket).not.toContain(gold.packageName);

    const receipt = await t.app.inject({ url: `/api/bookings/${booking.pnr}/receipt.pdf`, headers: user.auth });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain(to.flightLocationName);
    expect(receiptText).not.toContain(from.flightLocationName);

    const checkIn = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.pnr}/check-in`, headers: user.auth, payload: { legIndex: 0, passengers: [{ index: 0 }] } });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const pass = await t.app.inject({ url: `/api/bookings/${booking.pnr}/boarding-pass.pdf?leg=0&passenger=0`, headers: user.auth });
    expect(pass.statusCode).toBe(200);
    const passText = await pdfText(pass.rawPayload);
    expect(passText).toContain(to.flightLocationName);
    expect(passText).not.toContain(from.flightLocationName);

    // A delay's mail names the places in Bangla too.
    const delay = { status: 'delayed', estimatedDate: daysFromNow(1), estimatedTime: '21:15', reason: 'Weather' };
    const set = await t.app.inject({ method: 'PATCH', url: `/api/flight-information/${flight._id}/status`, headers: admin.auth, payload: delay });
    expect(set.statusCode, set.body).toBe(200);
    const delayed = await nextMailTo(user.email, 1);
    expect(delayed.text).toContain('ঢাকা');
    expect(delayed.text).not.toContain(from.flightLocationName);

    // The same catalogue, booked from an English page: English names.
    const other = await createUser(t);
    const englishBooking = await bookAndPay(other, {}, flight._id, gold._id);
    const englishTicket = await pdfText((await t.app.inject({ url: `/api/bookings/${englishBooking.pnr}/ticket.pdf`, headers: other.auth })).rawPayload);
    expect(englishTicket).toContain(from.flightLocationName);
    expect(englishTicket).toContain(gold.packageName);
    expect(englishTicket).not.toMatch(BENGALI);
  });
});

describe('the sign-in wall (issue 35)', () => {
  it('says "Please log in to continue." in Bangla to a Bangla page, on every kind of refusal', async () => {
    for (const url of ['/api/bookings', '/api/user-details?id=x', '/api/bookings/ABCDEF/check-in']) {
      const res = await t.app.inject({ url, headers: { ...BANGLA, authorization: 'Bearer undefined' } });
      expect(res.statusCode, url).toBe(401);
      expect(json<{ error: string }>(res).error, url).toBe('চালিয়ে যেতে অনুগ্রহ করে লগইন করুন।');
    }
  });
});

describe('a booking made in English', () => {
  it('stays English: its mail, its attached and served ticket PDF', async () => {
    const user = await createUser(t);
    const flight = await makeFlight(t, admin.auth);
    const booking = await bookAndPay(user, {}, flight._id);
    expect(await languageOf(booking.pnr)).toBe('en');

    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe(`Your Tarmac e-ticket: booking ${booking.pnr}`);
    expect(mail.text).toContain(`Your Tarmac booking ${booking.pnr} is paid and ticketed.`);
    expect(mail.text).toContain('Total paid: 9,995 TK');
    expect(mail.text + mail.html).not.toMatch(BENGALI);
    const attached = mail.attachments.find((a) => a.filename.endsWith('.pdf'))!;
    expect(fontsOf(attached.content).some((f) => f.includes('Noto'))).toBe(false);

    // Asked for from a Bangla page, the ticket of an English booking is still English.
    const served = await t.app.inject({ url: `/api/bookings/${booking.pnr}/ticket.pdf`, headers: { ...user.auth, ...BANGLA } });
    expect(served.statusCode).toBe(200);
    const text = await pdfText(served.rawPayload);
    expect(text).toContain('Booking reference (PNR)');
    expect(text).not.toMatch(BENGALI);
  });
});

describe('the password reset mail', () => {
  it('is written in the language of the request that asked for it', async () => {
    const user = await createUser(t, { name: 'Ayesha' });
    const asked = await t.app.inject({ method: 'PUT', url: '/api/forgot-password-sys-to-sent-email', headers: BANGLA, payload: { email: user.email } });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('টারম্যাকের নতুন পাসওয়ার্ড দিন');
    expect(mail.text).toContain('প্রিয় Ayesha,');
    expect(mail.text).toContain('৬০ মিনিটের মধ্যে');
    expect(mail.text).toMatch(/http:\/\/tarmac\.test\/bn\/change-password\?token=[A-Za-z0-9_-]+/);
    expect(mail.html).toContain('>নতুন পাসওয়ার্ড দিন</a>');
  });
});
