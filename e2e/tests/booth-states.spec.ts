import { demo, expect, test } from '../fixtures';
import { apiOk, recruitingTask, shanghaiDay } from '../api-setup';

/**
 * The floor plan knows its booths (issue 32 item 2, decision 070): the organiser marks a booth reserved and another
 * sold with its exhibitor published; a visitor sees both states, the exhibitor's name, the legend, and filters the
 * free booths; a booth with an open task links it, and the business that posted it is asked whether "post a task"
 * means a second one. The exhibition is the demo business's, made and approved through the API.
 */
test.describe.configure({ timeout: 180_000 });

const plot = (number: string, widthCm: number, depthCm: number, opens: number, xCm: number, yCm: number) => ({
  number,
  widthCm,
  depthCm,
  opens,
  xCm,
  yCm,
});

test('the organiser marks booths; a visitor sees their states and filters; a booth with an open task links it', async ({ page, admin, signIn }) => {
  const biz = await signIn(demo.business);
  const title = `武汉车展 e2e${Date.now().toString(36)}`;
  const fields = {
    title,
    industry: 'auto',
    city: '武汉',
    address: '武汉国际博览中心',
    sdate: shanghaiDay(20),
    edate: shanghaiDay(23),
    organiser: 'BoothHub e2e',
    descr: 'Booth states.',
    content: '<p>Booth states.</p>',
  };
  const { id } = await apiOk<{ id: number }>(biz.page.request, 'Article/huizhanPub', { submit: false, ...fields });
  const plan = await apiOk(biz.page.request, 'Article/huizhanPlan', {
    id,
    halls: [
      {
        name: '1号馆',
        nameEn: 'Hall 1',
        widthCm: 4000,
        depthCm: 3000,
        plots: [plot('A01', 900, 600, 2, 200, 200), plot('A02', 600, 600, 1, 1200, 200), plot('B01', 1000, 1000, 4, 1500, 1500)],
      },
    ],
  });
  await apiOk(biz.page.request, 'Article/huizhanPub', { id, submit: true, ...fields });
  await admin.ok('Admin/huizhanReview', { id, approve: true });
  const a01 = plan.halls[0].plots[0].id as number;
  const taskTitle = `A01 island stand ${Date.now().toString(36)}`;
  const taskId = await recruitingTask(biz.page.request, { title: taskTitle, groupid: id, plotId: a01 });

  // the organiser marks A02 reserved, and B01 sold to a published exhibitor
  const org = biz.page;
  await org.goto(`/exhibitionBooth?id=${id}`);
  await org.getByTestId('plan-plot-A02').click();
  await org.getByTestId('plot-mark-state').getByText('Reserved', { exact: true }).click();
  await org.getByTestId('plot-mark-save').click();
  await expect(org.getByTestId('plan-plot-A02')).toHaveAttribute('data-state', 'reserved');
  await expect(org.getByTestId('plot-panel-state')).toHaveText(/Reserved/);
  await org.getByTestId('plan-plot-B01').click();
  await org.getByTestId('plot-mark-state').getByText('Sold', { exact: true }).click();
  await org.getByTestId('plot-mark-exhibitor').fill('长江汽车');
  await org.getByTestId('plot-mark-public').check();
  await org.getByTestId('plot-mark-save').click();
  await expect(org.getByTestId('plan-plot-B01')).toHaveAttribute('data-state', 'sold');

  // a visitor sees the states, the legend and the exhibitor's name
  await page.goto(`/exhibitionBooth?id=${id}`);
  await expect(page.getByTestId('plan-state-legend')).toContainText('Reserved');
  await expect(page.getByTestId('plan-state-legend')).toContainText('A design task is open for this booth');
  await expect(page.getByTestId('plan-plot-A02')).toHaveAttribute('data-state', 'reserved');
  await expect(page.getByTestId('plan-plot-B01')).toHaveAttribute('data-state', 'sold');
  await expect(page.getByTestId('plan-plot-A01')).toHaveAttribute('data-task', 'true');
  await page.getByTestId('plan-plot-A02').click();
  await expect(page.getByTestId('plot-panel-state')).toHaveText(/Reserved/);
  await expect(page.getByTestId('plot-mark-form')).toHaveCount(0);
  await page.getByTestId('plan-plot-B01').click();
  await expect(page.getByTestId('plot-panel-exhibitor')).toHaveText('长江汽车');

  // filters: free only (A02 reserved, B01 sold, A01 recruiting designers: none pass), then island booths only
  await page.getByTestId('plan-free-only').check();
  await expect(page.getByTestId('plan-filter-count')).toHaveText('0 of 3 booths');
  await page.getByTestId('plan-free-only').uncheck();
  await page.getByTestId('plan-filter-opens').selectOption('4');
  await expect(page.getByTestId('plan-filter-count')).toHaveText('1 of 3 booths');
  await expect(page.getByTestId('plan-plot-B01')).toHaveAttribute('data-shown', 'true');
  await expect(page.getByTestId('plan-plot-A01')).toHaveAttribute('data-shown', 'false');

  // the booth with an open task links it
  await page.getByTestId('plan-plot-A01').click();
  await expect(page.getByTestId('plot-panel-tasks')).toContainText(taskTitle);

  // its business is asked whether "post a task" means a second one, with the first linked
  await org.goto(`/exhibitionBooth?id=${id}`);
  await org.getByTestId('plan-plot-A01').click();
  await org.getByTestId('plot-post-task').click();
  await expect(org.getByTestId('plot-second-task')).toContainText('You already have a task for booth A01');
  await org.getByTestId(`plot-second-task-${taskId}`).click();
  await expect(org).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`));
  await org.goBack();
  await org.getByTestId('plan-plot-A01').click();
  await org.getByTestId('plot-post-task').click();
  await org.getByTestId('plot-second-task-ok').click();
  await expect(org).toHaveURL(/\/personalCenter\/newService\?.*plotId=/);
});
