import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { demo, expect, test, type Account } from '../fixtures';

/**
 * The business-task journey in the browser, with one context per side (issue 4, "What it must show"):
 * publish → pay → sign up → select → deliver → revise → deliver again → accept → both evaluations → the designer's
 * bill shows the payout less commission; then a second task that ends in a complaint an admin decides with a split.
 * Setup the pages do not own (top-up, PIN) goes through the API with each context's own cookies.
 */

const PIN = '246810';
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10); // the day in Asia/Shanghai
};
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function ok<T = any>(request: APIRequestContext, path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(`/api/${path}`, { data: body as object, headers });
  const env = await res.json();
  if (!env.success) throw new Error(`${path}: ${env.errorCode} ${env.errorMessage}`);
  return env.data as T;
}

async function signedIn(browser: Browser, account: Pick<Account, 'phone' | 'password'>): Promise<{ context: BrowserContext; page: Page; cardno: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  const { cardno } = await ok<{ cardno: string }>(page.request, 'User/login', { phone: account.phone, password: account.password });
  return { context, page, cardno };
}

/** Enough coins for `cents` more, and a known payment PIN. */
async function fundBusiness(request: APIRequestContext, cents: number) {
  await ok(request, 'Member/setPayment', { paycode: PIN, password: demo.business.password });
  const me = await ok<{ coins: number }>(request, 'Member/userInfo');
  if (me.coins < cents) await ok(request, 'Wallet/recharge', { amount: cents - me.coins, method: 'sandbox' }, { 'Idempotency-Key': `e2e-topup-${Date.now()}` });
}

const image = (color: string) => sharp({ create: { width: 480, height: 320, channels: 3, background: color } }).png().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function confirmPop(page: Page) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
}

async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('task-detail')).toHaveAttribute('data-status', status);
}

async function rate(page: Page, stars: { taidu: number; sudu: number; pinzhi: number }, comment: string) {
  for (const k of ['taidu', 'sudu', 'pinzhi'] as const) await page.getByTestId(`eval-${k}`).locator('li').nth(stars[k] - 1).click();
  await page.getByTestId('eval-content').fill(comment);
  await page.getByTestId('eval-submit').click();
}

async function deliver(page: Page, taskId: number, note: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.goto(`/orderDetail?id=${taskId}`);
  await page.getByTestId('task-deliver').click();
  await expect(page).toHaveURL(new RegExp(`/uploadMyOrderDesign\\?id=${taskId}$`));
  await page.getByTestId('deliver-note').fill(note);
  await page.getByTestId('deliver-files-input').setInputFiles(files);
  await expect(page.getByTestId('deliver-files-item')).toHaveCount(files.length);
  await page.getByTestId('deliver-submit').click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`));
  await expectStatus(page, 'delivered');
}

test('a task from publishing to payout, and a complaint an admin splits', async ({ browser }) => {
  test.setTimeout(300_000);
  const biz = await signedIn(browser, demo.business);
  const des = await signedIn(browser, demo.designer);
  const B = biz.page;
  const D = des.page;
  const stamp = `e2e${Date.now().toString(36)}`;
  const title = `上海车展 Motor Show booth ${stamp}`;
  const cost = 1_200_000; // 12000.00 coins

  // ---- the business publishes: every field, open sides as pictures, budget per m² as it is typed
  await B.goto('/personalCenter/newService');
  await B.getByTestId('task-title-input').fill(title);
  await B.getByTestId('task-plaza').fill('54');
  await B.getByTestId('task-sizes').fill('9×6 m');
  await expect(B.locator('[data-testid^="task-opens-"] svg')).toHaveCount(4);
  await B.getByTestId('task-opens-2').click();
  await B.getByTestId('task-layer').fill('2');
  await B.getByTestId('task-city').fill('上海');
  await B.getByTestId('task-addr').fill('上海 国家会展中心 7.1 馆');
  const range = B.getByTestId('task-exhibition'); // both inputs of the range carry the id
  await range.nth(0).click();
  await range.nth(0).fill(day(40));
  await range.nth(0).press('Enter');
  await range.nth(1).fill(day(43));
  await range.nth(1).press('Enter');
  await B.getByTestId('task-rdate').click();
  await B.getByTestId('task-rdate').fill(day(30));
  await B.getByTestId('task-rdate').press('Enter');
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
  const taskId = Number(new URL(B.url()).searchParams.get('id'));

  // ---- pay: the balance is checked (top-up link when short), then the PIN, with an Idempotency-Key
  const balance = Number(await B.getByTestId('pay-balance').getAttribute('data-cents'));
  if (balance < cost) await expect(B.getByTestId('pay-recharge')).toHaveAttribute('href', '/personalCenter/recharge');
  await fundBusiness(B.request, cost);
  await B.reload();
  await expect(B.getByTestId('pay-short')).toHaveCount(0);
  await B.getByTestId('pay-pin').fill(PIN);
  const payRequest = B.waitForRequest((r) => r.url().endsWith('/api/Taskcenter/businessTaskPay'));
  await B.getByTestId('pay-submit').click();
  expect((await payRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(B).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`));
  await expectStatus(B, 'recruiting');
  await expect(B.getByTestId('task-contact-phone')).toHaveText('13912345678');

  // ---- the designer finds it by a Chinese and by an English keyword, favourites it and signs up
  await D.goto('/orderList');
  await D.getByTestId('tasks-search').locator('input').fill('车展');
  await D.getByTestId('tasks-search').locator('input').press('Enter');
  await D.getByTestId('tasks-sort').click();
  await D.locator('.ant-select-item-option').filter({ hasText: 'Newest' }).click();
  await expect(D.getByTestId(`task-card-${taskId}`)).toBeVisible();
  await D.getByTestId('tasks-search').locator('input').fill(stamp);
  await D.getByTestId('tasks-search').locator('input').press('Enter');
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

  // ---- the business sees the applicant with standing and selects; they talk
  await B.reload();
  const applicant = B.getByTestId(`applicant-${des.cardno}`);
  await expect(applicant).toContainText('Two concepts first.');
  await expect(applicant.getByTestId('applicant-completed')).toBeVisible();
  await applicant.getByTestId(`applicant-select-${des.cardno}`).click();
  await confirmPop(B);
  await expectStatus(B, 'in_progress');
  await B.getByTestId('chat-input').fill('欢迎！Logo 文件在附件里。');
  await B.getByTestId('chat-send').click();
  await expect(B.getByTestId('chat-message')).toHaveCount(1);

  await D.reload();
  await expectStatus(D, 'in_progress');
  await expect(D.getByTestId('task-contact-phone')).toHaveText('13912345678');
  await expect(D.getByTestId('chat-message').first()).toContainText('Logo');
  await D.getByTestId('chat-input').fill('收到，谢谢。');
  await D.getByTestId('chat-send').click();
  await expect(D.getByTestId('chat-message')).toHaveCount(2);

  // ---- first delivery; the business previews it watermarked, zooms and asks for a revision
  await deliver(D, taskId, '第一版：两个方案。Version one, two concepts.', [
    { name: 'concept-a.png', mimeType: 'image/png', buffer: await image('#cc3333') },
    { name: 'concept-b.png', mimeType: 'image/png', buffer: await image('#33aa55') },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await B.reload();
  await expectStatus(B, 'delivered');
  await B.getByTestId('task-preview').click();
  const previews = B.getByTestId('delivery-v1').getByTestId('delivery-image');
  await expect(previews).toHaveCount(2);
  await expect(previews.first()).toHaveAttribute('data-original', '0');
  await expect(previews.first().locator('xpath=descendant-or-self::img')).toHaveAttribute('src', /\/api\/Taskcenter\/preview\//);
  await previews.first().click();
  await expect(B.locator('.ant-image-preview')).toBeVisible();
  await B.keyboard.press('Escape');
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-revise').click();
  await B.getByTestId('revise-reason').fill('请把洽谈区放大一些。Make the meeting area larger.');
  await B.getByTestId('revise-submit').click();
  await expectStatus(B, 'in_progress');

  // ---- the designer sees the reason and delivers again
  await D.goto(`/uploadMyOrderDesign?id=${taskId}`);
  await expect(D.getByTestId('deliver-revision-reason')).toContainText('meeting area larger');
  await deliver(D, taskId, '第二版：洽谈区加大。Version two.', [{ name: 'concept-a2.png', mimeType: 'image/png', buffer: await image('#aa33cc') }]);

  // ---- the business compares the versions side by side, then accepts
  await B.reload();
  await B.getByTestId('task-compare').click();
  await expect(B.getByTestId('compare-left').getByTestId('delivery-v1')).toBeVisible();
  await expect(B.getByTestId('compare-right').getByTestId('delivery-v2')).toBeVisible();
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-accept').click();
  await confirmPop(B);
  await expectStatus(B, 'completed');
  await expect(B.getByTestId('task-orbit').filter({ hasText: 'Accepted' })).toHaveCount(1);
  await B.getByTestId('task-preview').click();
  await expect(B.getByTestId('delivery-image').first()).toHaveAttribute('data-original', '1');

  // ---- both evaluate; hidden until both have written
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-evaluate').click();
  await rate(B, { taidu: 5, sudu: 4, pinzhi: 5 }, '沟通顺畅，方案专业。');
  await expect(B).toHaveURL(/\/personalCenter\/evaluateList$/);
  await expect(B.getByTestId('evaluate-list').locator('[data-revealed="0"]')).toHaveCount(1);
  await D.goto(`/orderDetail?id=${taskId}`);
  await D.getByTestId('task-evaluate').click();
  await rate(D, { taidu: 5, sudu: 5, pinzhi: 4 }, '需求清晰，付款及时。');
  await expect(D).toHaveURL(/\/personalCenter\/evaluateList$/);
  await expect(D.getByTestId('evaluate-list').locator('[data-revealed="1"]')).toHaveCount(2);

  // ---- the designer's bills: the payout less the 10% commission
  const designerBills = await ok<{ listItem: Array<{ amount: number; kind: string; ref: string | null }> }>(D.request, 'Bills/transaction', { page: 1, pageSize: 50 });
  expect(designerBills.listItem.filter((b) => b.ref === `task:${taskId}`).map((b) => [b.kind, b.amount])).toEqual([['task_release', cost - cost / 10]]);
  await D.goto('/personalCenter/tradeManagement');
  const payout = D.getByTestId('bills-table').locator('tr').filter({ has: D.locator('[data-kind="task_release"]') }).filter({ hasText: `#${taskId} ` });
  await expect(payout).toContainText(money(cost - cost / 10));

  // ======== a second task: delivered, then a complaint the admin decides with a split
  const cost2 = 500_000;
  await fundBusiness(B.request, cost2);
  const second = await ok<{ id: number }>(B.request, 'Taskcenter/businessTaskPub', {
    title: `北京展厅 showroom ${stamp}`,
    types: 'hall',
    plaza: 120,
    sizes: '12×10 m',
    opens: 4,
    layer: 1,
    style: 'tech',
    addr: '北京 中国国际展览中心',
    sdate: day(50),
    edate: day(52),
    rdate: day(45),
    tasks: ['rendering', 'construction'],
    tips: '',
    cost: cost2,
    conts: { name: '李经理', phone: '13800001111' },
  });
  await ok(B.request, 'Taskcenter/businessTaskPay', { id: second.id, paycode: PIN }, { 'Idempotency-Key': `e2e-pay-${stamp}` });
  await ok(D.request, 'Taskcenter/designerSignup', { id: second.id, message: '可以接，七天出图。', days: 7 });
  await ok(B.request, 'Taskcenter/businessSelect', { id: second.id, cardno: des.cardno });
  await deliver(D, second.id, '初稿。First draft.', [{ name: 'draft.png', mimeType: 'image/png', buffer: await image('#888888') }]);

  // the designer complains through the page (the business will not review)
  await D.getByTestId('task-complain').click();
  await D.getByTestId('complaint-category-payment').click();
  await D.getByTestId('complaint-content').fill('已按要求交付，企业一直不验收也不回复。Delivered as asked, no review.');
  await D.getByTestId('complaint-files-input').setInputFiles([{ name: 'chat-log.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(D.getByTestId('complaint-files-item')).toHaveCount(1);
  await D.getByTestId('complaint-submit').click();
  await expectStatus(D, 'disputed');

  // the admin takes it and splits: 3000.00 to the designer (less 300.00 commission), 2000.00 back
  const adm = await signedIn(browser, demo.admin);
  const A = adm.page;
  await A.goto('/admin/complaints');
  const row = A.getByTestId('complaints-queue').locator('tr').filter({ hasText: `showroom ${stamp}` });
  await row.getByRole('button').click();
  const caseFile = A.getByTestId('complaint-case');
  await expect(caseFile.getByTestId('delivery-v1')).toBeVisible();
  await expect(caseFile.getByTestId('task-orbits')).toContainText('Complaint filed');
  await expect(caseFile.getByTestId('complaint-evidence')).toContainText('chat-log.pdf');
  await caseFile.getByTestId('complaint-take').click();
  await expect(caseFile).toHaveAttribute('data-status', 'processing');
  await caseFile.getByTestId('complaint-decide').click();
  await A.getByTestId('decide-split').click();
  await A.getByTestId('decide-amount').fill('3000');
  await expect(A.getByTestId('decide-preview')).toContainText('Designer receives 2700.00, commission 300.00, business refunded 2000.00');
  await A.getByTestId('decide-reason').fill('交付基本达标，双方各有责任，按六四分配。');
  await A.getByTestId('decide-submit').click();
  await expect(caseFile).toHaveAttribute('data-status', 'resolved');
  await expect(caseFile.getByTestId('complaint-decision')).toHaveAttribute('data-decision', 'split');

  // both sides see the outcome: the task completed, the money where the decision put it
  await D.goto(`/orderDetail?id=${second.id}`);
  await expectStatus(D, 'completed');
  await D.goto('/personalCenter/tradeManagement');
  await expect(D.getByTestId('bills-table').locator('tr').filter({ hasText: `#${second.id} ` })).toContainText('2700.00');
  const bills = await ok<{ listItem: Array<{ amount: number; ref: string | null }> }>(B.request, 'Bills/transaction', { page: 1, pageSize: 50 });
  expect(bills.listItem.filter((b) => b.ref === `task:${second.id}`).map((b) => b.amount).sort((a, b) => a - b)).toEqual([-cost2, 200_000]);

  await Promise.all([biz.context.close(), des.context.close(), adm.context.close()]);
});
