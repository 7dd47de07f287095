import type { Page } from '@playwright/test';
import { baseURL, demo, expect, test, type Account } from '../fixtures';
import { seriousA11yViolations, type A11yViolation } from '../a11y';
import { apiOk, deliverByApi, publishTask, recruitingTask } from '../api-setup';

/**
 * Accessibility (issue 12 item 16): every page the browser tests visit, as a visitor and as each demo role, in both
 * languages and at a phone's 360 px and a desktop's 1280 px, has no serious or critical axe-core violation
 * (WCAG 2.1 A/AA). One test per role and language visits all its pages at both widths and reports every violation at
 * once.
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

/** Lets the page lay itself out again after the window changed size (its media queries answer on the next frames). */
async function relaidOut(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await settled(page);
}

// the eight tests are shared out between the browser-test workers (each runs this file's beforeAll on its own server)
test.describe.configure({ mode: 'parallel' });

// One test per role and language: each page is loaded at a phone's 360 px and checked, then the same window is
// widened to a desktop's 1280 px and checked again (one load for both widths; the sweep is the browser tests'
// longest part).
for (const role of ['visitor', 'designer', 'business', 'admin'] as const) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${role}, ${locale}, 360 and 1280 px: no serious or critical axe violations`, async ({ browser }) => {
      // 1.1–2.5 min each on a quiet machine with two workers (axe in legacy mode, e2e/a11y.ts); room for a loaded one
      test.setTimeout(600_000);
      const context = await browser.newContext({ baseURL: baseURL(), locale, timezoneId: 'Asia/Shanghai', viewport: { width: 360, height: 900 } });
      const page = await context.newPage();
      if (role !== 'visitor') {
        const account = demo[role];
        await apiOk(page.request, 'User/login', { phone: account.phone, password: account.password });
      }
      const found: Array<A11yViolation & { width: number }> = [];
      for (const path of pagesOf(role)) {
        await page.setViewportSize({ width: 360, height: 900 });
        await page.goto(path);
        await settled(page);
        found.push(...(await seriousA11yViolations(page)).map((v) => ({ ...v, width: 360 })));
        await page.setViewportSize({ width: 1280, height: 900 });
        await relaidOut(page);
        found.push(...(await seriousA11yViolations(page)).map((v) => ({ ...v, width: 1280 })));
      }
      await context.close();
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
    });
  }
}
