import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render-route';
import { flightOnSale, heldBooking, pay, signedInPassenger } from './route-data';
import { routeServer } from './route-server';

const server = await routeServer();

/** Local date and time in Dhaka (UTC+6; places without a zone are there), `hours` from now. */
function dhaka(hours: number) {
  const local = new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

test('a passenger checks in on a flight within the window, choosing a seat on the map, and gets a boarding pass showing their extra bag', async () => {
  const user = userEvent.setup();
  const departs = dhaka(5);
  const arrives = dhaka(6);
  const trip = await flightOnSale(server, {
    flightDepartingDate: departs.date,
    flightDepartingTime: departs.time,
    flightArrivalDate: arrives.date,
    flightArrivalTime: arrives.time,
    seatCapacity: 180,
  });
  const passenger = await signedInPassenger(server, 'Farhana Akter');
  const pnr = await heldBooking(server, trip, { auth: passenger.auth, services: [{ code: 'XBAG10', legIndex: 0, passengerIndex: 0 }] });
  await pay(server, passenger.auth, pnr);

  await renderRoute(server.origin, `/check-in/${pnr}`);

  expect(await screen.findByRole('heading', { name: /Online check-in/ })).toBeTruthy();
  const map = await screen.findByRole('group', { name: new RegExp(`^Seat map of flight ${trip.flight.flightNumber}`) });
  await user.click(within(map).getByRole('button', { name: 'Seat 12A, available' }));
  expect(within(map).getByRole('button', { name: 'Seat 12A, selected' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Check in' }));
  const passes = await screen.findByRole('list', { name: 'Boarding passes' });
  const pass = within(passes).getByRole('listitem');
  expect(pass.textContent).toContain('Farhana Akter');
  expect(pass.textContent).toContain('Seat 12A');
  expect(pass.textContent).toContain('Extras: XBAG10');

  // The pass's own page (the one shown at the gate) says so too.
  await user.click(within(pass).getByRole('link', { name: /Farhana Akter/ }));
  expect((await screen.findByTestId('pass-services')).textContent).toBe('Extras: XBAG10');
});
