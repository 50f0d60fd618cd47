import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { catalogueNamePaths, FIRST_ANSWERS_ELEMENT, flightSearchReadOf, SEARCH_RESULTS_PATH, TOKEN_COOKIE, type FirstAnswers } from '@tarmac/shared';
import { SHELL_SCRIPT } from './shell-script.js';

/** The encodings the shell is sent in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** `body` in `encoding`: Brotli at the highest quality for what is compressed once at start, a lower one per request. */
const compress = (body: Buffer, encoding: Encoding, brotliQuality = 11) =>
  encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }) : zlib.gzipSync(body, { level: 9 });

interface PageShell {
  plain: Buffer;
  /** The same bytes in each encoding. */
  variants: Record<Encoding, Buffer>;
}

/** Settings of the operator's that the pages show (the footer's hotline). */
export interface SiteSettings {
  hotline: string;
}

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A Bangla page: `/bn` and every address under it (decision 018). */
const isBanglaPage = (url: string) => /^\/bn(?:[/?#]|$)/.test(url);

/**
 * The files of the traveller's pages (written by the web build, apps/web/build/route-preloads.ts): what every page but
 * home loads, what each language adds, and each page's own, by its address.
 */
interface Preloads {
  common: string[];
  languages: Record<string, string[]>;
  /**
   * `reads`: the public API reads the page makes first (absolute /api/ paths), asked for with the shell's first bytes.
   * `answers`: its first signed-in reads (`/api/bookings/:pnr`, parts named as in `path`), answered in the shell.
   */
  routes: { path: string; files: string[]; reads?: string[]; answers?: string[] }[];
}

function readPreloads(dist: string): Preloads | null {
  const file = path.join(dist, 'preloads.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Preloads) : null;
}

/** A React Router pattern (`/booking/:pnr/pay`) as a regular expression of the whole path, each part a named group. */
const patternOf = (route: string) =>
  new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/** A read's path (`/api/bookings/:pnr`) with the page address's parts put in, encoded as the page's own read encodes them. */
function readPath(template: string, parts: Record<string, string>): string | null {
  try {
    return template.replace(/:(\w+)/g, (_, name: string) => {
      if (parts[name] === undefined) throw new Error(`no part ${name}`);
      return encodeURIComponent(decodeURIComponent(parts[name]));
    });
  } catch {
    return null;
  }
}

/**
 * The answers to a page's first signed-in reads, for the session whose token the browser sent in its cookie
 * (decision 065): each read goes through the API itself (the same checks of who may see what, the same answer), and
 * only a 200 is kept. Nothing when there is no session, or nothing it may read.
 */
async function firstAnswersFor(app: FastifyInstance, request: FastifyRequest, templates: string[], parts: Record<string, string>, language: 'en' | 'bn'): Promise<Record<string, unknown> | null> {
  const token = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie)[TOKEN_COOKIE] : undefined;
  // A token is a JWT (base64url parts and dots); anything else is not a session, and never goes into a header.
  if (!token || !/^[\w.-]+$/.test(token)) return null;
  const answers: Record<string, unknown> = {};
  for (const template of templates) {
    const read = readPath(template, parts);
    if (!read) continue;
    // The page still opens if the read cannot be made (it then reads for itself): the shell never fails for an answer.
    const res = await app
      .inject({ method: 'GET', url: read, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': language } })
      .catch(() => null);
    if (res?.statusCode === 200) answers[read] = res.json();
  }
  return Object.keys(answers).length ? answers : null;
}

/** The element that carries them: JSON in a data block (never run), with `<` escaped so no text in it can end the block. */
const answersElement = (first: FirstAnswers) =>
  `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">${JSON.stringify(first).replace(/</g, '\\u003c')}</script>`;

/**
 * The hint that fetches `file` before the page asks for it: a module or a stylesheet. The app links a chunk's
 * stylesheet with `crossorigin` (Vite's preload helper), so the hint says it too: without it the browser fetched every
 * stylesheet twice, the hinted copy unused ("the request credentials mode does not match").
 */
const hintFor = (file: string) =>
  file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">` : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`;

/**
 * A public read asked for with the shell's first bytes, so its answer is in when the page's code is: the catalogue's
 * Bangla names (three public lists) that a Bangla page other than home reads before it draws
 * (apps/web/src/lib/catalogue-names.ts), and the first reads of a traveller's page (`reads` in preloads.json, from
 * apps/web/vite.config.ts). The page's reads take these answers (a preload is matched by address; its headers need
 * not be the same).
 */
const readHint = (api: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(api)}">`;

/** The built files in dist/assets whose names match `pattern`, sorted. */
function assetsMatching(assets: string, pattern: RegExp): string[] {
  return fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => pattern.test(f)).sort() : [];
}

/**
 * How a page draws Bangla: in the site's Noto Sans Bengali (`served`), or in the device's own font (`own`). An Android
 * phone's own font for Bangla is Noto Sans Bengali, the face the site serves: its pages are marked
 * (`data-bangla-font="own"` on `<html>`, read by apps/web/src/styles.css) and never download or preload ours
 * (decision 062). Told by the browser's platform hint, which Chromium browsers send with every request.
 */
type BanglaFont = 'served' | 'own';

const banglaFontOf = (request: FastifyRequest): BanglaFont => (request.headers['sec-ch-ua-platform'] === '"Android"' ? 'own' : 'served');

/**
 * The page shell of one language, compressed once at start, for each way of drawing Bangla (`BanglaFont`):
 * - `<html lang>` is the page's language from the first byte;
 * - the first part of that language's message catalog is preloaded (the app fetches it before its first render;
 *   the hint saves a round trip on a slow network, and only the page's language is ever fetched);
 * - a Bangla page drawn in the site's font also preloads it, so the font arrives with the script rather than after
 *   the first paint (when its glyphs replaced the fallback's, the page shifted). English pages never fetch it;
 * - a Bangla page links the Bangla manifest (the installed app's name in Bangla);
 * - a traveller's page opened by its address (a shared link, a reload) also hints every file its code needs
 *   (`pageFiles`: the route table, the page, their imports and styles, the language's second catalog part), so the
 *   browser fetches them beside the first script instead of one level after another once it has run;
 * - a Bangla page other than home (`names`) also asks for the lists of the catalogue's Bangla names, and a traveller's
 *   page for its first public reads (`reads`), each once (`readHint`);
 * - in that order: the page's code first (its longest download), then its reads and the Bangla font, which the page
 *   needs once its code has run. (A search results link also gets its search's answer asked for, in a Link header.)
 */
function pageShells(
  index: string,
  assets: string,
  language: 'en' | 'bn',
  site: SiteSettings,
  pageFiles: string[] = [],
  names = false,
  reads: string[] = [],
): Record<BanglaFont, PageShell> {
  const catalog = assetsMatching(assets, new RegExp(`^catalog-${language}-first-[\\w-]+\\.js$`));
  const fonts = language === 'bn' ? assetsMatching(assets, /^noto-sans-bengali-bengali-\d+-normal-[\w-]+\.woff2$/) : [];
  const shellFor = (font: BanglaFont): PageShell => {
    const hints = [
      // What the site says that the operator configures (read by apps/web/src/lib/site-settings.ts): no request needed.
      `<meta name="tarmac-hotline" content="${escapeAttribute(site.hotline)}">`,
      ...catalog.map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`),
      ...pageFiles.map(hintFor),
      ...[...new Set([...(names && language === 'bn' ? Object.values(catalogueNamePaths) : []), ...reads.filter((api) => api.startsWith('/api/'))])].map(readHint),
      ...(font === 'served' ? fonts : []).map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`),
    ].join('');
    const html = index
      .replace(/<html\b[^>]*>/, (tag) => {
        const withLanguage = /\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`) : tag.replace('<html', `<html lang="${language}"`);
        return font === 'own' ? withLanguage.replace('<html', '<html data-bangla-font="own"') : withLanguage;
      })
      .replace('</head>', `${hints}</head>`)
      // Before the stylesheets, which would hold an inline script until they have loaded.
      .replace('</title>', `</title><script>${SHELL_SCRIPT}</script>`);
    // The installable app's manifest in the page's language (apps/web/public/manifest-bn.webmanifest: the Bangla names).
    const localised = language === 'bn' ? html.replace('/manifest.webmanifest', '/manifest-bn.webmanifest') : html;
    const plain = Buffer.from(localised);
    return { plain, variants: { br: compress(plain, 'br'), gzip: compress(plain, 'gzip') } };
  };
  return { served: shellFor('served'), own: shellFor('own') };
}

/** Whether the client accepts `encoding` (a q=0 refusal counts as not accepting). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the built single-page app's files (hashed assets cached for a year) and returns the answer for
 * every other page path: the page shell of its language (built from index.html at start), so the client-side
 * router can draw the page. The build writes a Brotli and a gzip copy beside each other text file; they are sent
 * as they are to clients that accept them.
 */
export async function serveWebApp(
  app: FastifyInstance,
  dist: string,
  site: SiteSettings,
): Promise<((reply: FastifyReply, request: FastifyRequest) => Promise<FastifyReply>) | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${dist}; run "npm run build" to serve the site.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = fs.readFileSync(indexFile, 'utf8');
  const assets = path.join(dist, 'assets');
  // The first script, asked for as the answer's headers arrive (a Link header), before the page is parsed: it is the
  // longest download of every first visit, and the page can draw nothing before it has run.
  const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"/.exec(index)?.[1];
  const entryLink = entry ? `<${entry}>; rel=modulepreload` : null;
  const english = pageShells(index, assets, 'en', site);
  const bangla = pageShells(index, assets, 'bn', site);
  const banglaPage = pageShells(index, assets, 'bn', site, [], true);
  const preloads = readPreloads(dist);
  const routes = (preloads?.routes ?? []).map(({ path: route, files, reads, answers = [] }) => {
    const shellOf = (language: 'en' | 'bn') =>
      pageShells(index, assets, language, site, [...new Set([...preloads!.common, ...(preloads!.languages[language] ?? []), ...files])], true, reads);
    return { pattern: patternOf(route), answers, en: shellOf('en'), bn: shellOf('bn') };
  });
  return async (reply, request) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const inBangla = isBanglaPage(request.url);
    const address = request.url.replace(/[?#].*$/, '');
    const pathname = address.replace(/^\/bn(?=\/|$)/, '') || '/';
    const route = routes.find((r) => r.pattern.test(pathname));
    reply.header('vary', route?.answers.length ? 'accept-encoding, sec-ch-ua-platform, cookie' : 'accept-encoding, sec-ch-ua-platform');
    // A search results link names its search: the answer is asked for with the page (a preload the page's read takes).
    const linkRead = pathname === SEARCH_RESULTS_PATH ? flightSearchReadOf(new URLSearchParams(request.url.replace(/^[^?]*\??/, '').replace(/#.*$/, ''))) : null;
    const links = [entryLink, linkRead && `<${linkRead}>; rel=preload; as=fetch; crossorigin`].filter(Boolean);
    if (links.length) reply.header('link', links.join(', '));
    const shell = (route ? route[inBangla ? 'bn' : 'en'] : !inBangla ? english : pathname === '/' ? bangla : banglaPage)[banglaFontOf(request)];
    const answers = route?.answers.length ? await firstAnswersFor(app, request, route.answers, route.pattern.exec(pathname)?.groups ?? {}, inBangla ? 'bn' : 'en') : null;
    const encoding = ENCODINGS.find((e) => accepts(request, e));
    if (encoding) reply.header('content-encoding', encoding);
    if (!answers) return reply.send(encoding ? shell.variants[encoding] : shell.plain);
    // A page with a traveller's own data: made for this request, kept by no cache.
    reply.header('cache-control', 'private, no-store');
    const html = Buffer.from(shell.plain.toString('utf8').replace('</body>', `${answersElement({ page: address, answers })}</body>`));
    return reply.send(encoding ? compress(html, encoding, 5) : html);
  };
}
