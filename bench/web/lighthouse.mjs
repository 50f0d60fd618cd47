// Lighthouse (12.8, the line that runs on Node 20) against Debian's Chromium, mobile and desktop presets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './first-visit.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in its own fresh Chromium. */
async function runOnce(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Audits that cost points outside performance, so the report can say why a score is below 100.
    const failing = [];
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const nodes = (audit.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean).slice(0, 3);
          failing.push(`${id}: ${ref.id} (${audit.title})${nodes.length ? ` e.g. ${nodes.join(' ')}` : ''}`);
        }
      }
    }
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      // How fast this host is by Lighthouse's own yardstick (its 4x mobile CPU slow-down is calibrated for about 1,500).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      chromium: lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '',
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      lcpElement,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/**
 * `run()`, and once more if it throws: Lighthouse now and then loses its trace (NO_NAVSTART), on a busy machine or not.
 * `say` gets the first failure's message.
 */
export const tryTwice = (run, say) =>
  run().catch((error) => {
    say(error.message);
    return run();
  });

/** `runs` runs of one preset; each metric is the median of its runs. */
export async function runLighthouse(url, preset, runs, log = () => {}) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const run = await tryTwice(
      () => runOnce(url, preset),
      (message) => log(`  lighthouse ${preset} ${i + 1}/${runs}: ${message}; trying again`),
    );
    log(`  lighthouse ${preset} ${i + 1}/${runs}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`);
    all.push(run);
  }
  const medians = Object.fromEntries(METRICS.map((m) => [m, median(all.map((r) => r[m]))]));
  return {
    preset,
    ...medians,
    lighthouseVersion: all[0].lighthouseVersion,
    chromium: all[0].chromium,
    lcpElement: all.at(-1).lcpElement,
    failing: [...new Set(all.flatMap((r) => r.failing))],
    runs: all.map(({ failing, lcpElement, ...rest }) => rest),
  };
}
