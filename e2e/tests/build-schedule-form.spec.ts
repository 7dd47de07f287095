import { demo, expect, test } from '../fixtures';
import { apiOk, shanghaiDay } from '../api-setup';

/**
 * The publisher's build schedule form (decision 079): on the exhibition's edit page the publisher adds a move-in day
 * for a hall of the floor plan and a build rule; a day after the show's first day is refused at its row (the shared
 * rule, before sending); once saved, the public exhibition page shows the day, the hall, the hours and the rule.
 * The show is this test's own.
 */
test.describe.configure({ timeout: 180_000 });

test('the publisher enters a build schedule through the form and the exhibition page shows it', async ({ page, admin, signIn }) => {
  const tag = Date.now().toString(36);
  const B = (await signIn(demo.business)).page;
  const sdate = shanghaiDay(30);
  const { id } = await apiOk<{ id: number }>(B.request, 'Article/huizhanPub', {
    submit: true,
    title: `Schedule form fair ${tag}`,
    industry: 'auto',
    city: '上海',
    address: '国家会展中心（上海）',
    sdate,
    edate: shanghaiDay(32),
    organiser: 'BoothHub e2e',
    descr: 'Schedule form.',
    content: '<p>Schedule form.</p>',
  });
  await admin.ok('Admin/huizhanReview', { id, approve: true });
  const plan = await apiOk(B.request, 'Article/huizhanPlan', {
    id,
    halls: [{ name: '2号馆', nameEn: 'Hall 2', widthCm: 3000, depthCm: 2000, plots: [] }],
  });
  const hallId = String(plan.halls[0].id);

  await B.goto(`/uploadExhibition?id=${id}`);
  const editor = B.getByTestId('ex-sched-editor');
  await editor.getByTestId('ex-sched-add-day').click();
  const row = editor.getByTestId('ex-sched-day-0');
  const d2 = shanghaiDay(28);
  // a move-in day after the first show day is refused at its row, nothing is sent
  await row.getByLabel('Day', { exact: true }).fill(shanghaiDay(31));
  await editor.getByTestId('ex-sched-save').click();
  await expect(B.locator('#ex-sched-day-0-error')).toContainText('move-in ends by the first show day');

  await row.getByLabel('Day', { exact: true }).fill(d2);
  await row.getByLabel('Hall').selectOption(hallId);
  await row.getByLabel('Opens').fill('07:30');
  await row.getByLabel('Closes').fill('21:00');
  await editor.getByTestId('ex-sched-add-rule').click();
  const rule = editor.getByTestId('ex-sched-rule-0');
  await rule.getByLabel('Day offset').fill('-2');
  await rule.getByLabel('Note (English)').fill(`Heavy rigging first ${tag}`);
  await editor.getByTestId('ex-sched-save').click();
  await expect(B.getByText('Build schedule saved')).toBeVisible();
  await expect(B.locator('#ex-sched-day-0-error')).toBeEmpty();

  // the public page shows it
  await page.goto(`/exhibition/${id}`);
  const shown = page.getByTestId(`ex-schedule-${d2}-move_in-${hallId}`);
  await expect(shown).toContainText('07:30–21:00');
  await expect(shown).toContainText('Hall 2');
  await expect(page.getByTestId('ex-schedule-rules')).toContainText(`Heavy rigging first ${tag}`);
  await expect(page.getByTestId('ex-schedule-rules')).toContainText(shanghaiDay(28));
});
