import type { Page, Request } from '@playwright/test';
import { baseURL, demo, expect, test, type Account } from '../fixtures';
import { seriousA11yViolations, type A11yViolation } from '../a11y';
import { apiOk, deliverByApi, publishTask, recruitingTask } from '../api-setup';

/**
 * Accessibility (issue 12 item 16): every page the browser tests visit, as a visitor and as each demo role, has no
 * serious or critical axe-core violation (WCAG 2.1 A/AA). Pairwise (decision 086): each page is checked once in each
 * language and once at each width — English at a phone's 360 px, Chinese at a desktop's 1280 px. Long English words
 * in a narrow window are where a label overflows its box or a row wraps onto another background; Chinese wraps at any
 * character and is checked where the desktop's header, tables and wide forms are drawn. English at 1280 px and
 * Chinese at 360 px are not checked (both catalogues have the same keys and no empty text, so only the layout of other
 * words differs). One test per role and language-and-width visits all its pages and reports every violation at once.
 */

type Role = 'visitor' | 'designer' | 'business' | 'admin';

/** Tasks the task pages need: one unpaid (pay page), one delivered to the demo designer (deliver, preview, compare). */
let ids: { unpaid: number; delivered: number; recruiting: number; service: number; designer: string };

test.beforeAll(async ({ playwright }) => {
  const open = async (account: Account) => {
    const request = await playwright.request.newContext({ baseURL: baseURL() });
    const { cardno } = await apiOk<{ cardno: string }>(request, 'User/login', { phone: account.phone, password: account.password });
    return { request, cardno };
  };
  const biz = await open(demo.business);
  const des = await open(demo.designer);
  const unpaid = await publishTask(biz.request, { title: 'a11y unpaid booth' });
  const recruiting = await recruitingTask(biz.request, { title: 'a11y recruiting booth' });
  const delivered = await recruitingTask(biz.request, { title: 'a11y delivered booth' });
  await apiOk(des.request, 'Taskcenter/designerSignup', { id: delivered, message: 'Two concepts first, ten days.', days: 10 });
  await apiOk(biz.request, 'Taskcenter/businessSelect', { id: delivered, cardno: des.cardno });
  await deliverByApi(des.request, delivered, 'Version one.');
  // the people pages (a designer's, a service package's): the demo designer and a demo package
  const [service] = (await apiOk<{ listItem: Array<{ id: number }> }>(biz.request, 'Common/searchService', { page: 1, pageSize: 1 })).listItem;
  ids = { unpaid, delivered, recruiting, service: service!.id, designer: des.cardno };
  await Promise.all([biz.request.dispose(), des.request.dispose()]);
});

// the articles (decision 047): a demo article is id 1
const publicPages = [
  '/',
  '/login',
  '/login/register',
  '/login/forgetpwd',
  '/help',
  '/about',
  '/orderList',
  '/article',
  '/article/1',
  '/no-such-page',
  // the plain directories and catalogue pages (decision 049); a demo model is id 1
  '/factory',
  '/designer',
  '/modelCenter',
  '/modelDetail?id=1',
  '/service',
  '/exhibition',
  '/conventionSpace',
  '/conventionSpace/spaceInfo?id=1',
];
const memberPages = ['/home', '/message', '/login/changepwd', '/login/bindPhone'].concat(
  [
    'basicSettings',
    'securitySetting',
    'projectManagement',
    'evaluateList',
    'recharge',
    'tradeManagement',
    'caseOut',
    'identity',
    'activityCenter',
    'invite',
    'myCollection',
  ].map((p) => `/personalCenter/${p}`),
);
const pagesOf = (role: Role): string[] => {
  const task = `/orderDetail?id=${ids.recruiting}`;
  const service = `/serviceInfo?id=${ids.service}`;
  switch (role) {
    case 'visitor':
      return [...publicPages, task, '/gallery', `/designInfo?cardno=${ids.designer}`, service];
    case 'designer':
      return [
        ...memberPages,
        '/personalCenter/recommendList',
        '/personalCenter/designManagement',
        '/personalCenter/modelManagement',
        '/personalCenter/myServices',
        // the plain forms of a service package and (turned off for a designer) a factory's profile
        '/personalCenter/addService',
        '/personalCenter/factoryProfile',
        task,
        `/orderDetail?id=${ids.delivered}`,
        `/uploadMyOrderDesign?id=${ids.delivered}`,
        `/previewMyDesign?id=${ids.delivered}`,
      ];
    case 'business':
      return [
        ...memberPages,
        '/personalCenter/newService',
        '/personalCenter/serviceList',
        '/personalCenter/myExhibitions',
        '/personalCenter/myConventions',
        `/orderPay?id=${ids.unpaid}`,
        `/orderDetail?id=${ids.delivered}`,
        `/previewMyDesign?id=${ids.delivered}`,
        `/lookMyProjectDesign?id=${ids.delivered}`,
        service,
        `/designInfo?cardno=${ids.designer}`,
      ];
    case 'admin':
      return [
        '/admin',
        '/admin/members',
        '/admin/audit',
        '/admin/pages',
        '/admin/articles',
        '/admin/venues',
        '/admin/complaints',
        '/admin/recharges',
        '/admin/identity',
        '/admin/withdrawals',
        '/admin/settings',
        '/admin/categories',
      ];
  }
};

/** Waits until the page has drawn its content: its calls answered and its lazy chunks loaded. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first()).toBeVisible();
}

/**
 * Resolves once `page` has had no request in flight for 500 ms: Playwright's networkidle, which waits for a document's
 * load only, for a navigation inside the page.
 */
async function quiet(page: Page) {
  let inFlight = 0;
  let since = Date.now();
  // the unread badge's stream (an EventSource) stays open as long as the header is shown: not a call to wait for
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const started = (request: Request) => counted(request) && ((inFlight += 1), (since = Date.now()));
  const ended = (request: Request) => counted(request) && ((inFlight -= 1), (since = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight <= 0 && Date.now() - since >= 500, { intervals: [100], timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Opens `path` in the app already loaded, as a link in it would (the router's history, no new document): the page is
 * drawn by the same code as after a load, without loading, parsing and starting the app again for each page (about
 * half a second of the browser's CPU a page, docs/ci.md session 41). The first page of a test is loaded whole, and a
 * page's own server-rendered document and its take-over are checked in rendered-pages.spec.ts. Fails when `main`
 * still shows the page before (the navigation did not happen).
 */
async function openInApp(page: Page, path: string) {
  const before = await page.locator('main').first().innerHTML();
  const settledAfter = quiet(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settledAfter;
  await expect(page.locator('main').first()).toBeVisible();
  expect(await page.locator('main').first().innerHTML(), `${path} drew nothing new`).not.toBe(before);
}

// the eight tests are shared out between the browser-test workers (each runs this file's beforeAll on its own server)
test.describe.configure({ mode: 'parallel' });

// One test per role and pair of language and width: each page is loaded once at that width and checked once.
const sweeps = [
  { locale: 'en-US', width: 360 },
  { locale: 'zh-CN', width: 1280 },
] as const;
for (const role of ['visitor', 'designer', 'business', 'admin'] as const) {
  for (const { locale, width } of sweeps) {
    test(`${role}, ${locale}, ${width} px: no serious or critical axe violations`, async ({ browser }) => {
      // ~0.5–1.5 min each on a quiet machine with two workers (axe in legacy mode, e2e/a11y.ts); room for a loaded one
      test.setTimeout(600_000);
      const context = await browser.newContext({ baseURL: baseURL(), locale, timezoneId: 'Asia/Shanghai', viewport: { width, height: 900 } });
      const page = await context.newPage();
      if (role !== 'visitor') {
        const account = demo[role];
        await apiOk(page.request, 'User/login', { phone: account.phone, password: account.password });
      }
      const found: Array<A11yViolation & { width: number }> = [];
      for (const [i, path] of pagesOf(role).entries()) {
        if (i === 0) {
          await page.goto(path);
          await settled(page);
        } else await openInApp(page, path);
        found.push(...(await seriousA11yViolations(page)).map((v) => ({ ...v, width })));
      }
      await context.close();
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
    });
  }
}
