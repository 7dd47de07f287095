/** Checks a browser test makes on a page: no sideways scrolling; screenshots for review; money as shown. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotDir } from './fixtures';

export async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} is wider than the window`).toBeLessThanOrEqual(client);
}

/** A full-page screenshot for review under test-results/screenshots/. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** cents as the UI shows them: 12345 → "123.45" (integers only) */
export const coins = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
