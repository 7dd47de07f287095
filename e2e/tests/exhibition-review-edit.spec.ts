import { demo, expect, registerMember, test } from '../fixtures';
import { apiOk, shanghaiDay } from '../api-setup';

/**
 * Issue 32 item 8 (decision 080): a business opens its exhibition while it is under review from "My exhibitions" —
 * its page with the state — and edits it: the edit replaces the submission and it stays in review; the admin's
 * queue shows the new title.
 */
test.describe.configure({ timeout: 120_000 });

test('a business views and edits its exhibition under review; it stays in review with the new fields', async ({ admin, signIn }) => {
  const business = await registerMember('business');
  const biz = await signIn(business);
  const mark = Date.now().toString(36);
  const title = `审核中的展会 ${mark}`;
  // an English page names it by its English title: the list, its page and the back office (decision 087)
  const titleEn = `Show under review ${mark}`;
  const { id } = await apiOk<{ id: number }>(biz.page.request, 'Article/huizhanPub', {
    submit: true,
    title,
    titleEn,
    industry: 'auto',
    city: '西安',
    address: '西安国际会展中心',
    sdate: shanghaiDay(30),
    edate: shanghaiDay(33),
    organiser: 'BoothHub e2e',
    area: 30000,
    exhibitors: 120,
    descr: 'Under review, edited by the browser test.',
    content: '<p>Under review.</p>',
  });
  const page = biz.page;
  await page.goto('/personalCenter/myExhibitions');
  await expect(page.getByTestId(`ex-mine-status-${id}`)).toHaveText('Pending review');
  await expect(page.getByTestId(`ex-mine-title-${id}`)).toHaveText(titleEn);

  // view: its page with its state
  await page.getByTestId(`ex-mine-view-${id}`).click();
  await expect(page.getByTestId('ex-title')).toHaveText(titleEn);
  await expect(page.getByTestId('ex-status')).toHaveText('Pending review');

  // edit: the form is open, says the edit stays in review, has no draft button
  await page.goto('/personalCenter/myExhibitions');
  await page.getByTestId(`ex-mine-edit-${id}`).click();
  await expect(page.getByTestId('ex-pub-in-review')).toBeVisible();
  await expect(page.getByTestId('ex-pub-draft')).toHaveCount(0);
  const title2 = `${title} 改`;
  await page.getByLabel('Title', { exact: true }).fill(title2);
  await page.getByTestId('ex-pub-submit').click();
  await expect(page).toHaveURL(/\/personalCenter\/myExhibitions$/);
  await expect(page.getByTestId(`ex-mine-status-${id}`)).toHaveText('Pending review');
  await expect(page.getByTestId(`ex-mine-title-${id}`)).toHaveText(titleEn);

  const queue = await admin.ok<{ listItem: { id: number; title: string; status: string }[] }>('Admin/huizhanQueue', {
    status: 'pending',
    keyword: title2,
    page: 1,
    pageSize: 10,
  });
  expect(queue.listItem.map((x) => [x.id, x.title, x.status])).toEqual([[id, title2, 'pending']]);

  // the back office's queue in English: the English title
  const A = (await signIn(demo.admin)).page;
  await A.goto('/admin/exhibitions');
  await A.getByTestId('admin-exhibitions-search').locator('input').fill(title2);
  await A.getByTestId('admin-exhibitions-search').locator('input').press('Enter');
  await expect(A.getByTestId(`admin-exhibition-${id}`).locator('strong')).toHaveText(titleEn);
});
