import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@boothhub/shared';
import { createTestApp, type Agent, type TestApp } from './harness.js';
import { badCharUrls, bodyFromSchema, taintedBodies, urlFor, type JsonSchema } from './fuzz-bodies.js';
import { propertyRuns } from './property-runs.js';
import { memberWithSession } from './session-fixture.js';
import { SESSION_COOKIE } from '../src/modules/accounts/session.service.js';

/**
 * Thousands of malformed bodies to every route of the API, anonymous and
 * logged in: the answer is always a 4xx (or a 2xx when the junk happens to be
 * valid) in the envelope, never a 500 and never a stack trace. Every string
 * position — a field, nested, an array item, a path parameter, a query value —
 * also gets NUL, control characters and lone surrogates (fuzz-bodies.ts
 * BAD_CHARS, issue 31 item 7).
 *
 * Runs: CI-sized by default; `npm run test:long` (TEST_LONG=1) runs ten times as many; FUZZ_RUNS=<n> sets them.
 * A failure prints fast-check's seed and path; FC_SEED=<seed> FC_PATH=<path> replays it (property-runs.ts).
 */
let t: TestApp;
let member: Agent;
let admin: Agent;
let routes: Array<{ method: 'GET' | 'POST'; url: string; template: string; query: string[]; fields: string[]; schema?: JsonSchema }>;

/** generated bodies per route as a member (admin a quarter, anonymous an eighth) */
const RUNS = Number(process.env.FUZZ_RUNS ?? propertyRuns(200, 2000));
/** raw junk texts (any content type) per route */
const JUNK_RUNS = Math.max(10, Math.floor(RUNS / 10));
/** calls that end the fuzzing session itself */
// (Security/revokeSession with a small id hits the fuzzing member's own session: logging out is what it is for)
const skip = new Set(['/api/User/logout', '/api/Tipcenter/stream', '/api/Security/revokeSession']);

beforeAll(async () => {
  t = await createTestApp();
  const m = await memberWithSession(t.app.ctx.db, { role: 'business' });
  member = t.agent();
  member.cookies.set(SESSION_COOKIE, m.token);
  const a = await memberWithSession(t.app.ctx.db, { role: 'admin' });
  admin = t.agent();
  admin.cookies.set(SESSION_COOKIE, a.token);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
  routes = [];
  for (const [url, ops] of Object.entries(doc.paths)) {
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || skip.has(url)) continue;
    for (const [method, op] of Object.entries(ops)) {
      if (method !== 'get' && method !== 'post') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const props = schema?.properties ?? {};
      const query = ((op.parameters ?? []) as Array<{ in: string; name: string }>).filter((p) => p.in === 'query').map((p) => p.name);
      routes.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: url.replace(/\{(\w+)\}/g, 'x$1'),
        template: url,
        query,
        fields: Object.keys(props),
        schema,
      });
    }
  }
}, 120_000);
afterAll(async () => t?.close());

const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 63, '', ' ', '0', 'NaN', '💥', 'a'.repeat(5000), null, [], {}, true),
  fc.string({ maxLength: 80 }),
  fc.integer(),
  fc.double(),
);

/** a JSON text that may or may not be valid, shaped like the call's body or not at all */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fields.length
      ? fc
          .dictionary(fc.constantFrom(...fields, '__proto__', 'constructor', 'role', 'coins'), junkValue, { maxKeys: fields.length + 2 })
          .map((o) => JSON.stringify(o))
      : fc.constant('{}'),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{',
      '[',
      'null',
      '"x"',
      '{"a":}',
      '\u0000',
      '{}'.repeat(1000),
    ),
  );

function expectEnvelope(res: { status: number; body: any; raw: { body: string } }, where: string) {
  expect(res.status, `${where} answered ${res.status}: ${res.raw.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.raw.body).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
  if (res.status >= 400) {
    expect(res.raw.body, where).not.toMatch(/\b(select|insert into|update|delete from)\b[^"]*\b(from|values|set|where)\b|Failed query|params:/i);
    expect(res.body, where).toMatchObject({ errCode: 'failed', success: false, data: null });
    expect(Object.keys(errorCatalogue), where).toContain(res.body.errorCode);
    expect(typeof res.body.errorMessage).toBe('string');
  }
}

describe('malformed input never breaks the server', () => {
  it('covers the API', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const who of ['anonymous', 'member', 'admin'] as const) {
    it(`every route, ${who}`, async () => {
      const agent = who === 'anonymous' ? t.agent() : who === 'member' ? member : admin;
      const runs = who === 'member' ? JUNK_RUNS : Math.max(5, Math.floor(JUNK_RUNS / 3));
      for (const r of routes) {
        if (r.method === 'GET') {
          await fc.assert(
            fc.asyncProperty(fc.webQueryParameters(), async (q) => {
              expectEnvelope(await agent.get(`${r.url}?${q}`), `GET ${r.url}?${q}`);
            }),
            { numRuns: Math.min(runs, 10) },
          );
          // each bad character once in each path parameter and query value, then generated ones with bad escapes, traversal …
          for (const url of badCharUrls(r.template, r.query)) expectEnvelope(await agent.get(url), `GET ${url}`);
          await fc.assert(
            fc.asyncProperty(urlFor(r.template, r.query), async (url) => {
              expectEnvelope(await agent.get(url), `GET ${url}`);
            }),
            { numRuns: Math.max(runs, 20) },
          );
          continue;
        }
        await fc.assert(
          fc.asyncProperty(
            bodyFor(r.fields),
            fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
            async (text, type) => {
              const res = await agent.request('POST', r.url, text, { 'content-type': type });
              expectEnvelope(res, `POST ${r.url} ${type} ${text.slice(0, 120)}`);
            },
          ),
          { numRuns: runs },
        );
      }
    }, 600_000);
  }

  for (const who of ['anonymous', 'member', 'admin'] as const) {
    it(`bodies generated from every call's schema and mutated, ${who}`, async () => {
      const agent = who === 'anonymous' ? t.agent() : who === 'member' ? member : admin;
      const runs = who === 'member' ? RUNS : who === 'admin' ? Math.ceil(RUNS / 4) : Math.ceil(RUNS / 8);
      for (const r of routes) {
        if (r.method !== 'POST') continue;
        // a NUL and a lone surrogate in each string of one valid body, then generated and mutated bodies
        if (who !== 'anonymous') {
          for (const body of taintedBodies(r.schema)) {
            const text = JSON.stringify(body);
            expectEnvelope(await agent.request('POST', r.url, text, { 'content-type': 'application/json' }), `POST ${r.url} ${text.slice(0, 200)}`);
          }
        }
        await fc.assert(
          fc.asyncProperty(bodyFromSchema(r.schema), async (body) => {
            const text = JSON.stringify(body) ?? 'null';
            expectEnvelope(await agent.request('POST', r.url, text, { 'content-type': 'application/json' }), `POST ${r.url} ${text.slice(0, 200)}`);
          }),
          { numRuns: runs },
        );
      }
    }, 900_000);
  }

  it('the member session survived the fuzzing and the prototype is clean', async () => {
    expect(({} as any).admin).toBeUndefined();
    const res = await member.call('Member/userInfo', {});
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('business');
  });
});
