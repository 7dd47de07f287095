import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages as contracts } from '@boothhub/shared';
import type { Message } from '@boothhub/shared/contracts/messages';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Messages from './Messages';

/** The tip centre in plain markup: the list, the unread filter, reading, choosing and deleting. */
function setup() {
  const api = fakeApi();
  logIn(api, memberFixture());
  let box: Message[] = [
    {
      id: 3,
      kind: 'task.selected',
      title: 'You were chosen',
      content: 'Task 7 chose you',
      link: '/orderList/orderDetail?id=7',
      read: false,
      dates: '2026-11-20T08:00:00.000Z',
    },
    { id: 2, kind: 'coins.received', title: 'Coins received', content: '12.00 coins', link: null, read: false, dates: '2026-11-19T08:00:00.000Z' },
    {
      id: 1,
      kind: 'role.changed',
      title: 'Role changed',
      content: 'You are a designer now',
      link: null,
      read: true,
      dates: '2026-11-18T08:00:00.000Z',
    },
  ];
  const unread = () => box.filter((m) => !m.read).length;
  api.on(contracts.getList, (body) => {
    const rows = body.unread ? box.filter((m) => !m.read) : box;
    return { listItem: rows, total: rows.length, page: body.page ?? 1, pageSize: body.pageSize ?? 20, unread: unread() };
  });
  api.on(contracts.editMsg, (body) => {
    box = box.map((m) => (body.ids === 'all' || body.ids.includes(m.id) ? { ...m, read: true } : m));
    return { unread: unread(), affected: 1 };
  });
  api.on(contracts.delMsg, (body) => {
    box = box.filter((m) => !body.ids.includes(m.id));
    return { unread: unread(), affected: body.ids.length };
  });
  return { api, ...renderPage(<Messages />, { path: '/message' }) };
}

describe('Messages (plain)', () => {
  it('lists the messages under the page heading, the unread ones marked, and filters to the unread', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: /Message centre/ })).toBeTruthy();
    expect((await screen.findByTestId('message-unread-count')).textContent).toBe('2 unread');
    expect(screen.getByTestId('message-3').getAttribute('data-read')).toBe('false');
    expect(screen.getByTestId('message-1').getAttribute('data-read')).toBe('true');
    expect(within(screen.getByTestId('message-3')).getByRole('img', { name: 'Unread' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByTestId('message-1')).toBeNull());
    expect(screen.getByTestId('message-2')).toBeTruthy();
  });

  it('marks one read, then all read', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByTestId('message-read-2'));
    await waitFor(() => expect(screen.getByTestId('message-2').getAttribute('data-read')).toBe('true'));
    expect(screen.getByTestId('message-unread-count').textContent).toBe('1 unread');
    await user.click(screen.getByTestId('message-read-all'));
    await waitFor(() => expect(screen.getByTestId('message-unread-count').textContent).toBe('0 unread'));
    expect((screen.getByTestId('message-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(api.requests.filter((r) => r.path === 'Tipcenter/editMsg').map((r) => r.body)).toEqual([
      { ids: [2], read: true },
      { ids: 'all', read: true },
    ]);
  });

  it('opens a message with a link: marks it read and goes there', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByTestId('message-open-3'));
    await waitFor(() => expect(location()).toBe('/orderList/orderDetail?id=7'));
  });

  it('deletes a message only after asking', async () => {
    const { user } = setup();
    await user.click(await screen.findByTestId('message-delete-1'));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('message-1')).toBeTruthy();
    await user.click(screen.getByTestId('message-delete-1'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('message-1')).toBeNull());
  });

  it('chooses rows by their checkboxes (or all of the page) and deletes the chosen ones', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose: Coins received' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose: Role changed' }));
    const all = screen.getByRole('checkbox', { name: 'Choose every message on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(screen.getByTestId('message-delete-selected'));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete 2 selected messages?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('message-2')).toBeNull());
    expect(screen.queryByTestId('message-1')).toBeNull();
    expect(api.requests.find((r) => r.path === 'Tipcenter/delMsg')?.body).toEqual({ ids: [2, 1] });
    await user.click(screen.getByRole('checkbox', { name: 'Choose every message on this page' }));
    expect((screen.getByRole('checkbox', { name: 'Choose: You were chosen' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('message-read-selected')).toBeTruthy();
  });
});
