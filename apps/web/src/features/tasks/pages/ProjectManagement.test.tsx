import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { complaints as complaintContracts, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import { complaintFixture } from '../../../test/complaintFixture';
import ProjectManagement from './ProjectManagement';

/** A member's own tasks and complaints in plain markup: tabs by state, the pay link, editing a complaint. */
function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'business' }));
  api.on(tasks.businessTaskList, (body) => {
    const rows = [taskFixture({ id: 1, title: 'Unpaid stand', status: 'unpaid' }), taskFixture({ id: 2, title: 'Open stand', status: 'recruiting' })];
    const shown = body.status ? rows.filter((r) => r.status === body.status) : rows;
    return { listItem: shown, total: shown.length, page: 1, pageSize: body.pageSize ?? 12 };
  });
  let complaint = complaintFixture({
    taskId: 2,
    taskTitle: 'Open stand',
    author: '10000001',
    authorName: 'Tester',
    category: 'delay',
    content: 'The design is two weeks late.',
    can: { edit: true, withdraw: true, take: false, decide: false },
  });
  api.on(complaintContracts.complainList, () => ({ listItem: [complaint], total: 1, page: 1, pageSize: 10 }));
  api.on(complaintContracts.complainEdit, (body) => (complaint = { ...complaint, content: body.content ?? complaint.content }));
  api.on(
    complaintContracts.complainWithdraw,
    () => (complaint = { ...complaint, status: 'withdrawn', can: { edit: false, withdraw: false, take: false, decide: false } }),
  );
  return { api, ...renderPage(<ProjectManagement />, { path: '/personalCenter/projectManagement' }) };
}

describe('ProjectManagement (plain)', () => {
  it('shows a business its tasks, the pay link on an unpaid one, and filters by the state tabs', async () => {
    const { user, api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'My projects' })).toBeTruthy();
    expect(screen.getByTestId('pm-new-task').getAttribute('href')).toBe('/personalCenter/newService');
    expect(await screen.findByText('Unpaid stand')).toBeTruthy();
    expect(screen.getByTestId('pm-pay-1').getAttribute('href')).toBe('/orderPay?id=1');
    await user.click(screen.getByRole('tab', { name: /Recruiting/ }));
    await waitFor(() => expect(screen.queryByText('Unpaid stand')).toBeNull());
    expect(screen.getByText('Open stand')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === 'Taskcenter/businessTaskList').at(-1)?.body).toMatchObject({ status: 'recruiting' });
  });

  it('edits a complaint in a dialog and withdraws it after asking', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: /Complaints/ }));
    const item = await screen.findByTestId('my-complaint-5');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the complaint' });
    const box = within(dialog).getByTestId('complaint-edit-text');
    await user.clear(box);
    await user.type(box, 'too short');
    expect((within(dialog).getByTestId('complaint-edit-save') as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, ' — still late, three weeks now');
    await user.click(within(dialog).getByTestId('complaint-edit-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByTestId('my-complaint-5')).findByText('too short — still late, three weeks now')).toBeTruthy();
    await user.click(screen.getByTestId('complaint-withdraw-5'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(screen.getByTestId('my-complaint-5')).queryByTestId('complaint-withdraw-5')).toBeNull());
  });
});
