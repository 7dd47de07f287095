import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { demoSeedSteps } from '../src/modules/index.js';
import { seedDemoData } from '../src/modules/demo/demo.service.js';

/**
 * A server that serves a stand-in web build (`built`: its zh-CN document; the en-US one is made from it) with the
 * demo data, for the tests that fetch public pages over plain HTTP (public-pages.test.ts, page-render.test.ts).
 */
export async function webAppWithDemo(built: string, env: Record<string, string> = {}): Promise<TestApp> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bh-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), built);
  writeFileSync(path.join(dist, 'index.en-US.html'), built.replace('zh-CN', 'en-US'));
  const t = await createTestApp({ WEB_DIST: dist, ...env }, { web: true });
  expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
  return t;
}
