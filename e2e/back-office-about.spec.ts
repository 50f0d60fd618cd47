import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { startServer, type RunningServer } from './support/server';

/**
 * The admin's bookings over more than 10,000 of them (issue 37): a server of its own on a database `seed:scale`
 * filled (10,050 bookings over 30 days of schedule), so the list's total is an estimate, said "about …", while
 * the pages go forward and back through the server's cursors; a filter under 10,000 rows is counted exactly.
 */

const BOOKINGS = 10_050;
let server: RunningServer;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-e2e-scale-'));
  await promisify(execFile)(process.execPath, ['apps/server/dist/seed-scale.js', '--years', '1', '--days-back', '30', '--bookings', String(BOOKINGS), '--users', '100'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
  });
  server = await startServer(`http://127.0.0.1:${await freePort()}`, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an admin pages through more than 10,000 bookings, their total said as "about"', async ({ page }) => {
  const at = (p: string) => `${server.baseURL}${p}`;
  await page.goto(at('/login'));
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByText('The User Successfully Logged In')).toBeVisible();

  await page.goto(at('/adminBookings'));
  const rows = page.locator('tbody tr');
  // The planner's estimate of the 10,050 rows, in words.
  const about = (first: number, last: number) => new RegExp(`Showing ${first}–${last} of about 10(\\.\\d)? thousand bookings`);
  const pager = page.getByRole('navigation', { name: 'Pages of bookings' });
  await expect(pager).toContainText(about(1, 50));
  await expect(pager).toContainText('Page 1');
  await expect(rows).toHaveCount(50);
  const firstPnr = (await rows.first().getAttribute('data-pnr'))!;

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(about(51, 100));
  await expect(pager).toContainText('Page 2');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).not.toHaveAttribute('data-pnr', firstPnr);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Showing 101–150 of about');

  await pager.getByRole('button', { name: 'Previous' }).click();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(about(1, 50));
  await expect(rows.first()).toHaveAttribute('data-pnr', firstPnr);

  // The held ones, fewer than 10,000, are counted exactly.
  await page.getByLabel('Status').selectOption('held');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(pager).toContainText(/Showing 1–\d+ of [\d,]+ bookings/);
  await expect(pager).not.toContainText('about');
});
