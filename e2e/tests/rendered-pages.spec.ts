import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hydrated } from '../page-checks';
import { navigatePlainly } from '../takeover';

/**
 * The public pages the server renders (decision 076): the document that arrives holds the page's content, readable
 * with JavaScript off; with JavaScript the client takes the page over without a hydration warning, a console error or
 * asking again for what came with the page, and navigating on works as before.
 */

/** the first address of a kind's sitemap, as a path */
async function firstOf(page: Page, kind: string): Promise<string> {
  const xml = await (await page.request.get(`/sitemaps/${kind}-1.xml`)).text();
  const loc = /<loc>(.*?)<\/loc>/.exec(xml)?.[1];
  expect(loc, kind).toBeTruthy();
  return new URL(loc!.replace(/&amp;/g, '&')).pathname + new URL(loc!.replace(/&amp;/g, '&')).search;
}

const LISTS = [
  '/',
  '/orderList',
  '/exhibition',
  '/designer',
  '/modelCenter',
  '/conventionSpace',
  '/factory',
  '/service',
  '/article',
  '/help',
  '/about',
];
const KINDS = ['tasks', 'exhibitions', 'designers', 'models', 'conventions', 'venues', 'factories', 'services', 'articles', 'help'];

async function pages(page: Page) {
  return [...LISTS, ...(await Promise.all(KINDS.map((k) => firstOf(page, k))))];
}

test('each rendered page is readable with JavaScript off, its heading in the document and its links real', async ({ page, browser }) => {
  const urls = await pages(page);
  // 21 pages, each loaded whole: on a loaded machine (two workers on two cores) more than the default minute
  test.setTimeout(urls.length * 8_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  for (const url of urls) {
    const res = await plain.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(plain.locator('#root h1').first(), url).toBeVisible();
    expect((await plain.locator('#root main').innerText()).length, url).toBeGreaterThan(20);
  }
  // a link of a rendered page leads to a rendered page
  await plain.goto('/exhibition');
  await plain.locator('#root main a[href^="/exhibition/"]').first().click();
  await expect(plain).toHaveURL(/\/exhibition\/\d+$/);
  await expect(plain.locator('#root h1').first()).toBeVisible();
  await context.close();
});

test('each rendered page hydrates without a warning or an error, and asks nothing again for what it shows', async ({ page }) => {
  const urls = await pages(page);
  // each page waits for its load, its JavaScript (after the load, decision 085) and a quiet network
  test.setTimeout(urls.length * 10_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${page.url()}: ${msg.text()} ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  for (const url of urls) {
    const asked: string[] = [];
    // the page's calls (images are files, not answers)
    const onRequest = (req: Request) => {
      if (req.url().includes('/api/') && ['fetch', 'xhr'].includes(req.resourceType())) asked.push(req.url());
    };
    page.on('request', onRequest);
    await page.goto(url);
    await expect(page.locator('#root h1').first()).toBeVisible();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(asked, `${url} asked again`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('navigating on from a rendered page works as before', async ({ page }) => {
  await page.goto('/exhibition');
  await hydrated(page);
  const first = page.locator('main a[href^="/exhibition/"]').first();
  const title = (await first.innerText()).split('\n')[0]!;
  await first.click();
  await expect(page).toHaveURL(/\/exhibition\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(title.trim().slice(0, 10));
  // and on to a page the client renders, through the header
  await page.goto('/orderList');
  await hydrated(page);
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/login/);
});

test('a button pressed before the JavaScript has come works once it has (decision 085)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  navigatePlainly(page); // the test is of the page before its JavaScript
  // the page's modules are held back until the reader has pressed the phone's menu button
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!route.request().url().includes('hydrate-later')) await held;
    await route.continue();
  });
  await page.goto('/exhibition');
  const menu = page.getByTestId('header-menu-button');
  // the server drew the page for a desktop (Chromium's user agent); in a phone's width its menu button is there and
  // nothing is wider than the window, before any of its JavaScript
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await menu.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Exhibitions', exact: true })).toBeVisible();
  await hydrated(page);
});
