import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, created, dayFromNow, tag } from './support/catalogue';
import { ADMIN } from './support/env';
import { logIn } from './support/users';

/** Journeys of the back office at airline scale (issue 12): optional crews, server-paged lists. */

const imageDataUrl = `data:image/png;base64,${fs.readFileSync(path.resolve('e2e/fixtures/avatar.png')).toString('base64')}`;
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

test('an admin schedules a flight without pilot and cabin crew; the list shows them as not assigned', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const t = tag();
  const from = `Jessore ${t}`;
  const to = `Barisal ${t}`;
  for (const name of [from, to]) await created(request, '/api/upload-domestic-flight', headers, { flightLocationName: name, tickitPrice: 4000, locationImage: imageDataUrl });
  const flightNumber = `NA${t.slice(-6).toUpperCase()}`;
  const day = dayFromNow(40);

  await logIn(page, ADMIN);
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

test('the flight list pages, searches and sorts on the server', async ({ page, request }) => {
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

  await logIn(page, ADMIN);
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
  // Newest first by default; then by flight number, both ways.
  const numbers = page.locator('tbody tr td:nth-child(2)');
  await expect(numbers).toHaveText([`${prefix}A`, `${prefix}C`, `${prefix}B`]);
  await page.getByRole('button', { name: 'Sort by Flight', exact: true }).click();
  await expect(numbers).toHaveText([`${prefix}A`, `${prefix}B`, `${prefix}C`]);
  await page.getByRole('button', { name: /^Sort by Flight, descending/ }).click();
  await expect(numbers).toHaveText([`${prefix}C`, `${prefix}B`, `${prefix}A`]);
});
