/** Checks a browser test makes on a page: no sideways scrolling; screenshots for review; money as shown. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotDir } from './fixtures';

/** The page scrolls no wider than the window; on failure the message names the elements that stick out. */
export async function noHorizontalScroll(page: Page) {
  const { scroll, client, wide } = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > client + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
  expect(scroll, `${page.url()} is wider than the window: ${wide.join('; ')}`).toBeLessThanOrEqual(client);
}

/** A full-page screenshot for review under test-results/screenshots/. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** cents as the UI shows them: 12345 → "123.45" (integers only) */
export const coins = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

export { hydrated } from './takeover';
