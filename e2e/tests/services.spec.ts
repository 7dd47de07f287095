import { expect, loginAs, registerMember, test } from '../fixtures';
import { apiOk, fund, PIN, png, shanghaiDay } from '../api-setup';
import { noHorizontalScroll, shot } from '../page-checks';

/**
 * Service packages (issue 9 item 3, decision 033): a designer publishes a work and a service package; a business
 * (on a 360 px phone) finds the package, buys it with a brief and the PIN; the task is then in the business's
 * published tasks (the seed's serviceList) and in the designer's projects, assigned and in progress.
 */
test.describe.configure({ timeout: 240_000 });

test('a designer publishes a work and a service; a business buys it and the task is in both personal centres', async ({ page, signIn }) => {
  const stamp = Date.now().toString(36);
  const designer = await registerMember('designer');
  await loginAs(page, designer, '/personalCenter/uploadMyDesign');

  // a work
  const workTitle = `Island stand ${stamp}`;
  await page.getByTestId('work-title').fill(workTitle);
  await page.getByTestId('work-category').selectOption({ label: 'Booth / stand' });
  await page.getByTestId('work-style').selectOption({ label: 'Tech / futuristic' });
  await page.getByTestId('work-images-input').setInputFiles([{ name: 'red.png', mimeType: 'image/png', buffer: png(96, 64, [200, 40, 40]) }]);
  await expect(page.getByTestId('work-image')).toHaveCount(1);
  await page.getByTestId('work-submit').click();
  await expect(page).toHaveURL(/\/personalCenter\/designManagement$/);

  // a service package, from My services
  await page.goto('/personalCenter/myServices');
  await page.getByTestId('service-new').click();
  await expect(page).toHaveURL(/\/personalCenter\/addService$/);
  const title = `36 m² island booth ${stamp}`;
  await page.getByTestId('service-title-input').fill(title);
  await page.getByTestId('service-plaza').fill('36');
  await page.getByTestId('service-days').fill('5');
  await page.getByTestId('service-price-input').fill('3000');
  await page.getByTestId('service-descr').fill('Three renderings and a floor plan.');
  await page.getByTestId('service-cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(120, 80, [30, 90, 200]) });
  await expect(page.getByTestId('service-cover-item')).toHaveCount(1);
  await page.getByTestId('service-save').click();
  await expect(page).toHaveURL(/\/serviceInfo\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('service-title')).toHaveText(title);
  await expect(page.getByTestId('service-detail-price')).toContainText('3000.00');

  // the designer's public page shows the work and the service
  await page.goto(`/designInfo?cardno=${designer.cardno}`);
  await expect(page.getByTestId('ds-works')).toContainText(workTitle);
  await expect(page.getByTestId('ds-services').getByTestId(`service-card-${id}`)).toBeVisible();

  // a business on a phone finds it in the search and buys it
  const business = await registerMember('business');
  const biz = await signIn(business, 360);
  const B = biz.page;
  await fund(B.request, business.password, 500_000);
  await B.goto('/service');
  await B.getByTestId('service-search').locator('input').fill(stamp);
  await B.getByTestId('service-search').locator('input').press('Enter');
  await expect(B).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(B.getByTestId(`service-card-${id}`)).toBeVisible();
  await noHorizontalScroll(B);
  await shot(B, 'service-list-360');
  await B.getByTestId(`service-card-${id}`).getByTestId('service-card-title').click();
  await expect(B).toHaveURL(new RegExp(`/serviceInfo\\?id=${id}$`));
  await expect(B.getByTestId('service-designer')).toBeVisible();
  await noHorizontalScroll(B);
  await shot(B, 'service-detail-360');
  await B.getByTestId('service-buy').click();
  await B.getByTestId('buy-addr').fill('上海 国家会展中心 7.1 馆');
  const range = B.getByTestId('buy-exhibition');
  await range.getByLabel('From').fill(shanghaiDay(30));
  await range.getByLabel('To').fill(shanghaiDay(33));
  await B.getByTestId('buy-tips').fill('突出新品，需要洽谈区。');
  await B.getByTestId('buy-cont-name').fill('王经理');
  await B.getByTestId('buy-cont-phone').fill('13912345678');
  await B.getByTestId('buy-pin').fill(PIN);
  await shot(B, 'service-buy-360');
  await B.locator('#service-buy-ok').click();
  await expect(B).toHaveURL(/\/orderDetail\?id=\d+$/);
  const taskId = Number(new URL(B.url()).searchParams.get('id'));
  const me = await apiOk<{ coins: number }>(B.request, 'Member/userInfo');
  expect(me.coins).toBe(200_000);

  // the business's published tasks (the seed's serviceList): in progress; it opens serviceDetail
  await B.goto('/personalCenter/serviceList');
  const card = B.getByTestId(`task-card-${taskId}`);
  await expect(card).toContainText(title);
  await noHorizontalScroll(B);
  await shot(B, 'service-task-list-360');
  await card.getByTestId('task-card-title').click();
  await expect(B).toHaveURL(new RegExp(`/personalCenter/serviceDetail\\?id=${taskId}$`));
  await expect(B.getByTestId('task-orbits')).toBeVisible();
  await expect(B.getByTestId('task-service-link')).toHaveAttribute('href', `/serviceInfo?id=${id}`);

  // the designer's projects: the task, selected, in progress
  await page.goto('/personalCenter/projectManagement');
  const mine = page.getByTestId(`task-card-${taskId}`);
  await expect(mine).toContainText(title);
  await expect(mine.getByTestId('pm-signup-status')).toBeVisible();
  await page.getByTestId('pm-tab-in_progress').click();
  await expect(page.getByTestId(`task-card-${taskId}`)).toBeVisible();
});
