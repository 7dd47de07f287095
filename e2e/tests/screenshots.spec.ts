import path from 'node:path';
import { expect, loginAs, demo, screenshotDir, test } from '../fixtures';
import { noHorizontalScroll } from '../page-checks';

/**
 * Screenshots of the login page and the home pages at a phone's 360 px and a desktop's 1440 px, saved under
 * e2e/test-results/screenshots/ for a person to look at (not committed). Each also checks that nothing is wider
 * than the window. With README_SCREENSHOT=1 the 1440 px main page is also written to docs/screenshot.png.
 */
const widths = [
  { name: '360', viewport: { width: 360, height: 780 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
];

for (const { name, viewport } of widths) {
  test.describe(`${name} px`, () => {
    test.use({ viewport });

    test(`login page at ${name} px`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await noHorizontalScroll(page);
      await page.screenshot({ path: path.join(screenshotDir, `login-${name}.png`), fullPage: true });
    });

    test(`main page at ${name} px`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('hero-register')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await noHorizontalScroll(page);
      await page.screenshot({ path: path.join(screenshotDir, `main-${name}.png`), fullPage: true });
      if (name === '1440' && process.env.README_SCREENSHOT === '1') {
        await page.screenshot({ path: path.join(import.meta.dirname, '../../docs/screenshot.png') });
      }
    });

    test(`member home at ${name} px`, async ({ page }) => {
      await loginAs(page, demo.designer, '/home');
      await expect(page.getByTestId('home-cardno')).toBeVisible();
      await expect(page.getByTestId('header-unread-badge')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await noHorizontalScroll(page);
      await page.screenshot({ path: path.join(screenshotDir, `home-${name}.png`), fullPage: true });
    });
  });
}
