import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { noHorizontalScroll } from '../page-checks';

/**
 * Every public area is in the navigation (issue 32, item 1): on a desktop in the header's links or its "···" menu,
 * on a phone in the menu's drawer under its group. A visitor reaches each one from the home page.
 */
const areas: Array<{ name: string; path: RegExp }> = [
  { name: 'Exhibitions', path: /\/exhibition$/ },
  { name: 'Conventions & venues', path: /\/conventionSpace$/ },
  { name: 'Tasks', path: /\/orderList$/ },
  { name: 'Services', path: /\/service$/ },
  { name: 'Models', path: /\/modelCenter$/ },
  { name: 'Factories', path: /\/factory$/ },
  { name: 'Designers', path: /\/designer$/ },
  { name: 'Gallery', path: /\/gallery$/ },
  { name: 'Articles', path: /\/article$/ },
];

const home = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test("at 1280 px the header reaches every public area through its groups' menus, on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await home(page);
  const nav = page.getByRole('navigation', { name: 'Menu' });
  // Home and the three groups all fit: nothing folds into "···", the header is one row and nothing scrolls sideways
  for (const group of ['events', 'market', 'community']) await expect(page.getByTestId(`nav-group-${group}`)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
  await noHorizontalScroll(page);
  expect((await page.locator('.bh-header').boundingBox())!.height).toBeLessThanOrEqual(72);
  const groupOf: Record<string, string> = {
    Exhibitions: 'events',
    'Conventions & venues': 'events',
    Tasks: 'market',
    Services: 'market',
    Models: 'market',
    Factories: 'market',
    Designers: 'community',
    Gallery: 'community',
    Articles: 'community',
  };
  for (const area of areas) {
    if (area !== areas[0]) await home(page);
    const button = page.getByTestId(`nav-group-${groupOf[area.name]}`);
    const group = nav.locator('.bh-nav-group').filter({ has: button });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await group.getByRole('link', { name: area.name, exact: true }).click();
    await expect(page, area.name).toHaveURL(area.path);
    // the open page's group is marked
    await expect(group).toHaveClass(/bh-nav-selected/);
  }
});

test('at 360 px the phone menu lists every public area under its group and reaches each', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await home(page);
  await noHorizontalScroll(page);
  for (const [i, area] of areas.entries()) {
    if (i > 0) await home(page);
    await page.getByTestId('header-menu-button').click();
    const drawer = page.getByRole('dialog');
    if (i === 0) for (const group of ['Events', 'Marketplace', 'Community']) await expect(drawer.getByRole('list', { name: group })).toBeVisible();
    await drawer.getByRole('link', { name: area.name, exact: true }).click();
    await expect(page, area.name).toHaveURL(area.path);
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  // the model centre sits with the marketplace
  await page.getByTestId('header-menu-button').click();
  await expect(page.getByRole('list', { name: 'Marketplace' }).getByRole('link', { name: 'Models', exact: true })).toBeVisible();
});
