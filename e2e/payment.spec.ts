import { expect, test } from './support/fixtures';
import { bearer, fillPassenger, holdByApi, holdOneWay, payByApi, payOnTestPage, searchOneWay } from './support/booking';
import { domesticTrip, tk } from './support/catalogue';
import { registerPassenger } from './support/users';
import { ADMIN } from './support/env';

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

  // Paid once is paid: the payment step now only points to the ticket. Opened from its address by a signed-in
  // traveller, its page comes with the booking in it (decision 065): the page does not ask for it again.
  const bookingReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/bookings/${pnr}`) bookingReads.push(request.url());
  });
  await page.goto(`/booking/${pnr}/pay`);
  await expect(page.getByText(`Booking ${pnr} is paid and its tickets are issued.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(bookingReads).toEqual([]);
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

test('an admin asks the provider about a payment from the payments list and sees its word beside ours', async ({ page, request, login }) => {
  const { t, from, to, date, packages, flight } = await domesticTrip(request, { from: 'Barishal', to: 'Sylhet', days: 29, prices: { silver: 3100, gold: 4600, platinum: 6900 } });
  const user = await registerPassenger(request, 'Rafiq Hasan');
  const headers = await bearer(request, user);
  const trip = { from, to, date, flightId: flight.id, packageName: packages.silver, passenger: 'Rafiq Hasan' };
  const paid = await holdByApi(request, headers, { ...trip, key: `recon-paid-${t}` });
  await payByApi(request, headers, paid.pnr);
  const open = await holdByApi(request, headers, { ...trip, key: `recon-open-${t}` });
  expect((await request.post(`/api/bookings/${open.pnr}/payments`, { headers })).status()).toBe(201);

  await login(ADMIN);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  // The "Needs attention" view says how many payments need a look and lists only those.
  const attentionTab = page.getByRole('button', { name: /^Needs attention \d+$/ });
  await expect(attentionTab).toBeVisible();
  await attentionTab.click();
  await expect(page.getByText('Payments where we and the provider may disagree')).toBeVisible();
  await page.getByRole('button', { name: 'All payments' }).click();

  // The paid one: its provider is asked now, and agrees.
  await page.getByLabel('Booking reference or payment id').fill(paid.pnr);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: paid.pnr });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Ask the provider' }).click();
  const dialog = page.getByRole('dialog', { name: `Reconciliation of booking ${paid.pnr}` });
  const comparison = dialog.getByRole('table', { name: 'What we recorded beside what the provider says' });
  await expect(comparison.getByRole('row').filter({ hasText: 'Status' })).toContainText(/paid\s*paid/);
  await expect(comparison.getByRole('row').filter({ hasText: 'Amount' })).toContainText(`${tk(3100)}${tk(3100)}`);
  await expect(dialog.getByTestId('reconciliation-verdict')).toContainText('We and the provider agree: the payment is paid.');
  await expect(dialog.getByRole('button', { name: 'Settle now' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The one still open: nobody has completed it yet, and nothing is to be settled.
  await page.getByLabel('Booking reference or payment id').fill(open.pnr);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('row').filter({ hasText: open.pnr }).getByRole('button', { name: 'Ask the provider' }).click();
  const second = page.getByRole('dialog', { name: `Reconciliation of booking ${open.pnr}` });
  await expect(second.getByRole('columnheader', { name: 'TEST MODE says' })).toBeVisible();
  await expect(second.getByTestId('reconciliation-verdict')).toContainText('We and the provider agree: no payment has been completed yet.');
  await expect(second.getByRole('row').filter({ hasText: 'Status' })).toContainText(/started\s*no completed payment/);
});
