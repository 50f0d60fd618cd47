import { expect, test } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromNow } from '../../../../server/src/testing/factories';
import { renderRoute } from './render-route';
import { flightOnSale, searchLink } from './route-data';
import { routeServer } from './route-server';

const server = await routeServer();

/** The results' row of one flight, once the answer has come. */
const rowOf = (flightNumber: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(flightNumber));
    if (!row) throw new Error(`no row shows flight ${flightNumber}`);
    return row;
  });

test('a shared search link shows the day’s flight with its package and fare, and a pick gives the booking total', async () => {
  const trip = await flightOnSale(server, { silverPackagesPrice: '4200' });
  await renderRoute(server.origin, searchLink(trip, 2));

  expect(await screen.findByRole('heading', { name: 'Available Flights' })).toBeTruthy();
  const row = await rowOf(trip.flight.flightNumber);
  expect(screen.getByRole('columnheader', { name: trip.silver.packageName })).toBeTruthy();
  expect(within(row).getByText(`${trip.from.toUpperCase()} → ${trip.to.toUpperCase()}`)).toBeTruthy();
  // The shared server holds other tests' packages too: the fare is read from this package's own card.
  const card = within(row).getByRole('heading', { name: trip.silver.packageName }).closest('.package-card') as HTMLElement;
  expect(within(card).getByText('4,200 TK')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Confirm Book' })).toBeNull();

  const select = within(row).getByRole('button', { name: `Select Flight ${trip.flight.flightNumber} with ${trip.silver.packageName}` });
  await userEvent.click(select);
  expect(select.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('booking-total').textContent).toBe('Booking total amount: 8,400 TK');
  expect(screen.getByRole('link', { name: 'Confirm Book' })).toBeTruthy();
});

test('a search link of a day without flights says so and leads back to the search', async () => {
  const trip = await flightOnSale(server);
  await renderRoute(server.origin, searchLink({ ...trip, date: daysFromNow(12) }));

  expect(await screen.findByRole('heading', { name: 'No Flights Found According to Your Search Data' })).toBeTruthy();
  expect(screen.getByText('Please Search again with different data')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Search' }).getAttribute('href')).toBe('/');
  expect(screen.queryByText(trip.flight.flightNumber)).toBeNull();
});

test('the results page opened without a search in its address shows the tab’s last search, and takes its address', async () => {
  const trip = await flightOnSale(server);
  await renderRoute(server.origin, searchLink(trip));
  await rowOf(trip.flight.flightNumber);
  cleanup();

  await renderRoute(server.origin, '/flightSearchResult');
  await rowOf(trip.flight.flightNumber);
  const address = new URLSearchParams(window.location.search);
  expect(window.location.pathname).toBe('/flightSearchResult');
  expect([address.get('from'), address.get('to'), address.get('date')]).toEqual([trip.from.toLowerCase(), trip.to.toLowerCase(), trip.date]);
});
