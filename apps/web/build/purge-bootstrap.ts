/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { transform, type Selector, type SelectorComponent } from 'lightningcss';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Bootstrap's stylesheet is 230 KB, most of it rules no Tarmac page uses. At build time:
 *
 * - the stylesheet imported by main.tsx keeps only the rules whose classes the first page can use: the
 *   class names written in the code main.tsx reaches through its imports, static or dynamic, except the
 *   chunks loaded through lazyPage() (the other pages, the signed-in menus), and the class families of
 *   the react-bootstrap components that code uses;
 * - `virtual:tarmac/page-styles.css` holds the rules any part of the app may need, followed by the app's
 *   own global CSS again. lazyPage() loads it before the chunk it loads. Coming after the first
 *   stylesheet, it repeats every rule in Bootstrap's own order, so the cascade is exactly the one the
 *   full stylesheet gives.
 *
 * A class counts as written when it is a whole word of a string in the code (a className, a variant
 * value …): build class names from whole names, not from parts (`'navbar-expand-lg'`, not
 * `` `navbar-expand-${size}` ``). Custom properties nobody reads are dropped too. Both results are CSS
 * modules, so their file hashes follow their contents. In development nothing is trimmed.
 */

export const PAGE_STYLES = 'virtual:tarmac/page-styles.css';

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

/**
 * Colour classes react-bootstrap builds from a prop outside the component's own class family
 * (`bg-${bg}`, `text-${variant}` …): kept when the colour is written in our code.
 */
const COLOUR_CLASS = /^(bg|text-bg|text|border)-(primary|secondary|success|danger|warning|info|light|dark|body|white|black|transparent)$/;
/** Prop values react-bootstrap uses when none is given (Button and Alert 'primary', Navbar 'light'). */
const DEFAULT_VALUES = ['primary', 'light'];

interface Vocabulary {
  /** Whole words of the strings in the code. */
  words: Set<string>;
  /** Class families of the react-bootstrap components used: 'modal' keeps .modal, .modal-dialog … */
  families: Set<string>;
  /** Custom properties (--bs-…) the code or the app's CSS names. */
  vars: Set<string>;
}

interface Source {
  file: string;
  text: string;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

const read = (file: string): Source => ({ file, text: fs.readFileSync(file, 'utf8') });

/**
 * The strings a script writes (literals and the fixed parts of template literals) and the HTML elements
 * its JSX draws; comments do not count.
 */
function stringsOf({ file, text }: Source): string[] {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return [text];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    // Module names ('../lib/toast') are not class names.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) strings.push(node.tagName.text);
    else if (ts.isTemplateExpression(node)) {
      strings.push(node.head.text);
      for (const span of node.templateSpans) {
        visit(span.expression);
        strings.push(span.literal.text);
      }
      return;
    }
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind));
  return strings;
}

type Members = Map<string, Members>;

/** `Form.Control.Feedback` → Form: { Control: { Feedback } } for the given identifiers. */
function memberUses(text: string, idents: Iterable<string>, into: Map<string, Members> = new Map()): Map<string, Members> {
  for (const ident of idents) {
    for (const match of text.matchAll(new RegExp(`\\b${ident}((?:\\.[A-Z]\\w*)+)`, 'g'))) {
      let node = into.get(ident) ?? new Map();
      into.set(ident, node);
      for (const key of match[1]!.slice(1).split('.')) {
        const next = node.get(key) ?? new Map();
        node.set(key, next);
        node = next;
      }
    }
    if (!into.has(ident) && new RegExp(`\\b${ident}\\b`).test(text)) into.set(ident, new Map());
  }
  return into;
}

/**
 * The react-bootstrap modules our sources reach: the components they import, the static members they
 * use (`Form.Control` reaches FormControl, not FormFloating) and, in turn, what those use.
 */
function reactBootstrapModules(sources: Source[], resolveFrom: string): Source[] {
  const require = createRequire(resolveFrom);
  const esm = path.join(path.dirname(require.resolve('react-bootstrap/package.json')), 'esm');
  const queue: { file: string; members: Members }[] = [];
  for (const { text } of sources) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-bootstrap'/g)) {
      for (const name of match[1]!.split(',')) {
        const [imported, local] = name.replace(/\btype\b/, '').split(/\s+as\s+/).map((part) => part.trim());
        if (!imported) continue;
        const used = local || imported;
        queue.push({ file: path.join(esm, `${imported}.js`), members: memberUses(text, [used]).get(used) ?? new Map() });
      }
    }
    for (const match of text.matchAll(/import\s+(\w+)\s+from\s*'react-bootstrap\/(?:esm\/)?(\w+)'/g)) {
      queue.push({ file: path.join(esm, `${match[2]}.js`), members: memberUses(text, [match[1]!]).get(match[1]!) ?? new Map() });
    }
  }
  const modules = new Map<string, Source>();
  const seen = new Set<string>();
  while (queue.length) {
    const { file, members } = queue.pop()!;
    const key = `${file}:${[...members.keys()].sort().join(',')}`;
    if (seen.has(key) || !fs.existsSync(file)) continue;
    seen.add(key);
    const text = fs.readFileSync(file, 'utf8');
    const statics = /Object\.assign\(\w+,\s*\{([^}]*)\}\)/.exec(text);
    const staticOf = new Map<string, string>(); // imported identifier → static member name
    for (const pair of statics?.[1]?.split(',') ?? []) {
      const [name, value] = pair.split(':').map((part) => part.trim());
      if (name) staticOf.set(value || name, name);
    }
    const imports = [...text.matchAll(/^import\s+(\w+)(?:\s*,\s*\{[^}]*\})?\s+from\s*'(\.\/[^']+)'/gm)];
    const body = text.replace(/^import .*$/gm, '').replace(statics?.[0] ?? '\u0000', '');
    modules.set(file, { file, text: body });
    const inner = memberUses(body, imports.map((m) => m[1]!));
    for (const [, ident, relative] of imports) {
      const target = path.join(path.dirname(file), relative!.endsWith('.js') ? relative! : `${relative}.js`);
      const viaStatic = staticOf.has(ident!) ? members.get(staticOf.get(ident!)!) : undefined;
      if (inner.has(ident!)) queue.push({ file: target, members: inner.get(ident!)! });
      if (viaStatic) queue.push({ file: target, members: viaStatic });
    }
    // Named imports (helpers, contexts) are followed whole.
    for (const match of text.matchAll(/^import\s*\{[^}]*\}\s*from\s*'(\.\/[^']+)'/gm)) {
      queue.push({ file: path.join(path.dirname(file), match[1]!.endsWith('.js') ? match[1]! : `${match[1]}.js`), members: new Map() });
    }
  }
  return [...modules.values()];
}

function wordsOf(strings: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of strings) for (const word of text.split(/[^A-Za-z0-9_-]+/)) if (word) words.add(word);
  return words;
}

function vocabularyOf(sources: Source[], resolveFrom: string): Vocabulary {
  const components = reactBootstrapModules(sources, resolveFrom);
  const families = new Set<string>();
  for (const { text } of components) {
    for (const match of text.matchAll(/useBootstrapPrefix\(\s*[\w.]+\s*,\s*'([\w-]+)'\s*\)/g)) families.add(match[1]!);
  }
  return {
    words: wordsOf([...sources, ...components].flatMap(stringsOf)),
    families,
    vars: new Set([...sources, ...components].flatMap(({ text }) => text.match(/--bs-[\w-]+/g) ?? [])),
  };
}

function classIsUsed(name: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.words.has(name)) return true;
  for (const family of vocabulary.families) if (name === family || name.startsWith(`${family}-`)) return true;
  // Only react-bootstrap builds these; without its components, only the written ones count.
  const colour = vocabulary.families.size > 0 ? COLOUR_CLASS.exec(name) : null;
  return !!colour && (vocabulary.words.has(colour[2]!) || DEFAULT_VALUES.includes(colour[2]!));
}

/** Elements every page has, whether or not the code draws them. */
const DOCUMENT_ELEMENTS = new Set(['html', 'body']);

/**
 * A selector can match only if every class and element it requires is used (an element counts as used
 * when JSX draws it or a string names it, as in `as: 'button'`), and so is the value of a [type=…] or
 * [role=…] it requires; what sits under :not() is not required.
 */
function selectorCanMatch(selector: Selector, vocabulary: Vocabulary): boolean {
  return selector.every((component: SelectorComponent) => {
    if (component.type === 'class') return classIsUsed(component.name, vocabulary);
    if (component.type === 'type') return DOCUMENT_ELEMENTS.has(component.name) || vocabulary.words.has(component.name);
    // [type=checkbox], [role=button]: the value must be written somewhere (type="radio" writes 'radio').
    if (component.type === 'attribute' && (component.name === 'type' || component.name === 'role') && component.operation?.operator === 'equal') {
      return vocabulary.words.has(component.operation.value);
    }
    // The button of <input type="file">.
    if (component.type === 'pseudo-element' && component.kind === 'file-selector-button') return vocabulary.words.has('file');
    if (component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where')) {
      return component.selectors.some((inner) => selectorCanMatch(inner, vocabulary));
    }
    return true;
  });
}

/** Bootstrap's CSS without the rules the vocabulary cannot match and the custom properties nothing reads. */
function trimBootstrap(code: string, vocabulary: Vocabulary): string {
  const filename = 'bootstrap.css';
  // 1. A selector list loses the selectors that cannot match; a rule left with none is dropped.
  let css = transform({
    filename,
    code: Buffer.from(code),
    minify: true,
    visitor: {
      Selector(selector) {
        return selectorCanMatch(selector, vocabulary) ? undefined : [];
      },
    },
  }).code.toString();
  // 2. Custom properties that nothing reads go, until none is left to drop (variables read variables).
  for (let round = 0; round < 5; round++) {
    const used = new Set(vocabulary.vars);
    transform({ filename, code: Buffer.from(css), visitor: { Variable(variable) { used.add(variable.name.ident); } } });
    let dropped = 0;
    css = transform({
      filename,
      code: Buffer.from(css),
      minify: true,
      visitor: {
        Declaration: {
          custom(property) {
            if (!property.name.startsWith('--') || used.has(property.name)) return undefined;
            dropped++;
            return [];
          },
        },
      },
    }).code.toString();
    if (dropped === 0) break;
  }
  return css;
}

const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The names a module is asked for: some of its exports, or all of them ('*': a namespace, a side effect, a dynamic import). */
type Wanted = Set<string> | '*';

const resolveSource = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  const target = SOURCE_EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return target && /\.(tsx?|css)$/.test(target) ? target : null;
};

/** The names an import clause takes (`A, { B, C as D }` → default, B, C; `* as N` → all). */
function importedNames(clause: string): Wanted {
  if (/\*\s+as\s+\w+/.test(clause)) return '*';
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (/^\s*\w+/.test(clause.replace(/\{[^}]*\}/, ''))) names.add('default');
  for (const item of braces?.[1]?.split(',') ?? []) {
    const name = item.trim();
    if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!.trim());
  }
  return names;
}

/** The names an object binding pattern takes (`{ a, b: c }` → a, b); null when it is not one. */
const boundNames = (node: ts.Node | undefined): Set<string> | null =>
  node && ts.isObjectBindingPattern(node) && node.elements.every((e) => !e.dotDotDotToken)
    ? new Set(node.elements.map((e) => ((e.propertyName ?? e.name) as ts.Identifier).text))
    : null;

/**
 * What each `import('…')` of a script takes of its module, when the code says so: `const { a } = await import(x)`,
 * `(await import(x)).a`, `import(x).then((m) => m.a)`, `const [{ a }, { b }] = await Promise.all([import(x), import(y)])`;
 * otherwise all of it.
 */
function dynamicImports(file: string, text: string): Map<string, Wanted> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<string, Wanted>();
  const takes = (call: ts.CallExpression): Wanted => {
    const parent = call.parent;
    if (ts.isAwaitExpression(parent)) {
      if (ts.isVariableDeclaration(parent.parent)) return boundNames(parent.parent.name) ?? '*';
      if (ts.isParenthesizedExpression(parent.parent) && ts.isPropertyAccessExpression(parent.parent.parent)) return new Set([parent.parent.parent.name.text]);
    }
    if (ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' && ts.isCallExpression(parent.parent)) {
      const callback = parent.parent.arguments[0];
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) && callback.parameters.length === 1) {
        const param = callback.parameters[0]!.name;
        if (!ts.isIdentifier(param)) return boundNames(param) ?? '*';
        const names = new Set<string>();
        let whole = false;
        const look = (node: ts.Node) => {
          if (ts.isIdentifier(node) && node.text === param.text && node !== param) {
            if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) names.add(node.parent.name.text);
            else whole = true;
          }
          ts.forEachChild(node, look);
        };
        look(callback.body);
        return whole ? '*' : names;
      }
    }
    if (ts.isArrayLiteralExpression(parent) && ts.isCallExpression(parent.parent) && parent.parent.expression.getText() === 'Promise.all') {
      const awaited = parent.parent.parent;
      if (ts.isAwaitExpression(awaited) && ts.isVariableDeclaration(awaited.parent) && ts.isArrayBindingPattern(awaited.parent.name)) {
        const element = awaited.parent.name.elements[parent.elements.indexOf(call)];
        return element && ts.isBindingElement(element) ? (boundNames(element.name) ?? '*') : '*';
      }
    }
    return '*';
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const specifier = node.arguments[0].text;
      const wanted = takes(node);
      const before = found.get(specifier);
      found.set(specifier, before === '*' || wanted === '*' ? '*' : new Set([...(before ?? []), ...wanted]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The files of the first page, in import order: main.tsx and what it imports, statically or dynamically,
 * except what files using lazyPage() load on demand. CSS files are listed where they are imported.
 * With `exports: true`, a re-export (a feature's index.ts: `export { SearchPanel } from './components/search-panel'`)
 * is followed only when something imports that name, statically or dynamically (`dynamicImports`), as the bundler
 * leaves out a component nobody uses; without, every re-exported module counts (the CSS files, which the bundler
 * keeps as side effects).
 */
export function firstPageFiles(entry: string, { exports = false }: { exports?: boolean } = {}): string[] {
  const asked = new Map<string, Set<string> | '*'>();
  const order: string[] = [];
  const visit = (file: string, wanted: Wanted) => {
    const before = asked.get(file);
    if (before === '*' || (before && wanted !== '*' && [...wanted].every((name) => before.has(name)))) return;
    if (!before) order.push(file);
    asked.set(file, wanted === '*' || !exports ? '*' : new Set([...(before ?? []), ...wanted]));
    if (file.endsWith('.css')) return;
    const text = fs.readFileSync(file, 'utf8');
    const onDemand = /\blazyPage\b/.test(text);
    for (const [, keyword, clause, specifier] of text.matchAll(/^(import|export)\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?'(\.{1,2}\/[^']+)'/gm)) {
      const target = resolveSource(file, specifier!);
      if (!target) continue;
      if (!exports) visit(target, '*');
      else if (keyword === 'import') visit(target, clause ? importedNames(clause) : '*');
      else if (/^\s*\*\s*$/.test(clause ?? '')) visit(target, wanted);
      else {
        // `export { A, B as C } from`: the names asked of this file that it passes on, under their own names there.
        const passed = new Set<string>();
        for (const item of /\{([^}]*)\}/.exec(clause ?? '')?.[1]?.split(',') ?? []) {
          const [own, as] = item.trim().split(/\s+as\s+/).map((part) => part.trim());
          if (own && !own.startsWith('type ') && (wanted === '*' || wanted.has(as ?? own))) passed.add(own);
        }
        if (/\*\s+as\s+(\w+)/.test(clause ?? '') && (wanted === '*' || wanted.has(/\*\s+as\s+(\w+)/.exec(clause!)![1]!))) visit(target, '*');
        else if (passed.size > 0) visit(target, passed);
      }
    }
    if (onDemand) return;
    if (exports) {
      for (const [specifier, taken] of dynamicImports(file, text)) {
        const target = specifier.startsWith('.') ? resolveSource(file, specifier) : null;
        if (target) visit(target, taken);
      }
      return;
    }
    for (const [, specifier] of text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
      const target = resolveSource(file, specifier!);
      if (target) visit(target, '*');
    }
  };
  visit(entry, '*');
  return order;
}

/** `trim: false` keeps Bootstrap whole (and the page styles empty), to compare against (bench/web/css-check.mjs). */
export function purgeBootstrap(sourceDir: string, { trim = true }: { trim?: boolean } = {}): Plugin {
  let building = false;
  let firstPage: Vocabulary | null = null;
  let pageStyles = '';
  return {
    name: 'tarmac:purge-bootstrap',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && trim;
    },
    buildStart() {
      if (!building) return;
      const entry = path.join(sourceDir, 'main.tsx');
      const html = read(path.join(sourceDir, '..', 'index.html'));
      const first = firstPageFiles(entry);
      firstPage = vocabularyOf([...firstPageFiles(entry, { exports: true }).map(read), html], entry);
      const everything = vocabularyOf([...filesUnder(sourceDir, /\.(tsx?|css)$/).map(read), html], entry);
      const bootstrap = read(createRequire(entry).resolve('bootstrap/dist/css/bootstrap.min.css')).text;
      const appCss = first.filter((file) => file.endsWith('.css')).map((file) => read(file).text);
      pageStyles = [trimBootstrap(bootstrap, everything), ...appCss].join('\n');
    },
    resolveId(id) {
      return id === PAGE_STYLES ? PAGE_STYLES : null;
    },
    load(id) {
      return id === PAGE_STYLES ? pageStyles : null;
    },
    transform(code, id) {
      if (!building || !firstPage || !BOOTSTRAP_CSS.test(id.split('?')[0]!)) return null;
      return { code: trimBootstrap(code, firstPage), map: null };
    },
  };
}
