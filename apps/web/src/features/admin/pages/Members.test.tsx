import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { admin, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Members from './Members';

type Row = DataOf<typeof admin.memberList>['listItem'][number];

/** The back office's members in plain markup: the list and its filters, ban/unban and a role change, each with a reason. */
const row = (patch: Partial<Row>): Row => ({
  cardno: '10000011',
  nickname: 'Dee',
  mobile: '138****0011',
  role: 'designer',
  banned: false,
  dates: '2026-11-01T08:00:00.000Z',
  ...patch,
});

function setup(rows: Row[]) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  api.on(admin.memberList, { listItem: rows, total: rows.length, page: 1, pageSize: 20 });
  api.on(admin.memberBan, (body) => ({ ...rows[0]!, banned: body.banned }));
  api.on(admin.memberRoleCall, (body) => ({ ...rows[0]!, role: body.role }));
  return { api, ...renderPage(<Members />, { path: '/admin/members' }) };
}

describe('members (/admin/members)', () => {
  it('lists the members with their role and status; only a non-admin can change role', async () => {
    setup([row({}), row({ cardno: '10000003', nickname: 'Boss', role: 'admin' }), row({ cardno: '10000012', nickname: 'Bea', banned: true })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Dee')).toBeTruthy();
    expect(within(table).getAllByText('Banned')).toHaveLength(1);
    expect(screen.getByTestId('member-ban-10000011').textContent).toBe('Ban');
    expect(screen.getByTestId('member-ban-10000012').textContent).toBe('Unban');
    expect(screen.getByTestId('member-role-10000011')).toBeTruthy();
    expect(screen.queryByTestId('member-role-10000003')).toBeNull();
  });

  it('searches and filters: keyword on Enter, role and status from their selects', async () => {
    const { api, user } = setup([row({})]);
    await screen.findByRole('table');
    await user.type(within(screen.getByTestId('members-search')).getByRole('searchbox'), ' 138 {Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'factory');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'banned');
    await waitFor(() =>
      expect(api.sent(admin.memberList).at(-1)?.body).toEqual({ page: 1, pageSize: 20, keyword: '138', role: 'factory', banned: true }),
    );
  });

  it('a ban needs a reason, then sends it', async () => {
    const { api, user } = setup([row({})]);
    await user.click(await screen.findByTestId('member-ban-10000011'));
    const dialog = screen.getByRole('dialog', { name: 'Ban Dee' });
    await user.click(within(dialog).getByTestId('reason-ok'));
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    expect(api.sent(admin.memberBan)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), '  Spam  ');
    await user.click(within(dialog).getByTestId('reason-ok'));
    await waitFor(() => expect(api.sent(admin.memberBan)[0]?.body).toEqual({ cardno: '10000011', banned: true, reason: 'Spam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a reason of spaces only is refused', async () => {
    const { api, user } = setup([row({})]);
    await user.click(await screen.findByTestId('member-ban-10000011'));
    const dialog = screen.getByRole('dialog', { name: 'Ban Dee' });
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByTestId('reason-ok'));
    expect(await within(dialog).findByText('Reason cannot be empty')).toBeTruthy();
    expect(api.sent(admin.memberBan)).toHaveLength(0);
  });

  it('a role change starts from the current role and sends the new one with the reason', async () => {
    const { api, user } = setup([row({})]);
    await user.click(await screen.findByTestId('member-role-10000011'));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Dee' });
    const role = within(dialog).getByLabelText('New role') as HTMLSelectElement;
    expect(role.value).toBe('designer');
    expect(within(role).queryByRole('option', { name: 'Admin' })).toBeNull();
    await user.selectOptions(role, 'factory');
    await user.type(within(dialog).getByLabelText('Reason'), 'Stand builder');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent(admin.memberRoleCall)[0]?.body).toEqual({ cardno: '10000011', role: 'factory', reason: 'Stand builder' }));
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const { api, user } = setup([row({ banned: true })]);
    await user.click(await screen.findByTestId('member-ban-10000011'));
    const dialog = screen.getByRole('dialog', { name: 'Unban Dee' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(admin.memberBan)).toHaveLength(0);
  });
});
