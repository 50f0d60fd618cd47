// The boarding pass page started without a network (issue 34): a traveller with a checked-in booking opens the pass
// once online (the service worker keeps the app's files, the page keeps the pass on the device), then, offline, opens
// it again in a new tab, as at the gate. Measured: from the navigation's start until the pass's code is drawn, in
// Chromium with its CPU 4× slower (as Lighthouse's mobile preset); median of the runs.
/* global indexedDB -- read inside the page */
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, SCREENS } from './first-visit.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function api(base, method, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A demo-seed flight whose check-in is open (tomorrow, Dhaka to Cox's Bazar), booked, paid and checked in by a new account. */
async function checkedInTraveller(base) {
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'Dhaka', flightToDestinationLocation: "Cox's Bazar", flightDepartingDate: date, travellers: '1' });
  const { results } = await api(base, 'GET', `/api/show-search-flight-result?${query}`);
  if (!results.length) throw new Error(`The demo seed has no flight from Dhaka to Cox's Bazar on ${date}.`);
  const flight = results[0];
  const email = `bench-pass-${Date.now().toString(36)}@example.com`;
  const password = 'bench-web-password';
  await api(base, 'POST', '/api/signup', { name: 'Bench Traveller', email, password });
  const { token, user } = await api(base, 'POST', '/api/signin', { email, password });
  const { data } = await api(
    base,
    'POST',
    '/api/bookings',
    { legs: [{ flightId: flight._id, packageId: flight.packageList[0]._id }], passengers: [{ title: 'Ms', firstName: 'Bench', lastName: 'Traveller', type: 'adult' }] },
    token,
  );
  const payment = await api(base, 'POST', `/api/bookings/${data.pnr}/payments`, undefined, token);
  await api(base, 'POST', `/api/payments/test/${payment.data.paymentId}/complete`, { outcome: 'paid' });
  await api(base, 'POST', `/api/bookings/${data.pnr}/check-in`, { legIndex: 0, passengers: [{ index: 0 }] }, token);
  return { pnr: data.pnr, token, user };
}

/** Opens `url` in a new tab of `context` and answers the milliseconds until the boarding pass's code is drawn. */
async function openPass(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-testid="boarding-pass"] [data-testid="bcbp"]').waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return ms;
}

/** The offline start of the boarding pass page: `runs` new tabs opened without a network after one online visit. */
export async function measureOfflinePass(base, runs, log = () => {}) {
  const { pnr, token, user } = await checkedInTraveller(base);
  const url = `${base}/boarding-pass/${pnr}?leg=0&passenger=0`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(SCREENS.mobile);
    await context.addCookies([{ name: 'token', value: encodeURIComponent(token), url: base }]);
    await context.addInitScript((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
    // The one online visit: the worker installs and controls the page, and the pass is kept on the device.
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-testid="bcbp"]').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('tarmac-trips');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('trips')) return resolve(false);
            const count = db.transaction('trips').objectStore('trips').count();
            count.onsuccess = () => resolve(count.result > 0);
          };
          open.onerror = () => resolve(false);
        }),
    );
    const online = await openPass(context, url);
    await context.setOffline(true);
    const offline = [];
    for (let run = 0; run < runs; run++) {
      offline.push(await openPass(context, url));
      log(`  boarding pass offline start, run ${run + 1}: ${offline.at(-1).toFixed(0)} ms`);
    }
    return { path: '/boarding-pass/:pnr', runs: offline, offlineMs: median(offline), onlineWarmMs: online, cpuSlowdown: 4 };
  } finally {
    await browser.close();
  }
}
