import { demo, expect, test } from '../fixtures';
import { noHorizontalScroll, shot } from '../page-checks';

/** The personal centre offers each role its own pages (issue 12, item 6) and, on a phone, all of them in a drawer (item 7). */

test('a designer is offered recommendations and no publishing; a business publishing and no recommendations', async ({ signIn }) => {
  const { page: D } = await signIn(demo.designer);
  await D.goto('/personalCenter/basicSettings');
  await expect(D.getByTestId('pc-menu-recommendList')).toBeVisible();
  await expect(D.getByTestId('pc-menu-savedSearches')).toBeVisible();
  await expect(D.getByTestId('pc-menu-projectManagement')).toBeVisible();
  await expect(D.getByTestId('pc-menu-newService')).toHaveCount(0);

  const { page: B } = await signIn(demo.business);
  await B.goto('/personalCenter/basicSettings');
  await expect(B.getByTestId('pc-menu-newService')).toBeVisible();
  await expect(B.getByTestId('pc-menu-recommendList')).toHaveCount(0);
  await expect(B.getByTestId('pc-menu-savedSearches')).toHaveCount(0);
  // both keep the pages every member has
  for (const key of ['securitySetting', 'tradeManagement', 'evaluateList']) await expect(B.getByTestId(`pc-menu-${key}`)).toBeVisible();
});

test('at 360 px the personal-centre menu is one button naming the page, opening every item in a drawer', async ({ signIn }) => {
  const { page } = await signIn(demo.business, 360);
  await page.goto('/personalCenter/tradeManagement');
  const open = page.getByTestId('pc-menu-open');
  await expect(open).toContainText('Bills');
  await noHorizontalScroll(page);
  await open.click();
  const drawer = page.getByRole('dialog');
  for (const key of ['basicSettings', 'securitySetting', 'projectManagement', 'newService', 'recharge', 'caseOut', 'invite'])
    await expect(drawer.getByTestId(`pc-menu-${key}`)).toBeVisible();
  await shot(page, 'personal-centre-menu-360');
  await drawer.getByTestId('pc-menu-caseOut').click();
  await expect(page).toHaveURL(/\/personalCenter\/caseOut$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).not.toContainText('Bills');
});

test('at 360 px the task list shows tasks first: its filters fold behind one button that counts them', async ({ signIn }) => {
  const { page } = await signIn(demo.designer, 360);
  await page.goto('/orderList');
  const toggle = page.getByTestId('tasks-filters-toggle');
  await expect(toggle).toHaveText(/Filters \(0\)/);
  await expect(page.getByTestId('tasks-filter-city')).toHaveCount(0);
  // the first task card is on the first screen
  const first = page.locator('[data-testid^="task-card-"]').first();
  await expect(first).toBeInViewport();
  await toggle.click();
  await page.getByTestId('tasks-filter-city').fill('上海');
  await page.getByTestId('tasks-filter-apply').click();
  await toggle.click();
  await expect(toggle).toHaveText(/Filters \(1\)/);
  await expect(page.getByTestId('tasks-filter-city')).toHaveCount(0);
  await noHorizontalScroll(page);
  await shot(page, 'task-list-filters-360');
});

test("at 360 px the back office's member actions stay in sight", async ({ signIn }) => {
  const { page } = await signIn(demo.admin, 360);
  await page.goto('/admin/members');
  const ban = page.locator('[data-testid^="member-ban-"]').first();
  await expect(ban).toBeInViewport();
  await expect(page.locator('[data-testid^="member-role-"]').first()).toBeInViewport();
  await noHorizontalScroll(page);
  await shot(page, 'admin-members-360');
});
