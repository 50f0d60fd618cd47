import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dayFromNow, seedCatalogue, tag, tk } from './support/catalogue';

/**
 * Issue 29's journeys in manage booking: a guest moves a leg to the next day and pays the difference on the TEST
 * MODE page, and the ticket then shows the new flight; a passenger corrects a typo in a name; a family cancels one
 * adult of two. Bookings are made and paid through the API (as the booking journeys already cover those steps).
 */
async function paidGuestBooking(request: APIRequestContext, flightId: string, packageName: string, passengers: { firstName: string; lastName: string }[]) {
  const packages = (await (await request.get('/api/packages-data-show')).json()) as { _id: string; packageName: string }[];
  const packageId = packages.find((p) => p.packageName === packageName)!._id;
  const res = await request.post('/api/bookings', {
    data: {
      legs: [{ flightId, packageId }],
      contact: { email: `guest-${tag()}@example.com`, phone: '+8801711000000' },
      passengers: passengers.map((p) => ({ title: 'Mr', type: 'adult', ...p })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data, manageToken } = (await res.json()) as { data: { pnr: string }; manageToken: string };
  const headers = { Authorization: `Bearer ${manageToken}` };
  const started = await request.post(`/api/bookings/${data.pnr}/payments`, { headers });
  const { paymentId } = ((await started.json()) as { data: { paymentId: string } }).data;
  expect((await request.post(`/api/payments/test/${paymentId}/complete`, { data: { outcome: 'paid' } })).status()).toBe(200);
  return data.pnr;
}

async function manage(page: Page, pnr: string, lastName: string) {
  await page.goto('/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Manage booking' }).click();
  await page.getByLabel('Booking reference (PNR)').fill(pnr);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const managed = page.getByTestId('managed-booking');
  await expect(managed.getByTestId('booking-status')).toHaveText('ticketed');
  return managed;
}

test('a guest changes a leg to the next day, pays on the TEST MODE page, and the ticket shows the new flight', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Sylhet ${t}`;
  const { packages, addFlight } = await seedCatalogue(request, [{ name: from, kind: 'domestic' }, { name: to, kind: 'domestic' }], { silver: { refundable: true, changeFee: 500, refundFeeBefore24h: 0, refundFeeWithin24h: 0 } });
  const today = await addFlight(from, to, dayFromNow(10), { silver: 5000, gold: 7000, platinum: 9000 });
  const next = await addFlight(from, to, dayFromNow(11), { silver: 6000, gold: 8000, platinum: 10000 });
  const pnr = await paidGuestBooking(request, today.id, packages.silver, [{ firstName: 'Rahim', lastName: 'Chowdhury' }]);

  const managed = await manage(page, pnr, 'Chowdhury');
  await managed.getByRole('button', { name: 'Change flight' }).click();
  const dialog = page.getByRole('dialog');
  // The next day's flight costs the 1,000 TK more fare and the 500 TK fee.
  const option = dialog.getByLabel(new RegExp(`^${next.flightNumber} 09:30 · ${tk(1500)} to pay$`));
  await option.check();
  await dialog.getByRole('button', { name: 'See what it costs' }).click();
  await expect(dialog.getByTestId('change-total')).toHaveText(tk(1500));
  await dialog.getByRole('button', { name: `Pay ${tk(1500)} and change` }).click();

  await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
  await expect(page.getByTestId('test-payment-amount')).toHaveText(tk(1500));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/result\\?pnr=${pnr}&outcome=paid$`));

  // Manage booking remembers the booking in this browser: it opens on it at once.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Manage booking' }).click();
  const again = page.getByTestId('managed-booking');
  await expect(again.getByTestId('booking-status')).toHaveText('ticketed');
  await expect(again.getByText(next.flightNumber).first()).toBeVisible();
  await expect(again.getByText(today.flightNumber)).toHaveCount(0);
});

test('a passenger corrects a typo in a name', async ({ page, request }) => {
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Jessore ${t}`;
  const { packages, addFlight } = await seedCatalogue(request, [{ name: from, kind: 'domestic' }, { name: to, kind: 'domestic' }]);
  const flight = await addFlight(from, to, dayFromNow(12), { silver: 5000, gold: 7000, platinum: 9000 });
  const pnr = await paidGuestBooking(request, flight.id, packages.silver, [{ firstName: 'Mohamad', lastName: 'Hossain' }]);

  const managed = await manage(page, pnr, 'Hossain');
  await managed.getByRole('button', { name: 'Correct a name' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Mohammad');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('name-summary')).toHaveText('Mohamad Hossain becomes Mohammad Hossain. It costs nothing.');
  await dialog.getByRole('button', { name: 'Correct the name' }).click();
  await expect(page.getByText('The name is corrected. The updated e-ticket is on its way by e-mail.')).toBeVisible();
  await expect(managed.getByText('Mohammad Hossain').first()).toBeVisible();
});

test('a family cancels one adult of two', async ({ page, request }) => {
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Rajshahi ${t}`;
  const { packages, addFlight } = await seedCatalogue(request, [{ name: from, kind: 'domestic' }, { name: to, kind: 'domestic' }], { silver: { refundable: true, changeFee: 0, refundFeeBefore24h: 500, refundFeeWithin24h: 1000 } });
  const flight = await addFlight(from, to, dayFromNow(14), { silver: 5000, gold: 7000, platinum: 9000 });
  const pnr = await paidGuestBooking(request, flight.id, packages.silver, [
    { firstName: 'Karim', lastName: 'Uddin' },
    { firstName: 'Salma', lastName: 'Uddin' },
  ]);

  const managed = await manage(page, pnr, 'Uddin');
  await managed.getByRole('button', { name: 'Cancel some passengers or flights' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Salma Uddin').check();
  await dialog.getByRole('button', { name: 'See what comes back' }).click();
  await expect(dialog.getByTestId('partial-summary')).toContainText('Cancelling: Salma Uddin.');
  await expect(dialog.getByTestId('partial-summary')).toContainText(tk(4500));
  await dialog.getByRole('button', { name: 'Cancel them' }).click();
  await expect(page.getByText('Cancelled as quoted; what the fare rules give back is being refunded.')).toBeVisible();
  await expect(managed.getByTestId('booking-status')).toHaveText('ticketed');
});
