import { describe, expect, it } from 'vitest';
import { pdfPages } from '../testing/pdf-text.js';
import type { BoardingPass } from '@tarmac/shared';
import { boardingPassPdf } from './boarding-pass-pdf.js';
import { makeTicketBooking, makeTicketLeg } from './booking-factory.js';
import { ticketPdf } from './ticket-pdf.js';
import { flightsIcs } from './flights-ics.js';


/** The fonts a PDF names (embedded subsets carry a six-letter prefix). */
const fontsOf = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]))].sort();

const pass: BoardingPass = {
  passengerIndex: 0,
  legIndex: 0,
  seat: '12A',
  sequence: 7,
  bcbp: 'M1RAHMAN/AYESHA MS    EH4KPWX DACDXBBG 0147 335Y012A0007 100',
  name: 'RAHMAN/AYESHA MS',
  flightNumber: 'BG147',
  from: 'Dhaka',
  to: 'Dubai',
  fromCode: 'DAC',
  toCode: 'DXB',
  departureDate: '2026-12-01',
  departureTime: '14:00',
  boardingTime: '13:20',
  gate: null,
  boarded: false,
};

describe('a Bangla e-ticket', () => {
  it('embeds Noto Sans Bengali and says its words in Bangla, with names, reference and numbers as they are', async () => {
    const leg = makeTicketLeg({ flightNumber: 'BG147', packagePrice: 18995, flightDepartingDate: '2026-12-10', flightDepartingTime: '19:00' });
    const booking = makeTicketBooking({ legs: [leg], names: ['Ayesha Rahman'], pnr: 'H4KPWX' });
    const pdf = await ticketPdf(booking, { language: 'bn' });

    expect(fontsOf(pdf)).toEqual(expect.arrayContaining(['NotoSansBengali-Regular', 'NotoSansBengali-Bold']));
    expect(pdf.toString('latin1')).toContain('/Lang (bn)');
    const [page] = await pdfPages(pdf);
    expect(page).toContain('যাত্রী ১/১'); // "Passenger 1 of 1"
    expect(page).toContain('আগমন'); // "Arrival"
    expect(page).toContain('মঙ্গল'); // the weekday's name is not English ("Thu")
    expect(page).toContain('১৯:০০'); // the local time in Bangla digits
    expect(page).toContain('৳১৮,৯৯৫');
    expect(page).toContain('H4KPWX');
    expect(page).toContain('RAHMAN/AYESHA MS');
    expect(page).toContain('BG147');
    expect(page).toContain('family@example.com');
    expect(page).not.toContain('Passenger');
    expect(page).not.toContain('18,995 TK');
  });

  it('keeps the English e-ticket in the standard fonts, without Bangla', async () => {
    const booking = makeTicketBooking({ names: ['Ayesha Rahman'] });
    const pdf = await ticketPdf(booking);

    expect(fontsOf(pdf)).toEqual(['Courier-Bold', 'Helvetica', 'Helvetica-Bold']);
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Passenger 1 of 1: Adult');
    expect(page).not.toMatch(/[\u0980-\u09FF]/);
  });

  it('gives the same bytes for the same Bangla booking issued at the same time', async () => {
    const booking = makeTicketBooking({ names: ['Ayesha Rahman', 'Karim Uddin'] });
    const issuedAt = new Date('2026-11-20T10:00:00Z');

    expect((await ticketPdf(booking, { issuedAt, language: 'bn' })).equals(await ticketPdf(booking, { issuedAt, language: 'bn' }))).toBe(true);
  });
});

describe('a Bangla boarding pass', () => {
  it('says its labels in Bangla and keeps the BCBP, name, codes and flight as they are', async () => {
    const pdf = await boardingPassPdf({ ...pass, seat: null }, 'H4KPWX', { language: 'bn' });

    expect(fontsOf(pdf)).toEqual(expect.arrayContaining(['NotoSansBengali-Regular', 'NotoSansBengali-Bold', 'Courier']));
    const [page] = await pdfPages(pdf);
    expect(page).toContain('যাত্রী'); // "Passenger"
    expect(page).toContain('পাস'); // "Pass"
    expect(page).toContain('১৩:২০'); // boarding time in Bangla digits
    expect(page).toContain(pass.bcbp.replace(/\s+/g, ' '));
    expect(page).toContain('RAHMAN/AYESHA MS');
    expect(page).toContain('Dhaka (DAC)');
    expect(page).not.toContain('BOARDING PASS');
    expect(page).not.toContain('Infant (on lap)');
  });

  it('stays English in the standard fonts by default', async () => {
    const pdf = await boardingPassPdf(pass, 'H4KPWX');

    expect(fontsOf(pdf).some((f) => f!.includes('Noto'))).toBe(false);
    const [page] = await pdfPages(pdf);
    expect(page).toContain('BOARDING PASS');
    expect(page).toContain('See screens');
  });
});

describe('a Bangla calendar of the flights', () => {
  it('writes the events in Bangla, with the same times and stable ids as the English one', () => {
    const booking = makeTicketBooking({ legs: [makeTicketLeg({ flightNumber: 'BG147', flightDepartingTime: '14:00' })], pnr: 'H4KPWX' });
    const zones = () => 'Asia/Dhaka';
    const bangla = flightsIcs(booking, zones, 'bn');
    const english = flightsIcs(booking, zones);

    expect(bangla).toContain('SUMMARY:টারম্যাক ফ্লাইট BG147 Dhaka → Dubai');
    expect(bangla).toContain('বুকিং রেফারেন্স (PNR): H4KPWX');
    expect(english).toContain('SUMMARY:Tarmac flight BG147 Dhaka → Dubai');
    const line = (ics: string, name: string) => ics.split(/\r?\n/).find((l) => l.startsWith(name));
    for (const name of ['DTSTART', 'DTEND', 'UID']) expect(line(bangla, name)).toBe(line(english, name));
  });
});
