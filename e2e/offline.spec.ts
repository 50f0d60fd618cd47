import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bearer, payByApi } from './support/booking';
import { adminHeaders, domesticTrip } from './support/catalogue';
import { registerPassenger } from './support/users';

/**
 * The installable app (issue 34): the install criteria (a manifest with its names, icons and start address; a
 * worker controlling the page), and a traveller's trips without a network after one visit: the home page, My
 * bookings and the phone boarding pass open offline, and the pass's code is one the gate boards. Signing out
 * leaves none of them on the device.
 */

// The worker under test (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Local date and time in Dhaka (UTC+6), `hours` from now. */
function dhaka(hours: number) {
  const local = new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The width and height a PNG file states in its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Waits until the service worker has kept the app's files and controls the page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The names of the trips this device keeps (IndexedDB 'tarmac-trips'), read as the page sees them. */
const keptTrips = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tarmac-trips');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('trips')) return resolve([]);
          const keys = db.transaction('trips').objectStore('trips').getAllKeys();
          keys.onsuccess = () => resolve((keys.result as string[]).sort());
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

/** A ticketed booking of a new account for a flight in five hours, checked in (as the app would do it): its pass is issued. */
async function checkedInBooking(request: APIRequestContext, who: { from: string; to: string; name: string; firstName: string; lastName: string }) {
  const departs = dhaka(5);
  const arrives = dhaka(6);
  const { from, to, packages, flight } = await domesticTrip(request, {
    from: who.from,
    to: who.to,
    date: departs.date,
    prices: { silver: 4300, gold: 5700, platinum: 8000 },
    times: { departs: departs.time, arrives: arrives.time, arrivalDate: arrives.date },
  });
  const user = await registerPassenger(request, who.name);
  const headers = await bearer(request, user);
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: departs.date, travellers: 1 },
  });
  const { results } = (await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] };
  const packageId = results.find((r) => r._id === flight.id)!.packageList.find((p) => p.packageName === packages.silver)!._id;
  const held = await request.post('/api/bookings', {
    headers,
    data: { legs: [{ flightId: flight.id, packageId }], passengers: [{ title: 'Ms', firstName: who.firstName, lastName: who.lastName, type: 'adult' }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { pnr } = ((await held.json()) as { data: { pnr: string } }).data;
  await payByApi(request, headers, pnr);
  const checkedIn = await request.post(`/api/bookings/${pnr}/check-in`, { headers, data: { legIndex: 0, passengers: [{ index: 0 }] } });
  expect(checkedIn.status(), await checkedIn.text()).toBeLessThan(300);
  return { pnr, flight, user };
}

test('the site meets the install criteria: a manifest in each language, its icons, a worker controlling the page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await workerInControl(page);
  // The home page's app banner offers the install (Chromium's prompt, or how to add the site to the home screen).
  await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();

  for (const [address, manifestUrl, name] of [
    ['/', '/manifest.webmanifest', 'Tarmac: flights, bookings and boarding passes'],
    ['/bn', '/manifest-bn.webmanifest', 'টারম্যাক: ফ্লাইট, বুকিং ও বোর্ডিং পাস'],
  ] as const) {
    const shell = await (await request.get(address)).text();
    expect(shell).toContain(`<link rel="manifest" href="${manifestUrl}"`);
    const res = await request.get(manifestUrl);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name, start_url: '/', display: 'standalone', theme_color: '#0b3d91' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await png.body())).toEqual({ width, height: width });
    }
  }
});

test('after one visit, offline, the home page, My bookings and the boarding pass open; the pass boards at the gate; signing out leaves no trip', async ({ page, request, login }) => {
  test.setTimeout(150_000);
  const { pnr, flight, user } = await checkedInBooking(request, { from: 'Kushtia', to: 'Bogura', name: 'Tahmina Rahman', firstName: 'Tahmina', lastName: 'Rahman' });

  // One visit, online: the home page (the worker installs), My bookings, the boarding pass on a phone.
  await login(user);
  await workerInControl(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/booking');
  const myBookings = page.getByRole('region', { name: 'My bookings' });
  await expect(myBookings.getByText(pnr).first()).toBeVisible();
  const passAddress = `/boarding-pass/${pnr}?leg=0&passenger=0`;
  await page.goto(passAddress);
  const card = page.getByTestId('boarding-pass');
  await expect(card.getByRole('heading', { name: 'Tahmina Rahman' })).toBeVisible();
  const onlineCode = (await card.getByTestId('bcbp').textContent())!;
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect.poll(() => keptTrips(page)).toEqual([`check-in:${pnr}`, 'mine']);

  // The network is gone: the same pages open from the device, saying so.
  await page.context().setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByTestId('offline-notice')).toContainText(/You are offline\. This is the copy kept on this device, last updated at .+\./);
  await expect(myBookings.getByText(pnr).first()).toBeVisible();
  // From My bookings to the pass, as at the gate: the booking's passes, then the traveller's.
  await myBookings.getByRole('link', { name: new RegExp(`booking ${pnr}$`) }).filter({ hasText: /Boarding passes|Check in/ }).click();
  await page.getByRole('link', { name: 'Open boarding pass of Tahmina Rahman' }).click();
  await expect(page).toHaveURL(new RegExp(`/boarding-pass/${pnr}\\?leg=0&passenger=0$`));
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
  await expect(card.getByRole('heading', { name: 'Tahmina Rahman' })).toBeVisible();
  await expect(card.getByRole('img', { name: /^Boarding pass barcode for Tahmina Rahman/ })).toBeVisible();
  const offlineCode = (await card.getByTestId('bcbp').textContent())!;
  expect(offlineCode).toBe(onlineCode);
  await page.screenshot({ path: 'test-results/offline-boarding-pass.png', fullPage: true });

  // The gate boards the code the offline pass shows.
  const boarded = await request.post(`/api/admin/flights/${flight.id}/board`, { headers: await adminHeaders(request), data: { bcbp: offlineCode } });
  expect(boarded.status(), await boarded.text()).toBe(200);

  // Back online, the traveller signs out: offline again, no trip of theirs is shown.
  await page.context().setOffline(false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: user.name }).click();
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptTrips(page)).toEqual([]);
  await page.context().setOffline(true);
  await page.goto('/booking');
  await expect(page.getByText(pnr)).toHaveCount(0);
  await page.goto(passAddress);
  await expect(page.getByTestId('offline-notice')).toHaveText('You are offline, and this device keeps no copy of this page.');
  await expect(page.getByTestId('boarding-pass')).toHaveCount(0);
  await page.context().setOffline(false);
});

test('a booking found in manage booking stays on the device (Bangla offline too) until "Find another booking"', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { pnr } = await checkedInBooking(request, { from: 'Pabna', to: 'Rangpur', name: 'Sabina Yasmin', firstName: 'Sabina', lastName: 'Yasmin' });

  // No account on this phone: the booking is found by its reference and last name, and its pass opened.
  await page.goto('/manage-booking');
  await workerInControl(page);
  await page.getByLabel('Booking reference (PNR)').fill(pnr);
  await page.getByLabel('Last name').fill('Yasmin');
  await page.getByRole('button', { name: 'Find booking' }).click();
  const managed = page.getByTestId('managed-booking');
  await expect(managed.getByTestId('pnr')).toHaveText(pnr);
  const passAddress = `/boarding-pass/${pnr}?leg=0&passenger=0`;
  await page.goto(passAddress);
  await expect(page.getByTestId('boarding-pass').getByRole('heading', { name: 'Sabina Yasmin' })).toBeVisible();
  await expect.poll(() => keptTrips(page)).toEqual([`booking:${pnr}`, `check-in:${pnr}`]);

  // Offline, in Bangla: the page shell of Bangla pages, the booking as last seen, said in Bangla.
  await page.context().setOffline(true);
  await page.goto('/bn/manage-booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByTestId('offline-notice')).toContainText('আপনি অফলাইনে আছেন।');
  await expect(managed.getByTestId('pnr')).toHaveText(pnr);
  await page.goto(passAddress);
  await expect(page.getByTestId('boarding-pass').getByRole('heading', { name: 'Sabina Yasmin' })).toBeVisible();

  // Back online, "Find another booking": the device forgets the booking and its pass.
  await page.context().setOffline(false);
  await page.evaluate(() => localStorage.setItem('tarmac.language', 'en')); // as the language switch leaves it
  await page.goto('/manage-booking');
  await expect(managed.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Find another booking' }).click();
  await expect(page.getByRole('button', { name: 'Find booking' })).toBeVisible();
  await expect.poll(() => keptTrips(page)).toEqual([]);
  await page.context().setOffline(true);
  await page.goto(passAddress);
  await expect(page.getByTestId('offline-notice')).toHaveText('You are offline, and this device keeps no copy of this page.');
  await expect(page.getByTestId('boarding-pass')).toHaveCount(0);
  await page.context().setOffline(false);
});

test('a new version of the site waits for the traveller: "New version available", then Reload takes it', async ({ page }) => {
  await page.goto('/');
  await workerInControl(page);
  // The next deployment's worker, as the browser finds it: a worker script the registration has not run yet (the
  // same file under another address, since Playwright cannot rewrite a worker's script).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version').then(() => undefined));
  const prompt = page.getByTestId('new-version');
  await expect(prompt).toContainText('New version available.');
  // Until the traveller says so, the page stays with the worker it was opened with.
  const scripts = () =>
    page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: r?.waiting?.scriptURL ?? null, controller: navigator.serviceWorker.controller?.scriptURL ?? null })));
  expect(await scripts()).toEqual({ waiting: expect.stringMatching(/\/sw\.js\?next-version$/), controller: expect.stringMatching(/\/sw\.js$/) });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  // Reload hands the page to the next version. (What the reloaded page does next is this test's own artefact: the app
  // registers '/sw.js' again, which to the browser is another script than '/sw.js?next-version', so it may install it
  // and offer it as one more new version; a real deployment has one address, the same on both sides.)
  await expect.poll(async () => (await scripts()).controller).toMatch(/\/sw\.js\?next-version$/);
});
