// What a first visit to a page downloads, measured in Chromium through the DevTools protocol:
// every response with its bytes on the wire (headers included) and its decoded size.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two screens measured; the same sizes Lighthouse's mobile and desktop presets emulate. */
export const SCREENS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Chunks of the back office (admin pages); a visitor's first visit must download none of them. */
const BACK_OFFICE =
  /\/assets\/(location-(add|list|update)|package-(add|list|update)|pilot-(entry|list|update)|cabin-crue-|flight-information-|passenger-list|admin-|user-(list|details)|flight-manifest|contact-messages)[^/]*\.js$/;

const kindOf = (type, mimeType) => {
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Image') return 'image';
  if (type === 'Font') return 'font';
  if (type === 'Fetch' || type === 'XHR') return 'api';
  if (/javascript/.test(mimeType)) return 'js';
  if (/css/.test(mimeType)) return 'css';
  return 'other';
};

/** Raw size of a file fetched uncompressed, and its gzip size at level 9 (as the build precompresses it). */
async function rawAndGzip(url) {
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

/**
 * Opens `url` in a fresh browser profile (empty cache) on `screen`, waits until the network is idle
 * without scrolling, and returns every response the visit caused.
 */
export async function measureFirstVisit(url, screenName) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(SCREENS[screenName]);
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, {
        url: response.url,
        status: response.status,
        kind: kindOf(type, response.mimeType),
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
        transferred: 0,
        decoded: 0,
        done: false,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { transferred: encodedDataLength, done: true });
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await context.close();

    const responses = [...requests.values()].filter((r) => r.done && !r.url.startsWith('data:'));
    for (const r of responses) {
      if (r.kind === 'js' || r.kind === 'css') Object.assign(r, await rawAndGzip(r.url));
    }
    const byKind = {};
    for (const kind of ['html', 'js', 'css', 'image', 'font', 'api', 'other']) {
      const of = responses.filter((r) => r.kind === kind);
      byKind[kind] = {
        requests: of.length,
        transferred: of.reduce((n, r) => n + r.transferred, 0),
        raw: of.reduce((n, r) => n + (r.raw ?? r.decoded), 0),
        gzip: of.reduce((n, r) => n + (r.gzip ?? 0), 0),
      };
    }
    const total = responses.reduce((n, r) => n + r.transferred, 0);
    return {
      screen: screenName,
      ...SCREENS[screenName].viewport,
      byKind,
      jsCssGzip: byKind.js.gzip + byKind.css.gzip,
      jsCssRaw: byKind.js.raw + byKind.css.raw,
      jsCssTransferred: byKind.js.transferred + byKind.css.transferred,
      totalTransferred: total,
      requests: responses.length,
      backOfficeChunks: responses.filter((r) => BACK_OFFICE.test(new URL(r.url).pathname)).map((r) => new URL(r.url).pathname),
      consoleErrors,
      responses: responses.map(({ url: u, status, kind, encoding, transferred, decoded, raw, gzip }) => ({
        path: new URL(u).pathname,
        status,
        kind,
        encoding,
        transferred,
        decoded,
        raw,
        gzip,
      })),
    };
  } finally {
    await browser.close();
  }
}
