import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@boothhub/shared';
import { notifyKinds, type NotifyPrefs } from '@boothhub/shared/contracts/notifications';
import { notifyEnUS, notifyZhCN } from '../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import NotificationSettings from './NotificationSettings';

const prefsOf = (over: Partial<NotifyPrefs> = {}): NotifyPrefs => ({
  email: 'ai@mail.test',
  emailVerified: true,
  available: ['email'],
  kinds: [
    { kind: 'task.selected', channels: ['email'], locked: false },
    { kind: 'task.chat', channels: [], locked: false },
    { kind: 'paycode.changed', channels: ['email'], locked: true },
  ],
  quietHours: { on: false, start: '22:00', end: '08:00' },
  digest: false,
  ...over,
});

function setup(prefs = prefsOf(), url = '/personalCenter/notificationSettings') {
  const api = fakeApi();
  logIn(api, memberFixture());
  let current = prefs;
  api.on(notifications.getPrefs, () => current);
  api.on(notifications.setPrefs, (body) => {
    current = { ...current, ...body, kinds: current.kinds.map((k) => body.kinds.find((b) => b.kind === k.kind && !k.locked) ?? k) } as NotifyPrefs;
    return current;
  });
  api.on(notifications.setEmail, (body) => (current = { ...current, email: body.email, emailVerified: false }));
  return { api, ...renderPage(<NotificationSettings />, { path: '/personalCenter/notificationSettings', url }) };
}

describe('NotificationSettings', () => {
  it('sends the kinds, quiet hours and digest as chosen; an account-security kind cannot be switched off', async () => {
    const { user, api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect((await screen.findByTestId('notify-email-state')).textContent).toContain('ai@mail.test');
    expect((screen.getByTestId('notify-email-paycode.changed') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByTestId('notify-email-task.chat'));
    await user.click(screen.getByTestId('notify-email-task.selected'));
    await user.click(screen.getByTestId('notify-quiet'));
    await user.click(screen.getByTestId('notify-digest'));
    await user.click(screen.getByTestId('notify-save'));
    await waitFor(() => expect(api.sent(notifications.setPrefs)).toHaveLength(1));
    const body = api.sent(notifications.setPrefs)[0]!.body as { kinds: unknown[]; quietHours: unknown; digest: boolean };
    expect(body.kinds).toContainEqual({ kind: 'task.chat', channels: ['email'] });
    expect(body.kinds).toContainEqual({ kind: 'task.selected', channels: [] });
    expect(body.quietHours).toEqual({ on: true, start: '22:00', end: '08:00' });
    expect(body.digest).toBe(true);
  });

  it('saves an address and says a link was mailed; says so when a link landed here', async () => {
    const { user, api } = setup(prefsOf({ email: null, emailVerified: false }), '/personalCenter/notificationSettings?email=verified');
    expect(await screen.findByTestId('notify-verified')).toBeTruthy();
    await user.type(await screen.findByTestId('notify-email'), 'new@mail.test');
    await user.click(screen.getByTestId('notify-email-save'));
    await waitFor(() => expect(api.sent(notifications.setEmail)).toHaveLength(1));
    expect(api.sent(notifications.setEmail)[0]!.body).toEqual({ email: 'new@mail.test' });
    await waitFor(() => expect(screen.getByTestId('notify-email-state').textContent).toContain('We sent a link to new@mail.test'));
  });

  it('offers no e-mail choices when the site has no e-mail', async () => {
    setup(prefsOf({ available: [], email: null, emailVerified: false }));
    expect(await screen.findByTestId('notify-email-off')).toBeTruthy();
    expect(screen.queryByTestId('notify-email-task.selected')).toBeNull();
  });

  it('names every kind of the contract in both languages', () => {
    for (const kind of notifyKinds) {
      expect(notifyEnUS, kind).toHaveProperty([`notify.kind.${kind}`]);
      expect(notifyZhCN, kind).toHaveProperty([`notify.kind.${kind}`]);
    }
  });

  it('offers SMS per kind when the site sends SMS, shows the phone, and sends the SMS choices', async () => {
    const { user, api } = setup(
      prefsOf({
        available: ['email', 'sms'],
        phone: '138****5678',
        kinds: [
          { kind: 'task.selected', channels: ['email', 'sms'], locked: false },
          { kind: 'task.chat', channels: [], locked: false, offered: ['email'] },
          { kind: 'paycode.changed', channels: ['email', 'sms'], locked: true },
        ],
      }),
    );
    expect((await screen.findByTestId('notify-sms-state')).textContent).toContain('138****5678');
    expect(screen.getByRole('columnheader', { name: 'SMS' })).toBeTruthy();
    expect(screen.queryByTestId('notify-sms-task.chat')).toBeNull();
    expect((screen.getByTestId('notify-sms-paycode.changed') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByTestId('notify-sms-task.selected'));
    await user.click(screen.getByTestId('notify-save'));
    await waitFor(() => expect(api.sent(notifications.setPrefs)).toHaveLength(1));
    const body = api.sent(notifications.setPrefs)[0]!.body as { kinds: unknown[] };
    expect(body.kinds).toContainEqual({ kind: 'task.selected', channels: ['email'] });
  });

  it('says when the gateway refused the phone', async () => {
    setup(prefsOf({ available: ['sms'], phone: '138****5678', phoneRefused: true }));
    expect((await screen.findByTestId('notify-sms-state')).textContent).toContain('refused 138****5678');
    expect(screen.queryByTestId('notify-digest')).toBeNull();
  });
});
