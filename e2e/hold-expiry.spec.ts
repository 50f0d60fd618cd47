import { expect, test } from './support/fixtures';
import { holdOneWay } from './support/booking';
import { domesticTrip } from './support/catalogue';
import { startServer, type RunningServer } from './support/server';
import { registerPassenger } from './support/users';

/**
 * A hold that runs out. It needs a short BOOKING_HOLD_SECONDS (30, the minimum), which would make every other
 * journey race its clock, so this file starts a second server of its own, on the next port with a fresh
 * embedded database; the other journeys keep the default 20 minutes and go on in the other worker meanwhile.
 */

const HOLD_SECONDS = 30;
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
let server: RunningServer | undefined;

test.use({ baseURL });
test.beforeAll(async () => {
  server = await startServer(baseURL, { BOOKING_HOLD_SECONDS: String(HOLD_SECONDS) });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an unpaid hold counts down to zero, then shows as expired, in My bookings too, and its seat is back on sale', async ({ page, request, login }) => {
  // The hold itself lasts HOLD_SECONDS; the rest of the journey needs the usual minute.
  test.setTimeout(60_000 + HOLD_SECONDS * 1000);
  const { from, to, date, packages, flight } = await domesticTrip(request, { from: 'Jessore', to: 'Barisal', days: 15, prices: { silver: 2900, gold: 4100, platinum: 5900 }, seatCapacity: 3 });
  const user = await registerPassenger(request, 'Farhana Islam');
  await login(user);

  const pnr = await holdOneWay(page, { from, to, date, flightNumber: flight.flightNumber, packageName: packages.gold });
  await expect(page.getByRole('timer')).toHaveText(/^00:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();

  // Once the countdown reaches zero the page reads the booking again, and the server has expired it.
  await expect(page.getByTestId('booking-status')).toHaveText('expired', { timeout: (HOLD_SECONDS + 20) * 1000 });
  await expect(page.getByText(/The hold on this booking expired before it was paid/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  await page.goto('/booking');
  const row = page.getByRole('row').filter({ hasText: pnr });
  await expect(row.getByTestId('booking-status')).toHaveText('expired');
  await expect(row.getByRole('link', { name: /Pay now/ })).toHaveCount(0);

  // The seat went back on sale: all 3 seats are offered again.
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date },
  });
  const { results } = (await search.json()) as { results: { _id: string; seatsLeft: number }[] };
  expect(results.find((r) => r._id === flight.id)?.seatsLeft).toBe(3);
});
