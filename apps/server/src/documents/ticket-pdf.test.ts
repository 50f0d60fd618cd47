import { ticketName } from '@tarmac/shared';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../testing/pdf-text.js';
import { makeTicketBooking, makeTicketLeg } from './booking-factory.js';
import { ticketPdf } from './ticket-pdf.js';


describe('ticketPdf', () => {
  it('prints a delayed flight’s new departure and arrival beside the timetable’s', async () => {
    const leg = makeTicketLeg({ flightStatus: 'delayed', estimatedDeparture: { date: '2026-12-01', time: '16:30' }, estimatedArrival: { date: '2026-12-01', time: '20:00' } });
    const [page] = await pdfPages(await ticketPdf(makeTicketBooking({ legs: [leg] })));
    const text = page!.replace(/\s+/g, ' ');

    expect(text).toContain('16:30 (delayed; was');
    expect(text).toContain('20:00 (delayed; was');
  });

  it('is a PDF with one page per passenger', async () => {
    const booking = makeTicketBooking({ names: ['Ayesha Rahman', 'Karim Uddin', 'Nusrat Jahan'] });
    const pdf = await ticketPdf(booking);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfPages(pdf)).toHaveLength(3);
  });

  it("prints on each page the airline, the PNR, that passenger's name and ticket numbers, and the total", async () => {
    const legs = [makeTicketLeg({ packagePrice: 18995 }), makeTicketLeg({ packagePrice: 3995 })];
    const booking = makeTicketBooking({ legs, names: ['Ayesha Rahman', 'Karim Uddin'], pnr: 'H4KPWX' });
    const pages = await pdfPages(await ticketPdf(booking));

    booking.passengers.forEach((passenger, i) => {
      const page = pages[i]!;
      expect(page).toContain('Tarmac');
      expect(page).toContain('H4KPWX');
      // Names print as SURNAME/GIVEN TITLE, with the passenger's type.
      expect(page).toContain(ticketName(passenger));
      expect(page).toContain('Adult');
      expect(page).toContain('30 kg');
      expect(page).toContain('Refundable: 1,500 TK per passenger');
      expect(page).toContain('family@example.com');
      for (const ticket of passenger.tickets) expect(page).toContain(ticket);
      // (18,995 + 3,995) × 2 travellers, written as the site writes taka.
      expect(page).toContain('45,980 TK');
      expect(page).toContain('Confirmed');
      expect(page).toContain('The airline reserves the right to make flight decisions.');
    });
    // A page carries its own passenger's tickets, not the others'.
    const [first, second] = booking.passengers;
    expect(pages[0]).not.toContain(second!.tickets[0]);
    expect(pages[1]).not.toContain(first!.tickets[0]);
  });

  it("prints each flight's number, plane, route, local departure and arrival, package and price", async () => {
    const leg = makeTicketLeg({
      flightNumber: 'BG147',
      planeNumber: 'S2-AJZ',
      flightFromCurrentLocation: 'Dubai',
      flightToDestinationLocation: 'Dhaka',
      flightDepartingDate: '2026-12-10',
      flightDepartingTime: '19:00',
      flightArrivalDate: '2026-12-11',
      flightArrivalTime: '02:00',
      packageName: 'platinum',
      packagePrice: 42500,
    });
    const [page] = await pdfPages(await ticketPdf(makeTicketBooking({ legs: [leg] })));

    expect(page).toContain('BG147');
    expect(page).toContain('S2-AJZ');
    expect(page).toContain('Dubai to Dhaka');
    expect(page).toContain('Thu, 10 Dec 2026 at 19:00');
    expect(page).toContain('Fri, 11 Dec 2026 at 02:00');
    expect(page).toContain('platinum, 42,500 TK');
  });

  it('says the ticket numbers come with payment while a booking is only held', async () => {
    const booking = makeTicketBooking({ status: 'held', ticketed: false, names: ['Ayesha Rahman'] });
    const [page] = await pdfPages(await ticketPdf(booking));

    expect(page).toContain('Held');
    expect(page).toContain('Issued when the booking is paid');
  });

  it('gives the same bytes for the same booking issued at the same time', async () => {
    const booking = makeTicketBooking({ names: ['Ayesha Rahman', 'Karim Uddin'] });
    const issuedAt = new Date('2026-11-20T10:00:00Z');

    expect((await ticketPdf(booking, { issuedAt })).equals(await ticketPdf(booking, { issuedAt }))).toBe(true);
  });
});
