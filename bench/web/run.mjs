// npm run bench:web — the site benchmark (run after `npm run build`):
//   the home page's first-visit downloads (mobile and desktop) and Lighthouse mobile and desktop, in English (/) and Bangla (/bn),
//   and Lighthouse mobile of the traveller's other pages (search results from a link, booking form, payment step,
//   manage booking) in both languages (traveller-pages.mjs), and the boarding pass page's start without a network after
//   one visit (offline-pass.mjs); median of 3, checked against the budgets; prints a Markdown table, writes bench/results/web-<date>.json
//   and updates the '## Site' section of docs/performance.md.
// Options: --runs <n> (Lighthouse runs per preset, default 3); --web-dist <dir> (measure another build);
//          --save-baseline <label> (store this run as the 'before' in bench/web/baseline.json; docs untouched);
//          --pages-only (only the traveller pages and the boarding pass offline, printed; nothing written: for working on one of them);
//          --only <filter> (with --pages-only: only the pages whose name or path contains it, and/or one language, e.g. 'booking,bn'; no offline pass).
// Environment: LIGHTHOUSE_REPORT_DIR=<dir> keeps each traveller-page run's whole Lighthouse report and trace there (to see
//          what a page's paint waited for: the network requests, the main thread's tasks, the LCP candidates), and
//          Lantern's simulated timeline of each paint metric (*.lantern.json: what the score is computed from).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measureFirstVisit, CHROMIUM } from './first-visit.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { consoleReport, docsSection, offlinePassReport, pagesReport, updateDocs } from './report.mjs';
import { measureTravellerPages } from './traveller-pages.mjs';
import { measureOfflinePass } from './offline-pass.mjs';
import { root, startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'web-dist': { type: 'string' },
    'save-baseline': { type: 'string' },
    'pages-only': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0.');
if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium or set CHROME_PATH.`);
process.env.CHROME_PATH = CHROMIUM;

const log = (line) => console.error(line);
const started = performance.now();

function machine() {
  const cpus = os.cpus();
  let model = cpus[0]?.model?.trim() ?? 'unknown CPU';
  let count = cpus.length;
  try {
    count = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || count;
  } catch {
    /* nproc missing: os.cpus() it is */
  }
  try {
    model = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    /* not Linux */
  }
  return { cpus: count, cpuModel: model, memoryGb: Math.round(os.totalmem() / 2 ** 30), os: `${os.type()} ${os.release()}`, node: process.version };
}

const server = await startServer({ webDist: args['web-dist'] ? path.resolve(args['web-dist']) : undefined });
log(`server ready at ${server.url} in ${server.startSeconds.toFixed(1)} s (fresh embedded database, demo seed)`);
if (args['pages-only']) {
  try {
    const pages = await measureTravellerPages(server.url, runs, log, args.only);
    console.log(pagesReport(pages));
    if (!args.only) console.log(offlinePassReport(await measureOfflinePass(server.url, Math.max(runs, 5), log)));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
let result;
try {
  // English at '/', Bangla at '/bn' (its own catalog chunk and web font): the same budgets for both (issue 13).
  const measure = async (address, name) => {
    const firstVisit = {};
    for (const screen of ['mobile', 'desktop']) {
      firstVisit[screen] = await measureFirstVisit(address, screen);
      log(`  ${name} first visit ${screen}: JS+CSS gzip ${(firstVisit[screen].jsCssGzip / 1024).toFixed(2)} KB, total ${(firstVisit[screen].totalTransferred / 1024).toFixed(1)} KB`);
    }
    const lighthouse = {};
    for (const preset of ['mobile', 'desktop']) lighthouse[preset] = await runLighthouse(address, preset, runs, log);
    return { firstVisit, lighthouse };
  };
  const { firstVisit, lighthouse } = await measure(`${server.url}/`, 'English');
  const bangla = { page: '/bn', ...(await measure(`${server.url}/bn`, 'Bangla')) };
  // The traveller's other pages, both languages, Lighthouse mobile (issue 28).
  log('traveller pages:');
  const pages = await measureTravellerPages(server.url, runs, log);
  // The boarding pass page started offline after one visit (issue 34).
  log('boarding pass offline:');
  const offlinePass = await measureOfflinePass(server.url, Math.max(runs, 5), log);

  const now = new Date();
  result = {
    date: now.toISOString().slice(0, 10),
    time: now.toISOString(),
    page: '/',
    webDist: path.relative(root, server.dist) || server.dist,
    machine: machine(),
    chromiumPath: CHROMIUM,
    database: 'embedded PGlite in a fresh temporary folder, demo seed (21 destinations with WebP images, ~7.5k flights)',
    firstVisit,
    lighthouse,
    bangla,
    pages,
    offlinePass,
  };
} finally {
  await server.stop();
}
result.durationSeconds = (performance.now() - started) / 1000;

console.log(consoleReport(result));

if (args['save-baseline']) {
  const { firstVisit, lighthouse, date, machine: m } = result;
  const baseline = { label: args['save-baseline'], date, machine: m, firstVisit, lighthouse };
  fs.writeFileSync(path.join(import.meta.dirname, 'baseline.json'), `${JSON.stringify(baseline, null, 2)}\n`);
  log('saved as the baseline in bench/web/baseline.json');
} else {
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${result.date}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  const baselineFile = path.join(import.meta.dirname, 'baseline.json');
  const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : null;
  const notesFile = path.join(import.meta.dirname, 'notes.md');
  const notes = fs.existsSync(notesFile) ? fs.readFileSync(notesFile, 'utf8') : '';
  updateDocs(path.join(root, 'docs/performance.md'), docsSection(result, baseline, notes));
  log(`wrote ${path.relative(root, file)} and the '## Site' section of docs/performance.md`);
}
