// node bench/web/css-check.mjs — checks that trimming Bootstrap's stylesheet (apps/web/build/purge-bootstrap.ts)
// changes no style: builds the web app twice (trimmed, and with TARMAC_FULL_BOOTSTRAP=1), serves each on the
// same demo database, opens the same pages as a visitor and as an admin (desktop and phone widths, a
// navbar dropdown and a confirmation dialog open), and compares every element's computed style.
// Exits non-zero and lists the differences if there are any. Takes a few minutes; not part of bench:web.
/* global document, getComputedStyle, HTMLElement -- snapshot() and the waits run inside the page. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './first-visit.mjs';
import { root } from './server.mjs';

const ADMIN = { email: 'css-check@tarmac.test', password: 'css-check-password' };
const PORT = 3290 + Math.floor(Math.random() * 100);
const url = `http://127.0.0.1:${PORT}`;
// Sizes follow the text (the demo data's dates and names are the same in both runs, but not the fonts' rounding).
const SKIP = new Set(['width', 'height', 'inline-size', 'block-size', 'perspective-origin', 'transform-origin']);

function build(outDir, full) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, ...(full ? { TARMAC_FULL_BOOTSTRAP: '1' } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function serve(webDist, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: webDist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'css-check-secret-css-check-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up.');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (i > 480) throw new Error('The server did not become ready.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/** Every element's computed style, keyed by its position in the document. */
function snapshot() {
  const out = {};
  const walk = (element, key) => {
    const style = getComputedStyle(element);
    const values = {};
    // Custom properties are left out: the trimmed sheet drops the ones nothing reads.
    for (const name of style) if (!name.startsWith('--')) values[name] = style.getPropertyValue(name);
    for (const pseudo of ['::before', '::after']) {
      const p = getComputedStyle(element, pseudo);
      if (p.content && p.content !== 'none') values[pseudo] = `${p.content}|${p.display}|${p.borderTop}|${p.backgroundImage}|${p.color}`;
    }
    out[key] = values;
    [...element.children].forEach((child, i) => walk(child, `${key}>${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ''}:${i}`));
  };
  walk(document.body, 'body');
  return out;
}

const visitorPages = ['/', '/login', '/register', '/changePasswordRequest', '/change-password?token=x', '/services', '/about', '/contact', '/booking', '/flightSearchResult', '/no-such-page'];
const adminPages = [
  '/', '/booking', '/userList', '/adminBookings', '/contactMessages', '/domesticFlightAdd', '/domesticFlightList', '/internationalFlightList',
  '/packageAdd', '/packageList', '/pilotEntry', '/pilotList', '/cabinCrueEntry', '/cabinCrueList', '/flightInformationEntry',
  '/flightInformationList', '/passengerList', '/adminEntry', '/adminList', '/userProfile', '/updateProfile', '/passengerEntry', '/passengerProfile',
];

/** Waits until nothing is loading any more (no spinner, no placeholder), with the pointer out of the way. */
async function settle(page) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.placeholder-glow, .spinner-border, .spinner-grow'), null, { timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
  // Where the focus lands after a failed submit races with the snapshot; focus styles are not what is checked.
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
}

/** The states compared: each is a name and the snapshot of the page in that state. */
async function collect(webDist, dataDir) {
  const stop = await serve(webDist, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const states = {};
  try {
    for (const [screen, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const p of visitorPages) {
        await page.goto(url + p);
        await settle(page);
        states[`${screen} visitor ${p}`] = await page.evaluate(snapshot);
      }
      await page.goto(`${url}/`);
      await settle(page);
      await page.getByLabel('Multi City').check();
      await settle(page);
      states[`${screen} visitor / multi-city`] = await page.evaluate(snapshot);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('From is required.').first().waitFor();
      await settle(page);
      states[`${screen} visitor / multi-city errors`] = await page.evaluate(snapshot);
      if (screen === 'phone') {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await settle(page);
        states[`${screen} visitor / menu open`] = await page.evaluate(snapshot);
      }

      await page.goto(`${url}/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      for (const p of adminPages) {
        await page.goto(url + p);
        await settle(page);
        states[`${screen} admin ${p}`] = await page.evaluate(snapshot);
      }
      if (screen === 'desktop') {
        await page.goto(`${url}/packageList`);
        await settle(page);
        await page.getByRole('button', { name: 'Package', exact: true }).click();
        await settle(page);
        states[`${screen} admin dropdown open`] = await page.evaluate(snapshot);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Delete/ }).first().click();
        await settle(page);
        states[`${screen} admin delete dialog`] = await page.evaluate(snapshot);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
  return states;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-css-check-'));
try {
  console.error('building the trimmed and the full variant…');
  build(path.join(work, 'trimmed'), false);
  build(path.join(work, 'full'), true);
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
  console.error('collecting styles with the full stylesheet…');
  const full = await collect(path.join(work, 'full'), dataDir);
  console.error('collecting styles with the trimmed stylesheets…');
  const trimmed = await collect(path.join(work, 'trimmed'), dataDir);

  const problems = [];
  for (const [state, elements] of Object.entries(full)) {
    const other = trimmed[state];
    if (!other) {
      problems.push(`${state}: not collected with the trimmed stylesheets`);
      continue;
    }
    for (const [key, styles] of Object.entries(elements)) {
      if (!other[key]) {
        problems.push(`${state}: ${key} missing with the trimmed stylesheets`);
        continue;
      }
      for (const [name, value] of Object.entries(styles)) {
        if (SKIP.has(name) || other[key][name] === value) continue;
        problems.push(`${state}: ${key} ${name}: full "${value}" ≠ trimmed "${other[key][name]}"`);
      }
    }
  }
  const elementCount = Object.values(full).reduce((n, s) => n + Object.keys(s).length, 0);
  if (problems.length) {
    console.log(problems.slice(0, 80).join('\n'));
    console.log(`${problems.length} differences in ${Object.keys(full).length} states.`);
    process.exitCode = 1;
  } else {
    console.log(`No difference: ${Object.keys(full).length} states, ${elementCount} elements, every computed style equal.`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
