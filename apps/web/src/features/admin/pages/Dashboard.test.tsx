import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { admin, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Dashboard from './Dashboard';

type Figures = DataOf<typeof admin.dashboard>;

const figures: Figures = {
  members: 12_345,
  membersByRole: { designer: 7, business: 5 },
  banned: 2,
  newToday: 3,
  queues: { complaints: 4, identity: 0, recharges: 1, withdrawals: 0, models: 2, exhibitions: 5, conventions: 0 },
  tasksByState: { recruiting: 6, completed: 9 },
  money: { membersAvailable: 123_456, escrow: 5 },
  trend: { members: [1, 0, 2], tasksPublished: [0, 0, 1], tasksCompleted: [0, 0, 0] },
  trendFrom: '2026-11-01',
  notifications: [{ day: '2026-11-03', channel: 'email', sent: 12, failed: 1, dead: 2 }],
};

/** The back office's home in plain markup: the figures, the queues with their counts, the money, the trend. */
describe('dashboard (/admin)', () => {
  it('shows the figures, the queues as links with their counts, the money in coins and the trend', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
    api.on(admin.dashboard, figures);
    renderPage(<Dashboard />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('dashboard-members')).textContent).toBe('Members12,345');
    expect(screen.getByTestId('dashboard-tasks-recruiting').textContent).toContain('6');
    expect(screen.getByTestId('dashboard-tasks-unpaid').textContent).toContain('0');
    // every review queue, each linked to its page with the number waiting (issue 32 item 9)
    const queues = within(screen.getByTestId('dashboard-queues'));
    expect(queues.getAllByRole('link').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/admin/complaints', 'Complaints4'],
      ['/admin/exhibitions', 'Exhibition review5'],
      ['/admin/models', 'Model review2'],
      ['/admin/identity', 'Identity verification0'],
      ['/admin/recharges', 'Top-ups1'],
      ['/admin/withdrawals', 'Withdrawals0'],
      ['/admin/conventions', 'Convention review0'],
    ]);
    expect(screen.getByTestId('dashboard-money-membersAvailable').textContent).toBe('1234.56');
    expect(screen.getByTestId('dashboard-money-cashHeld').textContent).toBe('0.00');
    const members = screen.getByRole('img', { name: 'New members: 3 in the last 3 days' });
    expect(members.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getByTestId('dashboard-trend-members-total').textContent).toBe('3');
    const trend = screen.getByRole('heading', { level: 2, name: 'The last 30 days' }).closest('section')!;
    expect(
      within(trend)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['New members', 'Tasks published', 'Tasks completed']);
    // off-site notifications per day and channel, with the way to the outbox (decision 074)
    const sent = within(screen.getByTestId('dashboard-notifications'));
    expect(sent.getAllByRole('row').map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Day queued', 'Channel', 'Sent', 'Failing (tried again)', 'Dead'],
      ['2026-11-03', 'email', '12', '1', '2'],
    ]);
    expect(sent.getByRole('link', { name: 'Notification outbox' }).getAttribute('href')).toBe('/admin/outbox');
  });
});
