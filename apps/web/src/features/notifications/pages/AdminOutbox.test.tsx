import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@boothhub/shared';
import type { OutboxItem } from '@boothhub/shared/contracts/notifications';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import AdminOutbox from './AdminOutbox';

const row = (id: number, status: OutboxItem['status'], lastError: string | null = null): OutboxItem => ({
  id,
  memberId: 7,
  kind: 'task.selected',
  channel: 'email',
  status,
  attempts: status === 'dead' ? 6 : 1,
  lastError,
  dueAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  sentAt: status === 'sent' ? '2026-11-01T08:00:01.000Z' : null,
});

describe('notification outbox (/admin/outbox)', () => {
  it('lists the rows with the relay’s last answer, filters by status, and sends a dead one again', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin' }));
    let rows = [row(2, 'dead', '451 4.3.0 temporary failure'), row(1, 'sent')];
    api.on(notifications.outbox, (body) => {
      const listItem = body.status ? rows.filter((r) => r.status === body.status) : rows;
      return { listItem, total: listItem.length, page: 1, pageSize: 20 };
    });
    api.on(notifications.resend, (body) => {
      rows = rows.map((r) => (r.id === body.id ? { ...r, status: 'pending', attempts: 0 } : r));
      return rows.find((r) => r.id === body.id)!;
    });
    const { user } = renderPage(<AdminOutbox />, { path: '/admin/outbox' });
    const table = await screen.findByRole('table', { name: 'Notification outbox' });
    expect(within(table).getByText('451 4.3.0 temporary failure')).toBeTruthy();
    expect(within(table).queryByTestId('outbox-resend-1')).toBeNull();

    await user.selectOptions(screen.getByTestId('outbox-status'), 'dead');
    await waitFor(() => expect(api.sent(notifications.outbox).at(-1)!.body).toMatchObject({ status: 'dead' }));
    await user.click(await screen.findByTestId('outbox-resend-2'));
    await waitFor(() => expect(api.sent(notifications.resend)).toHaveLength(1));
    expect(api.sent(notifications.resend)[0]!.body).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByTestId('outbox-resend-2')).toBeNull());
  });
});
