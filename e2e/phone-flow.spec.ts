import { expect, test, type Page } from '@playwright/test';
import { fillContact, fillPassenger, onPaymentStep, passengerBlock, payOnTestPage } from './support/booking';
import { dayFromNow, domesticTrip, tk } from './support/catalogue';

/**
 * Issue 35: the phone flow and passenger types at search. A family (two adults, a child, a lap infant) searches a
 * domestic flight on a 390 px phone: the results say the search in one line, the flight opens to its packages, a
 * sticky bar carries the package, travellers, total and Continue, and the total at selection is what the booking
 * and the payment charge (the lap infant free on a domestic flight, the child 75 %). No traveller page is wider
 * than the phone. In Bangla on a desktop, the same party's total says so in Bangla digits.
 */
const PHONE = { width: 390, height: 844 };
const taka = (n: number) => `৳${n.toLocaleString('bn-BD')}`;

/** The document is exactly as wide as the screen (nothing sticks out sideways). */
async function fitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test('a family books a domestic flight on a phone through the sticky bar, paying what selection said', async ({ page, request }) => {
  test.setTimeout(90_000);
  const gold = 8000;
  const { from, to, date, packages, flight } = await domesticTrip(request, { from: 'Dhaka', to: "Cox's Bazar", days: 40, prices: { silver: 6000, gold, platinum: 12000 } });
  const total = 2 * gold + Math.round(gold * 0.75);
  await page.setViewportSize(PHONE);

  // The home page stays as wide as the phone once its carousels have loaded.
  await page.goto('/');
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('heading', { name: 'Offers', exact: true })).toBeVisible();
  await expect(page.getByText('Children under two fly free')).toBeAttached();
  await expect(page.getByText('15% off when you book 30 days ahead')).toHaveCount(0);
  await fitsTheScreen(page);
  // The footer's Legal columns lead to a carrier's legal and help pages, and it gives the hotline.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^Hotline, 24\/7: \+880/ })).toBeVisible();
  await footer.getByRole('link', { name: 'Conditions of carriage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions of carriage' })).toBeVisible();
  await expect(page.getByText('Online check-in opens 48 hours and closes 60 minutes before departure.', { exact: false })).toBeVisible();
  await fitsTheScreen(page);
  await page.goto('/');

  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(date);
  await page.getByLabel('Travellers').selectOption({ label: 'Three' });
  await page.getByLabel('Children (2–11)').selectOption('1');
  await page.getByLabel('Infants (under 2)').selectOption('1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // One line says the search; the panel opens with Edit.
  await expect(page).toHaveURL(/children=1&infants=1/);
  await expect(page.getByTestId('search-summary')).toContainText('2 adults, 1 child, 1 infant');
  await expect(page.getByRole('heading', { name: 'Change your search' })).toBeHidden();
  await fitsTheScreen(page);

  // The flight is one compact row that opens to its packages; each price says per adult, the party's says total.
  const row = page.getByRole('row').filter({ hasText: flight.flightNumber });
  const goldCard = row.locator('.package-card', { has: page.getByRole('heading', { name: packages.gold }) });
  await expect(goldCard).toBeHidden();
  await row.getByRole('button', { name: /per adult/ }).click();
  await expect(goldCard).toContainText(`${tk(gold)} per adult`);
  await expect(goldCard.getByTestId('party-total')).toHaveText(`${tk(total)} total`);
  await goldCard.getByRole('button', { name: `Select Flight ${flight.flightNumber} with ${packages.gold}` }).click();

  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText(`${packages.gold} · 2 adults, 1 child, 1 infant`);
  await expect(bar).toContainText(`${tk(total)} total`);
  await expect(bar).toBeInViewport();
  // From the search to Continue, fewer than four screens scrolled. Every other test's packages share this catalogue
  // (a real one has three), so the cards of packages not this trip's, above the chosen one, are not counted.
  const othersAbove = await row.locator('.package-card').evaluateAll((cards, own) => {
    const chosen = cards.find((c) => c.textContent?.includes(own.gold));
    const top = chosen ? chosen.getBoundingClientRect().top : Infinity;
    return cards
      .filter((c) => c.getBoundingClientRect().top < top && !own.all.some((name) => c.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() === name))
      .reduce((sum, c) => sum + c.getBoundingClientRect().height + parseFloat(getComputedStyle(c).marginTop) + parseFloat(getComputedStyle(c).marginBottom), 0);
  }, { gold: packages.gold, all: [packages.silver, packages.gold, packages.platinum] });
  expect((await page.evaluate(() => window.scrollY)) - othersAbove).toBeLessThan(4 * PHONE.height);
  await bar.getByRole('link', { name: 'Continue' }).click();

  // The confirm step has a block per passenger the search asked for, and the same total.
  await expect(page).toHaveURL(/\/ticketBooking$/);
  await expect(passengerBlock(page, 4)).toBeVisible();
  await fitsTheScreen(page);
  await fillPassenger(page, 1, { title: 'Mr', firstName: 'Rahim', lastName: 'Chowdhury' });
  await fillPassenger(page, 2, { title: 'Mrs', firstName: 'Karima', lastName: 'Chowdhury' });
  await fillPassenger(page, 3, { title: 'Mstr', firstName: 'Samir', lastName: 'Chowdhury', dateOfBirth: dayFromNow(-7 * 365) });
  await fillPassenger(page, 4, { title: 'Miss', firstName: 'Nila', lastName: 'Chowdhury', dateOfBirth: dayFromNow(-200) });
  await fillContact(page, { email: `phone-family-${Date.now()}@example.com`, phone: '+880 1711 555123' });
  await expect(page.getByTestId('booking-total')).toHaveText(`Booking total amount: ${tk(total)}`);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // Pay now is on the first screen of the payment step, with the total charged.
  const pnr = await onPaymentStep(page);
  await fitsTheScreen(page);
  await expect(page.getByTestId('pay-total')).toHaveText(`Booking total amount: ${tk(total)}`);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeInViewport();
  await payOnTestPage(page, { pnr, amount: tk(total) });
});

test('in Bangla on a desktop, the lap infant of a domestic search flies free in the total', async ({ page, request }) => {
  const { date, flight, packages, from, to } = await domesticTrip(request, { from: 'Dhaka', to: 'Sylhet', days: 41, prices: { silver: 5000, gold: 7000, platinum: 11000 } });
  await page.setViewportSize({ width: 1280, height: 900 });
  const q = new URLSearchParams({ travelType: 'oneWay', from: from.toLowerCase(), to: to.toLowerCase(), date, travellers: '1', infants: '1' });
  await page.goto(`/bn/flightSearchResult?${q}`);
  const row = page.getByRole('row').filter({ hasText: flight.flightNumber });
  const goldCard = row.locator('.package-card', { has: page.getByRole('heading', { name: packages.gold }) });
  await expect(goldCard).toContainText(`${taka(7000)} প্রতি প্রাপ্তবয়স্ক`);
  await goldCard.getByRole('button', { name: new RegExp(packages.gold) }).click();
  await expect(page.getByTestId('booking-total')).toContainText(taka(7000));
  await expect(page.locator('.your-selection')).toContainText('১ জন প্রাপ্তবয়স্ক, ১ জন কোলের শিশু');
  await expect(page.getByTestId('selection-bar')).toBeHidden();
  await fitsTheScreen(page);
  // The legal pages are in Bangla too, linked from the Bangla footer.
  await page.goto('/bn/legal/baggage');
  await expect(page.getByRole('heading', { level: 1, name: 'ব্যাগেজ' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'রিফান্ড ও পরিবর্তন' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'রিফান্ড ও পরিবর্তন' })).toBeVisible();
});

test('on a phone, a search link draws the search panel only when Edit asks for it, filled in with the search', async ({ page, request }) => {
  const { date, flight, from, to } = await domesticTrip(request, { from: 'Dhaka', to: 'Jessore', days: 42, prices: { silver: 4000, gold: 6000, platinum: 9000 } });
  await page.setViewportSize(PHONE);
  const placeReads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/show-(domestic|international)-flight/.test(r.url())) placeReads.push(r.url());
  });
  const q = new URLSearchParams({ travelType: 'oneWay', from: from.toLowerCase(), to: to.toLowerCase(), date, travellers: '1' });
  await page.goto(`/flightSearchResult?${q}`);
  const row = page.getByRole('row').filter({ hasText: flight.flightNumber });
  await expect(row.getByRole('button', { name: /per adult/ })).toBeVisible();
  // Closed, a flight's package cards are not drawn at all; the panel neither, nor its place lists read.
  await expect(row.locator('.package-card')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Change your search' })).toHaveCount(0);
  expect(placeReads).toEqual([]);

  await page.getByTestId('search-summary').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Change your search' })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from.toLowerCase());
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to.toLowerCase());
  await expect(page.getByTestId('search-summary')).toHaveCount(0);
  expect(placeReads.length).toBeGreaterThan(0);
  await fitsTheScreen(page);
});
