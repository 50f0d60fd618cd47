// scratch: CPU profile of a page load (4x CPU), self time by function and by script.
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './first-visit.mjs';
import { startServer } from './server.mjs';
import { findTrip, pickedFlightStorage } from './traveller-pages.mjs';
const server = await startServer();
const base = server.url;
try {
  const trip = await findTrip(base);
  const which = process.argv[2] ?? 'booking';
  const storage = which === 'booking' ? await pickedFlightStorage(base, trip.link) : {};
  const url = base + (process.argv[3] ?? '') + (which === 'booking' ? '/ticketBooking' : which === 'search' ? trip.link : '/manage-booking');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  await page.goto(`${base}/api/ready`);
  await page.evaluate(({ local, session }) => {
    for (const [k, v] of Object.entries(local ?? {})) localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(session ?? {})) sessionStorage.setItem(k, v);
  }, storage);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0' });
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byFn = new Map(), byUrl = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id); const cf = n.callFrame;
    const u = cf.url.replace(base, '') || '(' + cf.functionName + ')';
    const key = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    byUrl.set(u, (byUrl.get(u) ?? 0) + us);
  }
  const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(8), k));
  console.log('by script'); show(byUrl, 20); console.log('by function'); show(byFn, 40);
  await browser.close();
} finally {
  server.stop?.();
  server.child?.kill?.();
  process.exit(0);
}
