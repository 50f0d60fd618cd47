// The traveller's other pages (issue 28), beside the home page: search results opened from a shared link, the
// booking form, the payment step and manage booking, in English and Bangla. Lighthouse mobile (its default preset),
// each run in a fresh Chromium with an empty cache. A page that needs what a visitor would have by then (a flight
// picked, a session) gets it in its storage first, written from a small API answer of the site's origin, so nothing
// of the app is cached before the measured load.
import fs from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './first-visit.mjs';
import { tryTwice } from './lighthouse.mjs';

/** The node timings of Lantern's last simulations of the paint metrics, for LIGHTHOUSE_REPORT_DIR. */
async function lanternTimings() {
  const { Simulator } = await import('@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js');
  const out = {};
  for (const [label, timings] of Simulator.allNodeTimings) {
    if (!/ContentfulPaint/.test(label)) continue;
    out[label] = [...timings].map(([node, timing]) => ({
      type: node.type,
      what: node.type === 'network' ? node.request?.url : `${node.event?.name ?? 'task'} ${Math.round((node.event?.dur ?? 0) / 1000)} ms`,
      // The order Lantern hands out connections in: observed start, later by a penalty for a lower priority.
      ...(node.type === 'network' ? { priority: node.request?.priority, observedStart: Math.round((node.startTime - timings.keys().next().value.startTime) / 1000) } : {}),
      // What it waited for in the graph (requests by address, tasks by their simulated start).
      after: node.getDependencies().map((d) => (d.type === 'network' ? d.request?.url?.replace(/^https?:\/\/[^/]+/, '').slice(0, 40) : `task@${Math.round(timings.get(d)?.startTime ?? 0)}`)),
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
    })).sort((a, b) => a.start - b.start);
  }
  return out;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function api(base, method, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** A demo-seed trip with flights (Dhaka to Cox's Bazar, the first day ahead that has one), as the search panel links it. */
export async function findTrip(base) {
  const [from, to] = ['Dhaka', "Cox's Bazar"];
  for (let days = 3; days < 30; days++) {
    const date = dayFromNow(days);
    const query = new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date, travellers: '1' });
    const { results } = await api(base, 'GET', `/api/show-search-flight-result?${query}`);
    if (results.length) {
      const link = `/flightSearchResult?${new URLSearchParams({ travelType: 'oneWay', from: from.toLowerCase(), to: to.toLowerCase(), date, travellers: '1' })}`;
      return { link, flight: results[0] };
    }
  }
  throw new Error(`The demo seed has no flight from ${from} to ${to} in the next 30 days.`);
}

/** A traveller with an account holding one seat: the session (as the login form leaves it) and the booking's PNR. */
export async function heldBooking(base, flight) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
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
  return { pnr: data.pnr, storage: { cookies: [{ name: 'token', value: encodeURIComponent(token) }], local: { user: JSON.stringify(user) } } };
}

/** What a visitor's browser holds after picking the trip's first fare on the results page (read from a browser of its own). */
export async function pickedFlightStorage(base, link) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}${link}`, { waitUntil: 'networkidle0' });
    const select = await page.waitForSelector('button[aria-label^="Select Flight"]');
    await select.click();
    await page.waitForSelector('a[href$="/ticketBooking"]');
    const local = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    return { local, session, cookies: [] };
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse mobile run of `url` in a fresh Chromium whose storage holds `storage` (and nothing cached). Its phone
 * says it is an Android one (Lighthouse's Moto G Power, in the user agent and the platform hint), which draws Bangla in
 * its own font (decision 062); `servedFont` leaves Chromium's own user agent (Linux), so a Bangla page is drawn in the
 * site's font, as on a phone that is not an Android one.
 */
async function runOnce(base, url, storage, { servedFont = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/api/ready`);
    await page.evaluate(({ local, session }) => {
      for (const [key, value] of Object.entries(local ?? {})) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value);
    }, storage);
    if (storage.cookies?.length) await page.setCookie(...storage.cookies.map((c) => ({ ...c, url: base })));
    // The storage stays (disableStorageReset); the cache holds only /api/ready's answer.
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, ...(servedFont ? { emulatedUserAgent: false } : {}) };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    // For looking into a page: LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's whole report (and its trace) there.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
      fs.writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
      if (result.artifacts?.Trace) fs.writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
      // And Lantern's simulated timeline of each paint metric (what the scores are computed from): each request and
      // main-thread task of the graph, with its simulated start and end.
      fs.writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace(/\.json$/, '.lantern.json')), JSON.stringify(await lanternTimings()));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${finalUrl}: the page did not show what it should.`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      // How fast this host is by Lighthouse's own yardstick: its 4x CPU slow-down is calibrated for about 1,500.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      // The chain that decides the page's paint: what was fetched and when it finished (ms after the start).
      waterfall: requests
        .filter((r) => ['Script', 'Stylesheet', 'Font', 'Fetch', 'XHR', 'Document'].includes(r.resourceType))
        .map((r) => ({ url: r.url.replace(base, ''), type: r.resourceType, endMs: Math.round(r.networkEndTime ?? r.endTime ?? 0), kb: Math.round((r.transferSize ?? 0) / 102.4) / 10 })),
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/**
 * Measures each page in each language, `runs` times; each figure is the median of its runs. `only` (for working on
 * one page): the pages whose name or path contains it, and the language if it is `en` or `bn` (e.g. `booking`, `bn`, `pay,bn`).
 */
export async function measureTravellerPages(base, runs, log = () => {}, only = '') {
  const filters = only.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean);
  const languageFilter = filters.filter((f) => f === 'en' || f === 'bn');
  const pageFilter = filters.filter((f) => f !== 'en' && f !== 'bn');
  const trip = await findTrip(base);
  const held = await heldBooking(base, trip.flight);
  const picked = await pickedFlightStorage(base, trip.link);
  const pages = [
    { page: 'Search results (shared link)', path: trip.link, storage: {} },
    { page: 'Booking form', path: '/ticketBooking', storage: picked },
    { page: 'Payment step', path: `/booking/${held.pnr}/pay`, storage: held.storage },
    { page: 'Manage booking', path: '/manage-booking', storage: {} },
  ];
  const measured = [];
  // Bangla twice: as Lighthouse's Android phone draws it (in its own font), and drawn in the site's font (44 KB more).
  for (const { language, font } of [{ language: 'en' }, { language: 'bn', font: 'own' }, { language: 'bn', font: 'served' }]) {
    if (languageFilter.length && !languageFilter.includes(language)) continue;
    for (const { page, path, storage } of pages) {
      if (pageFilter.length && !pageFilter.some((f) => page.toLowerCase().includes(f) || path.toLowerCase().includes(f))) continue;
      const address = `${base}${language === 'bn' ? '/bn' : ''}${path}`;
      const all = [];
      for (let i = 0; i < runs; i++) {
        const options = { servedFont: font === 'served' };
        const name = `${page} (${language}${font === 'served' ? ', the site\'s font' : ''})`;
        const run = await tryTwice(
          () => runOnce(base, address, storage, options),
          (message) => log(`  ${name} ${i + 1}/${runs}: ${message}; trying again`),
        );
        log(`  ${name} ${i + 1}/${runs}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`);
        all.push(run);
      }
      measured.push({
        page,
        language,
        ...(font ? { font } : {}),
        path: new URL(address).pathname,
        ...Object.fromEntries(METRICS.map((m) => [m, median(all.map((r) => r[m]))])),
        lighthouseVersion: all[0].lighthouseVersion,
        lcpElement: all.at(-1).lcpElement,
        waterfall: all.at(-1).waterfall,
        runs: all.map(({ waterfall, lcpElement, ...rest }) => rest),
      });
    }
  }
  return measured;
}
