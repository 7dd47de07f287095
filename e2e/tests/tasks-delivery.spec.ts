import type { Page } from '@playwright/test';
import { demo, expect, test, type SignIn } from '../fixtures';
import { apiOk, deliverByApi, taskAt } from '../api-setup';
import { confirmPop, expectStatus, image, pdf } from '../task-pages';

/**
 * A business task from the work to the money (issue 4), each step its own test on its own task brought to the
 * right state through the API: delivery, a revision and a second delivery, comparing and accepting, both
 * evaluations, the designer's payout less commission, and a complaint an admin decides with a split.
 */

// each test sets up its own state through the API first
test.describe.configure({ timeout: 180_000 });

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The business and the designer, each in a context of their own. */
const parties = async (signIn: SignIn) => ({ biz: await signIn(demo.business), des: await signIn(demo.designer) });

async function rate(page: Page, stars: { taidu: number; sudu: number; pinzhi: number }, comment: string) {
  for (const k of ['taidu', 'sudu', 'pinzhi'] as const)
    await page
      .getByTestId(`eval-${k}`)
      .getByRole('radio')
      .nth(stars[k] - 1)
      .check();
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

test('the designer delivers; the business previews it watermarked and asks for a revision; the designer delivers again', async ({ signIn }) => {
  const { biz, des } = await parties(signIn);
  const B = biz.page;
  const D = des.page;
  const taskId = await taskAt('in_progress', biz, des);
  await deliver(D, taskId, '第一版：两个方案。Version one, two concepts.', [
    { name: 'concept-a.png', mimeType: 'image/png', buffer: await image('#cc3333') },
    { name: 'concept-b.png', mimeType: 'image/png', buffer: await image('#33aa55') },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await B.goto(`/orderDetail?id=${taskId}`);
  await expectStatus(B, 'delivered');
  await B.getByTestId('task-preview').click();
  const previews = B.getByTestId('delivery-v1').getByTestId('delivery-image');
  await expect(previews).toHaveCount(2);
  await expect(previews.first()).toHaveAttribute('data-original', '0');
  await expect(previews.first().locator('xpath=descendant-or-self::img')).toHaveAttribute('src', /\/api\/Taskcenter\/preview\//);
  await previews.first().click();
  await expect(B.getByTestId('delivery-viewer')).toBeVisible();
  await B.keyboard.press('Escape');
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-revise').click();
  await B.getByTestId('revise-reason').fill('请把洽谈区放大一些。Make the meeting area larger.');
  await B.getByTestId('revise-submit').click();
  await expectStatus(B, 'in_progress');

  await D.goto(`/uploadMyOrderDesign?id=${taskId}`);
  await expect(D.getByTestId('deliver-revision-reason')).toContainText('meeting area larger');
  await deliver(D, taskId, '第二版：洽谈区加大。Version two.', [{ name: 'concept-a2.png', mimeType: 'image/png', buffer: await image('#aa33cc') }]);
});

test('the business compares two versions side by side, accepts, and then sees the originals', async ({ signIn }) => {
  const { biz, des } = await parties(signIn);
  const B = biz.page;
  const taskId = await taskAt('delivered', biz, des);
  await apiOk(B.request, 'Taskcenter/businessRevise', { id: taskId, reason: 'Make the meeting area larger.' });
  await deliverByApi(des.page.request, taskId, 'Version two.', [170, 50, 200]);
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-compare').click();
  await expect(B.getByTestId('compare-left').getByTestId('delivery-v1')).toBeVisible();
  await expect(B.getByTestId('compare-right').getByTestId('delivery-v2')).toBeVisible();
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId('task-accept').click();
  await confirmPop(B, /^Accept this delivery\?/);
  await expectStatus(B, 'completed');
  await expect(B.getByTestId('task-orbit').filter({ hasText: 'Accepted' })).toHaveCount(1);
  await B.getByTestId('task-preview').click();
  await expect(B.getByTestId('delivery-image').first()).toHaveAttribute('data-original', '1');
});

test('both sides evaluate; an evaluation stays hidden until both have written', async ({ signIn }) => {
  const { biz, des } = await parties(signIn);
  const B = biz.page;
  const D = des.page;
  const taskId = await taskAt('completed', biz, des);
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
});

test("an accepted task pays the designer the budget less the 10% commission, shown in the designer's bills", async ({ signIn }) => {
  const { biz, des } = await parties(signIn);
  const D = des.page;
  const cost = 1_200_000;
  const taskId = await taskAt('completed', biz, des, { cost });
  const designerBills = await apiOk<{ listItem: Array<{ amount: number; kind: string; ref: string | null }> }>(D.request, 'Bills/transaction', {
    page: 1,
    pageSize: 50,
  });
  expect(designerBills.listItem.filter((b) => b.ref === `task:${taskId}`).map((b) => [b.kind, b.amount])).toEqual([
    ['task_release', cost - cost / 10],
  ]);
  await D.goto('/personalCenter/tradeManagement');
  await expect(D.getByTestId('bills-table')).toBeVisible({ timeout: 30_000 }); // the first page of a new context loads its chunks
  const payout = D.getByTestId('bills-table')
    .locator('tr')
    .filter({ has: D.locator('[data-kind="task_release"]') })
    .filter({ hasText: `#${taskId} ` });
  await expect(payout).toContainText(money(cost - cost / 10));
});

test('the designer complains about a delivered task; an admin takes it and splits the escrow; both see the outcome', async ({ signIn }) => {
  const { biz, des } = await parties(signIn);
  const D = des.page;
  const stamp = `e2e${Date.now().toString(36)}`;
  const cost = 500_000;
  const taskId = await taskAt('delivered', biz, des, {
    title: `北京展厅 showroom ${stamp}`,
    types: 'hall',
    plaza: 120,
    sizes: '12×10 m',
    opens: 4,
    style: 'tech',
    addr: '北京 中国国际展览中心',
    tasks: ['rendering', 'construction'],
    cost,
  });
  await D.goto(`/orderDetail?id=${taskId}`);
  await D.getByTestId('task-complain').click();
  await D.getByTestId('complaint-category-payment').click();
  await D.getByTestId('complaint-content').fill('已按要求交付，企业一直不验收也不回复。Delivered as asked, no review.');
  await D.getByTestId('complaint-files-input').setInputFiles([{ name: 'chat-log.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(D.getByTestId('complaint-files-item')).toHaveCount(1);
  await D.getByTestId('complaint-submit').click();
  await expectStatus(D, 'disputed');

  // the admin takes it and splits: 3000.00 to the designer (less 300.00 commission), 2000.00 back
  const A = (await signIn(demo.admin)).page;
  await A.goto('/admin/complaints');
  const row = A.getByTestId('complaints-queue')
    .locator('tr')
    .filter({ hasText: `showroom ${stamp}` });
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

  await D.goto(`/orderDetail?id=${taskId}`);
  await expectStatus(D, 'completed');
  await D.goto('/personalCenter/tradeManagement');
  await expect(D.getByTestId('bills-table')).toBeVisible({ timeout: 30_000 });
  await expect(
    D.getByTestId('bills-table')
      .locator('tr')
      .filter({ hasText: `#${taskId} ` }),
  ).toContainText('2700.00');
  const bills = await apiOk<{ listItem: Array<{ amount: number; ref: string | null }> }>(biz.page.request, 'Bills/transaction', {
    page: 1,
    pageSize: 50,
  });
  expect(
    bills.listItem
      .filter((b) => b.ref === `task:${taskId}`)
      .map((b) => b.amount)
      .sort((a, b) => a - b),
  ).toEqual([-cost, 200_000]);
});
