import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from './support/env';
import { registerPassenger } from './support/users';

/**
 * Stored markup stays text: an admin names a place, a package, a pilot and a crew member, and a passenger
 * names themself, with HTML that would run script if any page inserted it as markup. Every page that shows
 * those names must show the characters, run nothing, and trip no Content-Security-Policy report.
 */

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '<svg onload=window.__pwned=1>';
const imageDataUrl = `data:image/png;base64,${fs.readFileSync(path.resolve('e2e/fixtures/avatar.png')).toString('base64')}`;
const tag = `${Date.now().toString(36).slice(-6)}${process.pid % 100}`;

function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const names = {
  from: `From ${IMG} ${tag}`,
  to: `To ${SCRIPT} ${tag}`,
  package: `${SVG}${tag}`.slice(0, 40),
  facility1: SCRIPT,
  facility2: IMG,
  pilot: `Capt ${IMG} ${tag}`,
  crew: `Crew ${SCRIPT} ${tag}`,
  user: `Nusrat ${SCRIPT}${IMG}`,
  address: `House 1 ${SVG}</textarea>${IMG}`,
};

async function seed(request: APIRequestContext) {
  const signin = await request.post('/api/signin', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signin.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const made = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data;
  };
  await made('/api/upload-domestic-flight', { flightLocationName: names.from, tickitPrice: 4100, locationImage: imageDataUrl });
  await made('/api/upload-domestic-flight', { flightLocationName: names.to, tickitPrice: 5100, locationImage: imageDataUrl });
  await made('/api/packages-data-upload', { packageName: names.package, tier: 'silver', bagWeight: 20, packageFacility1: names.facility1, packageFacility2: names.facility2 });
  const pilot = await made('/api/upload-pilot-information', { pilotName: names.pilot });
  const crew = await made('/api/upload-cabin-crew-information', { cabinCrewName: names.crew });
  const flightNumber = `XS${tag.slice(-5)}`.toUpperCase();
  const date = dayFromNow(23);
  await made('/api/upload-flight-information', {
    planeNumber: 'S2-XSS',
    flightNumber,
    flightFromCurrentLocation: names.from,
    flightToDestinationLocation: names.to,
    platinumpackagesPrice: 9000,
    goldPackagesPrice: 7000,
    silverPackagesPrice: 5000,
    flightDepartingDate: date,
    flightDepartingTime: '08:00',
    flightArrivalDate: date,
    flightArrivalTime: '09:00',
    pilotsOfPlaneId: pilot._id,
    cabinCrewId: crew._id,
  });
  const user = await registerPassenger(request, names.user);
  const userSignin = await request.post('/api/signin', { data: { email: user.email, password: user.password } });
  const userHeaders = { Authorization: `Bearer ${((await userSignin.json()) as { token: string }).token}` };
  const update = await request.patch('/api/user-update', { headers: userHeaders, data: { presentAddress: names.address } });
  expect(update.status(), await update.text()).toBe(200);
  return { user, flightNumber, date };
}

/** Collects Content-Security-Policy reports (console and DOM events) and uncaught errors of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation on ${location.pathname}: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
  });
  return problems;
}

/** Nothing ran, and nothing from the stored names became an element or an event handler. */
async function expectInert(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const handlers = Array.from(document.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes).filter((a) => a.name.startsWith('on') && a.value.includes('__pwned')).map((a) => `${el.tagName} ${a.name}`),
    );
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      injectedImages: document.querySelectorAll('img[src="x"]').length,
      scripts: Array.from(document.scripts).filter((s) => s.text.includes('__pwned')).length,
      handlers,
    };
  });
  expect(found, where).toEqual({ pwned: undefined, injectedImages: 0, scripts: 0, handlers: [] });
}

/** The element whose own text is exactly `text` exists: the markup is shown as characters. */
async function expectLiteral(page: Page, text: string, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (t) => Array.from(document.querySelectorAll('body *')).some((el) => el.children.length === 0 && (el.textContent ?? '').includes(t)),
          text,
        ),
      { message: `${where}: "${text}" shown as text` },
    )
    .toBe(true);
}

test('markup in stored names is shown as text and never runs, on every page that shows it', async ({ browser, request, login }) => {
  test.setTimeout(120_000);
  const { user, flightNumber, date } = await seed(request);

  // A visitor: the home page's popular destinations, then a search.
  const visitorContext = await browser.newContext();
  const page = await visitorContext.newPage();
  const visitorProblems = await watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find your flight' })).toBeVisible();
  await expectLiteral(page, names.from, 'home page');
  await expectLiteral(page, names.to, 'home page');
  await expect(page.getByAltText(names.from, { exact: true }).first()).toBeAttached();
  await expectInert(page, 'home page');

  await page.getByLabel('From', { exact: true }).selectOption(names.from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(names.to.toLowerCase());
  await page.getByLabel('Depart date').fill(date);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/flightSearchResult\?travelType=oneWay&/);
  const row = page.getByRole('row').filter({ hasText: flightNumber });
  await expect(row.getByText(`${names.from.toUpperCase()} → ${names.to.toUpperCase()}`)).toBeVisible();
  await expect(row.getByRole('heading', { name: names.package })).toBeVisible();
  await expect(row.getByText(names.facility1, { exact: true })).toBeVisible();
  await expect(row.getByText(names.facility2, { exact: true })).toBeVisible();
  await expectInert(page, 'search results');

  // The passenger: the navigation bar and the profile.
  await login({ ...user, name: names.user }, page);
  await expectInert(page, 'navigation bar');
  await page.goto('/userProfile');
  await expect(page.getByRole('heading', { name: names.user })).toBeVisible();
  await expectLiteral(page, names.address, 'profile');
  await expectInert(page, 'profile');
  await page.goto('/updateProfile');
  await expect(page.getByLabel('Present address')).toHaveValue(names.address);
  await expectInert(page, 'profile form');

  // The admin's lists.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = await watch(admin);
  await login(ADMIN, admin);
  const lists: [string, string][] = [
    ['/domesticFlightList', names.from],
    ['/domesticFlightList', names.to],
    ['/packageList', names.package],
    ['/pilotList', names.pilot],
    ['/cabinCrueList', names.crew],
    ['/userList', names.user],
  ];
  for (const [url, name] of lists) {
    await admin.goto(url);
    await expect(admin.locator('tbody tr', { hasText: name }).first(), `${url} lists ${name}`).toBeVisible();
    await expectLiteral(admin, name, url);
    await expectInert(admin, url);
  }

  // A last look, after any late image error or effect had its chance.
  await page.waitForTimeout(500);
  await expectInert(page, 'visitor, at the end');
  await expectInert(admin, 'admin, at the end');
  expect(visitorProblems).toEqual([]);
  expect(adminProblems).toEqual([]);
  await visitorContext.close();
  await adminContext.close();
});
