import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import fs from 'node:fs';
import { ADMIN } from './support/env';
import { bearer, fillPassenger, onPaymentStep, passengerBlock, payByApi, payOnTestPage, searchOneWay } from './support/booking';
import { dayFromNow, domesticTrip, pick, seedCatalogue, tag, tk } from './support/catalogue';
import { registerPassenger, uniqueEmail } from './support/users';

/**
 * The visitor journey from the home page to a printed ticket: one way, round trip and multi-city, each paid on
 * the TEST MODE page, a visitor sent to log in at Confirm Book, a cancellation from My bookings, and the admin's views.
 * Every test builds its own catalogue through the API (the e2e server starts empty but for an admin).
 */

const SHOTS = '/tmp/tarmac-shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Replaces window.print with a counter: the test checks that printing was asked for. */
async function watchPrinting(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

const slotsInStorage = (page: Page) =>
  page.evaluate(() => ['departure', 'return', 'tripOne', 'tripTwo', 'tripThree'].map((slot) => localStorage.getItem(slot)));

test('a visitor searches one way, logs in from the confirm step, keeps the choice and prints the ticket', async ({ page, request }) => {
  const { from, to, date, packages, flight } = await domesticTrip(request, { from: 'Dhaka', to: 'Sylhet', days: 21, prices: { silver: 4200, gold: 6500, platinum: 9100 } });
  const user = await registerPassenger(request, 'Rahim Uddin');
  await watchPrinting(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find your flight' })).toBeVisible();
  await expect(page.getByLabel('One Way')).toBeChecked();
  await expect(page.getByLabel('Return date')).toHaveCount(0);
  // The popular-location carousels show the places with their 'from' fares in BDT.
  await expect(page.locator(`img[alt="${from}"]`)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByText(/^BDT [\d,]+$/).first()).toBeVisible();

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('From is required.')).toBeVisible();

  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(date);
  await page.getByLabel('Travellers').selectOption({ label: 'Two' });
  await shot(page, 'home');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/flightSearchResult\?travelType=oneWay&/);
  await expect(page.getByRole('heading', { name: 'Available Flights' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Again' })).toHaveAttribute('href', '/');
  const row = page.getByRole('row').filter({ hasText: flight.flightNumber });
  await expect(row.getByText(`${from.toUpperCase()} → ${to.toUpperCase()}`)).toBeVisible();
  const goldCard = row.locator('.package-card', { has: page.getByRole('heading', { name: packages.gold }) });
  await expect(goldCard.getByText(tk(6500))).toBeVisible();
  await expect(goldCard.getByText('Max bag weight: 30 KG')).toBeVisible();
  await expect(goldCard.getByText('gold meal on board')).toBeVisible();
  await expect(row.getByText('Seats left:')).toBeVisible();
  await expect(page.getByText('Select Flight', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Confirm Book' })).toHaveCount(0);

  await pick(page, flight.flightNumber, packages.silver);
  await pick(page, flight.flightNumber, packages.gold); // a later pick replaces the slot
  await expect(page.getByRole('button', { name: `Select Flight ${flight.flightNumber} with ${packages.silver}` })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(6500 * 2)}`);
  await shot(page, 'results');

  // A reload keeps the results and the choice.
  await page.reload();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(6500 * 2)}`);
  const stored = JSON.parse((await slotsInStorage(page))[0] ?? 'null') as { packageName: string; packagePrice: number; flightId: string; packageId: string };
  expect(stored).toMatchObject({ packageName: packages.gold, packagePrice: 6500, flightId: flight.id });
  expect(stored.packageId).toBeTruthy();

  // Confirm Book needs no account (guest checkout); the visitor logs in from the confirm step and comes back to it.
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await expect(page).toHaveURL(/\/ticketBooking$/);
  await expect(passengerBlock(page, 1).getByLabel('First name')).toHaveValue('');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ticketBooking$/);
  await expect(page.getByRole('heading', { name: 'Ticket Booking' })).toBeVisible();
  await expect(page.getByText(`${packages.gold} · ${tk(6500)}`)).toBeVisible();
  await expect(passengerBlock(page, 1).getByLabel('First name')).toHaveValue('Rahim');
  await expect(passengerBlock(page, 1).getByLabel('Last name')).toHaveValue('Uddin');
  await expect(page.getByLabel('Contact e-mail')).toHaveValue(user.email);
  await fillPassenger(page, 1, { title: 'Mr' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(passengerBlock(page, 2).getByText('The first name is required.')).toBeVisible();
  await fillPassenger(page, 2, { title: 'Ms', firstName: 'Karima', lastName: 'Begum' });
  await page.getByRole('button', { name: 'Confirm booking' }).dblclick();

  // The seats are held: the payment step shows the hold's countdown, the trip, the total and the fare rules.
  const held = await onPaymentStep(page);
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(page.getByText(`${from.toUpperCase()} → ${to.toUpperCase()}`)).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(13000)}`);
  await expect(page.getByText(/Cancelling before payment is free/)).toBeVisible();
  await expect(page.getByText('gold meal on board', { exact: false })).toBeVisible();
  await shot(page, 'payment-step');
  await payOnTestPage(page, { pnr: held, amount: tk(13000) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Show my ticket' }).click();

  await expect(page).toHaveURL(new RegExp(`/ticketBooking\\?pnr=${held}$`));
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByText(`${from.toUpperCase()} → ${to.toUpperCase()}`)).toBeVisible();
  await expect(ticket.getByText('2 Persons')).toBeVisible();
  await expect(ticket.getByText(tk(13000))).toBeVisible();
  await expect(ticket.getByText(user.email)).toBeVisible();
  await expect(ticket.getByText(/reserves the right to make flight decisions/)).toBeVisible();
  await expect(ticket.getByRole('img', { name: /QR code of booking reference/ })).toBeVisible();
  await expect(ticket.getByRole('row').filter({ hasText: 'BEGUM/KARIMA MS' }).getByText(/^\d{13}$/)).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(13000)}`);
  const pnr = (await ticket.getByTestId('pnr').textContent())!.trim();
  expect(pnr).toBe(held);
  await expect(ticket.getByTestId('booking-status')).toHaveText('ticketed');
  await shot(page, 'ticket');

  // The e-ticket as PDF, fetched with the session's token.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`tarmac-ticket-${pnr}.pdf`);
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The double click booked once.
  const mine = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
    const res = await fetch('/api/bookings', { headers: { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` } });
    return (await res.json()) as { pnr: string }[];
  });
  expect(mine.map((b) => b.pnr)).toEqual([pnr]);

  await page.getByRole('button', { name: 'Print Ticket' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(await slotsInStorage(page)).toEqual([null, null, null, null, null]);
});

test('a signed-in user books a round trip with a different package each way', async ({ page, request, login }) => {
  const t = tag();
  const from = `Chattogram ${t}`;
  const to = `Kolkata ${t}`;
  const out = dayFromNow(30);
  const back = dayFromNow(37);
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'international' },
  ]);
  const going = await addFlight(from, to, out, { silver: 11000, gold: 15500, platinum: 21000 });
  const coming = await addFlight(to, from, back, { silver: 12000, gold: 16000, platinum: 22500 });
  const user = await registerPassenger(request, 'Tahmina Akter');
  await watchPrinting(page);
  await login(user);

  await page.goto('/');
  await page.getByLabel('Round Trip').check();
  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(out);
  await page.getByLabel('Return date').fill(dayFromNow(29));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('The return date cannot be before the depart date.')).toBeVisible();
  await page.getByLabel('Return date').fill(back);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Departuring Flights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Returning Flights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trip Summary' })).toBeVisible();
  await pick(page, going.flightNumber, packages.gold);
  await expect(page.getByText('Select Flight', { exact: true }).last()).toBeVisible();
  await pick(page, coming.flightNumber, packages.platinum);
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(15500 + 22500)}`);
  await page.getByRole('link', { name: 'Confirm Book' }).click();

  await expect(page).toHaveURL(/\/ticketBooking$/);
  // Kolkata is abroad: the passport is asked for.
  await fillPassenger(page, 1, { title: 'Ms' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(passengerBlock(page, 1).getByText(/passport number is required/)).toBeVisible();
  await fillPassenger(page, 1, { title: 'Ms', passport: { number: 'EB1234567', expiry: dayFromNow(800), nationality: 'Bangladeshi' } });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const pnr = await onPaymentStep(page);
  await payOnTestPage(page, { pnr, amount: tk(38000) });
  await page.getByRole('link', { name: 'Show my ticket' }).click();
  await expect(page).toHaveURL(/\?pnr=/);
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Ticket Two' })).toBeVisible();
  await expect(tickets.nth(0).getByText(`${from.toUpperCase()} → ${to.toUpperCase()}`)).toBeVisible();
  await expect(tickets.nth(1).getByText(`${to.toUpperCase()} → ${from.toUpperCase()}`)).toBeVisible();
  await expect(tickets.nth(1).getByText('1 Person', { exact: true })).toBeVisible();
  await expect(tickets.nth(1).getByText(tk(22500)).first()).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(38000)}`);

  // Printed: only the tickets, without navigation bar, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-navbar')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Ticket' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/ticket-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Print Ticket' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await slotsInStorage(page)).toEqual([null, null, null, null, null]);
});

test('a multi-city trip of three flights is booked, printed and then cancelled from My bookings', async ({ page, request, login }) => {
  // Three flights and three passengers with passports: a long journey, slower still on a busy machine.
  test.setTimeout(120_000);
  const t = tag();
  const [a, b, c] = [`Dhaka ${t}`, `Bangkok ${t}`, `Singapore ${t}`];
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: a, kind: 'domestic' },
    { name: b, kind: 'international' },
    { name: c, kind: 'international' },
  ]);
  const first = await addFlight(a, b, dayFromNow(40), { silver: 18000, gold: 24000, platinum: 31000 });
  const second = await addFlight(b, c, dayFromNow(44), { silver: 9000, gold: 12500, platinum: 17000 });
  const third = await addFlight(c, a, dayFromNow(50), { silver: 20000, gold: 26000, platinum: 35000 });
  const user = await registerPassenger(request, 'Arif Hossain');
  // A saved traveller, to be picked on the confirm step.
  const saved = await request.post('/api/travellers', { headers: await bearer(request, user), data: { name: 'Samir Hossain', primaryMobile: '01711000222' } });
  expect(saved.status(), await saved.text()).toBe(201);
  await watchPrinting(page);
  await login(user);

  await page.goto('/');
  await page.getByLabel('Multi City').check();
  await expect(page.getByRole('button', { name: 'Remove Trip' })).toHaveCount(0);
  await page.getByLabel('Trip 1 From').selectOption(a.toLowerCase());
  await page.getByLabel('Trip 1 To').selectOption(b.toLowerCase());
  await page.getByLabel('Trip 1 Depart date').fill(dayFromNow(40));
  await page.getByRole('button', { name: 'Add Trip' }).click();
  // The next trip starts where the last one ended.
  await expect(page.getByLabel('Trip 2 From')).toHaveValue(b.toLowerCase());
  await page.getByLabel('Trip 2 To').selectOption(c.toLowerCase());
  await page.getByLabel('Trip 2 Depart date').fill(dayFromNow(44));
  await page.getByRole('button', { name: 'Add Trip' }).click();
  await expect(page.getByRole('button', { name: 'Add Trip' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Trip' }).click();
  await expect(page.getByLabel('Trip 3 From')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Trip' }).click();
  await page.getByLabel('Trip 3 To').selectOption(a.toLowerCase());
  await page.getByLabel('Trip 3 Depart date').fill(dayFromNow(50));
  await page.getByLabel('Travellers').selectOption({ label: 'Three' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Trip One Search Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trip Two Search Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trip Three Search Results' })).toBeVisible();
  await pick(page, first.flightNumber, packages.silver);
  await pick(page, second.flightNumber, packages.gold);
  await pick(page, third.flightNumber, packages.platinum);
  const total = (18000 + 12500 + 35000) * 3;
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(total)}`);
  await page.getByRole('link', { name: 'Confirm Book' }).click();

  const passport = (number: string) => ({ number, expiry: dayFromNow(900), nationality: 'Bangladeshi' });
  await fillPassenger(page, 1, { title: 'Mr', passport: passport('EA1000001') });
  await fillPassenger(page, 2, { title: 'Ms', firstName: 'Nadia', lastName: 'Hossain', passport: passport('EA1000002') });
  await passengerBlock(page, 3).getByLabel('Fill from a saved traveller').selectOption({ label: 'Samir Hossain' });
  await expect(passengerBlock(page, 3).getByLabel('First name')).toHaveValue('Samir');
  await expect(passengerBlock(page, 3).getByLabel('Last name')).toHaveValue('Hossain');
  await fillPassenger(page, 3, { title: 'Mr', passport: passport('EA1000003') });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const held = await onPaymentStep(page);
  await payOnTestPage(page, { pnr: held, amount: tk(total) });
  await page.getByRole('link', { name: 'Show my ticket' }).click();
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Ticket Two' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ticket Three' })).toBeVisible();
  await expect(tickets.nth(2).getByText(`${c.toUpperCase()} → ${a.toUpperCase()}`)).toBeVisible();
  await expect(tickets.nth(2).getByText('3 Persons')).toBeVisible();
  await expect(tickets.nth(2).getByText(tk(35000 * 3))).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(total)}`);
  const pnr = (await tickets.first().getByTestId('pnr').textContent())!.trim();
  await page.getByRole('button', { name: 'Print Ticket' }).click();
  await expect(page).toHaveURL(/\/$/);

  // My bookings: open the booking and cancel it.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Booking', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: pnr });
  await expect(row.getByText('ticketed')).toBeVisible();
  await expect(row.getByRole('link', { name: `Ticket of booking ${pnr}` })).toBeVisible();
  await expect(row.getByText(tk(total))).toBeVisible();
  await row.getByRole('link', { name: `Open booking ${pnr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${pnr}$`));
  // A paid booking is cancelled with a quote: the refund by the fare rules (open fares here: everything back).
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Cancel booking ${pnr}` })).toBeVisible();
  await expect(dialog.getByTestId('quote-refund')).toHaveText(tk(total));
  await expect(dialog.getByTestId('quote-fee')).toHaveText(tk(0));
  const confirmed = page.getByText('Your booking was cancelled; its seats are back on sale.').waitFor();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await confirmed;
  await expect(page.getByTestId('booking-status').first()).toHaveText('cancelled');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  // A paid booking that is cancelled gives its fare back.
  await expect(page.getByTestId('booking-notice')).toContainText('its tickets are no longer valid');
  await expect(page.getByTestId('booking-notice')).toContainText(/Refund of [\d,]+ TK on its way, expected by \d{4}-\d{2}-\d{2}\.|[\d,]+ TK refunded\./);
  await page.getByRole('link', { name: 'My bookings' }).click();
  const cancelled = page.getByRole('row').filter({ hasText: pnr });
  await expect(cancelled.getByText('cancelled')).toBeVisible();
  await expect(cancelled.getByText(/refund/i)).toBeVisible();
});

test('a flight sold out while the visitor was choosing is refused with a way back to the search', async ({ page, request, login }) => {
  const { t, from, to, date, packages, flight } = await domesticTrip(request, { from: 'Barishal', to: 'Rajshahi', days: 18, prices: { silver: 3000, gold: 4500, platinum: 6000 }, seatCapacity: 1 });
  const user = await registerPassenger(request, 'Mitu Das');
  const rival = await registerPassenger(request, 'Quick Booker');
  await login(user);

  await searchOneWay(page, { from, to, date });
  await expect(page.getByText('Seats left:')).toBeVisible();
  await pick(page, flight.flightNumber, packages.silver);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible();

  // Someone else takes the last seat first.
  const signin = await request.post('/api/signin', { data: { email: rival.email, password: rival.password } });
  const { token } = (await signin.json()) as { token: string };
  const stored = JSON.parse((await slotsInStorage(page))[0]!) as { packageId: string };
  const taken = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `rival-${t}` },
    data: { legs: [{ flightId: flight.id, packageId: stored.packageId }], passengers: [{ name: 'Quick Booker' }] },
  });
  expect(taken.status()).toBe(201);

  await fillPassenger(page, 1, { title: 'Ms' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /not enough seats/ });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Search again' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a search without flights says so and leads back to the search', async ({ page, request }) => {
  const t = tag();
  const from = `Jashore ${t}`;
  const to = `Saidpur ${t}`;
  await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  await page.goto('/');
  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(dayFromNow(12));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No Flights Found According to Your Search Data' })).toBeVisible();
  await expect(page.getByText('Please Search again with different data')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Search' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The panel remembers the last search.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from.toLowerCase());
});

test('a visitor writes to the airline and subscribes; the admin sees messages, bookings and a manifest', async ({ page, request, login }) => {
  const t = tag();
  const from = `Sylhet ${t}`;
  const to = `Dubai ${t}`;
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'international' },
  ]);
  const flight = await addFlight(from, to, dayFromNow(60), { silver: 40000, gold: 52000, platinum: 70000 });
  const user = await registerPassenger(request, 'Jamal Ahmed');

  // A booking made through the API, as the mobile app would.
  const signin = await request.post('/api/signin', { data: { email: user.email, password: user.password } });
  const { token } = (await signin.json()) as { token: string };
  const search = await request.get('/api/show-search-flight-result', {
    params: {
      travelType: 'oneWay',
      flightFromCurrentLocation: from,
      flightToDestinationLocation: to,
      flightDepartingDate: dayFromNow(60),
      travellers: 1,
    },
  });
  const { results } = (await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] };
  const packageId = results[0]!.packageList.find((p) => p.packageName === packages.gold)!._id;
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${t}` },
    data: { legs: [{ flightId: flight.id, packageId }], passengers: [{ name: 'Jamal Ahmed' }] },
  });
  expect(booked.status()).toBe(201);
  const { data: booking } = (await booked.json()) as { data: { pnr: string; status: string } };
  expect(booking.status).toBe('held');
  // Paid as the app would pay: only ticketed passengers are on the manifest.
  await payByApi(request, { Authorization: `Bearer ${token}` }, booking.pnr);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Visitor ${t}`);
  await page.getByLabel('Phone').fill('+880 1711-000000');
  await page.getByLabel('Message').fill(`Can I bring a surfboard? (${t})`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you for your message/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await page.goto('/');
  const email = uniqueEmail('offers');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Thank you for subscribing|already subscribed/)).toBeVisible();

  await page.goto('/about');
  await page.getByRole('link', { name: 'Contact US' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/services');
  for (const service of ['Money Exchange', 'Ship Rental', 'Car Rental', 'Hotel Booking']) {
    await expect(page.getByRole('heading', { name: service })).toBeVisible();
  }

  await login(ADMIN);
  const nav = page.getByRole('navigation').first();
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await nav.getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Contact Messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Visitor ${t}` })).toContainText('surfboard');

  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await nav.getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByLabel('Status').getByRole('option')).toHaveText(['All', 'Held', 'Ticketed', 'Expired', 'Cancelled']);
  await page.getByLabel('Status').selectOption('ticketed');
  await page.getByLabel('PNR').fill(booking.pnr);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: booking.pnr });
  await expect(row).toContainText(user.email);
  await expect(row.getByTestId('booking-status')).toHaveText('ticketed');
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: `Manifest of flight ${flight.flightNumber}` }).click();
  await expect(page.getByRole('heading', { name: 'Passenger manifest' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Jamal Ahmed' })).toContainText(packages.gold);
});
