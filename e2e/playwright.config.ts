import { execFileSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

/**
 * Browser tests against the real app, in Debian's Chromium, in parallel: one worker per server (E2E_WORKERS, two by
 * default on two cores), each server with its own database and demo data (e2e/serve.ts: a fresh PostgreSQL database
 * when E2E_POSTGRES_URL is set, as in CI, else the embedded PGlite), serving the production build that
 * `npm run test:e2e` makes when it is stale. No test depends on another file's: a file runs whole in one worker.
 * SMS codes go to a local webhook catcher (sms-catcher.ts) that tests read; WeChat, WeChat Pay and Alipay to their
 * stand-ins (both payment methods are offered on the top-up page, the sandbox too).
 *
 * The config is loaded again in each worker: values picked here are passed on through process.env so runner and
 * workers agree on ports and folders; a worker finds its server by its TEST_PARALLEL_INDEX (fixtures.ts baseURL).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
process.env.E2E_PORTS ??= Array.from({ length: workers }, () => freePort()).join(',');
process.env.SMS_CATCHER_PORT ??= String(freePort());
process.env.WECHAT_STANDIN_PORT ??= String(freePort());
process.env.WECHATPAY_STANDIN_PORT ??= String(freePort());
process.env.ALIPAY_STANDIN_PORT ??= String(freePort());
process.env.SMTP_STANDIN_PORT ??= String(freePort());
process.env.SMTP_STANDIN_HTTP_PORT ??= String(freePort());
// the WeChat Pay stand-in's platform key and the merchant's key: made once, so the servers know them before it starts
const newKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
process.env.E2E_WECHATPAY_MERCHANT_KEY ??= newKey();
process.env.E2E_WECHATPAY_PLATFORM_KEY ??= newKey();
// the same for Alipay: the app's key (the servers sign with it) and the stand-in's own (the servers verify with it)
process.env.E2E_ALIPAY_APP_KEY ??= newKey();
process.env.E2E_ALIPAY_STANDIN_KEY ??= newKey();

const ports = process.env.E2E_PORTS.split(',');
const baseURL = `http://127.0.0.1:${ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]}`;
export const smsCatcherUrl = `http://127.0.0.1:${process.env.SMS_CATCHER_PORT}`;
/** the WeChat stand-in (apps/server/src/dev/wechat-standin.ts) that WECHAT_* point at */
const wechatUrl = `http://127.0.0.1:${process.env.WECHAT_STANDIN_PORT}`;
const wechatApp = { WECHAT_APP_ID: 'wxe2estandin', WECHAT_APP_SECRET: 'e2e-standin-secret' };
/** the WeChat Pay stand-in (apps/server/src/dev/wechatpay-standin.ts) that WECHATPAY_BASE points at */
const wechatpayUrl = `http://127.0.0.1:${process.env.WECHATPAY_STANDIN_PORT}`;
/** the SMTP stand-in (apps/server/src/dev/smtp-standin.ts) the servers mail through; tests read its mails over HTTP */
export const smtpStandinUrl = `http://127.0.0.1:${process.env.SMTP_STANDIN_HTTP_PORT}`;
/** the Alipay stand-in (apps/server/src/dev/alipay-standin.ts) that ALIPAY_GATEWAY points at */
const alipayUrl = `http://127.0.0.1:${process.env.ALIPAY_STANDIN_PORT}`;
const alipayApp = { ALIPAY_APP_ID: '2021000177000001', ALIPAY_PRIVATE_KEY: process.env.E2E_ALIPAY_APP_KEY };
const wechatpay = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APP_ID: 'wxe2estandinpay',
  WECHATPAY_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_APIV3_KEY: 'e2e-standin-apiv3-key-0123456789',
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0100E2E0000000000000000000000000',
  WECHATPAY_PRIVATE_KEY: process.env.E2E_WECHATPAY_MERCHANT_KEY,
};

export default defineConfig({
  testDir: './tests',
  // the accessibility sweep (a11y.spec.ts) runs with the others: zero serious or critical violations is the budget
  outputDir: './test-results/artifacts',
  // a file's tests run in order in one worker; files are shared out between the workers
  fullyParallel: false,
  workers,
  // in CI a test that fails is run once more: a pass then is reported as flaky (and named at the end of .ci/run),
  // a second failure fails the run (docs/decisions/035); E2E_RETRIES=0 turns that off (a flake then fails the run)
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
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
      command: 'node --import tsx apps/server/src/dev/wechatpay-standin.ts',
      cwd: repoRoot,
      url: `${wechatpayUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: {
        WECHATPAY_STANDIN_PORT: process.env.WECHATPAY_STANDIN_PORT,
        WECHATPAY_STANDIN_PLATFORM_KEY: process.env.E2E_WECHATPAY_PLATFORM_KEY,
        ...wechatpay,
      },
    },
    {
      command: 'node --import tsx apps/server/src/dev/alipay-standin.ts',
      cwd: repoRoot,
      url: `${alipayUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { ALIPAY_STANDIN_PORT: process.env.ALIPAY_STANDIN_PORT, ALIPAY_STANDIN_PRIVATE_KEY: process.env.E2E_ALIPAY_STANDIN_KEY, ...alipayApp },
    },
    {
      command: 'node --import tsx apps/server/src/dev/smtp-standin.ts',
      cwd: repoRoot,
      url: `${smtpStandinUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { SMTP_STANDIN_PORT: process.env.SMTP_STANDIN_PORT, SMTP_STANDIN_HTTP_PORT: process.env.SMTP_STANDIN_HTTP_PORT },
    },
    ...ports.map((port, index) => ({
      command: `node --import tsx e2e/serve.ts ${index}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: {
        E2E_PORTS: process.env.E2E_PORTS!,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `${smsCatcherUrl}/sms`,
        LOG_LEVEL: 'warn',
        // the drain is for load balancers; the test runner stops the server at once
        SHUTDOWN_DRAIN_MS: '0',
        ...wechatApp,
        WECHAT_API_BASE: wechatUrl,
        WECHAT_OPEN_BASE: wechatUrl,
        ...wechatpay,
        WECHATPAY_PLATFORM_PUBLIC_KEY: createPublicKey(process.env.E2E_WECHATPAY_PLATFORM_KEY!).export({ type: 'spki', format: 'pem' }).toString(),
        WECHATPAY_BASE: wechatpayUrl,
        ...alipayApp,
        ALIPAY_PUBLIC_KEY: createPublicKey(process.env.E2E_ALIPAY_STANDIN_KEY!).export({ type: 'spki', format: 'pem' }).toString(),
        ALIPAY_GATEWAY: `${alipayUrl}/gateway.do`,
        SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_STANDIN_PORT}`,
        MAIL_FROM: 'BoothHub <notice@boothhub.test>',
      },
    })),
  ],
});
