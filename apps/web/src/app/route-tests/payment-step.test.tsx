import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bookingQuery } from '../../features/booking/api/get-booking';
import { queryClient } from '../../lib/query-client';
import { renderRoute } from './render-route';
import { fetchedUrls, flightOnSale, heldBooking, pay, signedInPassenger } from './route-data';
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

describe('the payment step reads its booking when it opens', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  const bookingReads = (pnr: string) => fetchedUrls(fetchSpy).filter((url) => url.endsWith(`/api/bookings/${pnr}`)).length;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    fetchSpy.mockRestore();
  });

  async function heldTrip(name: string) {
    const trip = await flightOnSale(server);
    const user = await signedInPassenger(server, name);
    const [firstName, lastName] = name.split(' ');
    const pnr = await heldBooking(server, trip, { auth: user.auth, passengers: [{ title: 'Ms', firstName: firstName!, lastName: lastName!, type: 'adult' }] });
    return pnr;
  }

  test('once, when its route has just read it (the prefetch that starts with the page)', async () => {
    const pnr = await heldTrip('Nasrin Haque');
    await queryClient.prefetchQuery(bookingQuery(pnr));
    fetchSpy.mockClear();

    await renderRoute(server.origin, `/booking/${pnr}/pay`);

    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(bookingReads(pnr)).toBe(0);
  });

  test("not at all, when the page shell carried its answer (a signed-in traveller's first visit, decision 065)", async () => {
    const pnr = await heldTrip('Farhana Islam');
    // What the server puts in a signed-in traveller's shell: the API's answer to the page's read, for this address.
    const answer = (await server.t.app.inject({ url: `/api/bookings/${pnr}`, headers: server.admin })).json();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-answers';
    block.textContent = JSON.stringify({ page: `/booking/${pnr}/pay`, answers: { [`/api/bookings/${pnr}`]: answer } });
    document.body.append(block);
    fetchSpy.mockClear();

    await renderRoute(server.origin, `/booking/${pnr}/pay`);

    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: new RegExp(pnr) })).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(bookingReads(pnr)).toBe(0);
    expect(document.getElementById('first-answers')).toBeNull();
  });

  test('again, when what this device holds was read a while ago', async () => {
    const pnr = await heldTrip('Rumana Kabir');
    await queryClient.prefetchQuery(bookingQuery(pnr));
    const held = queryClient.getQueryData(bookingQuery(pnr).queryKey)!;
    queryClient.setQueryData(bookingQuery(pnr).queryKey, held, { updatedAt: Date.now() - 60_000 });
    fetchSpy.mockClear();

    await renderRoute(server.origin, `/booking/${pnr}/pay`);

    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    await waitFor(() => expect(bookingReads(pnr)).toBe(1));
  });
});
