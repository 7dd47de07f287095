/**
 * The model detail page's JavaScript with and without the 3D viewer, read from the production build's manifest
 * (apps/web/dist/.vite/manifest.json, `npm run build -w apps/web`) as apps/web/scripts/budget.mjs reads it: a chunk's
 * files are the static import graph of its manifest key; sizes are gzip -9 of the built files; the heavier language's
 * chunks count. /modelDetail loads the entry (which holds the main layout), one language's chunks and the page chunk;
 * the viewer (`ModelViewer`, lazy in the page) and then the three.js scene (`import('./scene')` in the viewer) follow
 * only when the page shows a model preview.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib.js';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const PAGE = 'src/features/models/pages/ModelDetail.tsx';
const VIEWER = 'src/features/models/viewer/ModelViewer.tsx';
const SCENE = 'src/features/models/viewer/scene.ts';
const LANGUAGES = {
  'zh-CN': [/src\/i18n\/zh-CN\.ts$/, /antd\/locale\/zh_CN\.js$/, /dayjs\/locale\/zh-cn\.js$/],
  'en-US': [/src\/i18n\/en-US\.ts$/, /antd\/locale\/en_US\.js$/],
};

export interface WebSizeRow {
  step: string;
  files: number;
  raw: number;
  gzip: number;
}
export interface WebSize {
  builtAt: string;
  lang: string;
  rows: WebSizeRow[];
}

export function modelPageSizes(dist = path.join(repoRoot, 'apps/web/dist')): WebSize {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no production build at ${dist}: run npm run build -w apps/web first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const size = (file: string) => {
    const bytes = readFileSync(path.join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const graph = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const c = manifest[k];
      if (!c) throw new Error(`the manifest has no ${k}`);
      if (c.file.endsWith('.js')) files.add(c.file);
      (c.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const dynamic = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry);
  const byLang = Object.entries(LANGUAGES).map(([lang, tests]) => {
    const langKeys = dynamic.filter((k) => tests.some((t) => t.test(k)));
    const steps: Array<[string, string[]]> = [
      ['/modelDetail before the viewer: entry + language + page chunk', [entry, ...langKeys, PAGE]],
      ['+ the viewer component (ModelViewer)', [VIEWER]],
      ['+ the 3D scene (import of ./scene: three.js, GLTFLoader, the meshopt decoder)', [SCENE]],
    ];
    const loaded = new Set<string>();
    const rows = steps.map(([step, keys]) => {
      const added = [...graph(keys)].filter((f) => !loaded.has(f));
      added.forEach((f) => loaded.add(f));
      const s = added.map(size);
      return { step, files: added.length, raw: s.reduce((a, x) => a + x.raw, 0), gzip: s.reduce((a, x) => a + x.gzip, 0) };
    });
    return { lang, rows };
  });
  const worst = byLang.sort((a, b) => b.rows[0]!.gzip - a.rows[0]!.gzip)[0]!;
  return { builtAt: statSync(manifestFile).mtime.toISOString(), lang: worst.lang, rows: worst.rows };
}

export function webSizeTable(w: WebSize): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  let total = 0;
  return [
    '| what /modelDetail loads | files | raw KB | gzip KB | gzip KB so far |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...w.rows.map((r) => `| ${r.step} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb((total += r.gzip))} |`),
  ].join('\n');
}

if (process.argv[1]?.endsWith('web-size.ts')) console.log(webSizeTable(modelPageSizes()));
