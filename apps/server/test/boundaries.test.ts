import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The module boundary rules of docs/decisions/011-module-boundaries.md, shown
 * to fail: each forbidden kind of import, written into a real file's place,
 * is an ESLint error under the repository's own eslint.config.js. And the
 * import graph of the server and the shared package has no cycle, counting
 * type-only imports too; a deliberate cycle written into the real graph is found.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const server = (file: string) => path.join(root, 'apps/server/src', file);

async function errorsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: server(file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('a wrong import fails the lint', () => {
  const cases: Array<{ kind: string; file: string; code: string; rule: string; says: RegExp }> = [
    {
      kind: "a module reads another module's repository",
      file: 'modules/activity/activity.service.ts',
      code: "import { creditedByKind } from '../wallet/bills.repository.js';\nexport const f = creditedByKind;\n",
      rule: 'no-restricted-imports',
      says: /only through its \*\.service\.ts/,
    },
    {
      kind: "a module reads another module's policy",
      file: 'modules/complaints/complaints.service.ts',
      code: "import { assertParty } from '../tasks/tasks.policy.js';\nexport const f = assertParty;\n",
      rule: 'no-restricted-imports',
      says: /only through its \*\.service\.ts/,
    },
    {
      kind: 'a repository imports a service',
      file: 'modules/wallet/wallet.repository.ts',
      code: "import { creditedByKind } from './bills.service.js';\nexport const f = creditedByKind;\n",
      rule: 'no-restricted-imports',
      says: /imports no service/,
    },
    {
      kind: 'routes import a repository',
      file: 'modules/wallet/wallet.routes.ts',
      code: "import * as repo from './wallet.repository.js';\nexport const f = repo;\n",
      rule: 'no-restricted-imports',
      says: /never a repository/,
    },
    {
      kind: 'platform imports a module',
      file: 'platform/calls.ts',
      code: "import { currentViewer } from '../modules/accounts/session.service.js';\nexport const f = currentViewer;\n",
      rule: 'no-restricted-imports',
      says: /import none of them/,
    },
    {
      kind: 'a library imports a module',
      file: 'lib/search.ts',
      code: "import { getPage } from '../modules/content/content.service.js';\nexport const f = getPage;\n",
      rule: 'no-restricted-imports',
      says: /import none of them/,
    },
  ];

  it.each(cases)('$kind', async ({ file, code, rule, says }) => {
    const errors = await errorsOf(file, code);
    expect(errors).toEqual([expect.objectContaining({ rule, message: expect.stringMatching(says) })]);
  });

  it('allows what the rules allow: another module through its service, and its own inner files', async () => {
    const code = [
      "import { notify } from '../messages/notify.service.js';",
      "import { creditedByKind } from '../wallet/bills.service.js';",
      "import * as repo from './activity.repository.js';",
      'export const f = [notify, creditedByKind, repo];',
      '',
    ].join('\n');
    expect(await errorsOf('modules/activity/activity.service.ts', code)).toEqual([]);
  });
});

/** Relative imports (runtime and type-only) of every non-test TypeScript file under `dir`, as absolute paths. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const { importedFiles } = ts.preProcessFile(readFileSync(p, 'utf8'), true, true);
        const deps = importedFiles
          .filter((f) => f.fileName.startsWith('.'))
          .map((f) => path.resolve(path.dirname(p), f.fileName.replace(/\.js$/, '.ts')));
        graph.set(p, deps);
      }
    }
  };
  walk(dir);
  return graph;
}

/** Groups of files that import one another in a circle (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  it.each(['apps/server/src', 'packages/shared/src'])('of %s has no cycle, type-only imports included', (dir) => {
    expect(cycles(importGraph(path.join(root, dir)))).toEqual([]);
  });

  it('finds an import cycle written into the real graph (ratings → tasks.service → query.service → ratings)', () => {
    const graph = importGraph(path.join(root, 'apps/server/src'));
    const ratings = server('modules/evaluations/ratings.service.ts');
    graph.set(ratings, [...(graph.get(ratings) ?? []), server('modules/tasks/tasks.service.ts')]);
    expect(cycles(graph).flat()).toEqual(
      expect.arrayContaining(['apps/server/src/modules/evaluations/ratings.service.ts', 'apps/server/src/modules/tasks/tasks.service.ts']),
    );
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
