import { expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from './render-route';
import { fetchedUrls, flightOnSale, heldBooking } from './route-data';
import { routeServer } from './route-server';
import { queryClient } from '../../lib/query-client';

const server = await routeServer();

test('a guest finds a booking by reference and last name; a wrong last name is refused', async () => {
  const user = userEvent.setup();
  const trip = await flightOnSale(server, { silverPackagesPrice: '3200' });
  const pnr = await heldBooking(server, trip, { passengers: [{ title: 'Ms', firstName: 'Farhana', lastName: 'Akter-Rahman', type: 'adult' }] });

  await renderRoute(server.origin, '/manage-booking');
  expect(await screen.findByRole('heading', { name: 'Manage booking' })).toBeTruthy();
  await user.type(screen.getByLabelText('Booking reference (PNR)'), pnr);
  await user.type(screen.getByLabelText('Last name'), 'Rahman');
  await user.click(screen.getByRole('button', { name: 'Find booking' }));
  expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  expect(screen.queryByTestId('managed-booking')).toBeNull();

  await user.clear(screen.getByLabelText('Last name'));
  await user.type(screen.getByLabelText('Last name'), 'akter-rahman');
  await user.click(screen.getByRole('button', { name: 'Find booking' }));

  const managed = await screen.findByTestId('managed-booking');
  expect(within(managed).getByText(pnr)).toBeTruthy();
  expect(within(managed).getByTestId('booking-status').textContent).toBe('held');
  expect(within(managed).getByText(`${trip.from.toUpperCase()} → ${trip.to.toUpperCase()}`)).toBeTruthy();
  expect(within(managed).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/booking/${pnr}/pay`);
  expect(within(managed).queryByRole('button', { name: 'Download PDF' })).toBeNull();
});

test('a found booking is shown from the answer to its search, not read a second time', async () => {
  const user = userEvent.setup();
  const trip = await flightOnSale(server);
  const pnr = await heldBooking(server, trip, { passengers: [{ title: 'Mr', firstName: 'Imran', lastName: 'Chowdhury', type: 'adult' }] });
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  try {
    await renderRoute(server.origin, '/manage-booking');
    await user.type(await screen.findByLabelText('Booking reference (PNR)'), pnr);
    await user.type(screen.getByLabelText('Last name'), 'Chowdhury');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));

    expect(within(await screen.findByTestId('managed-booking')).getByText(pnr)).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const urls = fetchedUrls(fetchSpy);
    expect(urls.filter((url) => url.endsWith('/api/manage-booking'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith(`/api/bookings/${pnr}`))).toHaveLength(0);
  } finally {
    fetchSpy.mockRestore();
  }
});
