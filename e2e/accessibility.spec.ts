import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './support/fixtures';
import { bearer, payByApi } from './support/booking';
import { adminHeaders, created, flightNumberOf, tag } from './support/catalogue';
import { registerPassenger } from './support/users';

/**
 * Issue 35: every traveller page, in English and Bangla, on a desktop and a 390 px phone, has no serious or critical
 * accessibility violation (axe-core), is no wider than the screen, and a Bangla page names the catalogue's places
 * and packages in Bangla. Screenshots of the Bangla phone pages are kept with the results, to be looked at.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Local date and time in Dhaka (places without a zone are there), `hours` from now. */
function dhaka(hours: number) {
  const local = new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

interface World {
  from: string;
  to: string;
  date: string;
  flightNumber: string;
  /** A paid, checked-in booking and an unpaid one of `user`. */
  paid: string;
  held: string;
  user: { name: string; email: string; password: string };
}

const imageDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Two places and three packages with Bangla names, a flight five hours from now, and two bookings of one traveller. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const headers = await adminHeaders(request);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Cox's Bazar ${t}`;
  await created(request, '/api/upload-domestic-flight', headers, { flightLocationName: from, flightLocationNameBn: `ঢাকা ${t}`, tickitPrice: 9995, locationImage: imageDataUrl });
  await created(request, '/api/upload-domestic-flight', headers, { flightLocationName: to, flightLocationNameBn: `কক্সবাজার ${t}`, tickitPrice: 10995, locationImage: imageDataUrl });
  const names = { silver: ['Silver', 'সিলভার'], gold: ['Gold', 'গোল্ড'], platinum: ['Platinum', 'প্লাটিনাম'] } as const;
  const packageIds: Record<string, string> = {};
  for (const [tier, [english, bangla]] of Object.entries(names)) {
    const made = await created(request, '/api/packages-data-upload', headers, {
      packageName: `${english} ${t}`,
      packageNameBn: `${bangla} ${t}`,
      tier,
      bagWeight: 20,
      packagesPrice: 0,
      packageFacility1: 'Meal on board',
      packageFacility1Bn: 'বিমানে খাবার',
    });
    packageIds[tier] = made._id;
  }
  const pilot = await created(request, '/api/upload-pilot-information', headers, { pilotName: `Captain ${t}` });
  const crew = await created(request, '/api/upload-cabin-crew-information', headers, { cabinCrewName: `Crew ${t}` });
  const departs = dhaka(5);
  const arrives = dhaka(6);
  const flightNumber = flightNumberOf('TM', t);
  const flight = await created(request, '/api/upload-flight-information', headers, {
    planeNumber: 'S2-AXE',
    flightNumber,
    flightFromCurrentLocation: from,
    flightToDestinationLocation: to,
    platinumpackagesPrice: 9000,
    goldPackagesPrice: 7000,
    silverPackagesPrice: 5000,
    flightDepartingDate: departs.date,
    flightDepartingTime: departs.time,
    flightArrivalDate: arrives.date,
    flightArrivalTime: arrives.time,
    pilotsOfPlaneId: pilot._id,
    cabinCrewId: crew._id,
    seatCapacity: 70,
  });

  const user = await registerPassenger(request, 'Farhana Akter');
  const auth = await bearer(request, user);
  const hold = async () => {
    const res = await request.post('/api/bookings', {
      headers: auth,
      data: { legs: [{ flightId: flight._id, packageId: packageIds.gold }], passengers: [{ title: 'Mrs', firstName: 'Farhana', lastName: 'Akter', type: 'adult' }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { pnr: string } }).data.pnr;
  };
  const paid = await hold();
  await payByApi(request, auth, paid);
  const checkIn = await request.post(`/api/bookings/${paid}/check-in`, { headers: auth, data: { legIndex: 0, passengers: [{ index: 0 }] } });
  expect(checkIn.status(), await checkIn.text()).toBe(201);
  const held = await hold();
  return { from, to, date: departs.date, flightNumber, paid, held, user };
}

/** The serious and critical violations axe finds on the page as it is, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Sections below the first screen skip their rendering until scrolled near (content-visibility: auto), and axe
  // would judge the colours of unrendered text: drawn whole for the check, as a reader scrolling down sees them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`);
}

/** How much wider than the screen the document is (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface PageCase {
  name: string;
  path: string;
  /** Signed out (login, register); the others are opened signed in as the world's traveller. */
  guest?: boolean;
  /** Before the check: what says the page has drawn its content. */
  ready: (page: Page) => Promise<void>;
}

function pagesOf(w: World): PageCase[] {
  const search = new URLSearchParams({ travelType: 'oneWay', from: w.from.toLowerCase(), to: w.to.toLowerCase(), date: w.date, travellers: '1' });
  const heading = (page: Page) => expect(page.locator('main h1, main h2').first()).toBeVisible();
  return [
    { name: 'home', path: '/', ready: (p) => expect(p.locator('#search-from option').nth(1)).toBeAttached() },
    { name: 'results', path: `/flightSearchResult?${search}`, ready: (p) => expect(p.locator(`[data-flight-number="${w.flightNumber}"]`).first()).toBeVisible() },
    {
      name: 'booking-form',
      path: `/flightSearchResult?${search}`,
      ready: async (p) => {
        // The package is chosen on the results page; the booking form follows from that choice.
        const row = p.locator(`[data-flight-number="${w.flightNumber}"]`).first();
        await expect(row).toBeVisible();
        // A phone shows the flight's packages once its row is opened. Once in CI (two cores, two workers) the row's
        // first tap left it closed (the button focused, aria-expanded still false; not seen again alone): tapped again
        // until it says it is open, rather than waiting out the test's time for a package that never shows.
        const open = row.locator('.open-packages');
        if (await open.isVisible()) {
          await expect(async () => {
            if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
            await expect(open).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
          }).toPass({ timeout: 20_000 });
        }
        const choose = row.locator('button[aria-pressed]').filter({ visible: true }).first();
        await choose.click({ timeout: 20_000 });
        await expect(choose).toHaveAttribute('aria-pressed', 'true');
        await p.goto(p.url().replace(/\/flightSearchResult\?.*$/, '/ticketBooking'));
        await expect(p.locator('form input').first()).toBeVisible();
      },
    },
    { name: 'payment', path: `/booking/${w.held}/pay`, ready: (p) => expect(p.getByTestId('booking-total')).toBeVisible() },
    { name: 'manage-booking', path: '/manage-booking', ready: heading },
    { name: 'booking-details', path: `/booking/${w.paid}`, ready: (p) => expect(p.getByTestId('ticket').first()).toBeVisible() },
    { name: 'check-in', path: `/check-in/${w.paid}`, ready: heading },
    { name: 'boarding-pass', path: `/boarding-pass/${w.paid}?leg=0&passenger=0`, ready: (p) => expect(p.locator('main svg, main canvas, main img').first()).toBeVisible() },
    { name: 'flight-status', path: `/flight-status?flightNumber=${w.flightNumber}&date=${w.date}`, ready: (p) => expect(p.getByText(w.flightNumber).first()).toBeVisible() },
    { name: 'profile', path: '/userProfile', ready: heading },
    { name: 'my-bookings', path: '/booking', ready: (p) => expect(p.locator(`[data-pnr="${w.paid}"]`).first()).toBeVisible() },
    { name: 'login', path: '/login', guest: true, ready: heading },
    { name: 'register', path: '/register', guest: true, ready: heading },
    { name: 'legal-privacy', path: '/legal/privacy', guest: true, ready: heading },
    { name: 'legal-baggage', path: '/legal/baggage', guest: true, ready: heading },
  ];
}

let world: World;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  world = await makeWorld(request);
});

async function contextFor(browser: Browser, viewport: { width: number; height: number }, signedIn: boolean) {
  // Signed in on a wide screen, where the navigation bar shows the user's name; then the screen asked for.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  if (signedIn) await signInThroughApi(page, world.user);
  await page.setViewportSize(viewport);
  return { context, page };
}

for (const language of ['en', 'bn'] as const) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`traveller pages in ${language === 'bn' ? 'Bangla' : 'English'} on a ${device}: no serious or critical axe violation, no overflow`, async ({ browser }) => {
      test.setTimeout(420_000);
      const signedIn = await contextFor(browser, viewport, true);
      const guest = await contextFor(browser, viewport, false);
      const problems: string[] = [];
      try {
        for (const c of pagesOf(world)) {
          const page = c.guest ? guest.page : signedIn.page;
          await page.goto(`${language === 'bn' ? '/bn' : ''}${c.path === '/' && language === 'bn' ? '' : c.path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await c.ready(page);
          for (const v of await seriousViolations(page)) problems.push(`${c.name}: ${v}`);
          const wider = await overflow(page);
          if (wider > 0) problems.push(`${c.name}: the page is ${wider} px wider than the ${viewport.width} px screen`);
          if (language === 'bn' && device === 'phone') await page.screenshot({ path: test.info().outputPath(`bn-390-${c.name}.png`), fullPage: true });
        }
      } finally {
        await signedIn.context.close();
        await guest.context.close();
      }
      expect(problems).toEqual([]);
    });
  }
}

test('a Bangla page names the catalogue’s places and packages in Bangla, and an English one in English', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login(world.user);
  // Routes are written in capitals (SPEC), the tag's Latin letters too.
  const t = world.from.slice('Dhaka '.length).toUpperCase();
  const search = new URLSearchParams({ travelType: 'oneWay', from: world.from.toLowerCase(), to: world.to.toLowerCase(), date: world.date, travellers: '1' });

  await page.goto(`/bn/flightSearchResult?${search}`);
  const row = page.locator(`[data-flight-number="${world.flightNumber}"]`).first();
  await expect(row).toContainText(`ঢাকা ${t} → কক্সবাজার ${t}`);
  await expect(page.getByText(`গোল্ড ${t.toLowerCase()}`).first()).toBeAttached();
  await expect(page.getByText(world.from, { exact: false })).toHaveCount(0);

  await page.goto(`/bn/booking/${world.paid}`);
  await expect(page.getByTestId('ticket').first()).toContainText(`ঢাকা ${t} → কক্সবাজার ${t}`);
  await expect(page.getByTestId('ticket').first()).toContainText(`গোল্ড ${t.toLowerCase()}`);

  await page.goto(`/bn/boarding-pass/${world.paid}?leg=0&passenger=0`);
  await expect(page.locator('main')).toContainText(`ঢাকা ${t.toLowerCase()}`);

  await page.goto(`/bn/flight-status?flightNumber=${world.flightNumber}&date=${world.date}`);
  await expect(page.locator('main')).toContainText(`ঢাকা ${t.toLowerCase()} → কক্সবাজার ${t.toLowerCase()}`);

  // The home page's From list, in Bangla; the footer's hotline is the configured one (the demo number here).
  await page.goto('/bn');
  await expect(page.locator('#search-from option', { hasText: `ঢাকা ${t.toLowerCase()}` })).toBeAttached();
  await expect(page.locator('footer a[href^="tel:"]')).toHaveAttribute('href', 'tel:+8809610000000');
  await expect(page.locator('footer a[href^="tel:"]')).toContainText('+৮৮০ ৯৬১০-০০০০০০');

  // English stays English (the language chosen last is remembered: English is chosen again).
  await page.evaluate(() => localStorage.setItem('tarmac.language', 'en'));
  await page.goto(`/booking/${world.paid}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('ticket').first()).toContainText(`${world.from} → ${world.to}`.toUpperCase());
});
