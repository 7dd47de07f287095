import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { designers, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import { InviteDialog } from './InviteDialog';

/** Inviting a designer to a task, in a plain dialog: pick one of the business's recruiting tasks. */
describe('InviteDialog (plain)', () => {
  it('sends the invitation only once a task is picked, then closes', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'business' }));
    api.on(tasks.businessTaskList, {
      listItem: [taskFixture({ id: 9, title: 'Island stand', status: 'recruiting' })],
      total: 1,
      page: 1,
      pageSize: 100,
    });
    api.on(designers.inviteDesigner, { id: 1 });
    const onClose = vi.fn();
    const { user } = renderPage(<InviteDialog cardno="20000001" name="Studio Wu" open onClose={onClose} />, { path: '/designInfo' });
    const dialog = await screen.findByRole('dialog', { name: /Studio Wu/ });
    const send = within(dialog).getByTestId('ds-invite-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.selectOptions(await within(dialog).findByTestId('ds-invite-task'), 'Island stand');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.find((r) => r.path === 'Designer/invite')?.body).toEqual({ cardno: '20000001', taskId: 9 });
  });
});
