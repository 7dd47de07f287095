import { demo, expect, test } from '../fixtures';
import { PIN, fund, publishTask, recruitingTask, shanghaiDay as day, taskAt } from '../api-setup';
import { expectStatus, image, pdf } from '../task-pages';
import { hydrated } from '../page-checks';

/**
 * A business task before the work starts (issue 4), each step its own test on its own task made through the API:
 * the business publishes every field, pays into escrow, the designer finds the task by a Chinese and by an English
 * keyword and signs up, the business selects and both talk. The delivery, acceptance, evaluations, payout and
 * complaints are in tasks-delivery.spec.ts.
 */

// each test sets up its own state through the API first
test.describe.configure({ timeout: 180_000 });

const stamp = () => `e2e${Date.now().toString(36)}`;

test('the business publishes every field: open sides as pictures, the budget per m² as it is typed, attachments', async ({ signIn }) => {
  const { page: B } = await signIn(demo.business);
  await B.goto('/personalCenter/newService');
  await B.getByTestId('task-title-input').fill(`上海车展 Motor Show booth ${stamp()}`);
  await B.getByTestId('task-plaza').fill('54');
  await B.getByTestId('task-sizes').fill('9×6 m');
  await expect(B.locator('[data-testid^="task-opens-"] svg')).toHaveCount(4);
  await B.getByTestId('task-opens-2').click();
  await B.getByTestId('task-layer').fill('2');
  await B.getByTestId('task-city').fill('上海');
  await B.getByTestId('task-addr').fill('上海 国家会展中心 7.1 馆');
  const range = B.getByRole('group', { name: 'Exhibition dates' });
  await range.getByLabel('From').fill(day(40));
  await range.getByLabel('To').fill(day(43));
  await B.getByLabel('Design due').fill(day(30));
  await B.getByTestId('task-tips-input').fill('科技感，主色蓝白，需要洽谈区和产品展示台。Blue and white, a meeting area and product plinths.');
  await B.getByTestId('task-cost').fill('12000');
  await expect(B.getByTestId('task-cost-per-m2')).toHaveText('222.22 coins / m²');
  await B.getByTestId('task-cont-name').fill('王经理');
  await B.getByTestId('task-cont-phone').fill('13912345678');
  await B.getByTestId('task-attach-input').setInputFiles([
    { name: 'floor-plan.png', mimeType: 'image/png', buffer: await image('#2255aa') },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(B.getByTestId('task-attach-item')).toHaveCount(2);
  await B.getByTestId('task-publish-submit').click();
  await expect(B).toHaveURL(/\/orderPay\?id=\d+$/);
});

test('paying checks the balance (a top-up link when short), then takes the PIN with an Idempotency-Key', async ({ signIn }) => {
  const B = (await signIn(demo.business)).page;
  const cost = 1_200_000;
  const taskId = await publishTask(B.request, { cost });
  await B.goto(`/orderPay?id=${taskId}`);
  const balance = Number(await B.getByTestId('pay-balance').getAttribute('data-cents'));
  // the top-up link carries the cents still needed and the way back here (the checkout, decision 071)
  if (balance < cost)
    await expect(B.getByTestId('pay-recharge')).toHaveAttribute(
      'href',
      `/personalCenter/recharge?need=${cost - balance}&return=${encodeURIComponent(`/orderPay?id=${taskId}`)}`,
    );
  await fund(B.request, demo.business.password, cost);
  await B.reload();
  await expect(B.getByTestId('pay-short')).toHaveCount(0);
  await B.getByTestId('pay-pin').fill(PIN);
  const payRequest = B.waitForRequest((r) => r.url().endsWith('/api/Taskcenter/businessTaskPay'));
  await B.getByTestId('pay-submit').click();
  expect((await payRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(B).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`));
  await expectStatus(B, 'recruiting');
  await expect(B.getByTestId('task-contact-phone')).toHaveText('13912345678');
});

test('the designer finds the task by a Chinese and an English keyword, favourites it and signs up', async ({ signIn }) => {
  const biz = await signIn(demo.business);
  const D = (await signIn(demo.designer)).page;
  const mark = stamp();
  const taskId = await recruitingTask(biz.page.request, { title: `上海车展 Motor Show booth ${mark}` });
  await D.goto('/orderList');
  await D.getByTestId('tasks-search').locator('input').fill('车展');
  await D.getByTestId('tasks-search').locator('input').press('Enter');
  await D.getByTestId('tasks-sort').selectOption({ label: 'Newest' });
  await expect(D.getByTestId(`task-card-${taskId}`)).toBeVisible();
  await D.getByTestId('tasks-search').locator('input').fill(mark);
  await D.getByTestId('tasks-search').locator('input').press('Enter');
  await expect(D.getByTestId('tasks-list').getByTestId('task-card-title')).toHaveCount(1);
  // the city box takes the city's English name: "Shanghai" finds the task stored under 上海 (decision 087)
  await D.getByTestId('tasks-filter-city').fill('Shanghai');
  await D.getByTestId('tasks-filter-apply').click();
  await expect(D.getByTestId(`task-card-${taskId}`)).toBeVisible();
  await D.getByTestId('tasks-filter-city').fill('Beijing');
  await D.getByTestId('tasks-filter-apply').click();
  await expect(D.getByTestId('tasks-list').getByTestId('task-card-title')).toHaveCount(0);
  await D.getByTestId('tasks-filter-city').fill('');
  await D.getByTestId('tasks-filter-apply').click();
  await expect(D.getByTestId('tasks-list').getByTestId('task-card-title')).toHaveCount(1);
  const card = D.getByTestId(`task-card-${taskId}`);
  await expect(card).toContainText('222.22 coins / m²');
  await card.getByTestId(`task-fav-${taskId}`).click();
  await expect(card.getByTestId(`task-fav-${taskId}`)).toHaveAttribute('aria-pressed', 'true');
  await card.getByTestId('task-card-title').click();
  await expect(D).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`));
  await expect(D.getByTestId('task-private-hidden')).toBeVisible();
  await expect(D.getByTestId('task-contact-phone')).toHaveCount(0);
  await expect(D.getByTestId(`task-fav-${taskId}`)).toHaveAttribute('aria-pressed', 'true');
  await D.getByTestId('task-signup-message').fill('我做过三届上海车展的特装展台，可以先出两版方案。Two concepts first.');
  await D.getByTestId('task-signup-days').fill('10');
  await D.getByTestId('task-signup-quote').fill('11000');
  await D.getByTestId('task-signup-submit').click();
  await expect(D.getByTestId('task-my-signup-status')).toHaveText('Signed up');
});

test("the list's first page and a task's page come with their answer: no request for it, the next page asks", async ({ signIn, page }) => {
  const biz = await signIn(demo.business);
  const mark = stamp();
  const taskId = await recruitingTask(biz.page.request, { title: `上海车展 Motor Show booth ${mark}` });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/Taskcenter\/(getBusinesTask|showBusinesTask)$/.test(r.url())) asked.push(r.url().split('/').pop()!);
  });
  await page.goto(`/orderList?keyword=${mark}`);
  await expect(page.getByTestId(`task-card-${taskId}`)).toBeVisible();
  await hydrated(page); // the list is rendered by the server: its link is the router's once the page is taken over
  await page.getByTestId(`task-card-${taskId}`).getByTestId('task-card-title').click();
  await expect(page.getByTestId('task-title')).toContainText(mark);
  expect(asked).toEqual(['showBusinesTask']); // the list came with its page; the detail reached by a link asks
  await page.goto(`/orderDetail?id=${taskId}`);
  await expect(page.getByTestId('task-title')).toContainText(mark);
  await page.goto('/orderList');
  await page.getByTestId('tasks-sort').selectOption({ index: 2 });
  await expect.poll(() => asked.filter((a) => a === 'getBusinesTask').length).toBe(1);
  expect(asked.filter((a) => a === 'showBusinesTask')).toHaveLength(1);
});

test('the business sees the applicant with their standing and selects; both talk and the designer sees the contact', async ({ signIn }) => {
  const biz = await signIn(demo.business);
  const des = await signIn(demo.designer);
  const B = biz.page;
  const D = des.page;
  const taskId = await taskAt('signed_up', biz, des);
  await B.goto(`/orderDetail?id=${taskId}`);
  const applicant = B.getByTestId(`applicant-${des.cardno}`);
  await expect(applicant).toContainText('Two concepts first');
  await expect(applicant.getByTestId('applicant-completed')).toBeVisible();
  await applicant.getByTestId(`applicant-select-${des.cardno}`).click();
  await B.getByRole('dialog', { name: /^Select .* for this task\?/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectStatus(B, 'in_progress');
  await B.getByTestId('chat-input').fill('欢迎！Logo 文件在附件里。');
  await B.getByTestId('chat-send').click();
  await expect(B.getByTestId('chat-message')).toHaveCount(1);

  await D.goto(`/orderDetail?id=${taskId}`);
  await expectStatus(D, 'in_progress');
  await expect(D.getByTestId('task-contact-phone')).toHaveText('13912345678');
  await expect(D.getByTestId('chat-message').first()).toContainText('Logo');
  await D.getByTestId('chat-input').fill('收到，谢谢。');
  await D.getByTestId('chat-send').click();
  await expect(D.getByTestId('chat-message')).toHaveCount(2);
});
