import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Call } from '@boothhub/shared';

/**
 * Every call the contracts export (packages/shared/src/contracts/*), by path: the registry the suites derived from it
 * read (authorization, ownership, lockout, spending keys), so a new call cannot be left out of any of them.
 */
const contractsDir = fileURLToPath(new URL('../../../packages/shared/src/contracts/', import.meta.url));
const modules = await Promise.all(
  readdirSync(contractsDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => import(path.join(contractsDir, f)) as Promise<Record<string, unknown>>),
);
const isCall = (v: unknown): v is Call =>
  typeof v === 'object' && v !== null && typeof (v as Call).path === 'string' && typeof (v as Call).access === 'string' && 'body' in v && 'data' in v;

export const callRegistry = new Map<string, Call>();
for (const mod of modules) for (const v of Object.values(mod)) if (isCall(v)) callRegistry.set(v.path, v);
