import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from './support/env';
import { registerPassenger, uniqueEmail } from './support/users';
import { dayFromNow, seedCatalogue, tag } from './support/catalogue';

const avatar = path.resolve('e2e/fixtures/avatar.png');
const avatarDataUrl = `data:image/png;base64,${fs.readFileSync(avatar).toString('base64')}`;

let n = 0;
/** Catalogue names are unique, and other spec files share the server. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++n}`;

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });
/** The back office's menu: a sidebar grouped by Network / Schedule / Sales / Operations / People (issue 35). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * Follows a link of the back office's sidebar, under the SPEC's menu title (the part heading the link sits under),
 * from wherever the admin is: the navbar's Back office link leads to the sidebar.
 */
async function viaMenu(page: Page, menu: string, link: string) {
  if (!(await sidebar(page).isVisible())) await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
  await expect(sidebar(page).getByText(menu, { exact: false }).first()).toBeVisible();
  await sidebar(page).getByRole('link', { name: link, exact: true }).first().click();
}

/** Deletes a row through the confirmation dialog, checking its texts. */
async function deleteRow(page: Page, name: string, title: string, message: string) {
  await row(page, name).getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Admin calls for setting up data the journey under test does not cover. */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/signin', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return async (url: string, data: object): Promise<{ _id: string }> => {
    const answer = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: { _id: string } }).data;
  };
}

test('an admin adds, lists, updates and deletes a domestic location with an image', async ({ page, login }) => {
  const name = unique('Sylhet');
  await login(ADMIN);
  await viaMenu(page, 'Flights Location', 'Location Entry');
  await expect(page).toHaveURL(/\/domesticFlightAdd$/);

  await page.getByLabel('Location name', { exact: true }).fill(name);
  await page.getByLabel('Tickit Price').fill('4500');
  await page.getByLabel('Location image').setInputFiles(avatar);
  await expect(page.getByAltText('Location image preview')).toBeVisible();
  await page.getByLabel('IATA code').fill('zyl');
  await page.getByLabel('Time zone').fill('Asia/Dhaka');
  await page.getByLabel('Latitude').fill('24.9633');
  await page.getByLabel('Longitude').fill('91.8668');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfully added new Domestic Flight')).toBeVisible();
  await expect(page).toHaveURL(/\/domesticFlightList$/);
  for (const heading of ['SL', 'Location', 'Name', 'Tickit Price', 'Created & Updated', 'Action'])
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  await expect(row(page, name)).toContainText('৳4,500');
  await expect(row(page, name)).toContainText('ZYL');
  const thumbnail = row(page, name).getByRole('img', { name });
  await expect(thumbnail).toHaveAttribute('src', /^https?:\/\/[^/]+\/api\/images\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await row(page, name).getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/domesticFlightUpdate\/[\w-]+$/);
  await expect(page.getByLabel('Location name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Dhaka');
  await page.getByLabel('Tickit Price').fill('5200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/domesticFlightList$/);
  await expect(row(page, name)).toContainText('৳5,200');
  // The image was kept.
  await expect(row(page, name).getByRole('img', { name })).toHaveAttribute('src', /^https?:\/\/[^/]+\/api\/images\/[0-9a-f]{32}\.webp$/);

  // Close cancels.
  await row(page, name).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row(page, name)).toBeVisible();

  await deleteRow(
    page,
    name,
    'Are you sure you want to delete the flight?',
    `If you once delete the flight ${name} it's can't be recovered.`,
  );
  await expect(page.getByText('Flights Deleted Successfully.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('an admin adds, updates and deletes a package', async ({ page, login }) => {
  const name = unique('Gold Saver');
  await login(ADMIN);
  await viaMenu(page, 'Package', 'Add Package');
  await expect(page).toHaveURL(/\/packageAdd$/);

  await page.getByLabel('Package name', { exact: true }).fill(name);
  // The tier follows a name that speaks of one.
  await expect(page.getByLabel('Tier')).toHaveValue('gold');
  await page.getByLabel('Bag weight').fill('30');
  await page.getByLabel('Package price').fill('2500');
  await page.getByLabel('Facility 1', { exact: true }).fill('Lounge access');
  await page.getByLabel('Facility 2', { exact: true }).fill('Priority boarding');
  // Fare rules (issue 10): refundable by default, with fees in taka.
  await expect(page.getByLabel(/^Refundable/)).toBeChecked();
  await page.getByLabel('Change fee').fill('1500');
  await page.getByLabel('Refund fee before 24 h').fill('2000');
  await page.getByLabel('Refund fee within 24 h').fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The refund fee within 24 h must be a whole number.')).toBeVisible();
  await page.getByLabel('Refund fee within 24 h').fill('4000');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfully added new Package')).toBeVisible();
  await expect(page).toHaveURL(/\/packageList$/);
  await expect(row(page, name)).toContainText('gold');
  await expect(row(page, name)).toContainText('30 kg');
  await expect(row(page, name)).toContainText('৳2,500');
  await expect(row(page, name)).toContainText('Lounge access');
  await expect(row(page, name)).toContainText('Refundable: 2,000 TK per passenger until 24 h before departure, 4,000 TK per passenger within 24 h.');
  await expect(row(page, name)).toContainText('Changes: 1,500 TK per passenger.');

  await row(page, name).getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/packageUpdate\/[\w-]+$/);
  await expect(page.getByLabel('Bag weight')).toHaveValue('30');
  await page.getByLabel('Bag weight').fill('35');
  await expect(page.getByLabel('Change fee')).toHaveValue('1500');
  await page.getByLabel(/^Refundable/).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/packageList$/);
  await expect(row(page, name)).toContainText('35 kg');
  await expect(row(page, name)).toContainText('Non-refundable: nothing is given back on cancellation.');

  await deleteRow(
    page,
    name,
    'Are you sure you want to delete the package?',
    `If you once delete the package ${name} it's can't be recovered.`,
  );
  await expect(page.getByText('Package Deleted Successfully.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

// The pilot and the cabin crew member are two tests: each page's "Successfully updated" is its own (one page's
// toast could still be leaving when the next one's save answered).
test('an admin adds, renames and deletes a pilot', async ({ page, login }) => {
  const pilot = unique('Capt. Rahim');
  await login(ADMIN);

  await viaMenu(page, 'Pilot', 'Add Pilot');
  await expect(page).toHaveURL(/\/pilotEntry$/);
  await page.getByLabel('Pilot name').fill(pilot);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully added new Pilot')).toBeVisible();
  await expect(page).toHaveURL(/\/pilotList$/);
  await row(page, pilot).getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/pilotUpdate\/[\w-]+$/);
  await page.getByLabel('Pilot name').fill(`${pilot} Khan`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(row(page, `${pilot} Khan`)).toBeVisible();
  await deleteRow(
    page,
    `${pilot} Khan`,
    'Are you sure you want to delete the pilot?',
    `If you once delete the pilot ${pilot} Khan it's can't be recovered.`,
  );
  await expect(page.getByText('Pilot Deleted Successfully.')).toBeVisible();
  await expect(row(page, pilot)).toHaveCount(0);
});

test('an admin adds, renames and deletes a cabin crew member', async ({ page, login }) => {
  const crew = unique('Shirin');
  await login(ADMIN);

  await viaMenu(page, 'Cabin Crue', 'Add CabinCrue');
  await expect(page).toHaveURL(/\/cabinCrueEntry$/);
  await page.getByLabel('Cabin crew name').fill(crew);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully added new Cabin Crue')).toBeVisible();
  await expect(page).toHaveURL(/\/cabinCrueList$/);
  await row(page, crew).getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/cabinCrueUpdate\/[\w-]+$/);
  await expect(page.getByLabel('Cabin crew name')).toHaveValue(crew);
  await page.getByLabel('Cabin crew name').fill(`${crew} Akter`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/cabinCrueList$/);
  await deleteRow(
    page,
    `${crew} Akter`,
    'Are you sure you want to delete the cabin crew?',
    `If you once delete the cabin crew ${crew} Akter it's can't be recovered.`,
  );
  await expect(page.getByText('Cabin Crew Deleted Successfully.')).toBeVisible();
  await expect(row(page, crew)).toHaveCount(0);
});

test('an admin schedules, updates and deletes a flight; a pilot on a flight cannot be deleted', async ({ page, request, login }) => {
  // A long walk through six back-office pages (and the flight list now draws status and gate actions per row).
  test.setTimeout(120_000);
  const post = await adminApi(request);
  const from = unique('Dhaka');
  const to = unique("Cox's Bazar");
  const pilot = unique('Capt. Nabila');
  const crew = unique('Rafiq');
  // A flight may be scheduled at most two years ahead: this one departs in a year.
  const day = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  // Demo flights are TK/BG numbers; this one is unique to the run.
  const flightNumber = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
  for (const name of [from, to])
    await post('/api/upload-domestic-flight', { flightLocationName: name, tickitPrice: 4000, locationImage: avatarDataUrl, timeZone: 'Asia/Dhaka' });
  await post('/api/upload-pilot-information', { pilotName: pilot });
  await post('/api/upload-cabin-crew-information', { cabinCrewName: crew });

  await login(ADMIN);
  await viaMenu(page, 'Flight Information', 'Information Entry');
  await expect(page).toHaveURL(/\/flightInformationEntry$/);
  await expect(page.getByLabel('Seat capacity')).toHaveValue('180');
  await page.getByLabel('Flight number').fill(flightNumber);
  await page.getByLabel('Plane number').fill('S2-AJS');
  await page.getByLabel('From', { exact: true }).selectOption({ label: from });
  await page.getByLabel('To', { exact: true }).selectOption({ label: to });
  await page.getByLabel('Departing date').fill(day);
  await page.getByLabel('Departing time').fill('08:15');
  await page.getByLabel('Arrival date').fill(day);
  await page.getByLabel('Arrival time').fill('09:20');
  await page.getByLabel('Platinum price').fill('12000');
  await page.getByLabel('Gold price').fill('9000');
  await page.getByLabel('Silver price').fill('6500');
  await page.getByLabel('Pilot', { exact: true }).selectOption({ label: pilot });
  await page.getByLabel('Cabin crew', { exact: true }).selectOption({ label: crew });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfully added new flight information')).toBeVisible();
  await expect(page).toHaveURL(/\/flightInformationList$/);
  // The schedule holds thousands of demo flights: the list searches and pages.
  await page.getByLabel('Search flights').fill(flightNumber);
  const flight = row(page, flightNumber);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(flight).toContainText(`${from} → ${to}`);
  await expect(flight).toContainText(`${day} 08:15`);
  await expect(flight).toContainText('৳12,000');
  await expect(flight).toContainText('৳9,000');
  await expect(flight).toContainText(pilot);
  await expect(flight).toContainText(crew);
  // S2-AJS is a Boeing 787-9 of the demo fleet: the flight seats what its cabin layout has (297), not the form's default.
  await expect(flight).toContainText('297 / 297');

  await flight.getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/flightInformationUpdate\/[\w-]+$/);
  await expect(page.getByLabel('Pilot', { exact: true }).locator('option:checked')).toHaveText(pilot);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await page.getByLabel('Gold price').fill('9500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/flightInformationList$/);
  await page.getByLabel('Search flights').fill(flightNumber);
  await expect(row(page, flightNumber)).toContainText('৳9,500');

  // The pilot flies this flight: the server refuses with a sentence, and the row stays.
  await page.goto('/pilotList');
  await deleteRow(
    page,
    pilot,
    'Are you sure you want to delete the pilot?',
    `If you once delete the pilot ${pilot} it's can't be recovered.`,
  );
  await expect(page.getByText('This pilot is assigned to 1 flight; assign someone else to it first.')).toBeVisible();
  await expect(row(page, pilot)).toBeVisible();

  await page.goto('/flightInformationList');
  await page.getByLabel('Search flights').fill(flightNumber);
  await deleteRow(
    page,
    flightNumber,
    'Are you sure you want to delete the flight?',
    `If you once delete the flight ${flightNumber} it's can't be recovered.`,
  );
  await expect(page.getByText('FlightInfo Deleted Successfully.')).toBeVisible();
  await expect(row(page, flightNumber)).toHaveCount(0);

  // With the flight gone, the pilot can go too.
  await page.goto('/pilotList');
  await deleteRow(page, pilot, 'Are you sure you want to delete the pilot?', `If you once delete the pilot ${pilot} it's can't be recovered.`);
  await expect(page.getByText('Pilot Deleted Successfully.')).toBeVisible();
  await expect(row(page, pilot)).toHaveCount(0);
});

test('an admin creates another admin, who appears in the admin list', async ({ page, login }) => {
  const email = uniqueEmail('admin');
  await login(ADMIN);
  await page.goto('/adminEntry');
  await page.getByLabel('Name').fill('Selina Parvin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('runway-lights-24');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The admin account was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/adminList$/);
  await expect(row(page, email)).toContainText('Selina Parvin');

  await page.goto('/passengerList');
  await expect(page.getByRole('heading', { name: 'Passenger List' })).toBeVisible();
});

test('a passenger saves a traveller, opens it and deletes it', async ({ page, request, login }) => {
  const user = await registerPassenger(request, 'Mahmud Hasan');
  await login(user);
  await page.goto('/passengerEntry');
  await page.getByLabel('Name', { exact: true }).fill('Ayesha Hasan');
  await page.getByLabel('Email').fill('ayesha@example.com');
  await page.getByLabel('Primary mobile').fill('+880 1811-000111');
  await page.getByLabel('Blood group').selectOption('B+');
  await page.getByLabel('Weight').fill('62');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The traveller was saved.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'My saved travellers' })).toBeVisible();
  await expect(row(page, 'Ayesha Hasan')).toContainText('62 kg');

  await row(page, 'Ayesha Hasan').getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(/\/passengerProfile\?id=[\w-]+$/);
  await expect(page.getByText('+880 1811-000111')).toBeVisible();
  await page.getByRole('link', { name: 'All my saved travellers' }).click();
  await expect(page).toHaveURL(/\/passengerProfile$/);
  await deleteRow(
    page,
    'Ayesha Hasan',
    'Are you sure you want to delete the traveller?',
    "If you once delete the traveller Ayesha Hasan it's can't be recovered.",
  );
  await expect(page.getByText('The traveller was deleted.')).toBeVisible();
  await expect(page.getByText('You have no saved travellers yet.')).toBeVisible();
});

test('an English price list draws its taka signs in a font that has them, not as empty boxes', async ({ page, login }) => {
  // This machine's Chromium has no Bangla font of its own: the sign (U+09F3) needs the site's Noto Sans Bengali.
  await login(ADMIN);
  await page.goto('/packageList');
  const price = page.locator('tbody td').filter({ hasText: /^৳[\d,]+$/ }).first();
  await expect(price).toBeVisible();
  await price.evaluate((cell) => cell.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** The fonts Chromium drew the cell's text in (its own answer, as DevTools' "Rendered fonts" shows it). */
  const drawnIn = async () => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  await expect.poll(drawnIn, { message: 'the taka sign is drawn in Noto Sans Bengali' }).toContain('Noto Sans Bengali');
});

test('a passenger typing an admin address is told it is not allowed', async ({ page, request, login }) => {
  const user = await registerPassenger(request, 'Karim Uddin');
  await login(user);
  await page.goto('/packageList');
  await expect(page.getByText('You are not allowed to see this page.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an admin finds a payment no callback has settled by its booking reference', async ({ page, request, login }) => {
  const t = unique('Pay').split(' ')[1]!;
  const { packages, addFlight } = await seedCatalogue(request, [{ name: `Dhaka ${t}`, kind: 'domestic' }, { name: `Barisal ${t}`, kind: 'domestic' }]);
  const flight = await addFlight(`Dhaka ${t}`, `Barisal ${t}`, dayFromNow(9), { silver: 4200, gold: 6000, platinum: 8000 });
  const list = (await (await request.get('/api/packages-data-show')).json()) as { _id: string; packageName: string }[];
  const held = await request.post('/api/bookings', {
    data: {
      legs: [{ flightId: flight.id, packageId: list.find((p) => p.packageName === packages.silver)!._id }],
      contact: { email: `guest-${t}@example.com`, phone: '+8801711000000' },
      passengers: [{ title: 'Ms', type: 'adult', firstName: 'Nasrin', lastName: 'Akter' }],
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { data, manageToken } = (await held.json()) as { data: { pnr: string }; manageToken: string };
  const started = await request.post(`/api/bookings/${data.pnr}/payments`, { headers: { Authorization: `Bearer ${manageToken}` } });
  const { paymentId } = ((await started.json()) as { data: { paymentId: string } }).data;

  await login(ADMIN);
  await viaMenu(page, 'Flight Information', 'Payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await page.getByLabel('Booking reference or payment id').fill(data.pnr);
  await page.getByRole('button', { name: 'Filter' }).click();
  const found = row(page, data.pnr);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(paymentId);
  await expect(found).toContainText('started');
  await expect(found).toContainText('test');
  await expect(found.getByRole('link', { name: data.pnr })).toBeVisible();
});

/** The page is no wider than the window: nothing sticks out sideways (document width equals viewport width). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.document, `${what}: document ${widths.document} px wide in a ${widths.viewport} px viewport`).toBe(widths.viewport);
}

test.describe('the back office shell (issue 35)', () => {
  test('every admin page fits 1280 px, sign-out and the language switch stay on screen, and the shell passes axe', async ({ page, request, login }) => {
    test.setTimeout(180_000);
    // A flight of tomorrow, so the widest list (the flights, 14 columns) has a row to show.
    const t = tag();
    const { addFlight } = await seedCatalogue(request, [{ name: `Dhaka ${t}`, kind: 'domestic' }, { name: `Sylhet ${t}`, kind: 'domestic' }]);
    await addFlight(`Dhaka ${t}`, `Sylhet ${t}`, dayFromNow(1), { silver: 4200, gold: 6000, platinum: 8000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(ADMIN);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The sidebar's groups, with the spec's menu labels as they are written.
    for (const group of ['Network', 'Schedule', 'Sales', 'Operations', 'People']) await expect(sidebar(page).getByRole('heading', { name: group })).toBeVisible();
    for (const label of ['All User', 'Location Entry', 'Add Package', 'Add Pilot', 'Add CabinCrue', 'CabinCrue List', 'Information Entry', 'Informatin List']) {
      await expect(sidebar(page).getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(sidebar(page).getByText('Cabin Crue', { exact: true })).toBeVisible();

    const hrefs = await sidebar(page).getByRole('link').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      // As an admin moves about: by the sidebar's link (the app stays loaded; each page's code comes when first asked).
      await sidebar(page).locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main .spinner-border')).toHaveCount(0);
      await expectNoSidewaysScroll(page, href);
      // A list wider than the page scrolls inside its frame, its last column (Update, Delete) still in view.
      const lastColumnRight = await page.evaluate(() => document.querySelector('main table.list-table tbody tr > td:last-child')?.getBoundingClientRect().right ?? null);
      if (lastColumnRight !== null) expect(lastColumnRight, `${href}: the rows' last column off screen`).toBeLessThanOrEqual(1280);
      for (const control of [page.getByRole('button', { name: ADMIN.name }), page.getByTestId('language-switch')]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, `${href}: a navbar control off screen`).toBeLessThanOrEqual(1280);
      }
    }

    // axe on the admin shell (navbar, sidebar, the dashboard with its charts and CSV buttons): nothing serious or critical.
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: /^Download .* as CSV$/ }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('on a phone the sidebar folds behind a Menu button and the page fits the screen', async ({ page, login }) => {
    await login(ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/flightInformationList');
    await expect(page.getByRole('heading', { name: 'Informatin List' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await expectNoSidewaysScroll(page, '/flightInformationList at 390 px');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Back office menu' });
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(/\/auditLog$/);
    await expect(panel).toBeHidden();
    await expectNoSidewaysScroll(page, '/auditLog at 390 px');

    // A toast opens below the Menu bar, so the Menu button stays free to tap while it shows.
    await page.goto('/packageList');
    await page.getByRole('link', { name: /^Update/ }).first().click();
    await expect(page).toHaveURL(/\/packageUpdate\/[\w-]+$/);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Successfully updated' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/packageList$/);
    // (The list scrolls to the row saved; at the top of the page the Menu bar is under the navbar.)
    await page.evaluate(() => window.scrollTo(0, 0));
    const menu = page.getByRole('button', { name: 'Menu' });
    const menuBox = await menu.boundingBox();
    // Polled: the toast slides down into place, and a box read during that is still above where it settles.
    await expect.poll(async () => (await toast.boundingBox())!.y, { message: 'the toast starts below the Menu button' }).toBeGreaterThanOrEqual(menuBox!.y + menuBox!.height);
    await menu.click();
    await expect(panel).toBeVisible();
  });

  test('Make Admin says what it does and asks first; Remove admin takes the role back, never from oneself', async ({ page, request, login }) => {
    const user = await registerPassenger(request, 'Tahmina Sultana');
    await login(ADMIN);
    await page.goto('/userList');
    await page.getByLabel('Search users').fill(user.email);
    const line = row(page, user.email);
    await expect(line).toHaveCount(1);

    // Asked, then closed: nothing changes.
    await line.getByRole('button', { name: /^Make Admin/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Make Tahmina Sultana an admin?' })).toBeVisible();
    await expect(dialog).toContainText('will reach the whole back office at once');
    await expect(dialog).toContainText(user.email);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByText('Passenger')).toBeVisible();

    // Asked and confirmed.
    await line.getByRole('button', { name: /^Make Admin/ }).click();
    await dialog.getByRole('button', { name: 'Make Admin', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByText('Admin', { exact: true })).toBeVisible();

    // And taken back.
    await line.getByRole('button', { name: /^Remove admin/ }).click();
    await expect(dialog.getByRole('heading', { name: "Remove Tahmina Sultana's admin role?" })).toBeVisible();
    await expect(dialog).toContainText('becomes a passenger and loses the back office at once');
    await dialog.getByRole('button', { name: 'Remove admin', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByText('Passenger')).toBeVisible();
    await expect(line.getByRole('button', { name: /^Make Admin/ })).toBeVisible();

    // One's own row offers no Remove admin (and the server refuses it).
    await page.getByLabel('Search users').fill(ADMIN.email);
    await expect(row(page, ADMIN.email).getByText('Admin', { exact: true })).toBeVisible();
    await expect(row(page, ADMIN.email).getByRole('button', { name: /Remove admin/ })).toHaveCount(0);
  });

  test('the flight list is sorted by departure, filters by day and route, and jumps to the last page', async ({ page, request, login }) => {
    const t = tag();
    const from = `Barishal ${t}`;
    const to = `Rajshahi ${t}`;
    const { addFlight } = await seedCatalogue(request, [
      { name: from, kind: 'domestic' },
      { name: to, kind: 'domestic' },
    ]);
    // Added out of order: the list follows departure, not creation.
    const late = await addFlight(from, to, dayFromNow(12), { silver: 5000, gold: 7000, platinum: 9000 });
    const soon = await addFlight(from, to, dayFromNow(5), { silver: 5000, gold: 7000, platinum: 9000 });
    const middle = await addFlight(from, to, dayFromNow(9), { silver: 5000, gold: 7000, platinum: 9000 });
    const back = await addFlight(to, from, dayFromNow(6), { silver: 5000, gold: 7000, platinum: 9000 });

    await login(ADMIN);
    await page.goto('/flightInformationList');
    const numbers = page.locator('tbody tr td:nth-child(2)');
    // The whole schedule from today on by default.
    await expect(page.getByLabel('Departing from')).toHaveValue(dayFromNow(0));
    const firstDay = (await page.locator('tbody tr td:nth-child(5)').first().textContent())!.trim().slice(0, 10);
    expect(firstDay >= dayFromNow(-1)).toBe(true);

    await page.getByLabel('From', { exact: true }).selectOption({ label: from });
    await expect(numbers).toHaveText([soon.flightNumber, middle.flightNumber, late.flightNumber]);
    await page.getByLabel('To', { exact: true }).selectOption({ label: to });
    await page.getByLabel('Departing until').fill(dayFromNow(10));
    await expect(numbers).toHaveText([soon.flightNumber, middle.flightNumber]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search flights').fill(back.flightNumber);
    await expect(numbers).toHaveText([back.flightNumber]);
    await page.getByLabel('Search flights').fill('');

    // Page jumps over the whole schedule.
    const pager = page.getByRole('navigation', { name: 'Pages of flights' });
    await expect(pager.getByRole('button', { name: 'Last', exact: true })).toBeEnabled();
    await pager.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    const last = await pager.getByLabel('Page').inputValue();
    expect(Number(last)).toBeGreaterThan(1);
    await pager.getByRole('button', { name: 'First', exact: true }).click();
    await expect(pager.getByLabel('Page')).toHaveValue('1');
    await pager.getByLabel('Page').fill('2');
    await pager.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(pager).toContainText('Showing 51–100');
  });
});
