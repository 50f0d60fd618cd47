import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { dayFromNow, seedCatalogue, tag } from './support/catalogue';
import { waitForMail } from './support/mail';
import { skipExtras } from './support/booking';

/** ৳ with Bangladeshi grouping and Bangla digits, as a Bangla page writes an amount. */
const taka = (n: number) => `৳${n.toLocaleString('bn-BD')}`;

/**
 * Issue 13's journey in Bangla: switch to বাংলা, search, choose, book as a guest, pay on the TEST MODE page
 * and see the ticket in Bangla; <html lang="bn">, a reload keeps Bangla, and a shared link opens in Bangla. The
 * booking remembers Bangla: its e-ticket mail and the ticket PDF are in Bangla (with Noto Sans Bengali embedded).
 * Screenshots of each step are kept with the test's results, to be looked at for broken glyphs.
 */
test('a guest switches to Bangla, books and pays a flight, and sees the ticket in Bangla', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Sylhet ${t}`;
  const date = dayFromNow(21);
  const { packages, addFlight } = await seedCatalogue(
    request,
    [
      { name: from, kind: 'domestic' },
      { name: to, kind: 'domestic' },
    ],
    { gold: { refundable: true, changeFee: 500, refundFeeBefore24h: 1000, refundFeeWithin24h: 2500 } },
  );
  const flight = await addFlight(from, to, date, { silver: 4500, gold: 6200, platinum: 110995 });
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`bn-${name}.png`), fullPage: true });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'টারম্যাকের সাথে উড়ুন' })).toBeVisible();
  await shot('home');

  await page.getByLabel('কোথা থেকে', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('কোথায়', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('যাত্রার তারিখ').fill(date);
  await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await expect(page).toHaveURL(/\/bn\/flightSearchResult\?/);
  await expect(page.getByRole('heading', { name: 'উপলব্ধ ফ্লাইট' })).toBeVisible();
  // The platinum fare in lakh grouping with Bangla digits.
  await expect(page.getByText(taka(110995)).first()).toBeVisible();
  // The gold package's fare rules in one Bangla line, opening to whole Bangla sentences.
  const goldRules = page.getByTestId('fare-rules').filter({ visible: true }).filter({ hasText: 'ফেরত ফি ৳১,০০০, ২৪ ঘণ্টার মধ্যে ৳২,৫০০ · পরিবর্তন ৳৫০০' }).first();
  await goldRules.locator('summary').click();
  await expect(goldRules.getByText('পরিবর্তন: যাত্রীপ্রতি ৳৫০০।')).toBeVisible();
  await shot('results');

  // A shared link of the results opens in Bangla in a fresh browser.
  const shared = page.url();
  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    await friend.goto(shared);
    await expect(friend.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(friend.getByRole('heading', { name: 'উপলব্ধ ফ্লাইট' })).toBeVisible();
  } finally {
    await other.close();
  }

  // A reload keeps Bangla.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  const choose = `${packages.gold} প্যাকেজসহ ফ্লাইট ${flight.flightNumber} বাছাই করুন`;
  await page.getByRole('button', { name: choose }).click();
  await expect(page.getByRole('button', { name: choose })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'বুকিং নিশ্চিত করুন' }).click();
  await expect(page).toHaveURL(/\/bn\/ticketBooking$/);

  const block = page.getByRole('group', { name: 'যাত্রী ১' });
  await block.getByLabel('সম্বোধন').selectOption('Mrs');
  await block.getByLabel('নামের প্রথম অংশ').fill('Ayesha');
  // Left empty, the last name is asked for in Bangla before anything is sent.
  await page.getByLabel('যোগাযোগের ই-মেইল').fill(`bangla-${t}@example.com`);
  await page.getByLabel('যোগাযোগের ফোন').fill('+880 1711 000013');
  await page.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();
  await expect(block.getByText('নামের শেষ অংশ দিতে হবে।')).toBeVisible();
  await block.getByLabel('নামের শেষ অংশ').fill('Siddiqua');
  await shot('confirm');
  await page.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();

  await skipExtras(page, 'বাদ দিন');
  await expect(page).toHaveURL(/\/bn\/booking\/[A-Z0-9]{6}\/pay$/);
  const pnr = /\/booking\/([A-Z0-9]{6})\/pay$/.exec(page.url())![1]!;
  await expect(page.getByText(taka(6200)).first()).toBeVisible();
  // The passenger type, the fare rules and the countdown's clock, all in Bangla.
  await expect(page.getByTestId('fare-lines')).toContainText(`১ × প্রাপ্তবয়স্ক · প্রতিজন ${taka(6200)} = ${taka(6200)}`);
  await expect(page.getByTestId('fare-rules').first()).toContainText(
    'ফেরতযোগ্য: ছাড়ার ২৪ ঘণ্টা আগে পর্যন্ত বাতিলের ফি যাত্রীপ্রতি ৳১,০০০, ২৪ ঘণ্টার মধ্যে যাত্রীপ্রতি ৳২,৫০০।',
  );
  await expect(page.getByTestId('time-left')).toHaveText(/^[০-৯]{2}:[০-৯]{2}$/);
  await shot('payment');
  await page.getByRole('button', { name: 'এখনই পরিশোধ করুন' }).click();
  await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The test provider's page in Bangla, still plainly marked TEST MODE.
  await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE');
  await expect(page.getByTestId('test-mode-banner')).toContainText('কোনো আসল পরিশোধ নেওয়া হয় না');
  await shot('test-payment');
  await page.getByRole('button', { name: 'পরিশোধ করুন', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/bn/payment/result\\?pnr=${pnr}&outcome=paid$`));
  await expect(page.getByRole('heading', { name: 'পরিশোধ সম্পন্ন হয়েছে' })).toBeVisible();
  await shot('paid');
  await page.getByRole('link', { name: 'আমার টিকিট দেখুন' }).click();
  const ticket = page.getByTestId('ticket').first();
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText('বুকিং রেফারেন্স (পিএনআর)')).toBeVisible();
  await expect(page.getByTestId('booking-total')).toContainText(taka(6200));
  await expect(ticket.getByRole('cell', { name: 'প্রাপ্তবয়স্ক', exact: true })).toBeVisible();
  await expect(ticket.getByText('৩০ কেজি চেকড', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await shot('ticket');

  // The e-ticket PDF and mail are in the booking's language.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF ডাউনলোড করুন' }).first().click()]);
  expect(download.suggestedFilename()).toBe(`tarmac-ticket-${pnr}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/);
  const mail = await waitForMail(`bangla-${t}@example.com`);
  expect(mail.subject).toBe(`আপনার টারম্যাক ই-টিকিট: বুকিং ${pnr}`);
  expect(mail.text).toContain('SIDDIQUA/AYESHA MRS');

  // Back to English: the plain addresses, as SPEC.md writes them.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).not.toHaveURL(/\/bn(\/|$)/);
});

test('the server answers a Bangla page in Bangla, with the same status code', async ({ request }) => {
  const english = await request.post('/api/manage-booking', { data: { pnr: 'ZZZZZ9', lastName: 'Nobody' } });
  const bangla = await request.post('/api/manage-booking', { data: { pnr: 'ZZZZZ9', lastName: 'Nobody' }, headers: { 'Accept-Language': 'bn' } });
  expect(bangla.status()).toBe(english.status());
  expect(((await bangla.json()) as { error: string }).error).toMatch(/[\u0980-\u09FF]/);
});

/**
 * Decision 062: an Android phone's own font for Bangla is Noto Sans Bengali, the face the site serves to others, so
 * its Bangla pages (and the English pages' 'বাংলা' switch) draw in it and never download ours. The phone is the one
 * Lighthouse's mobile preset emulates: its platform hint says Android. Elsewhere the font is preloaded and used.
 */
test('a Bangla page on an Android phone downloads no font; on a desktop it downloads ours and draws in it', async ({ browser }) => {
  const open = async (platform: 'Android' | 'Linux') => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await cdp.send('Network.setUserAgentOverride', {
      userAgent,
      userAgentMetadata: { brands: [], fullVersion: '', platform, platformVersion: '', architecture: '', model: '', mobile: platform === 'Android' },
    });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/bn/manage-booking');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await context.close();
    return { fonts, bodyFont };
  };

  const phone = await open('Android');
  expect(phone.fonts).toEqual([]);
  expect(phone.bodyFont).not.toContain('Noto Sans Bengali');

  const desktop = await open('Linux');
  expect(desktop.fonts).toEqual([expect.stringMatching(/\/assets\/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/)]);
  expect(desktop.bodyFont).toMatch(/^"Noto Sans Bengali"/);
});
