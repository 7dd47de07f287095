import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is a newcomer's map (issue 38 item 4): every file or folder it names in backticks exists, and
 * every code name it gives (`PagedTable`, `registerSearchProvider`…) is still declared somewhere in the code.
 * A path is looked for from the places the page writes paths from: the repository, a workspace, its `src/`, the
 * server's modules and the web's features; `<feature>`-style placeholders and globs are not paths.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bases = [
  '',
  'docs',
  'apps/server',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web',
  'apps/web/src',
  'apps/web/src/components',
  'apps/web/src/features',
  'packages/shared',
  'packages/shared/src',
  'node_modules',
];
const extensions = ['', '.ts', '.tsx', '/index.ts'];
const codeDirs = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/drizzle',
  'apps/web/src',
  'packages/shared/src',
  'e2e',
  'docs',
  'bench',
  'scripts',
];
/** This file names deleted pieces on purpose (its own check that the checks can fail). */
const thisFile = fileURLToPath(import.meta.url);

function sourceFiles(): string[] {
  return codeDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => !f.includes('node_modules'))
      .map((f) => path.join(root, dir, f)),
  );
}

let names: Set<string> | undefined;
function fileNames(): Set<string> {
  names ??= new Set([...sourceFiles(), ...readdirSync(root)].map((f) => path.basename(f)));
  return names;
}

/** The backticked words of a markdown text. */
export function backticked(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
}

/** A backticked word that names a repository file or folder: a slash or a file extension, no placeholder, glob, call path or space. */
export function looksLikePath(word: string): boolean {
  if (/[\s<>*{}()=,'"…]/.test(word) || word.startsWith('/') || word.startsWith('-') || word.includes('://')) return false;
  if (/^[A-Z][A-Za-z]*\/[a-zA-Z]+$/.test(word)) return false; // a wire call such as `Member/userInfo`
  if (/^[A-Z_]+\//.test(word)) return false; // a place at run time, under a setting: `DATA_DIR/files`
  return word.includes('/') || /\.(ts|tsx|md|css|json|js|mjs|yaml|yml|sql|conf)$/.test(word);
}

/** what the build makes (git-ignored `dist/`, the web client's server render `dist-ssr/`): named by the docs, absent from a fresh clone before its first build */
const BUILT = /^apps\/(web|server)\/dist(-ssr)?(\/|$)/;

export function pathExists(word: string): boolean {
  const clean = word.replace(/\/$/, '');
  if (BUILT.test(clean)) return true;
  const names = /\.js$/.test(clean) ? [clean, clean.replace(/\.js$/, '.ts')] : [clean];
  if (!clean.includes('/')) return fileNames().has(clean); // a bare file name: somewhere in the repository
  return bases.some((base) => names.some((name) => extensions.some((ext) => existsSync(path.join(root, base, name + ext)))));
}

/** A backticked code name: one identifier with a capital inside it (`useFilledForm`, `PagedTable`), not a constant. */
export function looksLikeCodeName(word: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(word) && /[a-z]/.test(word) && /[A-Z]/.test(word.slice(1));
}

function sourceText(): string {
  return sourceFiles()
    .filter((f) => /\.(ts|tsx)$/.test(f) && f !== thisFile)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

describe('docs/architecture.md', () => {
  const words = backticked(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));

  it('names only files and folders that exist', () => {
    const paths = words.filter(looksLikePath);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !pathExists(p))).toEqual([]);
  });

  it('names only code that is still declared', () => {
    const code = sourceText();
    const names = [...new Set(words.filter(looksLikeCodeName))];
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(code))).toEqual([]);
  });

  it('the checks can fail: a deleted file and a deleted name are caught', () => {
    expect(looksLikePath('components/PagedTable.tsx') && pathExists('components/PagedTable.tsx')).toBe(false);
    expect(pathExists('components/PagedPlainTable.tsx')).toBe(true);
    expect(looksLikeCodeName('useFilledForm') && /\buseFilledForm\b/.test(sourceText())).toBe(false);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** The relative links of a markdown file that lead nowhere: a missing file, or a missing heading of a markdown file. */
export function brokenLinks(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => {
      const [file0, anchor] = target.split('#');
      const to = file0 ? path.join(root, path.dirname(file), file0) : path.join(root, file);
      if (!existsSync(to)) return true;
      return Boolean(anchor) && to.endsWith('.md') && !anchorsOf(readFileSync(to, 'utf8')).has(anchor!);
    });
}

describe('the glossary and the catalogue checklist', () => {
  for (const doc of ['docs/glossary.md', 'docs/catalogue-kinds.md']) {
    it(`${doc} names only files and code that exist`, () => {
      const words = backticked(readFileSync(path.join(root, doc), 'utf8'));
      expect(words.filter(looksLikePath).filter((p) => !pathExists(p))).toEqual([]);
      const code = sourceText();
      expect([...new Set(words.filter(looksLikeCodeName))].filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
    });
  }
});

describe('links between the docs lead somewhere', () => {
  const docs = [
    'README.md',
    'docs/architecture.md',
    'docs/glossary.md',
    'docs/catalogue-kinds.md',
    'docs/performance.md',
    'docs/performance-archive.md',
  ];
  for (const doc of docs.filter((d) => existsSync(path.join(root, d)))) {
    it(doc, () => expect(brokenLinks(doc)).toEqual([]));
  }

  it('a missing heading is caught', () => {
    expect(anchorsOf('# Performance\n## Server overhead (`npm run bench`)\n### Last run\n### Last run')).toEqual(
      new Set(['performance', 'server-overhead-npm-run-bench', 'last-run', 'last-run-1']),
    );
  });
});
