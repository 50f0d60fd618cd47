import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { otherRoutes } from './other-routes';
import { paths } from './paths';

/** The pattern of the deepest route that matches an address. */
const matched = (href: string) => matchRoutes(otherRoutes, href)?.at(-1)?.route.path;

describe('page addresses', () => {
  it('keep the spec’s spellings, cabin crew’s included', () => {
    expect(paths.admin.cabinCrewEntry.getHref()).toBe('/cabinCrueEntry');
    expect(paths.admin.cabinCrewList.getHref()).toBe('/cabinCrueList');
    expect(paths.admin.cabinCrewUpdate.getHref('c-1')).toBe('/cabinCrueUpdate/c-1');
    expect(paths.auth.setPassword.getHref()).toBe('/change-password');
  });

  it('encode the value they carry', () => {
    expect(paths.bookingDetails.getHref('AB/12')).toBe('/booking/AB%2F12');
    expect(paths.ticketBooking.getHref('K7M2QX')).toBe('/ticketBooking?pnr=K7M2QX');
    expect(paths.admin.bookings.getHref('f 1')).toBe('/adminBookings?flightId=f%201');
    expect(paths.passengerProfile.getHref('t-1')).toBe('/passengerProfile?id=t-1');
    expect(paths.payBooking.getHref('K7M2QX')).toBe('/booking/K7M2QX/pay');
    expect(paths.paymentResult.getHref('K7M2QX', 'failed')).toBe('/payment/result?pnr=K7M2QX&outcome=failed');
    expect(paths.testPayment.getHref('p 1')).toBe('/payments/test/p%201');
  });

  it('each lead to their own route, and an unknown address to the not-found page', () => {
    expect(matched(paths.auth.login.getHref())).toBe('/login');
    expect(matched(paths.admin.cabinCrewUpdate.getHref('c-1'))).toBe('/cabinCrueUpdate/:id');
    expect(matched(paths.admin.locations.international.update.getHref('x'))).toBe('/internationalFlightUpdate/:flightId');
    expect(matched(paths.bookingDetails.getHref('K7M2QX'))).toBe('/booking/:pnr');
    expect(matched(paths.booking.getHref())).toBe('/booking');
    expect(matched(paths.payBooking.getHref('K7M2QX'))).toBe('/booking/:pnr/pay');
    expect(matched(paths.paymentResult.getHref('K7M2QX', 'paid'))).toBe('/payment/result');
    expect(matched(paths.testPayment.getHref('p-1'))).toBe('/payments/test/:paymentId');
    expect(matched('/no-such-page')).toBe('*');
  });
});
