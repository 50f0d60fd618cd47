import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4363';
const day = new Date(Date.now() + 5 * 864e5).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const widths = (process.env.W ?? '390,1280').split(',').map(Number);
const langs = (process.env.L ?? 'en,bn').split(',');
const only = process.env.ONLY ?? 'home,results,pay';
for (const lang of langs) for (const width of widths) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  const pre = lang === 'bn' ? '/bn' : '';
  const tag = `${lang}-${width}`;
  const widthOf = () => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (only.includes('home')) {
    await page.goto(base + pre + '/');
    await page.waitForTimeout(3000);
    await page.mouse.wheel(0, 4000); await page.waitForTimeout(2500); await page.mouse.wheel(0, -8000); await page.waitForTimeout(500);
    console.log(tag, 'home width', await widthOf());
    await page.screenshot({ path: `/tmp/phone-shots/home-${tag}.png`, fullPage: false });
  }
  if (only.includes('results')) {
    await page.goto(`${base}${pre}/flightSearchResult?travelType=oneWay&from=dhaka&to=cox%27s+bazar&date=${day}&travellers=3&children=1&infants=1`);
    await page.waitForSelector('.results-table');
    console.log(tag, 'results width', await widthOf());
    await page.screenshot({ path: `/tmp/phone-shots/results-${tag}.png`, fullPage: false });
    const btn = page.locator('.open-packages').first();
    if (await btn.isVisible()) await btn.click();
    await page.locator('.package-card button').nth(1).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/phone-shots/results-picked-${tag}.png`, fullPage: false });
    await page.screenshot({ path: `/tmp/phone-shots/results-full-${tag}.png`, fullPage: true });
    console.log(tag, 'picked width', await widthOf(), 'page height', await page.evaluate(() => document.documentElement.scrollHeight));
  }
  await ctx.close();
}
await browser.close();
