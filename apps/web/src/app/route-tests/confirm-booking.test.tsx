import { expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render-route';
import { flightOnSale, searchLink } from './route-data';
import { routeServer } from './route-server';

const server = await routeServer();

test('a guest confirms a picked flight: an empty form shows each field’s error, a filled one holds the seat and opens the payment step', async () => {
  const user = userEvent.setup();
  const trip = await flightOnSale(server, { silverPackagesPrice: '5100' });
  await renderRoute(server.origin, searchLink(trip));
  await user.click(await screen.findByRole('button', { name: `Select Flight ${trip.flight.flightNumber} with ${trip.silver.packageName}` }));
  await user.click(screen.getByRole('link', { name: 'Confirm Book' }));

  expect(await screen.findByRole('heading', { name: 'Ticket Booking' })).toBeTruthy();
  expect(screen.getByText(`${trip.silver.packageName} · 5,100 TK`)).toBeTruthy();
  const passenger = await screen.findByRole('group', { name: 'Passenger 1' });
  const confirm = screen.getByRole('button', { name: 'Confirm booking' });
  // The button waits for the places' kinds (an international trip asks for passports).
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  await user.click(confirm);
  expect(await within(passenger).findByText('The first name is required.')).toBeTruthy();
  expect(within(passenger).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
  expect(within(passenger).getByText('The last name is required.')).toBeTruthy();
  expect(screen.getByText('The contact phone number is required.')).toBeTruthy();

  await user.selectOptions(within(passenger).getByLabelText('Title'), 'Ms');
  await user.type(within(passenger).getByLabelText('First name'), 'Karima');
  await user.type(within(passenger).getByLabelText('Last name'), 'Begum');
  await user.type(screen.getByLabelText('Contact e-mail'), 'karima@example.com');
  await user.type(screen.getByLabelText('Contact phone'), '01711000222');
  expect(within(passenger).queryByText('The first name is required.')).toBeNull();
  await user.click(confirm);

  // The seat is held: the Extras step (seats, bags…), which may be skipped, then the payment step with its total.
  expect(await screen.findByRole('heading', { name: 'Extras', level: 1 })).toBeTruthy();
  expect(window.location.pathname).toMatch(/^\/booking\/[A-Z0-9]{6}\/extras$/);
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
  expect(window.location.pathname).toMatch(/^\/booking\/[A-Z0-9]{6}\/pay$/);
  expect((await screen.findByTestId('booking-total')).textContent).toBe('Booking total: 5,100 TK');
});
