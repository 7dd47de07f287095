import { demo, expect, test } from '../fixtures';
import { payTask, shanghaiDay } from '../api-setup';

/**
 * Budget guidance (issue 36 part 1, decision 075) on the demo's completed tasks: a business writing a brief sees what
 * similar completed tasks paid change as it edits the city, the storeys and the budget; a designer sees where the
 * published task's budget stands.
 */
test.describe.configure({ timeout: 120_000 });

test('the brief shows what similar completed tasks paid as the business edits it, and a designer sees where the budget stands', async ({
  signIn,
}) => {
  const biz = await signIn(demo.business);
  const page = biz.page;
  await page.goto(`/personalCenter/newService?addr=上海 国家会展中心 7.1 馆&plaza=54&sizes=9×6 m&sdate=${shanghaiDay(30)}&edate=${shanghaiDay(33)}`);
  const guide = page.getByTestId('task-guide');
  const line = page.getByTestId('task-guide-line');
  // 上海's own completed (named in the page's language) one-storey booths of 36–99 m²
  await expect(line).toHaveText(/^Shanghai · Booth \/ stand · 1 storey: median \d+ coins\/m² \(\d+–\d+, \d+ completed tasks\)$/);
  await expect(page.getByTestId('task-guide-step')).toHaveAttribute('data-step', /^(exact|anyOpens)$/);

  // 深圳 has too few of its own: its province's
  await page.getByTestId('task-city').fill('深圳');
  await expect(line).toHaveText(/^Guangdong · Booth \/ stand · 1 storey: median \d+ coins\/m²/);
  await expect(page.getByTestId('task-guide-step')).toContainText('Widened to the province');

  // five storeys: no completed task anywhere, no figure
  await page.getByTestId('task-layer').fill('5');
  await expect(page.getByTestId('task-guide-none')).toHaveText('Fewer than 8 similar completed tasks so far: no figure to go by yet.');
  await expect(line).toHaveCount(0);

  // back to one storey in 上海, and a budget far under the market
  await page.getByTestId('task-layer').fill('1');
  await page.getByTestId('task-city').fill('上海');
  await expect(line).toHaveText(/^Shanghai · /);
  await page.getByTestId('task-cost').fill('540');
  await expect(guide.getByTestId('task-guide-position')).toHaveText('This budget (10 coins/m²) is below the middle half of similar completed tasks.');
  await page.getByTestId('task-cost').fill('54000');
  await expect(guide.getByTestId('task-guide-position')).toHaveAttribute('data-position', 'above');

  // published at 1,000 coins/m²: a designer reading the task sees it above the middle half
  await page.getByTestId('task-title-input').fill(`Guided stand ${Date.now().toString(36)}`);
  await page.getByLabel('Design due').fill(shanghaiDay(20));
  await page.getByTestId('task-cont-name').fill('王经理');
  await page.getByTestId('task-cont-phone').fill('13912345678');
  await page.getByTestId('task-publish-submit').click();
  await expect(page).toHaveURL(/\/orderPay\?id=\d+/);
  const taskId = Number(new URL(page.url()).searchParams.get('id'));
  await payTask(page.request, taskId, 5_400_000);

  const des = await signIn(demo.designer);
  await des.page.goto(`/orderDetail?id=${taskId}`);
  await expect(des.page.getByTestId('task-guide-position')).toHaveText(
    'This budget (1000 coins/m²) is above the middle half of similar completed tasks.',
  );
  await expect(des.page.getByTestId('task-guide-line')).toHaveText(/^Shanghai · Booth \/ stand · 1 storey: median/);
});
