import { demo, expect, test } from '../fixtures';
import { noHorizontalScroll, shot } from '../page-checks';

/** The personal centre offers each role its own pages (issue 12, item 6) and, on a phone, all of them in a drawer (item 7). */

test('a designer is offered recommendations and no publishing; a business publishing and no recommendations', async ({ signIn }) => {
  const { page: D } = await signIn(demo.designer);
  await D.goto('/personalCenter/basicSettings');
  await expect(D.getByTestId('pc-menu-recommendList')).toBeVisible();
  await expect(D.getByTestId('pc-menu-projectManagement')).toBeVisible();
  await expect(D.getByTestId('pc-menu-newService')).toHaveCount(0);

  const { page: B } = await signIn(demo.business);
  await B.goto('/personalCenter/basicSettings');
  await expect(B.getByTestId('pc-menu-newService')).toBeVisible();
  await expect(B.getByTestId('pc-menu-recommendList')).toHaveCount(0);
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
