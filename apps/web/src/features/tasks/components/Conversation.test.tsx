import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { Conversation } from './Conversation';

type Msg = tasks.ChatMessage;

/** A task's conversation in plain markup: the messages, a masked one marked, writing and sending. */
describe('Conversation (plain)', () => {
  it('shows the messages, marks a masked one, and sends what is written', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ cardno: '10000001' }));
    let box: Msg[] = [
      { id: 1, cardno: '20000001', nickname: 'Dee', content: 'My number is ***', files: [], masked: true, dates: '2026-11-20T08:00:00.000Z' },
    ];
    api.on(tasks.chatList, () => ({ listItem: box, total: box.length, page: 1, pageSize: 50 }));
    api.on(tasks.chatPost, (body) => {
      const m: Msg = {
        id: box.length + 1,
        cardno: '10000001',
        nickname: 'Tester',
        content: body.content ?? '',
        files: [],
        masked: false,
        dates: '2026-11-21T08:00:00.000Z',
      };
      box = [...box, m];
      return m;
    });
    const { user } = renderPage(<Conversation taskId={7} designer="20000001" />, { path: '/orderDetail' });
    const first = await screen.findByTestId('chat-message');
    expect(within(first).getByText(/contact details hidden until selection/)).toBeTruthy();
    // nothing to send yet: the button does nothing
    await user.click(screen.getByTestId('chat-send'));
    expect(api.requests.some((r) => r.path === 'Taskcenter/chatPost')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Logo attached.');
    await user.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(api.requests.find((r) => r.path === 'Taskcenter/chatPost')?.body).toEqual({
      id: 7,
      content: 'Logo attached.',
      files: [],
      designer: '20000001',
    });
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('');
  });
});
