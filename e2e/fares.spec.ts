import { expect, test } from './support/fixtures';
import { fillContact, fillPassenger, onPaymentStep, searchOneWay } from './support/booking';
import { dayFromNow, domesticTrip, pick, tk } from './support/catalogue';
import { ADMIN } from './support/env';
import { uniqueEmail } from './support/users';

/**
 * Issue 31's journey: an admin sets a two-class ladder on a flight (one seat at the low fare); a guest sees the low
 * fare, a second guest takes the last low seat, and the first, on confirming, is told the fare went up and books at it.
 */
test('a guest who saw the low fare is told it went up when another took the last seat at it, and books at the new fare', async ({ page, browser, request, login }) => {
  test.setTimeout(120_000);
  const trip = await domesticTrip(request, { from: 'Dhaka', to: 'Sylhet', date: dayFromNow(12), prices: { silver: 9000, gold: 12000, platinum: 15000 }, seatCapacity: 30 });

  // The admin's ladder: class N, one seat at 5,000; class E, ten at 7,000.
  const admin = await (await browser.newContext()).newPage();
  await login(ADMIN, admin);
  await admin.goto(`/fareLadders?flight=${trip.flight.id}`);
  await admin.getByLabel('Package').selectOption({ label: trip.packages.silver });
  await admin.getByLabel('Flight class 1 code').fill('N');
  await admin.getByLabel('Flight class 1 price').fill('5000');
  await admin.getByLabel('Flight class 1 seats').fill('1');
  await admin.getByLabel('Flight class 2 code').fill('E');
  await admin.getByLabel('Flight class 2 price').fill('7000');
  await admin.getByLabel('Flight class 2 seats').fill('10');
  await admin.getByRole('button', { name: "Save the flight's ladder" }).click();
  await expect(admin.getByTestId('fare-preview').getByRole('row').filter({ hasText: trip.packages.silver })).toContainText(`${tk(5000)} · class N, 1 at this price`);

  // The first guest sees the low fare, and how few seats are left at it.
  await searchOneWay(page, { from: trip.from, to: trip.to, date: trip.date });
  const card = page.getByRole('row').filter({ hasText: trip.flight.flightNumber }).locator('.package-card', { has: page.getByRole('heading', { name: trip.packages.silver }) });
  await expect(card).toContainText(tk(5000));
  await expect(card.getByTestId('seats-at-price')).toHaveText(' · 1 seat at this price');
  await pick(page, trip.flight.flightNumber, trip.packages.silver);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await fillPassenger(page, 1, { title: 'Ms', firstName: 'Farhana', lastName: 'Islam' });
  await fillContact(page, { email: uniqueEmail('fare-first'), phone: '+880 1711 310001' });
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(5000)}`);

  // Meanwhile a second guest takes the last seat at 5,000.
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: trip.from, flightToDestinationLocation: trip.to, flightDepartingDate: trip.date, travellers: 1 },
  });
  const found = ((await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] }).results.find((r) => r._id === trip.flight.id)!;
  const packageId = found.packageList.find((p) => p.packageName === trip.packages.silver)!._id;
  const second = await request.post('/api/bookings', {
    data: {
      legs: [{ flightId: trip.flight.id, packageId, expectedPrice: 5000 }],
      contact: { email: uniqueEmail('fare-second'), phone: '+880 1711 310002' },
      passengers: [{ title: 'Mr', firstName: 'Tanvir', lastName: 'Hasan', type: 'adult' }],
    },
  });
  expect(second.status(), await second.text()).toBe(201);

  // The first guest confirms: the fare went up; they go on and book at it.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('fare-changed')).toContainText(`The fare went up to ${tk(7000)}.`);
  await expect(page.getByRole('button', { name: 'Go back to the flights' })).toBeVisible();
  await page.getByRole('button', { name: 'Book at the new fare' }).click();
  await onPaymentStep(page);
  await expect(page.getByTestId('booking-total')).toContainText(tk(7000));
});

/** An admin creates a promo code on its screen; a guest applies it on the booking form and pays the discounted total. */
test('a guest books with a promo code the admin created: the discount is a line of its own', async ({ page, browser, request, login }) => {
  test.setTimeout(120_000);
  const trip = await domesticTrip(request, { from: 'Dhaka', to: 'Jashore', date: dayFromNow(14), prices: { silver: 9000, gold: 12000, platinum: 15000 } });
  const code = `EID${Date.now().toString(36).slice(-5).toUpperCase()}`;

  const admin = await (await browser.newContext()).newPage();
  await login(ADMIN, admin);
  await admin.goto('/promoCodes');
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByLabel('Kind').selectOption('amount');
  await admin.getByLabel('Value').fill('900');
  await admin.getByLabel('Valid to').fill(dayFromNow(5));
  await admin.getByLabel('Maximum uses').fill('10');
  await admin.getByRole('button', { name: 'Create promo code' }).click();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('0 / 10');

  await searchOneWay(page, { from: trip.from, to: trip.to, date: trip.date });
  await pick(page, trip.flight.flightNumber, trip.packages.silver);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await fillPassenger(page, 1, { title: 'Mr', firstName: 'Arif', lastName: 'Khan' });
  await fillContact(page, { email: uniqueEmail('fare-promo'), phone: '+880 1711 310003' });
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-applied')).toHaveText(`Promo code ${code} applied: ${tk(900)} off.`);
  await expect(page.getByTestId('discount-line')).toHaveText(`Promo code ${code}: −${tk(900)}`);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await onPaymentStep(page);
  await expect(page.getByTestId('discount-line')).toHaveText(`Promo code ${code}: −${tk(900)}`);
  await expect(page.getByTestId('booking-total')).toContainText(tk(8100));

  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('1 / 10');
});
