import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { complaints, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { deliveredShowFixture } from '../../../test/taskFixture';
import type { TaskShow } from '../api';
import { TaskActions } from './TaskActions';

const newdoc = { version: 1, note: 'First version', files: [], dates: '2026-11-25T08:00:00.000Z' };
/** what the server says the viewer may do: `yes`, nothing else */
const can = (...yes: tasks.TaskAction[]) => Object.fromEntries(tasks.taskActions.map((a) => [a, yes.includes(a)])) as tasks.TaskCan;
const show = (patch: Partial<TaskShow> = {}, task: Partial<tasks.TaskDetail> = {}): TaskShow =>
  deliveredShowFixture(newdoc, patch, { designer: '20000002', ...task });

function setup(data: TaskShow) {
  const api = fakeApi();
  const onChanged = vi.fn(async () => undefined);
  const view = renderPage(<TaskActions show={data} onChanged={onChanged} />, {
    path: '/orderDetail',
    url: '/orderDetail?id=42',
  });
  return { api, onChanged, ...view };
}

/** A task's actions in plain markup: confirmations in small dialogs, the revision and the complaint forms. */
describe('TaskActions (plain)', () => {
  it('asks before accepting, and accepts on Confirm only', async () => {
    const { api, onChanged, user } = setup(show({ can: can('accept', 'revise') }));
    api.on(tasks.businessAccept, { id: 42, status: 'completed' });
    expect(screen.getByTestId('task-preview').getAttribute('href')).toBe('/previewMyDesign?id=42');
    expect(screen.getByTestId('task-revise').textContent).toBe('Ask for a revision (3 left)');
    await user.click(screen.getByTestId('task-accept'));
    const ask = await screen.findByRole('dialog', { name: /^Accept this delivery\?/ });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.sent(tasks.businessAccept)).toHaveLength(0);
    await user.click(screen.getByTestId('task-accept'));
    await user.click(within(await screen.findByRole('dialog', { name: /^Accept this delivery\?/ })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(tasks.businessAccept)[0]?.body).toEqual({ id: 42 });
    expect(await screen.findByText('Delivery accepted')).toBeTruthy();
  });

  it('checks the reason of a revision, sends it trimmed and closes', async () => {
    const { api, onChanged, user } = setup(show({ can: can('accept', 'revise') }, { revisions: 1 }));
    api.on(tasks.businessRevise, { id: 42, status: 'in_progress' });
    await user.click(screen.getByTestId('task-revise'));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a revision' });
    expect(dialog.textContent).toContain('2 of 3 revisions left.');
    await user.click(screen.getByTestId('revise-submit'));
    expect(await within(dialog).findByText('Please enter What should change')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'What should change' }), 'x');
    expect(within(dialog).getByText('What should change must be between 2 and 2000 characters')).toBeTruthy();
    await user.type(screen.getByTestId('revise-reason'), ' Larger meeting area ');
    await user.click(screen.getByTestId('revise-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(tasks.businessRevise)[0]?.body).toEqual({ id: 42, reason: 'x Larger meeting area' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask for a revision' })).toBeNull());
  });

  it('deletes an unpaid task after asking, then opens the projects', async () => {
    const { api, user } = setup(show({ newdoc: null, deliveries: [], can: can('pay', 'edit', 'delete') }, { status: 'unpaid' }));
    api.on(tasks.businessTaskDel, null);
    expect(screen.getByTestId('task-pay').getAttribute('href')).toBe('/orderPay?id=42');
    expect(screen.getByTestId('task-edit').textContent).toBe('Edit');
    await user.click(screen.getByTestId('task-delete'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this unpaid task?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.sent(tasks.businessTaskDel)[0]?.body).toEqual({ id: 42 });
  });

  it("files the designer's complaint: a category and what happened are needed", async () => {
    const { api, onChanged, user } = setup(show({ relation: 'designer', newdoc: null, deliveries: [], can: can('complain', 'deliver') }));
    api.on(complaints.complainAdd, { id: 7, status: 'open' });
    await user.click(screen.getByTestId('task-complain'));
    const dialog = await screen.findByRole('dialog', { name: 'File a complaint' });
    expect(dialog.textContent).toContain('The escrow is frozen until an admin decides.');
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await within(dialog).findByText('Please enter Category')).toBeTruthy();
    expect(within(dialog).getByText('Please enter What happened')).toBeTruthy();
    expect(api.sent(complaints.complainAdd)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Acceptance or payment' }));
    await user.type(screen.getByTestId('complaint-content'), 'Delivered as asked, no review for weeks.');
    await user.click(screen.getByTestId('complaint-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(complaints.complainAdd)[0]?.body).toEqual({
      taskId: 42,
      category: 'payment',
      content: 'Delivered as asked, no review for weeks.',
      files: [],
    });
    expect(await screen.findByText('Complaint filed: the escrow is frozen')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File a complaint' })).toBeNull());
  });
});
