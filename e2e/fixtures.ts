/**
 * Helpers for the browser tests: demo accounts, SMS codes caught by the local
 * webhook (sms-catcher.ts), fresh members, API clients and logging in.
 */
import {
  request as playwrightRequest,
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { waitForTakeOver } from './takeover';

export { expect };

export interface Account {
  phone: string;
  password: string;
  role: 'designer' | 'business' | 'factory' | 'admin';
}

/** The demo accounts created on an empty embedded database (DEMO_DATA=1); listed in the README. */
export const demo = {
  designer: { phone: '13800000001', password: 'Demo1234', role: 'designer' },
  business: { phone: '13800000002', password: 'Demo1234', role: 'business' },
  admin: { phone: '13800000003', password: 'Demo1234', role: 'admin' },
} as const satisfies Record<string, Account>;

const smsCatcherUrl = () => `http://127.0.0.1:${process.env.SMS_CATCHER_PORT}`;
/** This worker's own server (playwright.config.ts starts one per worker, each with its own database). */
export const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORTS!.split(',')[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]}`;

let phoneSeq = 0;
/** A phone number no other test uses: 139 + 8 digits from the clock, the process and a counter. */
export function uniquePhone(): string {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + ((process.pid + phoneSeq) % 100);
  return `139${String(n).padStart(8, '0').slice(-8)}`;
}

interface CaughtSms {
  phone: string;
  code: string;
  purpose: string;
  text: string;
  at: number;
}

/**
 * The newest SMS code sent to `phone` (optionally for one purpose), waiting up
 * to 10 s for it. Pass `since` (a Date.now() taken before asking for the code)
 * to ignore codes sent earlier.
 */
export async function smsCode(phone: string, purpose?: 'register' | 'reset' | 'bind', since = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  const query = new URLSearchParams({ phone, ...(purpose ? { purpose } : {}) });
  for (;;) {
    const res = await fetch(`${smsCatcherUrl()}/codes?${query}`);
    const sent = (await res.json()) as CaughtSms[];
    const fresh = sent.filter((m) => m.at >= since);
    const last = fresh[fresh.length - 1];
    if (last) return last.code;
    if (Date.now() > deadline) throw new Error(`no SMS code reached ${phone}${purpose ? ` for ${purpose}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The envelope of docs/rules/api.md, as the tests read it. */
export interface Envelope<T = any> {
  success: boolean;
  errCode: 'success' | 'failed';
  errorCode?: string;
  errorMessage?: string;
  data: T;
}

/** A scripted client with its own cookie jar, for what a test needs done outside the page under test. */
export class ApiClient {
  constructor(readonly request: APIRequestContext) {}

  static async create(): Promise<ApiClient> {
    return new ApiClient(await playwrightRequest.newContext({ baseURL: baseURL() }));
  }

  async call<T = any>(path: string, body: unknown = {}): Promise<Envelope<T>> {
    const res = await this.request.post(`/api/${path}`, { data: body as object });
    const envelope = (await res.json()) as Envelope<T>;
    return envelope;
  }

  /** Like call, but throws unless the answer is a success. */
  async ok<T = any>(path: string, body: unknown = {}): Promise<T> {
    const envelope = await this.call<T>(path, body);
    if (!envelope.success) throw new Error(`${path} failed: ${envelope.errorCode} ${envelope.errorMessage}`);
    return envelope.data;
  }

  async login(account: Pick<Account, 'phone' | 'password'>): Promise<{ cardno: string }> {
    return this.ok('User/login', { phone: account.phone, password: account.password });
  }

  async dispose() {
    await this.request.dispose();
  }
}

/** Registers a new member through the API (SMS code from the catcher). Returns the account and its cardno. */
export async function registerMember(
  role: 'designer' | 'business' | 'factory' = 'designer',
  password = 'Passw0rd1',
): Promise<Account & { cardno: string }> {
  const phone = uniquePhone();
  const api = await ApiClient.create();
  try {
    const since = Date.now();
    await api.ok('User/getCode', { phone, purpose: 'register' });
    const phoneCode = await smsCode(phone, 'register', since);
    const { cardno } = await api.ok<{ cardno: string }>('User/regist', { phone, phoneCode, password, role });
    return { phone, password, role, cardno };
  } finally {
    await api.dispose();
  }
}

/**
 * Logs the page's browser context in as `account`. Uses the login call with the
 * context's own cookie jar (the UI login itself is covered by accounts.spec.ts),
 * then opens `landing` (default /home).
 */
export async function loginAs(page: Page, account: Pick<Account, 'phone' | 'password'>, landing = '/home'): Promise<void> {
  const res = await page.request.post('/api/User/login', { data: { phone: account.phone, password: account.password } });
  const envelope = (await res.json()) as Envelope;
  if (!envelope.success) throw new Error(`login as ${account.phone} failed: ${envelope.errorCode} ${envelope.errorMessage}`);
  await page.goto(landing);
}

/** Where screenshots for review go (kept out of git by .gitignore's test-results/). */
export const screenshotDir = new URL('./test-results/screenshots/', import.meta.url).pathname;

/**
 * Content-Security-Policy violations seen in the current test. Chromium reports
 * each one as a console error ("… violates the following Content Security
 * Policy directive …"); every browser context a test uses is watched, also
 * those a spec opens itself with browser.newContext().
 */
const cspViolations: string[] = [];
const watched = new WeakSet<BrowserContext>();
function watchCsp(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(`${m.location().url}: ${m.text()}`);
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  cardno: string;
}

/** A new browser context logged in as `account` (English, Shanghai time, `width` px wide). */
export async function signedIn(browser: Browser, account: Pick<Account, 'phone' | 'password'>, width = 1280): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US', timezoneId: 'Asia/Shanghai', viewport: { width, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/User/login', { data: { phone: account.phone, password: account.password } });
  const envelope = (await res.json()) as Envelope<{ cardno: string }>;
  if (!envelope.success) throw new Error(`login as ${account.phone} failed: ${envelope.errorCode} ${envelope.errorMessage}`);
  return { context, page, cardno: envelope.data.cardno };
}

/** Collects server errors (5xx) and page errors of `page` into `failures`. */
export function watch(page: Page, failures: string[]) {
  page.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${res.url()}`);
  });
  page.on('pageerror', (err) => failures.push(`page error: ${err.message}`));
}

/** Opens a new logged-in browser context (see the `signIn` fixture). */
export type SignIn = (account: Pick<Account, 'phone' | 'password'>, width?: number) => Promise<Session>;

/**
 * `test` with
 * - `admin`: an API client logged in as the demo admin;
 * - `signIn(account, width?)`: a new logged-in browser context (one per side of a journey), closed after the test;
 * - `failures`: server errors and page errors of `page` and of every `signIn` page; the test fails if any happened.
 */
/** `test` with the fixtures below; it also fails any test whose pages violated the server's Content-Security-Policy. */
export const test = base.extend<{ admin: ApiClient; failures: string[]; signIn: SignIn; cspGuard: void }, { cspWatch: void }>({
  cspWatch: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchCsp(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      watchCsp(context);
      cspViolations.length = 0;
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  admin: async ({}, use) => {
    const client = await ApiClient.create();
    await client.login(demo.admin);
    await use(client);
    await client.dispose();
  },
  failures: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const failures: string[] = [];
      await use(failures);
      expect(failures, 'server or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, failures }, use) => {
    watch(page, failures);
    waitForTakeOver(page);
    await use(page);
  },
  signIn: async ({ browser, failures }, use) => {
    const opened: Session[] = [];
    await use(async (account, width) => {
      const session = await signedIn(browser, account, width);
      watch(session.page, failures);
      waitForTakeOver(session.page);
      opened.push(session);
      return session;
    });
    await Promise.all(opened.map((s) => s.context.close()));
  },
});
