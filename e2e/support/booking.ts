import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pick } from './catalogue';

export interface OneWayChoice {
  from: string;
  to: string;
  date: string;
  flightNumber: string;
  packageName: string;
}

export interface PassengerDetails {
  title: 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Mstr' | 'Dr';
  firstName?: string;
  lastName?: string;
  /** Seated passengers only; an infant's block is added with 'Add infant'. */
  type?: 'adult' | 'child';
  dateOfBirth?: string;
  passport?: { number: string; expiry: string; nationality: string };
}

/** The confirm form's block of passenger `n` (1-based), an infant's included. */
export const passengerBlock = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Passenger ${n}( \\(infant\\))?$`) });

/** Fills passenger `n`'s block of the confirm form; fields left out keep what they hold (e.g. the signed-in user's name). */
export async function fillPassenger(page: Page, n: number, details: PassengerDetails) {
  const block = passengerBlock(page, n);
  await block.getByLabel('Title').selectOption(details.title);
  if (details.type) await block.getByLabel('Type').selectOption(details.type);
  if (details.firstName !== undefined) await block.getByLabel('First name').fill(details.firstName);
  if (details.lastName !== undefined) await block.getByLabel('Last name').fill(details.lastName);
  if (details.dateOfBirth) await block.getByLabel(/^Date of birth/).fill(details.dateOfBirth);
  if (details.passport) {
    await block.getByLabel('Passport number').fill(details.passport.number);
    await block.getByLabel('Passport expiry').fill(details.passport.expiry);
    await block.getByLabel('Nationality').fill(details.passport.nationality);
  }
}

/** Fills the confirm form's contact. */
export async function fillContact(page: Page, contact: { email: string; phone: string }) {
  await page.getByLabel('Contact e-mail').fill(contact.email);
  await page.getByLabel('Contact phone').fill(contact.phone);
}

/**
 * A signed-in visitor searches one way, picks a flight and package, confirms with the proposed name (and a
 * title) and lands on the payment step of the held booking. Returns its PNR.
 */
export async function holdOneWay(page: Page, choice: OneWayChoice): Promise<string> {
  await searchOneWay(page, choice);
  await pick(page, choice.flightNumber, choice.packageName);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await fillPassenger(page, 1, { title: 'Mr' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  return onPaymentStep(page);
}

/** Searches one way from the home page's panel, as a visitor does. */
export async function searchOneWay(page: Page, trip: { from: string; to: string; date: string }) {
  await page.goto('/');
  await page.getByLabel('From', { exact: true }).selectOption(trip.from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(trip.to.toLowerCase());
  await page.getByLabel('Depart date').fill(trip.date);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Skips the Extras step a new hold lands on (issue 30: seats, bags, meals, assistance), as a traveller may. */
export async function skipExtras(page: Page, skip = 'Skip'): Promise<void> {
  await expect(page).toHaveURL(/\/booking\/[A-Z0-9]{6}\/(extras|pay)$/);
  if (/\/extras$/.test(page.url())) await page.getByRole('button', { name: skip, exact: true }).click();
}

/** Waits for the payment step of a held booking (skipping the Extras step on the way) and returns its PNR. */
export async function onPaymentStep(page: Page): Promise<string> {
  await skipExtras(page);
  await expect(page).toHaveURL(/\/booking\/[A-Z0-9]{6}\/pay$/);
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  return /\/booking\/([A-Z0-9]{6})\/pay$/.exec(page.url())![1]!;
}

/**
 * From a page with 'Pay now' (or 'Try again'): to the TEST MODE page, which shows the booking and the amount,
 * then the button of `outcome`, and back on the result page of that booking.
 */
export async function payOnTestPage(
  page: Page,
  { pnr, amount, outcome = 'paid', button = 'Pay now' }: { pnr: string; amount: string; outcome?: 'paid' | 'failed' | 'cancelled'; button?: string },
) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
  await expect(page.getByText('TEST MODE — no real payment is taken')).toBeVisible();
  await expect(page.getByTestId('test-payment-pnr')).toHaveText(pnr);
  await expect(page.getByTestId('test-payment-amount')).toHaveText(amount);
  const label = { paid: 'Pay', failed: 'Fail', cancelled: 'Cancel' }[outcome];
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/result\\?pnr=${pnr}&outcome=${outcome}$`));
}

/** Signs in through the API: the bearer headers of that user. */
export async function bearer(request: APIRequestContext, user: { email: string; password: string }) {
  const res = await request.post('/api/signin', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Holds one seat through the API, as the mobile app would: the package is found by name in the search. */
export async function holdByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  trip: { from: string; to: string; date: string; flightId: string; packageName: string; passenger: string; key: string },
) {
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: trip.from, flightToDestinationLocation: trip.to, flightDepartingDate: trip.date, travellers: 1 },
  });
  expect(search.status()).toBe(200);
  const { results } = (await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] };
  const packageId = results.find((r) => r._id === trip.flightId)!.packageList.find((p) => p.packageName === trip.packageName)!._id;
  const res = await request.post('/api/bookings', {
    headers: { ...headers, 'Idempotency-Key': trip.key },
    data: { legs: [{ flightId: trip.flightId, packageId }], passengers: [{ name: trip.passenger }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pnr: string; status: string } }).data;
}

/** Pays a held booking through the API and the test provider's Pay button's call. */
export async function payByApi(request: APIRequestContext, headers: Record<string, string>, pnr: string) {
  const started = await request.post(`/api/bookings/${pnr}/payments`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const { data } = (await started.json()) as { data: { paymentId: string } };
  const done = await request.post(`/api/payments/test/${data.paymentId}/complete`, { data: { outcome: 'paid' } });
  expect(done.status(), await done.text()).toBe(200);
}
