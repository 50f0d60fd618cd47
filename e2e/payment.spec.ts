import { expect, test } from './support/fixtures';
import { bearer, fillPassenger, holdByApi, holdOneWay, payOnTestPage, searchOneWay } from './support/booking';
import { domesticTrip, tk } from './support/catalogue';
import { registerPassenger } from './support/users';

/**
 * Paying for a held booking: a payment that fails and is tried again, and the limit on unpaid holds with a
 * free cancellation. The TEST MODE page stands in for SSLCommerz.
 */

test('a failed payment says so, keeps the seats held and can be tried again until the booking is ticketed', async ({ page, request, login }) => {
  const { from, to, date, packages, flight } = await domesticTrip(request, { from: 'Cumilla', to: 'Khulna', days: 25, prices: { silver: 3800, gold: 5200, platinum: 7400 } });
  const user = await registerPassenger(request, 'Shirin Sultana');
  await login(user);

  const pnr = await holdOneWay(page, { from, to, date, flightNumber: flight.flightNumber, packageName: packages.silver });

  // My bookings lists the hold with its deadline and 'Pay now', which leads back to the payment step.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Booking', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: pnr });
  await expect(row.getByTestId('booking-status')).toHaveText('held');
  await expect(row.getByText(/^Pay by /)).toBeVisible();
  await row.getByRole('link', { name: `Pay now for booking ${pnr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${pnr}/pay$`));

  await payOnTestPage(page, { pnr, amount: tk(3800), outcome: 'failed' });
  await expect(page.getByRole('heading', { name: 'The payment failed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The payment failed' })).toHaveCount(1);
  await expect(page.getByText(`No money was taken for booking ${pnr}.`)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  // The address cannot make a failed payment look paid: the page reads the booking.
  await page.goto(`/payment/result?pnr=${pnr}&outcome=paid`);
  await expect(page.getByRole('heading', { name: 'The payment failed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toHaveCount(0);

  await payOnTestPage(page, { pnr, amount: tk(3800), button: 'Try again' });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: 'Show my ticket' }).click();
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByTestId('booking-status')).toHaveText('ticketed');
  await expect(ticket.getByRole('row').filter({ hasText: 'SULTANA/SHIRIN MR' }).getByText(/^\d{13}$/)).toBeVisible();

  // Paid once is paid: the payment step now only points to the ticket.
  await page.goto(`/booking/${pnr}/pay`);
  await expect(page.getByText(`Booking ${pnr} is paid and its tickets are issued.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('a passenger with two unpaid holds must pay or cancel one first; cancelling a hold is free', async ({ page, request, login }) => {
  const { t, from, to, date, packages, flight } = await domesticTrip(request, { from: 'Bogura', to: 'Rangpur', days: 33, prices: { silver: 2500, gold: 3900, platinum: 5600 } });
  const user = await registerPassenger(request, 'Tanvir Alam');
  const headers = await bearer(request, user);
  const trip = { from, to, date, flightId: flight.id, packageName: packages.silver, passenger: 'Tanvir Alam' };
  const first = await holdByApi(request, headers, { ...trip, key: `first-${t}` });
  await holdByApi(request, headers, { ...trip, key: `second-${t}` });
  await login(user);

  // A third hold is refused with a way to the held bookings.
  await searchOneWay(page, { from, to, date });
  await page.getByRole('button', { name: `Select Flight ${flight.flightNumber} with ${packages.gold}` }).click();
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await fillPassenger(page, 1, { title: 'Mr' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const refused = page.getByRole('alert');
  await expect(refused).toBeVisible();
  await refused.getByRole('link', { name: /held bookings/ }).click();
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'held' })).toHaveCount(2);

  // Cancel one hold from its payment step: nothing was charged, and the booking says so.
  await page.getByRole('row').filter({ hasText: first.pnr }).getByRole('link', { name: `Pay now for booking ${first.pnr}` }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/nothing has been charged/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('cancelled');
  await expect(page.getByText('This booking was cancelled before payment; nothing was charged.')).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByRole('row').filter({ hasText: first.pnr }).getByTestId('booking-status')).toHaveText('cancelled');
});
