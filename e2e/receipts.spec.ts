import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { PDFParse } from 'pdf-parse';
import { ADMIN } from './support/env';
import { fillContact, fillPassenger, onPaymentStep, payOnTestPage, searchOneWay } from './support/booking';
import { dayFromNow, pick, seedCatalogue, tag, tk } from './support/catalogue';

/** Tomorrow in Dhaka, where tax rates take effect (from 18:00 UTC it is already the next day there). */
const dhakaTomorrow = new Date(Date.now() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 33's journey: an admin sets a higher VAT from tomorrow on the Taxes screen, and today's fare does not move;
 * a guest books it, sees the taxes inside the fare, pays, and downloads the VAT receipt from Manage booking, which
 * itemises them and adds up to what was paid.
 */
test('a VAT rate from tomorrow leaves today’s fare; the traveller’s VAT receipt from Manage booking shows the taxes', async ({ page, browser, request, login }) => {
  test.setTimeout(90_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Rajshahi ${t}`;
  const date = dayFromNow(14);
  const { packages, addFlight } = await seedCatalogue(request, [
    { name: from, kind: 'domestic' },
    { name: to, kind: 'domestic' },
  ]);
  const flight = await addFlight(from, to, date, { silver: 5000, gold: 7000, platinum: 9000 });

  // The admin: VAT 20 % from tomorrow.
  await login(ADMIN);
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Taxes' }).click();
  await expect(page.getByRole('heading', { name: 'Taxes' })).toBeVisible();
  const inForce = page.getByTestId('tax-row').filter({ hasText: 'In force' });
  await expect(inForce).toContainText('15%');
  await page.getByLabel('In force from').fill(dhakaTomorrow);
  await page.getByLabel('VAT (%)').fill('20');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText(`The tax rates from ${dhakaTomorrow} are saved.`)).toBeVisible();
  await expect(page.getByTestId('tax-row').filter({ hasText: 'Upcoming' })).toContainText('20%');
  await expect(inForce).toContainText('15%');

  // A guest books today: the fare is the same 5,000 TK, with today's taxes inside it.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const guest = await context.newPage();
    await searchOneWay(guest, { from, to, date });
    await pick(guest, flight.flightNumber, packages.silver);
    await guest.getByRole('link', { name: 'Confirm Book' }).click();
    await fillPassenger(guest, 1, { title: 'Ms', firstName: 'Sadia', lastName: 'Islam' });
    await fillContact(guest, { email: `vat-${t}@example.com`, phone: '+880 1711 000433' });
    await guest.getByRole('button', { name: 'Confirm booking' }).click();
    const pnr = await onPaymentStep(guest);
    await expect(guest.getByTestId('booking-total')).toHaveText(`Booking total: ${tk(5000)}`);
    // 5,000 - 700 excise = 4,300 = 3,739 + 561 VAT at 15 %.
    await expect(guest.getByTestId('taxes-included')).toHaveText(`Taxes included in the fares: VAT ${tk(561)} (15%), excise duty ${tk(700)}, embarkation fee ${tk(0)}.`);
    await payOnTestPage(guest, { pnr, amount: tk(5000) });

    await guest.goto('/manage-booking');
    await guest.getByLabel('Booking reference (PNR)').fill(pnr);
    await guest.getByLabel('Last name').fill('Islam');
    await guest.getByRole('button', { name: 'Find booking' }).click();
    const managed = guest.getByTestId('managed-booking');
    await expect(managed.getByTestId('taxes-included')).toContainText(`VAT ${tk(561)} (15%)`);
    const [download] = await Promise.all([guest.waitForEvent('download'), managed.getByRole('button', { name: 'VAT receipt' }).click()]);
    expect(download.suggestedFilename()).toBe(`tarmac-vat-receipt-${pnr}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Mushak-6.3');
    expect(text).toContain('Sadia Islam');
    expect(text).toContain(`Adult 1 ${tk(3739)} 15% ${tk(561)} ${tk(4300)}`);
    expect(text).toContain(`(domestic) 1 ${tk(700)}`);
    expect(text).toContain(`Total paid ${tk(5000)}`);
  } finally {
    await context.close();
  }
});
