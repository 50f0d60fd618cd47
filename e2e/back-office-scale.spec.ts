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
