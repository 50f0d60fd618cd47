import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { fillContact, fillPassenger, onPaymentStep, passengerBlock, payOnTestPage } from './support/booking';
import { dayFromNow, pick, seedCatalogue, tag, tk } from './support/catalogue';

/**
 * Issue 10's journey: a family without an account (2 adults, a child and an infant on a lap) books an international
 * round trip, pays on the TEST MODE page and sees the tickets; later, in a fresh browser, finds the booking with its
 * reference and surname, downloads the PDF and cancels it with a quote by the fare rules.
 */
test('a guest family books and pays an international round trip, then manages it from a fresh browser', async ({ page, browser, request }) => {
  // Two browsers, four passengers, a payment and a cancellation: a long journey.
  test.setTimeout(120_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Dubai ${t}`;
  const out = dayFromNow(30);
  const back = dayFromNow(37);
  const rules = { refundable: true, changeFee: 1000, refundFeeBefore24h: 2000, refundFeeWithin24h: 5000 };
  const { packages, addFlight } = await seedCatalogue(
    request,
    [
      { name: from, kind: 'domestic' },
      { name: to, kind: 'international' },
    ],
    { gold: rules },
  );
  const going = await addFlight(from, to, out, { silver: 15000, gold: 20000, platinum: 30000 });
  const coming = await addFlight(to, from, back, { silver: 16000, gold: 22000, platinum: 32000 });

  // Search as a guest: three seats (two adults and a child; the infant sits on a lap).
  await page.goto('/');
  await page.getByLabel('Round Trip').check();
  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(out);
  await page.getByLabel('Return date').fill(back);
  await page.getByLabel('Travellers').selectOption({ label: 'Three' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // Every package card shows its fare rules: one line, which opens to the sentences.
  const goldCard = page.getByRole('row').filter({ hasText: going.flightNumber }).locator('.package-card', { has: page.getByRole('heading', { name: packages.gold }) });
  await goldCard.getByText(`Refund ${tk(2000)}, ${tk(5000)} within 24 h · Change ${tk(1000)}`).click();
  await expect(goldCard.getByText(`Refundable: ${tk(2000)} per passenger until 24 h before departure, ${tk(5000)} per passenger within 24 h.`)).toBeVisible();
  await expect(goldCard.getByText(`Changes: ${tk(1000)} per passenger.`)).toBeVisible();
  await pick(page, going.flightNumber, packages.gold);
  await pick(page, coming.flightNumber, packages.gold);
  await page.getByRole('link', { name: 'Confirm Book' }).click();

  // No sign-in asked: the confirm step has one block per seat, and infants are added on laps.
  await expect(page).toHaveURL(/\/ticketBooking$/);
  // Opened afresh (the picked flights stay with the browser), the form comes without its checks (zod and the shared
  // schemas): they are fetched when the visitor first focuses a field.
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const zodChunks = () => scripts.filter((path) => /\/zod-/.test(path));
  await page.reload();
  await expect(page.getByTestId('passenger-block')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
  expect(zodChunks()).toEqual([]);
  await expect(page.getByTestId('international-note')).toBeVisible();
  await page.getByRole('button', { name: 'Add infant' }).click();
  await expect(passengerBlock(page, 4)).toBeVisible();

  const passport = (number: string) => ({ number, expiry: dayFromNow(3 * 365), nationality: 'Bangladeshi' });
  await fillPassenger(page, 1, { title: 'Mr', firstName: 'Rahim', lastName: 'Chowdhury', passport: passport('EB1000001') });
  expect(zodChunks()).toHaveLength(1);
  await fillPassenger(page, 2, { title: 'Mrs', firstName: 'Karima', lastName: 'Chowdhury', passport: passport('EB1000002') });
  await fillPassenger(page, 3, { title: 'Mstr', firstName: 'Samir', lastName: 'Chowdhury', type: 'child', passport: passport('EB1000003') });
  await fillPassenger(page, 4, { title: 'Miss', firstName: 'Nila', lastName: 'Chowdhury', dateOfBirth: dayFromNow(-200), passport: passport('EB1000004') });
  const email = `family-${t}@example.com`;
  await fillContact(page, { email, phone: '+880 1711 555000' });

  // A child without a date of birth is caught before anything is sent.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(passengerBlock(page, 3).getByText('Passenger 3: a child’s date of birth is required.')).toBeVisible();
  await fillPassenger(page, 3, { title: 'Mstr', dateOfBirth: dayFromNow(-7 * 365) });

  // The summary prices each type: children 75 %, infants 10 % of each flight's adult fare.
  const adult = 20000 + 22000;
  const child = 15000 + 16500;
  const infant = 2000 + 2200;
  const total = 2 * adult + child + infant;
  await expect(page.getByTestId('fare-lines')).toContainText(`2 × Adult · ${tk(adult)} each`);
  await expect(page.getByTestId('fare-lines')).toContainText(`1 × Child (2–11) · ${tk(child)} each`);
  await expect(page.getByTestId('fare-lines')).toContainText(`1 × Infant (under 2, on lap) · ${tk(infant)} each`);
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(total)}`);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The payment step (reached with the booking's manage token) shows the fare rules and the fares per type.
  const pnr = await onPaymentStep(page);
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(total)}`);
  await expect(page.getByTestId('fare-lines')).toContainText(`1 × Infant (under 2, on lap) · ${tk(infant)} each = ${tk(infant)}`);
  await expect(page.getByText('No-show: nothing is given back once the flight has departed.').first()).toBeVisible();
  await payOnTestPage(page, { pnr, amount: tk(total) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(`The e-ticket is on its way to ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Show my ticket' }).click();

  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);
  const firstTicket = tickets.first();
  await expect(firstTicket.getByText('CHOWDHURY/RAHIM MR')).toBeVisible();
  const infantRow = firstTicket.getByRole('row').filter({ hasText: 'CHOWDHURY/NILA MISS' });
  await expect(infantRow.getByText('Infant (under 2, on lap)')).toBeVisible();
  await expect(infantRow.getByText(tk(2000))).toBeVisible();
  await expect(infantRow.getByText(/^\d{13}$/)).toBeVisible();
  await expect(firstTicket.getByText('30 KG checked')).toBeVisible();
  await expect(firstTicket.getByText(`Changes: ${tk(1000)} per passenger.`)).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(total)}`);

  // Later, on another device: no session, no token; found by reference and surname.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const later = await context.newPage();
    await later.goto('/');
    await later.getByRole('navigation').first().getByRole('link', { name: 'Manage booking' }).click();
    await expect(later.getByRole('heading', { name: 'Manage booking' })).toBeVisible();
    await later.getByLabel('Booking reference (PNR)').fill(pnr);
    await later.getByLabel('Last name').fill('Nobody');
    await later.getByRole('button', { name: 'Find booking' }).click();
    await expect(later.getByRole('alert')).toBeVisible();
    await later.getByLabel('Last name').fill('chowdhury');
    await later.getByRole('button', { name: 'Find booking' }).click();
    const managed = later.getByTestId('managed-booking');
    await expect(managed.getByTestId('pnr')).toHaveText(pnr);
    await expect(managed.getByTestId('booking-status')).toHaveText('ticketed');

    const [download] = await Promise.all([later.waitForEvent('download'), managed.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`tarmac-ticket-${pnr}.pdf`);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Cancelling more than 24 h before departure keeps the refund fee per seated passenger and flight.
    await managed.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = later.getByRole('dialog');
    await expect(dialog.getByTestId('quote-refund')).toHaveText(tk(total - 2 * 3 * 2000));
    await expect(dialog.getByTestId('quote-fee')).toHaveText(tk(2 * 3 * 2000));
    await expect(dialog.getByText(`Refundable: ${tk(2000)} per passenger until 24 h before departure, ${tk(5000)} per passenger within 24 h.`).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(managed.getByTestId('booking-status')).toHaveText('cancelled');
    await expect(managed.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a guest’s held booking is found by reference and surname, paid from Manage booking, and the page asks again when access ends', async ({ page, request }) => {
  const t = tag();
  const from = `Sylhet ${t}`;
  const to = `Jashore ${t}`;
  const date = dayFromNow(12);
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  const flight = await addFlight(from, to, date, { silver: 3200, gold: 4800, platinum: 7000 });

  // Booked as a guest elsewhere (e.g. the app): no session, a contact and the full passenger form.
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date, travellers: 1 },
  });
  const { results } = (await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] };
  const packageId = results.find((r) => r._id === flight.id)!.packageList.find((p) => p.packageName === packages.silver)!._id;
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `guest-${t}` },
    data: {
      legs: [{ flightId: flight.id, packageId }],
      contact: { email: `guest-${t}@example.com`, phone: '01711000111' },
      passengers: [{ title: 'Ms', firstName: 'Farhana', lastName: 'Akter-Rahman', type: 'adult' }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { pnr } = ((await booked.json()) as { data: { pnr: string } }).data;

  // A wrong reference and a wrong surname are told the same.
  await page.goto('/manage-booking');
  await page.getByLabel('Booking reference (PNR)').fill(pnr === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
  await page.getByLabel('Last name').fill('Akter-Rahman');
  await page.getByRole('button', { name: 'Find booking' }).click();
  const unknownPnr = (await page.getByRole('alert').textContent())!.trim();
  await page.getByLabel('Booking reference (PNR)').fill(pnr);
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByRole('alert')).toHaveText(unknownPnr);
  await page.getByLabel('Last name').fill('akter-rahman');
  await page.getByRole('button', { name: 'Find booking' }).click();

  const managed = page.getByTestId('managed-booking');
  await expect(managed.getByTestId('booking-status')).toHaveText('held');
  await expect(managed.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await managed.getByRole('link', { name: 'Pay now' }).click();
  const held = await onPaymentStep(page);
  expect(held).toBe(pnr);
  await payOnTestPage(page, { pnr, amount: tk(3200) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  // Back on Manage booking, the paid booking offers the ticket and the e-mail again.
  await page.goto('/manage-booking');
  await expect(managed.getByTestId('booking-status')).toHaveText('ticketed');
  await managed.getByRole('button', { name: 'Resend e-mail' }).click();
  // The toast names the contact's address, masked.
  await expect(page.getByText(/^The e-ticket is on its way to g.*@example\.com\.$/)).toBeVisible();
  await managed.getByRole('link', { name: 'View / print ticket' }).click();
  await expect(page.getByTestId('ticket').getByText('AKTER-RAHMAN/FARHANA MS')).toBeVisible();

  // The access lasts 60 minutes: once it has ended, the page asks for the reference and surname again.
  await page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key)!) as { token: string };
    sessionStorage.setItem(key, JSON.stringify({ token: stored.token, expiresAt: new Date(Date.now() - 1000).toISOString() }));
  }, `manage-token:${pnr}`);
  await page.goto('/manage-booking');
  await expect(page.getByText('Your access to the booking has ended (it lasts 60 minutes). Please find it again.')).toBeVisible();
  await expect(page.getByLabel('Booking reference (PNR)')).toBeVisible();
  // The ticket page, without access, asks for the surname right there, the reference taken from its link (issue 35).
  await page.goto(`/ticketBooking?pnr=${pnr}`);
  const find = page.getByTestId('guest-find-booking');
  await expect(find.getByText('Find your booking with its reference and your last name')).toBeVisible();
  await expect(find.getByLabel('Booking reference (PNR)')).toHaveValue(pnr);
  await find.getByLabel('Last name').fill('akter-rahman');
  await find.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByTestId('ticket').getByText('AKTER-RAHMAN/FARHANA MS')).toBeVisible();
});
