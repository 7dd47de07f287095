import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { admin, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Audit from './Audit';

type Entry = DataOf<typeof admin.auditList>['listItem'][number];

const entry: Entry = {
  id: 1,
  actor: '10000003',
  actorName: 'Boss',
  action: 'member.ban',
  target: '10000011',
  reason: 'Spam',
  detail: { banned: true },
  dates: '2026-11-01T08:00:00.000Z',
};

/** The audit log in plain markup: its entries, and the actor and action filters (search boxes). */
describe('audit log (/admin/audit)', () => {
  it('lists the entries and filters by actor (a member number) and action; emptying a box drops its filter', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
    api.on(admin.auditList, { listItem: [entry], total: 1, page: 1, pageSize: 20 });
    const { user } = renderPage(<Audit />, { path: '/admin/audit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Boss (10000003)')).toBeTruthy();
    expect(within(table).getByText('{"banned":true}')).toBeTruthy();

    const actor = within(screen.getByRole('search', { name: 'Actor member number' })).getByRole('searchbox');
    await user.type(actor, '10000003{Enter}');
    const action = screen.getByTestId('audit-action');
    await user.type(within(action).getByRole('searchbox'), 'member');
    await user.click(within(action).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.sent(admin.auditList).at(-1)?.body).toEqual({ page: 1, pageSize: 20, actor: '10000003', action: 'member' }));
    await user.clear(actor);
    await waitFor(() => expect(api.sent(admin.auditList).at(-1)?.body).toEqual({ page: 1, pageSize: 20, action: 'member' }));
  });
});
