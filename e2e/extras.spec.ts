import { expect, test } from '@playwright/test';
import { fillContact, fillPassenger, payOnTestPage, searchOneWay } from './support/booking';
import { adminHeaders, dayFromNow, pick, seedCatalogue, tag, tk } from './support/catalogue';

/**
 * Issue 30's journey: a guest books a flight, picks a seat on the seat map (by keyboard) and a 10 kg bag on the
 * Extras step, sees the running total, pays it, and the ticket shows the seat and the bag with their documents.
 */
test('a guest picks a seat and a 10 kg bag, pays, and the ticket shows them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Sylhet ${t}`;
  const date = dayFromNow(15);
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  const flight = await addFlight(from, to, date, { silver: 3200, gold: 4800, platinum: 7000 });

  await searchOneWay(page, { from, to, date });
  await pick(page, flight.flightNumber, packages.silver);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await fillPassenger(page, 1, { title: 'Ms', firstName: 'Farhana', lastName: 'Akter' });
  await fillContact(page, { email: `extras-${t}@example.com`, phone: '+880 1711 000300' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The Extras step: a seat map whose seats say their price, bags with theirs, and the running total.
  await expect(page).toHaveURL(/\/booking\/[A-Z0-9]{6}\/extras$/);
  const pnr = /\/booking\/([A-Z0-9]{6})\/extras$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Extras', exact: true })).toBeVisible();
  await expect(page.getByTestId('extras-total')).toHaveText(`Extras: ${tk(0)} · Total to pay: ${tk(3200)}`);
  const seat = page.getByRole('button', { name: `Seat 12C, available, ${tk(300)}` });
  await expect(seat).toBeVisible();
  // Chosen by keyboard: the seat map is one tab stop, arrows move, Enter chooses.
  await seat.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Farhana Akter: seat 12C (${tk(300)})`)).toBeVisible();
  await page.getByLabel(`Extra bag 10 kg · ${tk(850)}`).check();
  await expect(page.getByTestId('extras-total')).toHaveText(`Extras: ${tk(1150)} · Total to pay: ${tk(4350)}`);
  await page.getByRole('button', { name: 'Add 2 extras' }).click();

  // The payment step's total includes them, and the test provider asks for it.
  await expect(page).toHaveURL(new RegExp(`/booking/${pnr}/pay$`));
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(4350)}`);
  await expect(page.getByTestId('booking-services')).toContainText('Seat 12C for Farhana Akter');
  await payOnTestPage(page, { pnr, amount: tk(4350) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: 'Show my ticket' }).click();

  const services = page.getByTestId('ticket-services');
  await expect(services).toContainText(`Seat 12C for Farhana Akter: ${tk(300)}`);
  await expect(services).toContainText(`Extra bag 10 kg for Farhana Akter: ${tk(850)}`);
  await expect(services.getByText(/document \d{13}/)).toHaveCount(2);

  // The seat is nobody else's now.
  const map = await request.get(`/api/flights/${flight.id}/seat-map`);
  const seats = ((await map.json()) as { rows: { seats: { seat: string; available: boolean }[] }[] }).rows.flatMap((r) => r.seats);
  expect(seats.find((s) => s.seat === '12C')?.available).toBe(false);

  // Later, in manage booking, the traveller asks for a wheelchair (free, confirmed at once); the manifest shows it with the bag.
  await page.goto('/manage-booking');
  await page.getByLabel('Booking reference (PNR)').fill(pnr);
  await page.getByLabel('Last name').fill('Akter');
  await page.getByRole('button', { name: 'Find booking' }).click();
  const managed = page.getByTestId('managed-booking');
  await managed.getByRole('button', { name: 'Add extras' }).click();
  await managed.getByLabel('Wheelchair (can climb stairs) · free').check();
  await managed.getByRole('button', { name: 'Add 1 extra' }).click();
  await expect(managed.getByTestId('booking-services')).toContainText('Wheelchair (can climb stairs) for Farhana Akter, flight');
  const manifest = await request.get(`/api/admin/flights/${flight.id}/manifest`, { headers: await adminHeaders(request) });
  const row = ((await manifest.json()) as { passengers: { pnr: string; services?: string[]; chosenSeat?: string | null }[] }).passengers.find((p) => p.pnr === pnr);
  expect([...(row?.services ?? [])].sort()).toEqual(['WCHR', 'XBAG10']);
  expect(row?.chosenSeat).toBe('12C');
});
