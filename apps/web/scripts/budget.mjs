#!/usr/bin/env node
/**
 * JavaScript size budgets of the built web client (docs/decisions/019), read from Vite's manifest
 * (dist/.vite/manifest.json, `build.manifest: true`). Deterministic: sizes are gzip -9 of the built files.
 *
 * A route's JavaScript is the static import graph of the entry (index.html), of one language's chunks (its catalogue,
 * awaited before the first render) and of the route's lazy page chunk, plus the lazy layout the page
 * renders in (login, personal centre, back office; the worst of its places when routes.tsx places it in several; a
 * plain part the plain layouts; a part loaded by a page counts that page: see the late parts below); the larger of the
 * two languages counts. Every other lazy chunk of the manifest is checked as a route; the landing page
 * (src/features/content/pages/MainPage.tsx, under the main layout) is in the entry (exact figure: its initial
 * JavaScript; the live sections below the hero load with their own chunks when a reader scrolls toward them).
 *
 *   node scripts/budget.mjs          the table and the verdict (exit 1 when over a budget)
 *   node scripts/budget.mjs --json   the same as JSON
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * The limits CI holds: today's figures plus a little room, so nothing grows unnoticed. Issue 12's targets are
 * 200 KB (landing) and 300 KB (any route); the landing page meets its target since decision 042 (no antd before the
 * first render), every route since decision 053 (the 3D views open from a poster: three.js is no route's any more).
 * Lower these as chunks shrink, never raise them without a decision.
 */
export const BUDGETS = { landing: 181 * KB, route: 300 * KB, plain: 213 * KB, part: 300 * KB, onDemand: 393 * KB };
const LANDING = 'src/features/content/pages/MainPage.tsx';
const isLayout = (key) => /Layout\.tsx$/.test(key);
/**
 * The pages (`lazyPage(() => import('…'))` in src/app/routes.tsx, decision 045), drawn in plain markup: their figure is
 * the entry, their language and their own graph — what a visitor who opens them downloads — against a budget of their
 * own, tighter than any route's.
 */
const routesSource = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'routes.tsx'), 'utf8');
const PLAIN_MODULES = [...routesSource.matchAll(/= lazyPage\(\(\) => import\('\.(\.)?\/([^']+)'\)\)/g)].map((m) =>
  m[1] ? `src/${m[2]}.tsx` : `src/app/${m[2]}.tsx`,
);
if (PLAIN_MODULES.length !== (routesSource.match(/\blazyPage\(\(\)/g) ?? []).length)
  throw new Error("budget: a lazyPage(() => import('../…')) line of src/app/routes.tsx is written in a shape this script does not read");
/**
 * A plain layout (the login layout, decision 048) is loaded with any page under it: a page counts the layout of each
 * place it has (a few KB; none under the main layout, which is in the entry).
 */
const PLAIN_LAYOUTS = PLAIN_MODULES.filter((m) => isLayout(m));
/**
 * Where each page is placed: the source module of every `const X = lazyPage(() => import('…'))` of routes.tsx, the pages
 * of each `export const …Pages: Page[] = [ … ]` (their `lazy: X`), and the lazy layout each array renders in
 * (`lazy: SomeLayout, … children: …Pages`; the main layout is in the entry, so mainPages have none). A page counts the
 * layout of each place it has and the worst place is its figure; a chunk that is no page (a lazy part) counts with
 * the page that loads it (below, decision 052).
 */
const LAZY_MODULES = Object.fromEntries(
  [...routesSource.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.(\.)?\/([^']+)'\)\)/g)].map((m) => [
    m[1],
    m[2] ? `src/${m[3]}.tsx` : `src/app/${m[3]}.tsx`,
  ]),
);
const PAGE_ARRAYS = Object.fromEntries(
  [...routesSource.matchAll(/export const (\w+Pages): Page\[\] = \[([\s\S]*?)\n\];/g)].map((m) => [
    m[1],
    [...m[2].matchAll(/lazy: (\w+)/g)].map((l) => l[1]),
  ]),
);
const ARRAY_LAYOUTS = Object.fromEntries(
  [...routesSource.matchAll(/lazy: (\w+Layout)\b[\s\S]{0,200}?children: (?:\[\{[^\]]*?children: )?(\w+Pages)/g)].map((m) => [m[2], m[1]]),
);
if (!PAGE_ARRAYS.mainPages || Object.keys(PAGE_ARRAYS).length < 3)
  throw new Error('budget: the page arrays of src/app/routes.tsx (`export const …Pages: Page[] = [`) were not found');
for (const [array, names] of Object.entries(PAGE_ARRAYS)) {
  const unknown = names.filter((n) => !LAZY_MODULES[n] || (ARRAY_LAYOUTS[array] && !LAZY_MODULES[ARRAY_LAYOUTS[array]]));
  if (unknown.length) throw new Error(`budget: routes.tsx ${array} loads ${unknown.join(', ')}, which this script cannot trace to a module`);
  if (array !== 'mainPages' && !ARRAY_LAYOUTS[array]) throw new Error(`budget: the layout of routes.tsx ${array} was not found`);
}
/** The layout modules of each place a page module has (`null`: in the main layout, which is in the entry). */
function placesOf(module) {
  return Object.entries(PAGE_ARRAYS)
    .filter(([, names]) => names.some((n) => LAZY_MODULES[n] === module))
    .map(([array]) => (ARRAY_LAYOUTS[array] ? LAZY_MODULES[ARRAY_LAYOUTS[array]] : null));
}
const PLAIN_PAGES = PLAIN_MODULES.filter((m) => !isLayout(m));
/**
 * Parts a page loads later (`lazyPlain(() => import('…'))`, src/lib/lazyPlain.tsx; the landing page's sections, a
 * dialog, an editor): measured like plain pages.
 */
function lazyParts(dir, loader) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...lazyParts(file, loader));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      for (const m of readFileSync(file, 'utf8').matchAll(new RegExp(`${loader}\\(\\(\\) => import\\('([^']+)'\\)`, 'g')))
        found.push(`${relative(webRoot, join(dirname(file), m[1]))}.tsx`);
  }
  return found;
}
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
PLAIN_PAGES.push(...lazyParts(join(webRoot, 'src'), 'lazyPlain'));
const LANGUAGE_CHUNKS = {
  'zh-CN': [/src\/i18n\/zh-CN\.ts$/],
  'en-US': [/src\/i18n\/en-US\.ts$/],
};

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** The JavaScript files of the static import graph of the manifest keys `keys`. */
function staticGraph(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files];
}

// every chunk something loads with import(): a page module Rolldown did not make the facade of its chunk is listed under
// the chunk's name (`_OrderDetail-….js`) without `isDynamicEntry`, and counts too
const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
const dynamicEntries = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry || dynamicTargets.has(k))
  .sort();
/** The source module of a manifest key (a facade's `src`, or the module named like a chunk that has no facade). */
// (a plain page, layout or part: a part such as Conversation.tsx can share its chunk with what else imports it)
const plainSources = [...new Set([...PLAIN_MODULES, ...PLAIN_PAGES])];
const moduleOf = (key) => manifest[key].src ?? plainSources.find((p) => key.startsWith('_') && basename(p, '.tsx') === manifest[key].name) ?? key;
const isPlain = (key) => PLAIN_PAGES.includes(moduleOf(key));
const missingPlain = PLAIN_MODULES.filter((p) => !dynamicEntries.some((k) => moduleOf(k) === p));
if (PLAIN_PAGES.length === 0 || missingPlain.length)
  throw new Error(`budget: plain pages not found in the manifest: ${missingPlain.join(', ') || '(none in routes.tsx)'}`);
const languageKeys = Object.fromEntries(
  Object.entries(LANGUAGE_CHUNKS).map(([lang, tests]) => [lang, dynamicEntries.filter((k) => tests.some((t) => t.test(k)))]),
);

/** The route's JavaScript in its heavier language. */
function measure(name, keys) {
  const [worst] = Object.entries(languageKeys)
    .map(([lang, langKeys]) => {
      const files = staticGraph([...keys, ...langKeys]);
      const total = files.reduce((acc, f) => acc + sizes(f).gzip, 0);
      return { lang, files, raw: files.reduce((acc, f) => acc + sizes(f).raw, 0), gzip: total };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const budget =
    name === '/ (landing)'
      ? BUDGETS.landing
      : name.endsWith('(plain)')
        ? BUDGETS.plain
        : name.endsWith('(part)')
          ? BUDGETS.part
          : name.endsWith('(on demand)')
            ? BUDGETS.onDemand
            : BUDGETS.route;
  return { route: name, keys, lang: worst.lang, files: worst.files.length, raw: worst.raw, gzip: worst.gzip, budget, ok: worst.gzip <= budget };
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const layouts = dynamicEntries.filter((k) => isLayout(moduleOf(k)));
const plainLayouts = layouts.filter((k) => PLAIN_LAYOUTS.includes(moduleOf(k)));
if (plainLayouts.length !== PLAIN_LAYOUTS.length) throw new Error(`budget: plain layouts not found as lazy chunks: ${PLAIN_LAYOUTS.join(', ')}`);
const pages = dynamicEntries.filter((k) => !layouts.includes(k) && !Object.values(languageKeys).flat().includes(k));
// the landing page is in the entry (decision 042); were it a lazy chunk again, it would count too
const rows = [{ ...measure('/ (landing)', manifest[LANDING] ? [entry, LANDING] : [entry]), plain: true }];
const lateParts = [];
for (const page of pages) {
  // a chunk without a facade goes by its name, not its hashed file (`_TaskActions-….js` → `TaskActions (chunk)`)
  const module = moduleOf(page);
  const name = module.startsWith('_') ? `${manifest[page].name} (chunk)` : module.replace(/^src\//, '');
  if (page === LANDING) continue;
  const plainPage = isPlain(page);
  const label = plainPage ? `${name} (plain)` : name;
  const row = (r) => ({ ...r, plain: plainPage });
  const base = [entry];
  const placed = placesOf(module).map((layout) => {
    const key = layout && layouts.find((k) => moduleOf(k) === layout);
    if (layout && !key) throw new Error(`budget: the layout ${layout} is not a lazy chunk of the manifest`);
    return row(measure(label, [...base, ...(key ? [key] : []), page]));
  });
  // a part that is no page of routes.tsx is measured with the page that loads it, below
  if (placed.length) rows.push(placed.sort((a, b) => b.gzip - a.gzip)[0]);
  else lateParts.push({ page, name, plainPart: plainPage, base });
}
/**
 * A lazy part that is no page counts as the heaviest page or part whose graph holds a chunk that loads it, plus its
 * own graph: a task's actions on the task page, the three.js scene in the model viewer, the QR code library in the
 * login page. A `lazyPlain` part counts the heaviest plain page that loads it, against the part budget. Any other
 * part that only plain pages load comes after what its page shows, on demand — on the visitor's action (a 3D scene
 * from its poster's button, decision 053; the upload library when a file is chosen; the QR code when the WeChat login
 * shows) — and has a budget of its own. A part whose loaders are in no row counts the heaviest single layout it could
 * show in (a `lazyPlain` part: the plain layouts).
 */
const entryGraph = staticGraph([entry]);
const importers = (key) => Object.keys(manifest).filter((k) => (manifest[k].dynamicImports ?? []).includes(key));
for (let pending = lateParts, progress = true; pending.length;) {
  progress = false;
  const next = [];
  for (const part of pending) {
    // a chunk the entry holds (the landing page's sections) is loaded from the landing page
    const hosts = importers(part.page).map((imp) =>
      entryGraph.includes(manifest[imp].file) ? [rows[0]] : rows.filter((r) => staticGraph(r.keys).includes(manifest[imp].file)),
    );
    if (hosts.length && hosts.every((h) => h.length)) {
      const plainHosts = hosts.flat().filter((r) => r.plain);
      const heaviest = (part.plainPart && plainHosts.length ? plainHosts : hosts.flat()).sort((a, b) => b.gzip - a.gzip)[0];
      const plain = part.plainPart || heaviest.plain;
      const label = part.plainPart ? `${part.name} (part)` : plain ? `${part.name} (on demand)` : part.name;
      rows.push({ ...measure(label, [...heaviest.keys, part.page]), plain });
      progress = true;
    } else next.push(part);
  }
  pending = next;
  if (!progress) {
    for (const part of pending) {
      const label = part.plainPart ? `${part.name} (plain)` : part.name;
      const places = (part.plainPart ? plainLayouts : layouts).map((l) => measure(label, [...part.base, l, part.page]));
      rows.push({ ...places.sort((a, b) => b.gzip - a.gzip)[0], plain: part.plainPart });
    }
    break;
  }
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      rows.map(({ keys: _keys, plain: _plain, ...r }) => r),
      null,
      2,
    ),
  );
} else {
  console.log(
    'route (lazy page chunk)'.padEnd(52) +
      'lang'.padStart(6) +
      'files'.padStart(6) +
      'raw'.padStart(12) +
      'gzip'.padStart(12) +
      'budget'.padStart(12),
  );
  for (const r of rows) {
    const line =
      r.route.padEnd(52) +
      r.lang.slice(0, 2).padStart(6) +
      String(r.files).padStart(6) +
      kb(r.raw).padStart(12) +
      kb(r.gzip).padStart(12) +
      kb(r.budget).padStart(12);
    console.log(r.ok ? line : `${line}  OVER`);
  }
}
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} route(s) over their JavaScript budget (gzip): ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
if (!process.argv.includes('--json'))
  console.log(
    `\nall ${rows.length} routes within budget (landing ≤ ${kb(BUDGETS.landing)}, plain pages ≤ ${kb(BUDGETS.plain)}, any route ≤ ${kb(BUDGETS.route)} gzip)`,
  );
