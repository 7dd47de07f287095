import { demo, expect, registerMember, test } from '../fixtures';
import { apiOk, factoryProfile, recruitingTask, shanghaiDay } from '../api-setup';

/**
 * The build calendar of a show (issue 36 part 3, decision 079): the organiser's move-in days show on the exhibition's
 * page; a new factory adds a crew, books crew days when it quotes (inside the move-in hours), and sees them held on
 * its calendar; the business chooses the quote and sees the build slot with the factory's name; the factory's
 * calendar shows the days confirmed. The show, the task and the factory are this test's own.
 */
test.describe.configure({ timeout: 240_000 });

test('a factory books crew days when quoting and sees them on its calendar; the business sees the slot after choosing', async ({
  page,
  admin,
  signIn,
}) => {
  const tag = Date.now().toString(36);
  const biz = await signIn(demo.business);
  const B = biz.page;
  const sdate = shanghaiDay(30);
  const fields = {
    title: `Build calendar fair ${tag}`,
    industry: 'auto',
    city: '上海',
    address: '国家会展中心（上海）',
    sdate,
    edate: shanghaiDay(32),
    organiser: 'BoothHub e2e',
    descr: 'Build calendar.',
    content: '<p>Build calendar.</p>',
  };
  const { id } = await apiOk<{ id: number }>(B.request, 'Article/huizhanPub', { submit: true, ...fields });
  await admin.ok('Admin/huizhanReview', { id, approve: true });
  const plan = await apiOk(B.request, 'Article/huizhanPlan', {
    id,
    halls: [
      {
        name: '1号馆',
        nameEn: 'Hall 1',
        widthCm: 3000,
        depthCm: 2000,
        plots: [{ number: 'A01', widthCm: 600, depthCm: 300, opens: 2, xCm: 0, yCm: 0 }],
      },
    ],
  });
  const [d3, d2] = [shanghaiDay(27), shanghaiDay(28)];
  await apiOk(B.request, 'Article/huizhanSchedule', {
    id,
    days: [
      { day: d3, kind: 'move_in', hallId: null, opens: '08:00', closes: '20:00' },
      { day: d2, kind: 'move_in', hallId: null, opens: '08:00', closes: '18:00' },
    ],
    rules: [{ kind: 'special_from', dayOffset: -3, note: '特装 D−3 起', noteEn: 'Special builds from D−3' }],
  });

  // the schedule is on the exhibition's public page
  await page.goto(`/exhibition/${id}`);
  await expect(page.getByTestId('ex-schedule')).toContainText(d3);
  await expect(page.getByTestId('ex-schedule')).toContainText('08:00–20:00');

  // a new factory with a profile, invited to quote for a booth of the show
  const fa = await registerMember('factory');
  const F = await signIn(fa);
  const company = `Calendar Builders ${tag}`;
  await factoryProfile(F.page.request, company);
  const taskId = await recruitingTask(B.request, { title: `Calendar booth ${tag}`, groupid: id, plotId: plan.halls[0].plots[0].id });
  const { id: requestId } = await apiOk<{ id: number }>(B.request, 'Quote/requestCreate', {
    taskId,
    factories: [fa.cardno],
    capabilities: ['structure'],
    deadline: shanghaiDay(10),
  });

  // the factory adds a crew on its calendar page
  const P = F.page;
  await P.goto('/personalCenter/crewCalendar');
  await P.getByTestId('crew-name').fill('Carpenters A');
  await P.getByTestId('crew-size').fill('8');
  await P.getByTestId('crew-add').click();
  await expect(P.getByTestId('crews')).toContainText('Carpenters A');

  // it quotes with two crew days; hours outside the hall's are refused with the hall's hours
  await P.goto(`/personalCenter/quoteRequests?id=${requestId}`);
  await P.getByTestId('quote-accept').click();
  await P.getByTestId('quote-price').fill('86000');
  await P.getByTestId('quote-days').fill('2');
  await P.getByTestId('quote-schedule').fill('Two days of build before the show.');
  await P.getByTestId('quote-crew-add').click();
  await P.getByTestId('quote-crew-date-0').selectOption(d2);
  await P.getByTestId('quote-crew-ends-0').fill('19:00');
  await P.getByTestId('quote-submit').click();
  await expect(P.getByText(/08:00–19:00 is outside its hours/)).toBeVisible();
  await P.getByTestId('quote-crew-ends-0').fill('18:00');
  await P.getByTestId('quote-crew-add').click();
  await P.getByTestId('quote-crew-date-1').selectOption(d3);
  await P.getByTestId('quote-submit').click();
  await expect(P.getByText('Quote sent')).toBeVisible();
  await expect(P.getByTestId('quote-submit')).toHaveText('Revise quote');

  // its calendar shows both days held, in the month of each
  const cell = (day: string) => P.locator(`[data-testid^="calendar-cell-"][data-testid$="-${day}"]`);
  await P.goto(`/personalCenter/crewCalendar?month=${d3.slice(0, 7)}`);
  await expect(cell(d3)).toContainText(fields.title);
  await expect(cell(d3)).toContainText('Held');

  // the business chooses the quote on its task and sees the build slot with the factory's name
  await B.goto(`/orderDetail?id=${taskId}`);
  await B.getByTestId(`quote-pick-${fa.cardno}`).click();
  await B.getByTestId('quote-pick-ok').click();
  const slot = B.getByTestId('quote-build-slot');
  await expect(slot).toContainText(company);
  await expect(slot).toContainText(`${d3} 08:00–20:00`);
  await expect(slot).toContainText(`${d2} 08:00–18:00`);

  // and the factory's calendar now says confirmed
  await P.goto(`/personalCenter/crewCalendar?month=${d2.slice(0, 7)}`);
  await expect(cell(d2)).toContainText('Confirmed');
});
