import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real app: the server from source on a fresh
 * embedded database (PGlite in a new temp DATA_DIR) with demo data, serving the
 * built web client (`npm run test:e2e` builds it first), in Debian's Chromium.
 * SMS codes go to a local webhook catcher (sms-catcher.ts) that tests read.
 *
 * The config is loaded again in each worker: values picked here are passed on
 * through process.env so runner and workers agree on ports and folders.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
process.env.SMS_CATCHER_PORT ??= String(freePort());
process.env.WECHAT_STANDIN_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'boothhub-e2e-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
export const smsCatcherUrl = `http://127.0.0.1:${process.env.SMS_CATCHER_PORT}`;
/** the WeChat stand-in (apps/server/src/dev/wechat-standin.ts) that WECHAT_* point at */
const wechatUrl = `http://127.0.0.1:${process.env.WECHAT_STANDIN_PORT}`;
const wechatApp = { WECHAT_APP_ID: 'wxe2estandin', WECHAT_APP_SECRET: 'e2e-standin-secret' };

export default defineConfig({
  testDir: './tests',
  // the accessibility sweep (a11y.spec.ts) runs with the others: zero serious or critical violations is the budget
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  // in CI a test that fails is run once more: a pass then is reported as flaky (and named at the end of .ci/run),
  // a second failure fails the run (docs/decisions/035)
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/sms-catcher.ts',
      cwd: repoRoot,
      url: `${smsCatcherUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { SMS_CATCHER_PORT: process.env.SMS_CATCHER_PORT },
    },
    {
      command: 'node --import tsx apps/server/src/dev/wechat-standin.ts',
      cwd: repoRoot,
      url: `${wechatUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { WECHAT_STANDIN_PORT: process.env.WECHAT_STANDIN_PORT, ...wechatApp },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_DATA: '1',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `${smsCatcherUrl}/sms`,
        LOG_LEVEL: 'warn',
        // the drain is for load balancers; the test runner stops the server at once
        SHUTDOWN_DRAIN_MS: '0',
        ...wechatApp,
        WECHAT_API_BASE: wechatUrl,
        WECHAT_OPEN_BASE: wechatUrl,
      },
    },
  ],
});
