import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import * as OTPAuth from 'otpauth';
import { adminHeaders, created, dayFromNow, seedCatalogue, tag } from './support/catalogue';
import { ADMIN } from './support/env';


/** Journeys of the back office at airline scale (issue 12): optional crews, server-paged lists. */

const imageDataUrl = `data:image/png;base64,${fs.readFileSync(path.resolve('e2e/fixtures/avatar.png')).toString('base64')}`;
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

test('an admin schedules a flight without pilot and cabin crew; the list shows them as not assigned', async ({ page, request, login }) => {
  const headers = await adminHeaders(request);
  const t = tag();
  const from = `Jessore ${t}`;
  const to = `Barisal ${t}`;
  for (const name of [from, to]) await created(request, '/api/upload-domestic-flight', headers, { flightLocationName: name, tickitPrice: 4000, locationImage: imageDataUrl });
  const flightNumber = `NA${t.slice(-6).toUpperCase()}`;
  const day = dayFromNow(40);

  await login(ADMIN);
  await page.goto('/flightInformationEntry');
  await page.getByLabel('Flight number').fill(flightNumber);
  await page.getByLabel('Plane number').fill('S2-AJT');
  await page.getByLabel('From', { exact: true }).selectOption({ label: from });
  await page.getByLabel('To', { exact: true }).selectOption({ label: to });
  await page.getByLabel('Departing date').fill(day);
  await page.getByLabel('Departing time').fill('10:00');
  await page.getByLabel('Arrival date').fill(day);
  await page.getByLabel('Arrival time').fill('10:50');
  await page.getByLabel('Platinum price').fill('9000');
  await page.getByLabel('Gold price').fill('7000');
  await page.getByLabel('Silver price').fill('5000');
  await expect(page.getByLabel('Pilot', { exact: true }).locator('option:checked')).toHaveText('Not assigned');
  await expect(page.getByLabel('Cabin crew', { exact: true }).locator('option:checked')).toHaveText('Not assigned');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfully added new flight information')).toBeVisible();
  await page.getByLabel('Search flights').fill(flightNumber);
  const flight = row(page, flightNumber);
  await expect(flight).toHaveCount(1);
  await expect(flight.getByRole('cell', { name: 'Not assigned' })).toHaveCount(2);
});

test('the flight list pages, searches and sorts on the server', async ({ page, request, login }) => {
  const headers = await adminHeaders(request);
  const t = tag();
  const from = `Sylhet ${t}`;
  const to = `Rangpur ${t}`;
  for (const name of [from, to]) await created(request, '/api/upload-domestic-flight', headers, { flightLocationName: name, tickitPrice: 4000, locationImage: imageDataUrl });
  const prefix = `SR${t.slice(-4).toUpperCase()}`;
  for (const [i, suffix] of ['B', 'C', 'A'].entries()) {
    const day = dayFromNow(30 + i);
    await created(request, '/api/upload-flight-information', headers, {
      planeNumber: 'S2-AJU',
      flightNumber: `${prefix}${suffix}`,
      flightFromCurrentLocation: from,
      flightToDestinationLocation: to,
      platinumpackagesPrice: 9000,
      goldPackagesPrice: 7000,
      silverPackagesPrice: 5000 + i,
      flightDepartingDate: day,
      flightDepartingTime: '10:00',
      flightArrivalDate: day,
      flightArrivalTime: '10:50',
    });
  }

  await login(ADMIN);
  await page.goto('/flightInformationList');
  // The page holds 50 rows of the whole schedule; the count comes from the server.
  await expect(page.locator('tbody tr')).toHaveCount(50);
  const pager = page.getByRole('navigation', { name: 'Pages of flights' });
  await expect(pager).toContainText(/Showing 1–50 of [\d,]+ flights/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Showing 51–100 of/);

  await page.getByLabel('Search flights').fill(`${prefix.toLowerCase()} ${to.toLowerCase()}`);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(pager).toContainText('Showing 1–3 of 3 flights');
  // Soonest departure first by default (issue 35); then by flight number, both ways.
  const numbers = page.locator('tbody tr td:nth-child(2)');
  await expect(numbers).toHaveText([`${prefix}B`, `${prefix}C`, `${prefix}A`]);
  await page.getByRole('button', { name: 'Sort by Flight', exact: true }).click();
  await expect(numbers).toHaveText([`${prefix}A`, `${prefix}B`, `${prefix}C`]);
  await page.getByRole('button', { name: /^Sort by Flight, descending/ }).click();
  await expect(numbers).toHaveText([`${prefix}C`, `${prefix}B`, `${prefix}A`]);
});

test('an admin previews and creates a season; a visitor finds its flights in search', async ({ page, browser, request, login }) => {
  const t = tag();
  const from = `Kushtia ${t}`;
  const to = `Bogura ${t}`;
  const { packages } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  const flightNumber = `SZ${t.slice(-5).toUpperCase()}`;
  const start = dayFromNow(20);
  const end = dayFromNow(33);

  await login(ADMIN);
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Seasonal Schedule' }).click();
  await expect(page).toHaveURL(/\/seasonEntry$/);
  await page.getByLabel('Flight number').fill(flightNumber);
  await page.getByLabel('Plane number').fill('S2-AKZ');
  await page.getByLabel('From', { exact: true }).selectOption({ label: from });
  await page.getByLabel('To', { exact: true }).selectOption({ label: to });
  await page.getByLabel('Departure time').fill('06:45');
  await page.getByLabel('Arrival time').fill('07:40');
  // Mondays, Wednesdays and Fridays only.
  for (const day of ['Tue', 'Thu', 'Sat', 'Sun']) await page.getByLabel(day, { exact: true }).uncheck();
  await page.getByLabel('First date').fill(start);
  await page.getByLabel('Last date').fill(end);
  await page.getByLabel('Platinum price').fill('11000');
  await page.getByLabel('Gold price').fill('8000');
  await page.getByLabel('Silver price').fill('5500');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Preview only: the season would create 6 flights.');
  await expect(preview.locator('tbody tr')).toHaveCount(6);

  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(page.getByText(`Season created: 6 flights of ${flightNumber}.`)).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: flightNumber })).toContainText('Mon Wed Fri');

  // A visitor searches the route on the first Monday, Wednesday or Friday of the season.
  const firstDay = [0, 1, 2, 3, 4, 5, 6].map((i) => dayFromNow(20 + i)).find((d) => [1, 3, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await visitor.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await visitor.getByLabel('Depart date').fill(firstDay);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor.getByRole('button', { name: `Select Flight ${flightNumber} with ${packages.silver}` })).toBeVisible();
  await visitor.context().close();
});

test('an admin finds a change in the audit log', async ({ page, request, login }) => {
  const headers = await adminHeaders(request);
  const t = tag();
  const pilot = await created(request, '/api/upload-pilot-information', headers, { pilotName: `Capt. Before ${t}` });
  const renamed = await request.put(`/api/pilots/${pilot._id}`, { headers, data: { pilotName: `Capt. After ${t}` } });
  expect(renamed.status()).toBe(200);

  await login(ADMIN);
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/auditLog$/);
  await page.getByLabel('What').selectOption('pilot');
  await page.getByLabel('Who (e-mail)').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.locator('tbody tr', { hasText: pilot._id }).filter({ hasText: 'update' });
  await expect(entry).toContainText(`pilotName: Capt. Before ${t} → Capt. After ${t}`);
  await expect(entry).toContainText(ADMIN.email);
});

test('an admin opens the dashboard and downloads a CSV; a visitor never downloads the chart code', async ({ page, browser, login }) => {
  // A visitor's home page loads no chart library.
  const visitor = await (await browser.newContext()).newPage();
  const scripts: string[] = [];
  visitor.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push(res.url());
  });
  await visitor.goto('/');
  await expect(visitor.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await visitor.context().close();

  await login(ADMIN);
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const title of ['Revenue and refunds per day', 'Load factor per route', 'Upcoming flights below 50 % load']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Revenue and refunds per day' }).locator('svg.recharts-surface').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Revenue and refunds per day as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('day,bookings,seats,revenue,refunds,seatRevenue,bagRevenue,mealRevenue');
  expect(lines).toHaveLength(31);

  // The chart code came with the dashboard, and only there.
  const chartChunks = scripts.filter((url) => /recharts|dashboard/i.test(url));
  expect(chartChunks).toEqual([]);
});

test('an admin enrols an authenticator and then signs in with its code', async ({ page, browser, request, login }) => {
  const headers = await adminHeaders(request);
  const staff = { name: `Staff ${tag()}`, email: `staff-${tag()}@tarmac.test`, password: 'runway-lights-24' };
  await created(request, '/api/admins', headers, staff);

  await login(staff);
  await page.goto('/twoStepSignIn');
  await page.getByRole('button', { name: 'Set up an authenticator' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your new authenticator secret' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = (ahead = 0) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + ahead * 1000 });
  await page.getByLabel('Code from the app').fill(code());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await expect(recovery.locator('li')).toHaveCount(10);

  // A new sign-in asks for the code after the password.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/login');
  await again.getByLabel(/email/i).fill(staff.email);
  await again.getByLabel(/password/i).fill(staff.password);
  await again.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(again.getByLabel('Authentication code')).toBeVisible();
  await again.getByLabel('Authentication code').fill('000000');
  await again.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(again.getByText('The authentication code is not right')).toBeVisible();
  // Each code works once: the next one (30 s on), as the app would show it, not the one used to confirm.
  await again.getByLabel('Authentication code').fill(code(30));
  await again.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(again.getByText('The User Successfully Logged In')).toBeVisible();
  await again.context().close();
});
