import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from '../testing/factories.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { SHELL_SCRIPT_SOURCE } from '../web/shell-script.js';

/**
 * The headers every answer carries, read over a real socket (so nothing Node or Fastify adds is missed):
 * a JSON answer, the single-page app's HTML and its script, and an uploaded image.
 */
const site = 'http://tarmac.test';
const partner = 'https://partner.example';
let t: TestApp;
let base: string;
let webDist: string;
let imageUrl: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webDist, 'assets', 'x.js'), 'document.getElementById("root").textContent = "hello";\n');
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: site, CORS_ORIGINS: partner });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createUser(t, { role: 'admin' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-domestic-flight',
    headers: admin.auth,
    payload: { flightLocationName: 'Headers', tickitPrice: 1, locationImage: await pngDataUrl() },
  });
  imageUrl = json<{ data: { locationImage: string } }>(res).data.locationImage;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as a map of directive name to its sources. */
function csp(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const answers: [string, () => string, RegExp][] = [
  ['a JSON API answer', () => '/api/health', /^application\/json/],
  ['a JSON error answer', () => '/api/no-such-thing', /^application\/json/],
  ['the site’s HTML page', () => '/', /^text\/html/],
  ['a deep link answered with the site’s HTML page', () => '/domesticFlightList', /^text\/html/],
  ['the site’s script', () => '/assets/x.js', /javascript/],
  ['an uploaded image', () => new URL(imageUrl).pathname, /^image\/webp$/],
];

describe.each(answers)('%s', (_name, url, type) => {
  let res: Response;
  beforeAll(async () => {
    res = await fetch(`${base}${url()}`);
  });

  it('has the expected content type', () => {
    expect(res.headers.get('content-type')).toMatch(type);
  });

  it('carries a strict Content-Security-Policy: scripts only from the site itself (and the shell\'s one inline script, by its hash), no plugins, no framing', () => {
    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", SHELL_SCRIPT_SOURCE]);
    expect(SHELL_SCRIPT_SOURCE).toMatch(/^'sha256-[\w+/]{43}='$/);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    for (const [name, sources] of policy) {
      if (name.startsWith('script-src') || name === 'default-src') {
        expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
        expect(sources.some((s) => s === '*' || s === 'data:' || s.startsWith('http:') || s === 'https:'), name).toBe(false);
      }
    }
  });

  it('forbids MIME sniffing and framing, and keeps the referrer', () => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('does not say what software serves it', () => {
    expect(res.headers.has('server')).toBe(false);
    expect(res.headers.has('x-powered-by')).toBe(false);
  });
});

describe('images', () => {
  it('are named by absolute URLs on PUBLIC_URL and served to pages of other origins, cached for a year', async () => {
    expect(imageUrl).toMatch(new RegExp(`^${site}/api/images/[0-9a-f]{32}\\.webp$`));
    const res = await fetch(`${base}${new URL(imageUrl).pathname}`, { headers: { origin: partner } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Everything else stays readable by the site alone.
    expect((await fetch(`${base}/api/health`)).headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});

describe('CORS', () => {
  const preflight = (origin: string, method = 'PATCH') =>
    fetch(`${base}/api/user-update`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });

  it.each([site, partner])('lets %s call the API with a bearer token, after a preflight', async (origin) => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await preflight(origin, method);
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
    }
    const get = await fetch(`${base}/api/show-domestic-flight`, { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    expect(get.headers.get('vary')).toMatch(/origin/i);
  });

  it('gives an unknown origin no permission, neither in preflight nor on the answer', async () => {
    for (const origin of ['https://evil.example', 'http://tarmac.test.evil.example', 'null']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const get = await fetch(`${base}/api/show-domestic-flight`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
