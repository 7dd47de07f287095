import { expect, test } from '../fixtures';

test('the home page loads with its title, header and language switch', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) failed.push(`${res.status()} ${res.url()}`);
  });
  page.on('pageerror', (err) => failed.push(`page error: ${err.message}`));

  await page.goto('/');
  await expect(page).toHaveTitle(/BoothHub/);
  await expect(page.getByTestId('lang-switch')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('hero-register')).toBeVisible();

  const health = await page.request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(failed).toEqual([]);
});

test('the home page shows upcoming exhibitions and featured venues from the demo catalogue', async ({ page }) => {
  await page.goto('/');
  // the live sections load as a reader scrolls toward them
  await page.getByTestId('home-sections').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-exhibitions').getByTestId(/^ex-card-\d+$/)).toHaveCount(6);
  await expect(page.getByTestId('home-venues').getByTestId(/^venue-card-\d+$/)).toHaveCount(6);
  await page.getByTestId('home-all-venues').click();
  await expect(page).toHaveURL(/\/conventionSpace\?tab=venues$/);
});
