import { expect, test } from './support/fixtures';
import { bearer, holdByApi, holdOneWay, payByApi, payOnTestPage } from './support/booking';
import { dayFromNow, domesticTrip, tk } from './support/catalogue';
import { ADMIN } from './support/env';
import { waitForMail } from './support/mail';
import { registerPassenger } from './support/users';

/**
 * The day of travel: the admin delays a flight in the back office, and the passenger reads it on the public
 * status page, in their booking and in the mail; a cancelled flight's traveller moves to another flight.
 */

const shots = 'test-results/flight-status';

/** A date as mails write it (issue 35): "Thu, 10 Dec 2026". */
const inWords = (day: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

test('the admin delays a flight and the passenger’s status page, booking and mail show the new time and reason', async ({ page, browser, request, login }) => {
  // Two browsers, a payment and a mail: a long journey on a busy machine.
  test.slow();
  const { from, to, date, packages, flight } = await domesticTrip(request, { from: 'Jashore', to: 'Barishal', days: 20, prices: { silver: 4100, gold: 5600, platinum: 7900 } });
  const user = await registerPassenger(request, 'Sabina Yasmin');
  await login(user);
  const pnr = await holdOneWay(page, { from, to, date, flightNumber: flight.flightNumber, packageName: packages.silver });
  await payOnTestPage(page, { pnr, amount: tk(4100) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  // The admin, in a browser of their own, sets the delay from the flight list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(ADMIN, admin);
  await admin.goto('/flightInformationList');
  await admin.getByLabel('Search flights').fill(flight.flightNumber);
  const row = admin.getByRole('row').filter({ hasText: flight.flightNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('flight-status')).toHaveText('On time');
  await row.getByRole('button', { name: `Set status of ${flight.flightNumber}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('New status').selectOption('delayed');
  await dialog.getByLabel('New departure date').fill(date);
  await dialog.getByLabel('New departure time (local)').fill('08:00');
  await dialog.getByLabel('Reason (the passengers read it)').fill('Fog at the departure airport');
  // The consequence is said before the click (issue 35): who will be mailed.
  await expect(dialog.getByTestId('status-consequence')).toContainText('in 1 booking will be mailed.');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  // Earlier than scheduled is refused with the server's sentence, next to the field.
  await expect(dialog.getByText('The new departure time must be later than the scheduled one.')).toBeVisible();
  await dialog.getByLabel('New departure time (local)').fill('12:15');
  await admin.screenshot({ path: `${shots}/admin-set-status.png` });
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(admin.getByText('Flight status saved; 1 passenger in 1 booking is being told by e-mail.')).toBeVisible();
  await expect(row.getByTestId('flight-status')).toHaveText('Delayed');
  await adminContext.close();

  // The passenger looks the flight up; the search is in the address.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Flight status' }).click();
  await page.getByLabel('Flight number').fill(flight.flightNumber.toLowerCase());
  await page.getByLabel('Departure date').fill(date);
  await page.getByRole('button', { name: 'Show status' }).click();
  await expect(page).toHaveURL(new RegExp(`/flight-status\\?flightNumber=${flight.flightNumber}&date=${date}$`));
  const card = page.getByTestId('flight-status-card');
  await expect(card.getByTestId('flight-status')).toHaveText('Delayed');
  await expect(card.getByTestId('estimated-departure')).toHaveText(`${date} 12:15 (${from} time)`);
  await expect(card.getByTestId('status-reason')).toHaveText('Fog at the departure airport');
  await page.screenshot({ path: `${shots}/status-page.png`, fullPage: true });

  // The booking says so too.
  await page.goto(`/booking/${pnr}`);
  await expect(page.getByTestId('disruption-panel')).toContainText(`Flight ${flight.flightNumber} is delayed. New departure: ${date} at 12:15 (local time). Reason: Fog at the departure airport`);

  const mail = await waitForMail(user.email, 15_000, 'is delayed');
  expect(mail.subject).toBe(`Flight ${flight.flightNumber} on ${inWords(date)} is delayed: booking ${pnr}`);
  expect(mail.text).toContain(`New departure: ${inWords(date)} at 12:15 (${from} time).`);
  expect(mail.text).toContain('Reason: Fog at the departure airport');

  // A link from the mail opens the answer directly.
  const link = /(\/flight-status\?\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await expect(page.getByTestId('flight-status-card').getByTestId('flight-status')).toHaveText('Delayed');
});

test('a traveller whose flight is cancelled moves to the next day’s flight for free from Manage booking', async ({ page, request }) => {
  const { t, from, to, date, packages, addFlight, headers: adminAuth, flight } = await domesticTrip(request, { from: 'Sylhet', to: 'Rajshahi', days: 22, prices: { silver: 3300, gold: 4700, platinum: 6900 } });
  const next = await addFlight(from, to, dayFromNow(23), { silver: 5000, gold: 6000, platinum: 8000 });
  const user = await registerPassenger(request, 'Farhana Akter');
  const headers = await bearer(request, user);
  const held = await holdByApi(request, headers, { from, to, date, flightId: flight.id, packageName: packages.silver, passenger: 'Farhana Akter', key: `fs-${t}` });
  await payByApi(request, headers, held.pnr);
  const cancelled = await request.patch(`/api/flight-information/${flight.id}/status`, { headers: adminAuth, data: { status: 'cancelled', reason: 'Aircraft technical fault' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const mail = await waitForMail(user.email, 15_000, 'is cancelled');
  expect(mail.text).toContain('full refund');

  await page.goto('/manage-booking');
  await page.getByLabel('Booking reference (PNR)').fill(held.pnr);
  await page.getByLabel('Last name').fill('Akter');
  await page.getByRole('button', { name: 'Find booking' }).click();
  const panel = page.getByTestId('disruption-panel');
  await expect(panel).toContainText(`Flight ${flight.flightNumber} on ${date} is cancelled by the airline.`);
  await expect(panel).toContainText('Reason: Aircraft technical fault.');
  await expect(panel.getByRole('button', { name: `Cancel and refund ${tk(3300)}` })).toBeVisible();
  await page.screenshot({ path: `${shots}/manage-booking-cancelled.png`, fullPage: true });

  await panel.getByRole('button', { name: `Move to flight ${next.flightNumber} on ${dayFromNow(23)}` }).click();
  // The move asks first, saying what it does (issue 35).
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`fly ${next.flightNumber} on ${dayFromNow(23)} instead, at no cost`);
  await page.screenshot({ path: `${shots}/manage-booking-move-confirm.png` });
  await confirm.getByRole('button', { name: 'Move here for free' }).click();
  await expect(page.getByText('Your booking is moved to the new flight, free of charge. A new e-ticket is on its way.')).toBeVisible();
  await expect(page.getByTestId('disruption-panel')).toHaveCount(0);
  await expect(page.getByTestId('managed-booking')).toContainText(`Flight ${next.flightNumber}`);
  // The fare paid stays: 3,300, not the new flight's 5,000.
  await expect(page.getByTestId('booking-total')).toContainText(tk(3300));
  const moved = await waitForMail(user.email, 15_000, `Your new flight ${next.flightNumber}`);
  expect(moved.text).toContain(`departing ${inWords(dayFromNow(23))} at 09:30`);
});
