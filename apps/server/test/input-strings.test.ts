import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORABLE_TEXT, str, text, wallet } from '@boothhub/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openTestDatabase } from './database.js';

/**
 * Every string an API route takes is the contracts' one string type (`str()` of packages/shared/src/fields.ts, or a
 * rule built on it), which refuses NUL, control characters and lone surrogates (issue 31 item 7, decision 061): this
 * walks the zod schemas of every registered route — body, query string, path parameters, at any depth: objects,
 * arrays, unions, records' keys, pipes — and fails naming each string that is not one. A value of any shape
 * (`z.unknown()`, `z.any()`) fails too: its strings would reach a JSON column unchecked.
 */
type Schema = z.core.$ZodType;

const LEAVES = new Set(['number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'literal', 'enum', 'date', 'nan', 'void', 'never', 'transform']);

/** The places in `schema` where an unchecked string could pass, as paths ("conts.name", "tags[]", "<key>"). */
export function uncheckedStrings(schema: Schema, at = '', seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, any>;
  const inner = (s: Schema, where = at) => uncheckedStrings(s, where, seen);
  const child = (name: string) => (at ? `${at}.${name}` : name);
  switch (def.type) {
    case 'string':
      return (def.checks ?? []).includes(STORABLE_TEXT) ? [] : [at || '(the value)'];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, Schema>).flatMap(([k, v]) => inner(v, child(k))),
        ...(def.catchall && (def.catchall as Schema)._zod.def.type !== 'never' ? inner(def.catchall, child('*')) : []),
      ];
    case 'array':
    case 'set':
      return inner(def.element ?? def.valueType, `${at}[]`);
    case 'tuple':
      return [...(def.items as Schema[]).flatMap((s, i) => inner(s, `${at}[${i}]`)), ...(def.rest ? inner(def.rest, `${at}[]`) : [])];
    case 'record':
    case 'map':
      return [...inner(def.keyType, child('<key>')), ...inner(def.valueType, child('*'))];
    case 'union':
      return (def.options as Schema[]).flatMap((s) => inner(s));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'lazy':
      return inner(def.getter());
    default:
      return LEAVES.has(def.type) ? [] : [`${at || '(the value)'} (${def.type})`];
  }
}

const isZod = (s: unknown): s is Schema => typeof s === 'object' && s !== null && '_zod' in s;

let app: FastifyInstance;
let closeDatabase = async () => {};
const routes: Array<{ method: string; url: string; schema: RouteOptions['schema'] }> = [];
beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bh-test-')), LOG_LEVEL: 'warn', DEMO_DATA: '0' });
  const database = await openTestDatabase();
  app = await buildApp(config, {
    database,
    web: false,
    onRoute: (r) => routes.push({ method: [r.method].flat().join(','), url: r.url, schema: r.schema }),
  });
  closeDatabase = () => database.close();
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await closeDatabase();
});

describe('the walk finds an unchecked string wherever it is', () => {
  it.each([
    ['a field', z.strictObject({ a: z.string() }), ['a']],
    ['nested and optional', z.object({ a: z.object({ b: z.string().max(3).optional() }) }), ['a.b']],
    ['in an array', z.object({ tags: z.array(z.string()) }), ['tags[]']],
    [
      'in a union, a default, a pipe',
      z.object({
        u: z.union([
          z.number(),
          z
            .string()
            .default('x')
            .transform((s) => s.length),
        ]),
      }),
      ['u'],
    ],
    ['a record key', z.record(z.string(), z.number()), ['<key>']],
    ['a value of any shape', z.object({ j: z.unknown() }), ['j (unknown)']],
    [
      'none when every string is a str()',
      z.object({ a: str(), b: z.array(text(9)), c: z.enum(['x']), d: str().regex(/^\d$/).transform(Number) }),
      [],
    ],
  ])('%s', (_name, schema, found) => {
    expect(uncheckedStrings(schema)).toEqual(found);
  });
});

describe('every registered route takes only checked strings', () => {
  it('sees the API', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(200);
    expect(routes.some((r) => r.url === '/api/Gallery/image/:fileId')).toBe(true);
  });

  it('in bodies, query strings and path parameters', () => {
    const unchecked: string[] = [];
    for (const r of routes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = (r.schema as Record<string, unknown> | undefined)?.[part];
        if (isZod(schema)) unchecked.push(...uncheckedStrings(schema).map((p) => `${r.method} ${r.url} ${part}: ${p}`));
      }
    }
    expect(unchecked).toEqual([]);
  });

  it('in the inputs a route parses by hand', () => {
    // Wallet/exportBills reads its query string with the contract's schema in its handler
    expect(uncheckedStrings(wallet.billsExportQuery)).toEqual([]);
  });
});
