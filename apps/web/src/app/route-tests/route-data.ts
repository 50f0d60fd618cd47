import { createUser, json } from '../../../../server/src/testing/test-app';
import { completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage, startPaymentOf } from '../../../../server/src/testing/factories';
import { saveSession } from '../../lib/session-store';
import type { MockInstance } from 'vitest';
import type { RouteServer } from './route-server';

/** The data the traveller pages need, made with the server's factories; every call makes its own, named uniquely. */

/** Two places, one package of each tier and a flight between them, `days` from today unless `flight` says otherwise. */
export async function flightOnSale(server: RouteServer, flight: Record<string, unknown> = {}) {
  const { t, admin } = server;
  const from = await makeLocation(t, admin);
  const to = await makeLocation(t, admin);
  const silver = await makePackage(t, admin, 'silver');
  const made = await makeFlight(t, admin, {
    flightFromCurrentLocation: from.flightLocationName,
    flightToDestinationLocation: to.flightLocationName,
    silverPackagesPrice: '4200',
    ...flight,
  });
  const date = (flight.flightDepartingDate as string | undefined) ?? daysFromNow(10);
  return { from: from.flightLocationName, to: to.flightLocationName, silver, flight: made, date };
}

/** The search link of a one-way trip, as the search panel writes it. */
export const searchLink = (trip: { from: string; to: string; date: string }, travellers = 1) =>
  `/flightSearchResult?${new URLSearchParams({ travelType: 'oneWay', from: trip.from.toLowerCase(), to: trip.to.toLowerCase(), date: trip.date, travellers: String(travellers) })}`;

/** A passenger with an account, signed in on the page as the login form leaves them (the token cookie, the stored user). */
export async function signedInPassenger(server: RouteServer, name = 'Farhana Akter') {
  const user = await createUser(server.t, { name });
  saveSession(user.token, { _id: String(user.id), name, email: user.email, role: 'passenger' });
  return user;
}

/** The page signed in as the server's admin. */
export function signedInAdmin(server: RouteServer) {
  saveSession(server.adminUser.token, server.adminUser.user);
}

type Passenger = { title: string; firstName: string; lastName: string; type: 'adult' | 'child' };

/** Holds seats on `trip`'s flight in its silver package (with `services` when given): as `auth`'s user, or as a guest with a contact. */
export async function heldBooking(
  server: RouteServer,
  trip: Awaited<ReturnType<typeof flightOnSale>>,
  options: { auth?: { authorization: string }; passengers?: Passenger[]; services?: object[] } = {},
) {
  const passengers = options.passengers ?? [{ title: 'Mrs', firstName: 'Farhana', lastName: 'Akter', type: 'adult' }];
  const res = await server.t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...options.auth, 'idempotency-key': `route-${Math.random().toString(36).slice(2)}` },
    payload: {
      legs: [{ flightId: trip.flight._id, packageId: trip.silver._id }],
      passengers,
      ...(options.services ? { services: options.services } : {}),
      ...(options.auth ? {} : { contact: { email: 'guest@example.com', phone: '01711000111' } }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/bookings answered ${res.statusCode}: ${res.body}`);
  return json<{ data: { pnr: string } }>(res).data.pnr;
}

/** Pays a held booking with the test provider, as its owner. */
export async function pay(server: RouteServer, auth: { authorization: string }, pnr: string) {
  const { paymentId } = await startPaymentOf(server.t, auth, pnr);
  await completeTestPayment(server.t, paymentId, 'paid');
}

/** The addresses a page fetched, as a spy on `fetch` saw them (the requests still reach the real server). */
export const fetchedUrls = (spy: MockInstance<typeof fetch>) => spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
