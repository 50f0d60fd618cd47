import { expect, test } from './support/fixtures';
import { PDFParse } from 'pdf-parse';
import { bearer, holdByApi, payByApi, payOnTestPage } from './support/booking';
import { adminHeaders as adminHeadersOf, created, domesticTrip, flightNumberOf, tk } from './support/catalogue';
import { ADMIN } from './support/env';
import { registerPassenger } from './support/users';

/**
 * Day of travel: two passengers of a paid booking check in and choose their seats on the map, open a boarding
 * pass on a phone, and the gate boards it once (a second scan says so).
 */

/** Local date and time in Dhaka (UTC+6; places without a zone are there), `hours` from now. */
function dhaka(hours: number) {
  const local = new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

test('two passengers check in with seats from the map, a pass opens on a phone, and the gate boards it once', async ({ page, request, browser, login }) => {
  // A whole day of travel in one journey, with a second browser for the gate.
  test.setTimeout(150_000);
  const departs = dhaka(5);
  const arrives = dhaka(6);
  const { from, to, packages, flight } = await domesticTrip(request, {
    from: 'Sylhet',
    to: 'Barishal',
    date: departs.date,
    prices: { silver: 4200, gold: 5600, platinum: 7900 },
    seatCapacity: 180,
    times: { departs: departs.time, arrives: arrives.time, arrivalDate: arrives.date },
  });

  // Two passengers hold seats (as the app would), then pay in the browser with the TEST MODE provider.
  const user = await registerPassenger(request, 'Farhana Akter');
  const headers = await bearer(request, user);
  const search = await request.get('/api/show-search-flight-result', {
    params: { travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: departs.date, travellers: 2 },
  });
  const { results } = (await search.json()) as { results: { _id: string; packageList: { _id: string; packageName: string }[] }[] };
  const packageId = results.find((r) => r._id === flight.id)!.packageList.find((p) => p.packageName === packages.silver)!._id;
  const held = await request.post('/api/bookings', {
    headers,
    data: {
      legs: [{ flightId: flight.id, packageId }],
      passengers: [
        { title: 'Mrs', firstName: 'Farhana', lastName: 'Akter', type: 'adult' },
        { title: 'Mr', firstName: 'Imran', lastName: 'Hossain', type: 'adult' },
      ],
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { pnr } = ((await held.json()) as { data: { pnr: string } }).data;
  await login(user);
  await page.goto(`/booking/${pnr}/pay`);
  await payOnTestPage(page, { pnr, amount: tk(8400) });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  // My bookings offers check-in while the window is open.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Booking', exact: true }).click();
  await page.getByRole('link', { name: `Check in booking ${pnr}` }).click();
  await expect(page.getByRole('heading', { name: /Online check-in/ })).toBeVisible();

  // Farhana takes 12A with the mouse; Imran gets 12B from the keyboard (arrow right, Enter).
  const map = page.getByRole('group', { name: new RegExp(`^Seat map of flight ${flight.flightNumber}`) });
  await expect(page.getByText('Choosing for Farhana Akter')).toBeVisible();
  await map.getByRole('button', { name: 'Seat 12A, available' }).click();
  await expect(page.getByText('Choosing for Imran Hossain')).toBeVisible();
  await expect(map.getByRole('button', { name: 'Seat 12A, chosen for Farhana Akter' })).toBeVisible();
  await map.getByRole('button', { name: 'Seat 12A, chosen for Farhana Akter' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(map.getByRole('button', { name: 'Seat 12B, available' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('button', { name: 'Seat 12B, selected' })).toBeVisible();
  await map.screenshot({ path: 'test-results/check-in-seat-map.png' });

  // The confirmation is a toast that shows for two seconds: watched for from before the click, in the page, so a
  // busy machine cannot let it come and go between two of the assertion's retries. The seat map then answers
  // slowly, as on a busy server: the passes arrive first and close the seat chooser, and the toast must still show.
  await page.route('**/seat-map', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const confirmed = page.getByText('Checked in: your boarding passes are ready.').waitFor();
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await confirmed;
  const passes = page.getByRole('list', { name: 'Boarding passes' });
  await expect(passes.getByRole('listitem').filter({ hasText: 'Farhana Akter' })).toContainText('Seat 12A');
  await expect(passes.getByRole('listitem').filter({ hasText: 'Imran Hossain' })).toContainText('Seat 12B');

  // On a phone: the pass with its QR code and the BCBP: the 60-character block, then its signature (^1, 56 hex: 86 characters).
  await page.setViewportSize({ width: 390, height: 844 });
  await passes.getByRole('link', { name: 'Open boarding pass of Farhana Akter' }).click();
  const card = page.getByTestId('boarding-pass');
  await expect(card.getByRole('heading', { name: 'Farhana Akter' })).toBeVisible();
  await expect(card.getByRole('img', { name: /^Boarding pass barcode for Farhana Akter/ })).toBeVisible();
  await expect(card).toContainText('12A');
  const bcbp = (await card.getByTestId('bcbp').textContent())!;
  expect(bcbp).toHaveLength(150);
  expect(bcbp).toMatch(new RegExp(`^M1AKTER/FARHANA\\s+E${pnr} .{30}\\^156[A-Za-z0-9_-]{86}$`));
  await page.screenshot({ path: 'test-results/check-in-phone-pass.png', fullPage: true });

  // The gate: an admin pastes the pass; the second paste says it has boarded already.
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await login(ADMIN, staff);
  await staff.goto(`/gate?flight=${flight.id}`);
  const counts = staff.getByTestId('gate-counts');
  await expect(counts).toContainText('Booked2');
  await expect(counts).toContainText('Checked in2');
  await staff.getByLabel('Boarding pass').fill(bcbp);
  await staff.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(staff.getByTestId('gate-result')).toHaveText('Boarded: Farhana Akter, seat 12A.');
  // The name on record beside the name the pass carries, for the agent to hold against the passenger's ID.
  await expect(staff.getByTestId('gate-names')).toContainText('Name on recordFarhana Akter');
  await expect(staff.getByTestId('gate-names')).toContainText('Name on the passAKTER/FARHANA');
  await expect(counts).toContainText('Boarded1');
  await staff.getByLabel('Boarding pass').fill(bcbp);
  await staff.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(staff.getByTestId('gate-result')).toHaveText(/^Farhana Akter already boarded at \d\d:\d\d\.$/);
  // The 60 characters typed by hand carry no signature: refused, whoever they name.
  await staff.getByLabel('Boarding pass').fill(bcbp.slice(0, 60).replace('AKTER/FARHANA', 'HOSSAIN/IMRAN'));
  await staff.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(staff.getByTestId('gate-result')).toContainText('This boarding pass carries no signature');
  await expect(counts).toContainText('Boarded1');
  await staff.screenshot({ path: 'test-results/check-in-gate.png' });
  await staff.close();
});

test('an admin gives a plane type its cabin layout, and the plane’s seat map follows it', async ({ page, request, login }) => {
  const departs = dhaka(30);
  const arrives = dhaka(31);
  const { t, flight } = await domesticTrip(request, {
    from: 'Jashore',
    to: 'Saidpur',
    date: departs.date,
    prices: { silver: 3000, gold: 4000, platinum: 5000 },
    times: { departs: departs.time, arrives: arrives.time, arrivalDate: arrives.date },
  });
  const plane = ((await (await request.get(`/api/flight-information/${flight.id}`, { headers: await adminHeadersOf(request) })).json()) as { planeNumber: string }).planeNumber;

  await login(ADMIN);
  await page.goto('/cabinLayouts');
  await page.getByLabel('Name (plane type)').fill(`ATR 72 ${t}`);
  await page.getByLabel('Rows', { exact: true }).fill('18');
  await page.getByLabel('Seat letters').fill('AC-DF');
  await page.getByLabel('Exit rows').fill('1');
  await page.getByLabel('Blocked seats').fill('18A, 18F');
  await page.getByLabel('Planes flying it').fill(plane);
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText(`Cabin layout ATR 72 ${t} saved: 70 seats.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `ATR 72 ${t}` });
  await expect(row).toContainText('18 × AC-DF');
  await expect(row).toContainText(plane);
  await page.screenshot({ path: 'test-results/check-in-layouts.png' });

  const map = (await (await request.get(`/api/flights/${flight.id}/seat-map`)).json()) as { columns: string[]; rows: unknown[] };
  expect(map.columns).toEqual(['A', 'C', '', 'D', 'F']);
  expect(map.rows).toHaveLength(18);
});

test('one true time: a delayed ATR 72 flight shows its 18 rows of 2-2, and its new time on the pass, the PDF, the manifest and the gate list', async ({ page, request, browser, login }) => {
  test.setTimeout(90_000);
  // Every time from one instant, to the minute, so the expected clock times agree with each other.
  const base = Math.floor(Date.now() / 60_000) * 60_000;
  const at = (hours: number) => {
    const local = new Date(base + hours * 3_600_000 + 6 * 3_600_000).toISOString();
    return { date: local.slice(0, 10), time: local.slice(11, 16) };
  };
  const departs = at(5);
  const arrives = at(6);
  const later = at(7);
  const { from, to, packages, headers: admin, t } = await domesticTrip(request, {
    from: 'Rajshahi',
    to: 'Cox’s Bazar',
    date: departs.date,
    prices: { silver: 3900, gold: 5200, platinum: 7100 },
    times: { departs: departs.time, arrives: arrives.time, arrivalDate: arrives.date },
  });
  // S2-AKA is an ATR 72-600 of the demo fleet: the seed gave it the type's cabin (18 rows, A C | D F, 70 seats).
  const flight = (await created(request, '/api/upload-flight-information', admin, {
    planeNumber: 'S2-AKA',
    flightNumber: flightNumberOf('TM', t),
    flightFromCurrentLocation: from,
    flightToDestinationLocation: to,
    platinumpackagesPrice: 7100,
    goldPackagesPrice: 5200,
    silverPackagesPrice: 3900,
    flightDepartingDate: departs.date,
    flightDepartingTime: departs.time,
    flightArrivalDate: arrives.date,
    flightArrivalTime: arrives.time,
    seatCapacity: 180,
  })) as { _id: string; flightNumber: string; seatCapacity: number };
  expect(flight.seatCapacity).toBe(70);

  const user = await registerPassenger(request, 'Tahmina Akter');
  const headers = await bearer(request, user);
  const { pnr } = await holdByApi(request, headers, { from, to, date: departs.date, flightId: flight._id, packageName: packages.silver, passenger: 'Tahmina Akter', key: `tt-${t}` });
  await payByApi(request, headers, pnr);
  const delayed = await request.patch(`/api/flight-information/${flight._id}/status`, {
    headers: admin,
    data: { status: 'delayed', estimatedDate: later.date, estimatedTime: later.time, reason: 'Late arrival of the aircraft' },
  });
  expect(delayed.status(), await delayed.text()).toBe(200);

  // The seat map is the ATR's: rows 1 to 18 of A C, aisle, D F; no row 19, no B or E.
  await login(user);
  await page.goto(`/check-in/${pnr}`);
  const map = page.getByRole('group', { name: new RegExp(`^Seat map of flight ${flight.flightNumber}`) });
  await expect(map.getByRole('button', { name: 'Seat 18D, available' })).toBeVisible();
  await expect(map.getByRole('button', { name: /^Seat \d+[A-F], / })).toHaveCount(72);
  await expect(map.getByRole('button', { name: /^Seat (19|30)|^Seat \d+[BE],/ })).toHaveCount(0);
  // The cut-off is at the departure airport's clock, named, and moved by the delay (an hour before the new time).
  const cutOff = at(6);
  await expect(page.getByText(new RegExp(`open until .*${cutOff.time} \\(${from} time\\)`))).toBeVisible();
  await map.getByRole('button', { name: 'Seat 3C, available' }).click();
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await page.getByRole('list', { name: 'Boarding passes' }).getByRole('link', { name: 'Open boarding pass of Tahmina Akter' }).click();

  // The pass: the new departure and boarding times, and the old time named as the one it was.
  const card = page.getByTestId('boarding-pass');
  await expect(card).toContainText(`Departs (${from} time)${later.time}`);
  await expect(card).toContainText(`Boarding${at(6.5).time}`);
  await expect(card.getByTestId('pass-delayed')).toContainText(`it was to leave at ${departs.time}`);

  // The PDF says the same, in words.
  const pdf = await request.get(`/api/bookings/${pnr}/boarding-pass.pdf?leg=0&passenger=0`, { headers });
  expect(pdf.status()).toBe(200);
  const text = (await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText()).text.replace(/\s+/g, ' ');
  expect(text).toContain(`DEPARTS (${from} TIME) ${later.time}`);
  expect(text).toContain(`DELAYED: scheduled ${departs.time}`);
  expect(text).not.toContain(departs.date);

  // The back office: the manifest and the gate's day list carry the new time.
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await login(ADMIN, staff);
  await staff.goto(`/flightManifest/${flight._id}`);
  await expect(staff.getByTestId('manifest-departure')).toContainText(`${later.time} (${from} time)`);
  await expect(staff.getByTestId('manifest-departure')).toContainText('delayed, was');
  const csv = await request.get(`/api/admin/flights/${flight._id}/manifest.csv`, { headers: admin });
  expect(await csv.text()).toContain(`${later.date} ${later.time} (${from}),${pnr},Tahmina Akter,adult,`);
  await staff.goto('/gate');
  await staff.getByLabel('Departures on').fill(departs.date);
  const airport = staff.getByRole('region', { name: `${from} (${from} time)` });
  await expect(airport.getByRole('link', { name: new RegExp(`${flight.flightNumber} ${later.time}`) })).toContainText(`Delayed, was ${departs.time}`);
  await staff.close();
});
