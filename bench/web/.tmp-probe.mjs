import { measureTravellerPages } from './traveller-pages.mjs';
import { startServer } from './server.mjs';
import { CHROMIUM } from './first-visit.mjs';
process.env.CHROME_PATH = CHROMIUM;
const server = await startServer({});
try {
  const pages = await measureTravellerPages(server.url, Number(process.argv[3] ?? 1), (l) => console.error(l), process.argv[2] ?? '');
  for (const p of pages) {
    console.log(`${p.page} ${p.language}: perf ${p.performance} LCP ${Math.round(p.lcpMs)} FCP ${Math.round(p.fcpMs)} TBT ${Math.round(p.tbtMs)} SI ${Math.round(p.speedIndexMs)} CLS ${p.cls.toFixed(3)} lcpEl ${p.lcpElement}`);
    for (const w of p.waterfall) console.log(`   ${w.endMs}\t${w.kb}\t${w.type}\t${w.url.slice(0, 90)}`);
  }
} finally { await server.stop(); }
