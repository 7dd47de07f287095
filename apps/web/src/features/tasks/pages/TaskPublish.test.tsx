import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tasks } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { day } from '../../../test/dates';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import TaskPublish from './TaskPublish';
import { exhibitions as ex } from '@boothhub/shared';

function setup(role: 'business' | 'designer' = 'business') {
  const api = fakeApi();
  logIn(api, memberFixture({ role }));
  api.on(tasks.businessTaskPub, { id: 77, status: 'unpaid' });
  return { api, ...renderPage(<TaskPublish />, { path: '/personalCenter/newService' }) };
}
type User = ReturnType<typeof setup>['user'];

const field = (label: string) => screen.getByLabelText(label);

/** Fills every required field with a valid brief; the budget is left to the test. */
async function fillBrief(user: User) {
  await user.click(await screen.findByLabelText('Title'));
  await user.paste('Booth for the auto show');
  await user.type(field('Area (m²)'), '54');
  await user.click(field('Dimensions'));
  await user.paste('9×6 m');
  await user.click(field('City and venue'));
  await user.paste('上海 国家会展中心 7.1 馆');
  const range = within(screen.getByRole('group', { name: 'Exhibition dates' }));
  fireEvent.change(range.getByLabelText('From'), { target: { value: day(30) } });
  fireEvent.change(range.getByLabelText('To'), { target: { value: day(34) } });
  fireEvent.change(field('Design due'), { target: { value: day(20) } });
  await user.click(field('Contact person'));
  await user.paste('Li');
  await user.type(field('Contact phone'), '13800000002');
}

describe('publish form (/personalCenter/newService)', () => {
  it('names every missing field and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('task-publish-submit'));
    expect(await screen.findByText('Please enter Title')).toBeTruthy();
    expect(await screen.findByText('Please enter City and venue')).toBeTruthy();
    expect((await screen.findAllByText('Enter an amount in coins, at most two decimals (e.g. 12000 or 12000.50)')).length).toBeGreaterThan(0);
    expect(api.sent(tasks.businessTaskPub)).toHaveLength(0);
  });

  it('refuses a budget under the minimum and a bad phone', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Budget (coins)'), '50');
    await user.type(field('Contact phone'), '12345');
    await user.click(screen.getByTestId('task-publish-submit'));
    expect(await screen.findByText('The budget is at least 100.00 coins')).toBeTruthy();
    expect(await screen.findByText('A mobile number or a landline with area code')).toBeTruthy();
    expect(api.sent(tasks.businessTaskPub)).toHaveLength(0);
  });

  it('publishes the brief in cents and goes on to pay it', async () => {
    const { api, user, location } = setup();
    await fillBrief(user);
    await user.type(field('Budget (coins)'), '12000.50');
    await user.click(screen.getByTestId('task-publish-submit'));
    expect(await screen.findByText('Task published')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/orderPay?id=77'));
    expect(api.sent(tasks.businessTaskPub)[0]?.body).toEqual({
      title: 'Booth for the auto show',
      types: 'booth',
      plaza: 54,
      sizes: '9×6 m',
      opens: 1,
      layer: 1,
      // the brief does not say its height or rigging
      heightCm: null,
      rigging: null,
      style: 'modern',
      addr: '上海 国家会展中心 7.1 馆',
      sdate: day(30),
      edate: day(34),
      rdate: day(20),
      tasks: ['rendering'],
      tips: '',
      cost: 1_200_050,
      conts: { name: 'Li', phone: '13800000002' },
      attach: [],
    });
  });

  it("shows the server's refusal and stays on the form", async () => {
    const { api, user, location } = setup();
    api.on(tasks.businessTaskPub, () => refuse('TASK_DUE_PASSED'));
    await fillBrief(user);
    await user.type(field('Budget (coins)'), '12000');
    await user.click(screen.getByTestId('task-publish-submit'));
    expect(await screen.findByText('The design due date has passed. Please edit the task first.')).toBeTruthy();
    expect(location()).toBe('/personalCenter/newService');
  });

  it('a designer is told only businesses publish', async () => {
    setup('designer');
    expect(await screen.findByText('Only business accounts publish tasks.')).toBeTruthy();
    expect(screen.queryByTestId('task-publish-submit')).toBeNull();
  });

  it('prefills the brief from a booth plot and warns, before publishing, when it breaks the exhibition rules', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'business' }));
    api.on(tasks.businessTaskPub, { id: 78, status: 'unpaid' });
    api.on(ex.huizhanInfo, {
      id: 5,
      title: 'Auto Show',
      industry: 'auto',
      city: '上海',
      venue: null,
      address: 'NECC',
      ...{ area: 0, exhibitors: 0, cover: null, fav: false, sdate: day(30), edate: day(34), organiser: '', descr: '', content: '', gallery: [] },
      ...{ status: 'approved' as const, halls: 1, plots: 2, rejectReason: null, publishedAt: null, can: { edit: false, review: false, plan: false } },
      rules: { maxStoreys: 1, maxHeightCm: 600 },
    });
    const q = new URLSearchParams({
      plaza: '54',
      sizes: '9×6 m',
      opens: '2',
      city: '上海',
      addr: '上海 NECC 7.1 Booth A01',
      sdate: day(30),
      edate: day(34),
      groupid: '5',
      plotId: '11',
    });
    const { user, location } = renderPage(<TaskPublish />, {
      path: '/personalCenter/newService',
      url: `/personalCenter/newService?${q.toString()}`,
    });
    expect(((await screen.findByLabelText('Area (m²)')) as HTMLInputElement).value).toBe('54');
    expect((field('Dimensions') as HTMLInputElement).value).toBe('9×6 m');
    expect((field('City and venue') as HTMLInputElement).value).toBe('上海 NECC 7.1 Booth A01');
    expect((await screen.findByTestId('task-rules')).textContent).toMatch(/At most 1 storey(?!s)/);
    expect(screen.queryByTestId('task-layer-warning')).toBeNull();
    await user.clear(field('Storeys'));
    await user.type(field('Storeys'), '2');
    // each rule is said under its own field, as it is typed (issue 32 item 3)
    expect((await screen.findByTestId('task-layer-warning')).textContent).toContain('2');
    expect(field('Storeys').getAttribute('aria-describedby')).toContain(screen.getByTestId('task-layer-warning').parentElement!.id);
    expect(screen.queryByTestId('task-heightM-warning')).toBeNull();
    await user.type(field('Stand height'), '7');
    expect((await screen.findByTestId('task-heightM-warning')).textContent).toMatch(/7 m high.*at most 6 m/);
    await user.click(field('Title'));
    await user.paste('Two-storey stand');
    fireEvent.change(field('Design due'), { target: { value: day(20) } });
    await user.click(field('Contact person'));
    await user.paste('Li');
    await user.type(field('Contact phone'), '13800000002');
    await user.type(field('Budget (coins)'), '12000');
    await user.click(screen.getByTestId('task-publish-submit'));
    expect(await screen.findByTestId('task-rules-confirm')).toBeTruthy();
    expect(api.sent(tasks.businessTaskPub)).toHaveLength(0);
    await user.click(screen.getByTestId('task-rules-confirm-ok'));
    await waitFor(() => expect(location()).toBe('/orderPay?id=78'));
    expect(api.sent(tasks.businessTaskPub)[0]?.body).toMatchObject({
      plaza: 54,
      sizes: '9×6 m',
      opens: 2,
      layer: 2,
      heightCm: 700,
      rigging: null,
      // the city as the English form shows it; the server stores it as 上海 (decision 087)
      city: 'Shanghai',
      groupid: 5,
      sdate: day(30),
      edate: day(34),
    });
  });

  it('a recruiting task changes only its requirements and attachments: the rest is shown, disabled, and not sent', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'business' }));
    api.on(tasks.showBusinesTask, {
      detail: taskFixture({ status: 'recruiting', tips: 'Blue' }),
      orbits: [],
      newdoc: null,
      mySignup: null,
      relation: 'publisher',
      fav: false,
    });
    api.on(tasks.businessTaskEdit, taskFixture({ status: 'recruiting', tips: 'Blue and white' }));
    const { user, location } = renderPage(<TaskPublish />, {
      path: '/personalCenter/newService',
      url: '/personalCenter/newService?id=42',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the task' })).toBeTruthy();
    expect(screen.getByText('The task is recruiting: only its requirements and attachments can change.')).toBeTruthy();
    expect(field('Title').matches(':disabled')).toBe(true);
    expect((field('Budget (coins)') as HTMLInputElement).value).toBe('12000.00');
    expect(screen.getByRole('checkbox', { name: 'Renderings' }).matches(':disabled')).toBe(true);
    await user.type(field('Requirements'), ' and white');
    await user.click(screen.getByTestId('task-publish-submit'));
    await waitFor(() => expect(api.sent(tasks.businessTaskEdit)).toHaveLength(1));
    expect(api.sent(tasks.businessTaskEdit)[0]?.body).toEqual({ id: 42, tips: 'Blue and white', attach: [] });
    await waitFor(() => expect(location()).toBe('/orderDetail?id=42'));
  });

  it('asks for at least one deliverable', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Renderings' }));
    await user.click(screen.getByTestId('task-publish-submit'));
    expect(await screen.findByText('Choose at least one deliverable')).toBeTruthy();
    expect(api.sent(tasks.businessTaskPub)).toHaveLength(0);
  });
});
