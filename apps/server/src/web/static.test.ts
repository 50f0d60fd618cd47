import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { makePackage, startedPayment } from '../testing/factories.js';
import { DEMO_HOTLINE, loadConfig } from '../config.js';

const FONT = 'noto-sans-bengali-bengali-400-normal-AbC123.woff2';
const BOLD = 'noto-sans-bengali-bengali-700-normal-dEf456.woff2';
const CATALOG = { en: 'catalog-en-first-Gh7_i8.js', bn: 'catalog-bn-first-Jk9-l0.js' };
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-shell-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  const shell =
    '<!doctype html><html lang="en"><head><title>Tarmac</title><script type="module" crossorigin src="/assets/index-x1.js"></script><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(shell));
  for (const f of [FONT, BOLD, CATALOG.en, CATALOG.bn, 'catalog-en-site-Mn1.js', 'catalog-bn-site-Op2.js', 'index-x1.js']) fs.writeFileSync(path.join(webDist, 'assets', f), 'x');
  const preloads = {
    common: ['/assets/traveller-A1.js', '/assets/page-styles-B2.css'],
    languages: { en: ['/assets/catalog-en-site-Mn1.js'], bn: ['/assets/catalog-bn-site-Op2.js'] },
    routes: [
      {
        path: '/booking/:pnr/pay',
        files: ['/assets/payment-step-page-C3.js', '/assets/traveller-A1.js'],
        reads: ['/api/packages-data-show', 'https://elsewhere.example/x'],
        answers: ['/api/bookings/:pnr'],
      },
      { path: '/manage-booking', files: ['/assets/manage-booking-page-D4.js'] },
    ],
  };
  fs.writeFileSync(path.join(webDist, 'preloads.json'), JSON.stringify(preloads));
  t = await createTestApp({ WEB_DIST: webDist, HOTLINE: '+880 1711-223344' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string, encoding?: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
  expect(res.statusCode).toBe(200);
  const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
  return body.toString('utf8');
};
const catalogPreload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const preload = (file: string) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;

describe('the page shell', () => {
  it('gives the configured hotline to the pages of both languages, and a demo number when none is configured', async () => {
    for (const url of ['/', '/bn/manage-booking']) expect(await page(url, 'br')).toContain('<meta name="tarmac-hotline" content="+880 1711-223344">');
    expect(loadConfig({}).hotline).toBe(DEMO_HOTLINE);
    expect(() => loadConfig({ HOTLINE: 'call us"><script>' })).toThrow(/HOTLINE/);
  });

  it('carries one inline script, before any stylesheet, which the Content-Security-Policy allows by its hash and no other', async () => {
    for (const url of ['/', '/bn/manage-booking', '/booking/ABC123/pay']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const html = res.body;
      const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
      expect(inline, url).toHaveLength(1);
      expect(html.indexOf('<script>'), 'before the first stylesheet').toBeLessThan(html.includes('rel="stylesheet"') ? html.indexOf('rel="stylesheet"') : Infinity);
      expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('</title>'));
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.trim().split(/\s+/);
      const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
      expect(scriptSrc).toEqual(["'self'", hash]);
    }
  });

  it('is English at plain addresses, preloading only the English catalog, with no Bangla font to fetch', async () => {
    for (const url of ['/', '/search-result?x=1', '/bnx']) {
      const html = await page(url, 'br, gzip');
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`${catalogPreload(CATALOG.en)}</head>`);
      expect(html).not.toContain('catalog-bn');
      expect(html).not.toContain('-site-');
      expect(html).not.toContain('noto-sans-bengali');
    }
  });

  it('is Bangla under /bn from the first byte, with its catalog and both Bangla font faces preloaded, in every encoding', async () => {
    for (const [url, encoding] of [['/bn', 'br'], ['/bn/search-result?from=dhaka', 'gzip'], ['/bn/', undefined]] as const) {
      const html = await page(url, encoding);
      expect(html).toContain('<html lang="bn">');
      expect(html).toContain(catalogPreload(CATALOG.bn));
      expect(html).toContain(`${preload(FONT)}${preload(BOLD)}</head>`);
      expect(html).not.toContain('catalog-en');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("lets an Android phone draw Bangla in its own font: its pages are marked and preload no font; the answer varies by platform", async () => {
    const android = (url: string, platform = '"Android"') => page(url, 'br', { 'sec-ch-ua-platform': platform });
    for (const url of ['/bn/manage-booking', '/']) expect((await t.app.inject({ url })).headers.vary).toBe('accept-encoding, sec-ch-ua-platform');
    for (const url of ['/bn', '/bn/manage-booking', '/bn/booking/AB12CD/pay', '/', '/manage-booking']) {
      const html = await android(url);
      expect(html).toMatch(/^<!doctype html><html data-bangla-font="own" lang="(en|bn)">/);
      expect(html).not.toContain('noto-sans-bengali');
      expect(html).toContain(url.startsWith('/bn') ? catalogPreload(CATALOG.bn) : catalogPreload(CATALOG.en));
    }
    // The same page's other hints are all there.
    expect((await android('/bn/manage-booking')).replace(' data-bangla-font="own"', '')).toBe((await page('/bn/manage-booking', 'br')).replace(`${preload(FONT)}${preload(BOLD)}`, ''));
    for (const platform of ['"Windows"', '"macOS"', '"Linux"', '"Chrome OS"', 'Android']) {
      const html = await android('/bn/manage-booking', platform);
      expect(html).toContain('<html lang="bn">');
      expect(html).toContain(`${preload(FONT)}${preload(BOLD)}</head>`);
    }
  });

  it("asks for the catalogue's Bangla names with the shell of every Bangla page but home, and never in English", async () => {
    const names = ['/api/show-domestic-flight', '/api/show-international-flight', '/api/packages-data-show'].map((api) => `<link rel="preload" as="fetch" crossorigin href="${api}">`).join('');
    for (const url of ['/bn/manage-booking', '/bn/booking/AB12CD/pay', '/bn/flight-status', '/bn/search-result?from=dhaka']) {
      // After the page's code (it reads them once its code has run), before the font.
      const html = await page(url, 'br');
      expect(html).toContain(`${names}${preload(FONT)}`);
      expect(html.indexOf(catalogPreload(CATALOG.bn))).toBeLessThan(html.indexOf(names));
    }
    for (const url of ['/bn', '/bn/', '/bn?x=1', '/', '/manage-booking']) expect(await page(url, 'gzip')).not.toContain('as="fetch"');
    expect(await page('/booking/AB12CD/pay', 'gzip')).not.toContain('show-domestic-flight');
  });

  it('links the installable app\'s manifest of the page\'s language', async () => {
    expect(await page('/', 'br')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const bangla = await page('/bn/booking', 'gzip');
    expect(bangla).toContain('<link rel="manifest" href="/manifest-bn.webmanifest" />');
    expect(bangla).not.toContain('/manifest.webmanifest');
  });

  it("hints a traveller's page's files (route table, page, language's catalog part) at its address, and only there", async () => {
    const module = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    const style = (file: string) => `<link rel="preload" as="style" crossorigin href="/assets/${file}">`;
    const pay = await page('/booking/AB12CD/pay?from=x', 'br');
    expect(pay).toContain(`${catalogPreload(CATALOG.en)}${module('traveller-A1.js')}${style('page-styles-B2.css')}${module('catalog-en-site-Mn1.js')}${module('payment-step-page-C3.js')}<link rel="preload" as="fetch" crossorigin href="/api/packages-data-show"></head>`);
    const bangla = await page('/bn/manage-booking', 'gzip');
    // The catalogue's names and the Bangla font after the page's files: they are needed when the page draws, not
    // before its code has run.
    expect(bangla).toContain(`${module('traveller-A1.js')}${style('page-styles-B2.css')}${module('catalog-bn-site-Op2.js')}${module('manage-booking-page-D4.js')}<link rel="preload" as="fetch"`);
    expect(bangla).toContain(`${preload(FONT)}${preload(BOLD)}</head>`);
    expect(bangla).toContain('<html lang="bn">');
    expect(bangla).not.toContain('catalog-en');
    for (const url of ['/', '/booking/AB12CD', '/booking/AB12CD/pay/more', '/bn/flight-status']) {
      const html = await page(url, 'br');
      expect(html).not.toContain('traveller-A1');
      expect(html).not.toContain('-site-');
    }
  });

  it("asks for a shared search link's answer with its page, in both languages, and for nothing when the link names no search", async () => {
    const link = async (url: string) => {
      const header = (await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers.link;
      return typeof header === 'string' ? header : undefined;
    };
    const read =
      '</assets/index-x1.js>; rel=modulepreload, </api/show-search-flight-result?travelType=oneWay&flightFromCurrentLocation=dhaka&flightToDestinationLocation=cox%27s+bazar&flightDepartingDate=2026-12-01&travellers=1&children=0&infants=0>; rel=preload; as=fetch; crossorigin';
    expect(await link("/flightSearchResult?travelType=oneWay&from=dhaka&to=cox's%20bazar&date=2026-12-01&travellers=1")).toBe(read);
    expect(await link("/bn/flightSearchResult?travelType=oneWay&from=dhaka&to=cox's%20bazar&date=2026-12-01&travellers=1&sort=price")).toBe(read);
    for (const url of ['/flightSearchResult', '/flightSearchResult?travelType=multiWay&from=a&to=b&date=2026-12-01', '/manage-booking?travelType=oneWay&from=dhaka&to=sylhet&date=2026-12-01', '/flightSearchResult?travelType=oneWay&from=%3E%0D%0A&to=x&date=2026-12-01']) {
      const header = await link(url);
      expect(header?.split(', <')[1] === undefined || !/[\r\n<>]/.test(header.split(', <')[1]!.split('>')[0]!)).toBe(true);
      if (!url.includes('%3E')) expect(header).toBe('</assets/index-x1.js>; rel=modulepreload');
    }
  });

  it('asks for the first script with the headers of every page, before the page is parsed', async () => {
    for (const url of ['/', '/bn', '/manage-booking', '/bn/booking/AB12CD/pay']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.link).toBe('</assets/index-x1.js>; rel=modulepreload');
    }
  });

  it("asks for a traveller's page's first public reads with its shell (once, and only reads of our API)", async () => {
    const packages = '<link rel="preload" as="fetch" crossorigin href="/api/packages-data-show">';
    const english = await page('/booking/AB12CD/pay', 'br');
    expect(english).toContain(packages);
    expect(english).not.toContain('elsewhere.example');
    const bangla = await page('/bn/booking/AB12CD/pay', 'br');
    expect(bangla.split(packages)).toHaveLength(2);
    expect(await page('/manage-booking', 'br')).not.toContain('as="fetch"');
  });
});

describe("the page shell of a signed-in traveller's payment step (decision 065)", () => {
  const answersOf = (html: string) => {
    const block = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(html)?.[1];
    return block === undefined ? undefined : (JSON.parse(block) as { page: string; answers: Record<string, unknown> });
  };
  const shellOf = async (url: string, cookie: string | undefined, encoding = 'br') => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
    return { html: body.toString('utf8'), headers: res.headers };
  };
  let owner: Awaited<ReturnType<typeof createUser>>;
  let pnr: string;
  beforeAll(async () => {
    const admin = await createUser(t, { role: 'admin' });
    const silver = await makePackage(t, admin.auth, 'silver');
    ({ who: owner, pnr } = await startedPayment(t, admin.auth, silver._id, 'Shirin </script><script>alert(1)</script> Sultana'));
  });

  it('carries the answer to the page\'s booking read for the session its cookie names, as the API gives it, kept by no cache', async () => {
    const api = await t.app.inject({ url: `/api/bookings/${pnr}`, headers: owner.auth });
    expect(api.statusCode).toBe(200);
    for (const [url, encoding] of [[`/booking/${pnr}/pay`, 'br'], [`/bn/booking/${pnr}/pay`, 'gzip'], [`/booking/${pnr}/pay/`, 'identity']] as const) {
      const { html, headers } = await shellOf(url, `theme=dark; token=${encodeURIComponent(owner.token)}`, encoding);
      expect(answersOf(html)).toEqual({ page: url, answers: { [`/api/bookings/${pnr}`]: api.json() } });
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers.vary).toContain('cookie');
      // The rest of the shell is the page's own: its language, hints and first script.
      expect(html).toContain(url.startsWith('/bn') ? '<html lang="bn">' : '<html lang="en">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/payment-step-page-C3.js">');
    }
  });

  it('keeps what a passenger typed inside its data block: no text in it can end the block', async () => {
    const { html } = await shellOf(`/booking/${pnr}/pay`, `token=${owner.token}`);
    expect(html.match(/<script/g)).toHaveLength(3); // the shell's formatter script, the first script and the data block
    expect(JSON.stringify(answersOf(html))).toContain('Shirin </script><script>alert(1)</script> Sultana');
  });

  it('answers nothing without a session, for another traveller, for a wrong token or for a booking that does not exist', async () => {
    const stranger = await createUser(t);
    for (const cookie of [undefined, `token=${stranger.token}`, 'token=not-a-token', 'token=a%0D%0Ab', `other=${owner.token}`]) {
      const { html, headers } = await shellOf(`/booking/${pnr}/pay`, cookie);
      expect(answersOf(html)).toBeUndefined();
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers.vary).toContain('cookie');
    }
    expect(answersOf((await shellOf('/booking/ZZZZZZ/pay', `token=${owner.token}`)).html)).toBeUndefined();
    // Other pages never read anything for the shell, and do not vary by cookie.
    const manage = await shellOf('/manage-booking', `token=${owner.token}`);
    expect(answersOf(manage.html)).toBeUndefined();
    expect(manage.headers.vary).not.toContain('cookie');
  });
});
