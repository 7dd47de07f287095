import { demo, expect, test } from '../fixtures';
import { apiOk, payTask, shanghaiDay } from '../api-setup';

/**
 * The build-rules check at its fields (issue 32 item 3): a business writing a brief for a booth of an exhibition that
 * allows 6 m and no rigging types 7 m and asks for rigging points — each rule is flagged under its own field as it is
 * typed — confirms the breach and publishes; a designer then sees the accepted breach on the task's page.
 */
test.describe.configure({ timeout: 180_000 });

test('a brief over the height rule is flagged at its field and the published task shows the breach', async ({ admin, signIn }) => {
  const biz = await signIn(demo.business);
  const fields = {
    title: `长沙车展 e2e${Date.now().toString(36)}`,
    industry: 'auto',
    city: '长沙',
    address: '长沙国际会展中心',
    sdate: shanghaiDay(20),
    edate: shanghaiDay(23),
    organiser: 'BoothHub e2e',
    descr: 'Build rules.',
    content: '<p>Build rules.</p>',
    rules: { maxHeightCm: 600, maxStoreys: 1, rigging: false },
  };
  const { id } = await apiOk<{ id: number }>(biz.page.request, 'Article/huizhanPub', { submit: true, ...fields });
  await admin.ok('Admin/huizhanReview', { id, approve: true });

  const page = biz.page;
  await page.goto(
    `/personalCenter/newService?groupid=${id}&city=长沙&addr=长沙国际会展中心 A01&sdate=${fields.sdate}&edate=${fields.edate}&plaza=54&sizes=9×6 m`,
  );
  await expect(page.getByTestId('task-rules')).toContainText('Stands at most 6 m high');
  await page.getByTestId('task-height').fill('7');
  await expect(page.getByTestId('task-heightM-warning')).toHaveText('The stand is 7 m high; this exhibition allows at most 6 m');
  await expect(page.getByTestId('task-height')).toHaveAttribute('aria-describedby', /.+/);
  await page.getByTestId('task-height').fill('5.5');
  await expect(page.getByTestId('task-heightM-warning')).toHaveCount(0);
  await page.getByTestId('task-height').fill('7');
  await page.getByTestId('task-rigging').selectOption('yes');
  await expect(page.getByTestId('task-rigging-warning')).toContainText('does not allow rigging');
  await expect(page.getByTestId('task-layer-warning')).toHaveCount(0);

  const title = `Seven-metre stand ${Date.now().toString(36)}`;
  await page.getByTestId('task-title-input').fill(title);
  await page.getByLabel('Design due').fill(shanghaiDay(10));
  await page.getByTestId('task-cost').fill('12000');
  await page.getByTestId('task-cont-name').fill('王经理');
  await page.getByTestId('task-cont-phone').fill('13912345678');
  await page.getByTestId('task-publish-submit').click();
  await expect(page.getByTestId('task-rules-confirm')).toContainText('7 m high');
  await page.getByTestId('task-rules-confirm-ok').click();
  await expect(page).toHaveURL(/\/orderPay\?id=\d+/);
  const taskId = Number(new URL(page.url()).searchParams.get('id'));
  await payTask(page.request, taskId, 1_200_000);

  // a designer reads the task: its height and rigging, and the breach its publisher accepted
  const des = await signIn(demo.designer);
  await des.page.goto(`/orderDetail?id=${taskId}`);
  await expect(des.page.getByTestId('task-detail')).toContainText('7 m');
  await expect(des.page.getByTestId('task-rules-breach')).toContainText('The stand is 7 m high; this exhibition allows at most 6 m');
  await expect(des.page.getByTestId('task-rules-breach')).toContainText('does not allow rigging');
});
