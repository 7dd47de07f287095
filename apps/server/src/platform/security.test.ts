import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsCsp } from './security.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { actor } from '../modules/tasks/tasks.fixtures.js';
import { BOUNDARY, multipartBody, png } from '../modules/files/files.fixtures.js';

/** The security headers of decision record 017, on each kind of answer: page, API, file, docs. */
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bh-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BoothHub</title><script type="module" src="/assets/app-Ab12Cd34.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), 'console.log("hi")');
  t = await createTestApp({ WEB_DIST: dist }, { web: true });
});
afterAll(async () => t?.close());

const csp = (h: Record<string, unknown>) =>
  Object.fromEntries(
    String(h['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

function expectBaseline(h: Record<string, unknown>) {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBeTruthy();
}

/** An answer that is not a document: nothing may load or run from it, nothing may frame it, the page-only headers are left out. */
function expectApiPolicy(h: Record<string, unknown>) {
  expect(csp(h)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) {
    expect(h[pageOnly], pageOnly).toBeUndefined();
  }
}

function expectAppPolicy(h: Record<string, unknown>) {
  const p = csp(h);
  expect(p['frame-ancestors']).toEqual(["'none'"]);
  // WebAssembly may be compiled (the model viewer's meshopt decoder, decision 030), JavaScript never evaluated
  expect(p['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(p['object-src']).toEqual(["'none'"]);
  // neither style elements nor scripts inline (the docs keep their own policy)
  expect(p['style-src']).toEqual(["'self'"]);
  // style attributes only, for the pages the server renders (decision 076)
  expect(p['style-src-attr']).toEqual(["'unsafe-inline'"]);
  expect(JSON.stringify(p)).not.toMatch(/'unsafe-eval'/);
}

describe('security headers', () => {
  it('on pages: the SPA entry and its fallback routes', async () => {
    for (const url of ['/', '/tasks/12', '/admin/members']) {
      const res = await t.agent().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectBaseline(res.headers);
      expectAppPolicy(res.headers);
    }
    const asset = await t.agent().get('/assets/app-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expectBaseline(asset.headers);
  });

  it('on API answers, successes and errors alike, and the probes: the short set of an answer that is not a page', async () => {
    const agent = t.agent();
    for (const res of [
      await agent.call('Content/helpList', {}),
      await agent.call('Nope/nothing', {}),
      await agent.call('User/login', { phone: 1 }),
      await agent.get('/healthz'),
      await agent.get('/readyz'),
    ]) {
      expectBaseline(res.headers);
      expectApiPolicy(res.headers);
    }
  });

  it('on files: nosniff and a sandbox, so an uploaded file never runs as a page', async () => {
    const a = await actor(t);
    const cookie = [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'me.png', content: await png(), type: 'image/png' },
      ]),
    });
    expect(up.statusCode, up.body).toBe(200);
    const { url } = JSON.parse(up.body).data as { url: string };
    const res = await t.agent().get(url);
    expect(res.status).toBe(200);
    expectBaseline(res.headers);
    const p = csp(res.headers);
    expect(p['default-src']).toEqual(["'none'"]);
    expect(p).toHaveProperty('sandbox');
  });

  it('on the API docs: their own policy, still unframeable and without inline scripts', async () => {
    const page = await t.agent().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const res of [page, await t.agent().get('/api/docs/json')]) {
      expectBaseline(res.headers);
      const p = csp(res.headers);
      expect(p['frame-ancestors']).toEqual(["'none'"]);
      expect(p['script-src']).toEqual(["'self'"]);
    }
    // the docs' own policy stays under /api/docs
    expect(page.headers['content-security-policy']).toBe(docsCsp);
    expect((await t.agent().get('/')).headers['content-security-policy']).not.toBe(docsCsp);
  });
});
