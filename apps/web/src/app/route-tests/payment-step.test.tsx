import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from './render-route';
import { flightOnSale, heldBooking, pay, signedInPassenger } from './route-data';
import { routeServer } from './route-server';

const server = await routeServer();

test('the payment step of a held booking shows the trip, the countdown, the total and Pay now', async () => {
  const trip = await flightOnSale(server, { silverPackagesPrice: '3800' });
  const user = await signedInPassenger(server, 'Shirin Sultana');
  const pnr = await heldBooking(server, trip, { auth: user.auth, passengers: [{ title: 'Ms', firstName: 'Shirin', lastName: 'Sultana', type: 'adult' }] });

  await renderRoute(server.origin, `/booking/${pnr}/pay`);

  expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: new RegExp(pnr) })).toBeTruthy();
  expect(screen.getByText(`${trip.from.toUpperCase()} → ${trip.to.toUpperCase()}`)).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toMatch(/^\d{2}:\d{2}$/);
  expect(screen.getByTestId('booking-total').textContent).toBe('Booking total: 3,800 TK');
  expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
});

test('the payment step of a paid booking only points to its ticket', async () => {
  const trip = await flightOnSale(server);
  const user = await signedInPassenger(server, 'Tanvir Alam');
  const pnr = await heldBooking(server, trip, { auth: user.auth, passengers: [{ title: 'Mr', firstName: 'Tanvir', lastName: 'Alam', type: 'adult' }] });
  await pay(server, user.auth, pnr);

  await renderRoute(server.origin, `/booking/${pnr}/pay`);

  expect(await screen.findByText(`Booking ${pnr} is paid and its tickets are issued.`)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Show my ticket' }).getAttribute('href')).toBe(`/ticketBooking?pnr=${pnr}`);
  expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
});
