// Turns a bench:web result into Markdown: the console table and the '## Site' section of docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';

export const SECTION_HEADING = '## Site (npm run bench:web)';
const KB = 1024;

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
const msInt = (value) => `${Math.round(value)} ms`;
const yes = (ok) => (ok ? 'met' : '**not met**');

/** The issue's budgets, each checked against the worse of the mobile and desktop numbers where both exist. */
function checkLanguageBudgets(result, suffix = '') {
  const visits = Object.values(result.firstVisit);
  const jsCss = Math.max(...visits.map((v) => v.jsCssGzip));
  const total = Math.max(...visits.map((v) => v.totalTransferred));
  const mobile = result.lighthouse.mobile;
  const presets = Object.values(result.lighthouse);
  const worst = (key) => Math.min(...presets.map((p) => p[key]));
  const backOffice = visits.flatMap((v) => v.backOfficeChunks);
  return [
    { budget: `Home first-visit JS+CSS (gzip)${suffix}`, target: '≤ 110 KB', value: kb(jsCss), met: jsCss <= 110 * KB },
    { budget: `Home total weight (transferred)${suffix}`, target: '≤ 700 KB', value: kb(total), met: total <= 700 * KB },
    { budget: `Lighthouse mobile performance${suffix}`, target: '≥ 95', value: String(mobile.performance), met: mobile.performance >= 95 },
    { budget: `Lighthouse accessibility (mobile, desktop)${suffix}`, target: '100', value: String(worst('accessibility')), met: worst('accessibility') === 100 },
    { budget: `Lighthouse best practices (mobile, desktop)${suffix}`, target: '≥ 95', value: String(worst('bestPractices')), met: worst('bestPractices') >= 95 },
    { budget: `Lighthouse SEO (mobile, desktop)${suffix}`, target: '100', value: String(worst('seo')), met: worst('seo') === 100 },
    { budget: `Lighthouse mobile LCP${suffix}`, target: '≤ 2.5 s', value: ms(mobile.lcpMs), met: mobile.lcpMs <= 2500 },
    { budget: `Back-office chunks on the home page${suffix}`, target: 'none', value: String(backOffice.length), met: backOffice.length === 0 },
  ];
}

function firstVisitTable(firstVisit) {
  const screens = Object.values(firstVisit);
  const head = `| Home, first visit | ${screens.map((s) => `${s.screen} (${s.width}×${s.height})`).join(' | ')} |`;
  const sep = `|---|${screens.map(() => '---:').join('|')}|`;
  const row = (label, fn) => `| ${label} | ${screens.map(fn).join(' | ')} |`;
  const k = (kind) => (s) => `${kb(s.byKind[kind].transferred)} (${s.byKind[kind].requests})`;
  return [
    head,
    sep,
    row('JS raw / gzip', (s) => `${kb(s.byKind.js.raw)} / ${kb(s.byKind.js.gzip)}`),
    row('CSS raw / gzip', (s) => `${kb(s.byKind.css.raw)} / ${kb(s.byKind.css.gzip)}`),
    row('**JS+CSS gzip**', (s) => `**${kb(s.jsCssGzip)}**`),
    row('JS+CSS transferred (as served)', (s) => kb(s.jsCssTransferred)),
    row('HTML transferred (requests)', k('html')),
    row('Images transferred (requests)', k('image')),
    row('Fonts transferred (requests)', k('font')),
    row('API transferred (requests)', k('api')),
    row('**Total transferred** (requests)', (s) => `**${kb(s.totalTransferred)}** (${s.requests})`),
    row('Back-office chunks', (s) => String(s.backOfficeChunks.length)),
    row('Console errors', (s) => String(s.consoleErrors.length)),
  ].join('\n');
}

/**
 * The host's speed by Lighthouse's yardstick, over `runs` (its mobile 4x CPU slow-down is calibrated for an index of
 * about 1,500): the blocking times, and so the scores, depend on it; the LCP's network part does not. Older results did
 * not keep it.
 */
function hostIndex(runs) {
  const indexes = runs.map((r) => r.benchmarkIndex).filter(Number.isFinite);
  const format = (n) => Math.round(n).toLocaleString('en-US');
  return indexes.length ? `; host's benchmark index ${format(Math.min(...indexes))}–${format(Math.max(...indexes))}` : '';
}

function lighthouseTable(lh) {
  const presets = Object.values(lh);
  const head = `| Lighthouse ${presets[0].lighthouseVersion}, median of ${presets[0].runs.length}${hostIndex(presets.flatMap((p) => p.runs))} | ${presets.map((p) => p.preset).join(' | ')} |`;
  const sep = `|---|${presets.map(() => '---:').join('|')}|`;
  const row = (label, fn) => `| ${label} | ${presets.map(fn).join(' | ')} |`;
  return [
    head,
    sep,
    row('Performance', (p) => p.performance),
    row('Accessibility', (p) => p.accessibility),
    row('Best practices', (p) => p.bestPractices),
    row('SEO', (p) => p.seo),
    row('First contentful paint', (p) => ms(p.fcpMs)),
    row('Largest contentful paint', (p) => ms(p.lcpMs)),
    row('Total blocking time', (p) => msInt(p.tbtMs)),
    row('Cumulative layout shift', (p) => p.cls.toFixed(3)),
    row('Speed index', (p) => ms(p.speedIndexMs)),
  ].join('\n');
}

/**
 * A page's language as the tables say it. Bangla is measured twice (decision 062): as Lighthouse's phone, an Android
 * one, draws it (in its own font: the target's row), and in the site's font, as a phone that is not an Android one
 * draws it (for comparison; not held to the target).
 */
const languageOf = (p) => (p.language !== 'bn' ? 'English' : p.font === 'served' ? "Bangla, the site's font (not Android; for comparison)" : 'Bangla');
const heldToTarget = (p) => p.font !== 'served';

/** The traveller's other pages (issue 28): Lighthouse mobile per page and language, against ≥ 95 and LCP ≤ 2.5 s. */
function pagesTable(pages) {
  return [
    `| Page (Lighthouse ${pages[0].lighthouseVersion} mobile, median of ${pages[0].runs.length}${hostIndex(pages.flatMap((p) => p.runs))}) | Language | Performance | LCP | FCP | TBT | CLS | ≥ 95 and LCP ≤ 2.5 s |`,
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...pages.map(
      (p) =>
        `| ${p.page} (\`${p.path.replace(/\?.*/, '')}\`) | ${languageOf(p)} | ${p.performance} | ${ms(p.lcpMs)} | ${ms(p.fcpMs)} | ${msInt(p.tbtMs)} | ${p.cls.toFixed(3)} | ${heldToTarget(p) ? yes(p.performance >= 95 && p.lcpMs <= 2500) : '—'} |`,
    ),
  ].join('\n');
}

/** Where each page's largest paint is and what the browser fetched first, for a page that misses its target. */
function pagesDetail(pages) {
  const sum = (rows) => rows.reduce((total, r) => total + r.kb, 0).toFixed(1);
  return pages
    .filter((p) => heldToTarget(p) && (p.performance < 95 || p.lcpMs > 2500))
    .map((p) => {
      const of = (type) => p.waterfall.filter((r) => r.type === type);
      const api = [...new Set([...of('Fetch'), ...of('XHR')].map((r) => r.url.replace(/\?.*/, '')))];
      return (
        `- ${p.page}, ${languageOf(p)}: LCP ${ms(p.lcpMs)} on \`${p.lcpElement ?? 'unknown'}\`, CLS ${p.cls.toFixed(3)}; ` +
        `the page fetched ${of('Script').length} scripts (${sum(of('Script'))} KB), ${of('Stylesheet').length} stylesheets (${sum(of('Stylesheet'))} KB), ` +
        `${of('Font').length} fonts (${sum(of('Font'))} KB)${api.length ? `, then asked ${api.join(', ')}` : ''}.`
      );
    });
}

function pagesBlock(result) {
  if (!result.pages?.length) return [];
  const detail = pagesDetail(result.pages);
  return [
    '### The traveller\'s other pages',
    '',
    'Each page opened from an empty cache in a fresh Chromium, Lighthouse mobile only; the booking form with a flight ' +
      'picked on the results page (the storage a visitor has by then), the payment step signed in with a held booking. ' +
      `Search link: \`${result.pages[0].path}\` plus its query (the demo seed's Dhaka to Cox's Bazar). Lighthouse's phone is an ` +
      "Android one, which draws Bangla in its own font (decision 062); the rows in the site's font are the same pages drawn in ours.",
    '',
    pagesTable(result.pages),
    '',
    ...(detail.length ? ['Pages below the target:', '', ...detail, ''] : []),
  ];
}

/** The boarding pass page started offline (offline-pass.mjs), as Markdown lines. */
export function offlinePassReport(result) {
  return [
    '### The boarding pass offline (issue 34)',
    '',
    'A signed-in traveller opens a checked-in boarding pass once online, then opens it again in new tabs with the ' +
      'network cut (Chromium offline, CPU 4× slower, phone screen): from the navigation\'s start until the pass\'s code is drawn.',
    '',
    '| Boarding pass page | Time to the code |',
    '|---|---:|',
    `| Offline, median of ${result.runs.length} | ${result.offlineMs.toFixed(0)} ms |`,
    `| Online, after the first visit (for comparison) | ${result.onlineWarmMs.toFixed(0)} ms |`,
    '',
  ];
}

/** The traveller pages alone (`bench:web --pages-only`). */
export function pagesReport(pages) {
  return pagesBlock({ pages }).join('\n');
}

function budgetTable(budgets) {
  return ['| Budget | Target | Result | |', '|---|---|---:|---|', ...budgets.map((b) => `| ${b.budget} | ${b.target} | ${b.value} | ${yes(b.met)} |`)].join('\n');
}

/** Before (bench/web/baseline.json) beside the latest run. */
function beforeAfterTable(before, after) {
  const rows = [
    ['Home JS+CSS gzip (mobile)', (r) => kb(r.firstVisit.mobile.jsCssGzip)],
    ['Home JS+CSS as transferred (mobile)', (r) => kb(r.firstVisit.mobile.jsCssTransferred)],
    ['Home total transferred (mobile)', (r) => kb(r.firstVisit.mobile.totalTransferred)],
    ['Home total transferred (desktop)', (r) => kb(r.firstVisit.desktop.totalTransferred)],
    ['Home requests (mobile)', (r) => String(r.firstVisit.mobile.requests)],
    ['Mobile performance', (r) => String(r.lighthouse.mobile.performance)],
    ['Mobile LCP', (r) => ms(r.lighthouse.mobile.lcpMs)],
    ['Mobile TBT', (r) => msInt(r.lighthouse.mobile.tbtMs)],
    ['Mobile CLS', (r) => r.lighthouse.mobile.cls.toFixed(3)],
    ['Desktop performance', (r) => String(r.lighthouse.desktop.performance)],
    ['Desktop LCP', (r) => ms(r.lighthouse.desktop.lcpMs)],
    ['Desktop CLS', (r) => r.lighthouse.desktop.cls.toFixed(3)],
    ['Accessibility (mobile / desktop)', (r) => `${r.lighthouse.mobile.accessibility} / ${r.lighthouse.desktop.accessibility}`],
    ['Best practices (mobile / desktop)', (r) => `${r.lighthouse.mobile.bestPractices} / ${r.lighthouse.desktop.bestPractices}`],
    ['SEO (mobile / desktop)', (r) => `${r.lighthouse.mobile.seo} / ${r.lighthouse.desktop.seo}`],
  ];
  return [
    `| Home page | Before (${before.label}) | After (this run) |`,
    '|---|---:|---:|',
    ...rows.map(([label, fn]) => `| ${label} | ${fn(before)} | ${fn(after)} |`),
  ].join('\n');
}

/**
 * The budgets of each language: English (`/`) as `result.firstVisit` / `result.lighthouse`, Bangla (`/bn`, its
 * own catalog and web font) as `result.bangla`, each held to the same budgets (issue 13).
 */
export function checkBudgets(result) {
  const budgets = checkLanguageBudgets(result);
  if (result.bangla) budgets.push(...checkLanguageBudgets(result.bangla, ' — Bangla (/bn)'));
  for (const p of (result.pages ?? []).filter(heldToTarget)) {
    const name = `${p.page}${p.language === 'bn' ? ' — Bangla' : ''}`;
    budgets.push({ budget: `Lighthouse mobile performance, ${name}`, target: '≥ 95', value: String(p.performance), met: p.performance >= 95 });
    budgets.push({ budget: `Lighthouse mobile LCP, ${name}`, target: '≤ 2.5 s', value: ms(p.lcpMs), met: p.lcpMs <= 2500 });
  }
  return budgets;
}

function banglaBlock(result) {
  if (!result.bangla) return [];
  return ['### Bangla (`/bn`)', '', firstVisitTable(result.bangla.firstVisit), '', lighthouseTable(result.bangla.lighthouse), ''];
}

export function consoleReport(result) {
  return [
    firstVisitTable(result.firstVisit),
    '',
    lighthouseTable(result.lighthouse),
    '',
    ...banglaBlock(result),
    ...pagesBlock(result),
    ...(result.offlinePass ? offlinePassReport(result.offlinePass) : []),
    budgetTable(checkBudgets(result)),
    '',
    ...Object.values(result.lighthouse).flatMap((p) => p.failing.map((f) => `- ${p.preset}: ${f}`)),
  ].join('\n');
}

export function docsSection(result, baseline, notes) {
  const m = result.machine;
  const lines = [
    SECTION_HEADING,
    '',
    `Latest run: ${result.date} · machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os} · Node ${m.node} · ` +
      `${result.lighthouse.mobile.chromium.replace('Chrome/', 'Chromium ')} (${result.chromiumPath}) · database: ${result.database} · ` +
      `command: \`npm run bench:web\` (the measurements took ${result.durationSeconds.toFixed(0)} s after the build).`,
    '',
    'The home page `/` is opened in Chromium in a fresh profile (empty cache), without scrolling, until the network ' +
      'has been idle for 0.5 s; every response counts. "Transferred" is what crossed the wire, headers included, as the ' +
      'server sends it (Brotli where the build precompressed it); "gzip" is each JS and CSS file gzipped at level 9, ' +
      'as the build precompresses it, whatever the server sends. 1 KB = 1024 bytes. Budgets take the worse of the two ' +
      'screens. Lighthouse runs its own simulated throttling (mobile: Moto G Power, slow 4G, 4× CPU; desktop: dense ' +
      '4G), one fresh Chromium per run; each figure is the median of its runs. The machine is shared, so timings ' +
      '(not sizes) move between runs.',
    '',
    firstVisitTable(result.firstVisit),
    '',
    lighthouseTable(result.lighthouse),
    '',
    ...banglaBlock(result),
    ...pagesBlock(result),
    ...(result.offlinePass ? offlinePassReport(result.offlinePass) : []),
    '### Budgets',
    '',
    budgetTable(checkBudgets(result)),
    '',
  ];
  const failing = Object.values(result.lighthouse).flatMap((p) => p.failing.map((f) => `- ${p.preset}: ${f}`));
  if (failing.length) lines.push('Lighthouse audits that cost points:', '', ...failing, '');
  if (baseline) lines.push('### Before / after', '', beforeAfterTable(baseline, result), '');
  if (notes) lines.push(notes.trim(), '');
  return lines.join('\n');
}

/** Replaces (or appends) only the '## Site' section of docs/performance.md; other sections stay as they are. */
export function updateDocs(file, section) {
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION_HEADING);
  if (start === -1) {
    text = `${text.replace(/\n*$/, '')}\n\n${section.trim()}\n`;
  } else {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end === -1) end = lines.length;
    const before = lines.slice(0, start).join('\n').replace(/\n*$/, '');
    const after = lines.slice(end).join('\n').replace(/^\n*/, '');
    text = `${before}\n\n${section.trim()}\n${after ? `\n${after}` : ''}`;
    text = text.replace(/^\n+/, '');
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}
