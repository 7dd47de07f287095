import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { security, wallet, wechat } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import SecuritySetting from './SecuritySetting';

/** The security page in plain markup: the links, the payment PIN, WeChat, the sessions and the events. */
function setup({ ispaycode = false, bindwx = true } = {}) {
  const api = fakeApi();
  logIn(api, memberFixture({ ispaycode, mobile: '13800000009' }));
  api.on(security.overview, { wechatEnabled: true, bindwx, wechatNickname: 'Ai', passwordSet: true });
  let sessions = [
    {
      id: 1,
      device: 'Chrome on Linux',
      ip: '10.0.0.1',
      createdAt: '2026-11-20T08:00:00.000Z',
      lastSeenAt: '2026-11-26T08:00:00.000Z',
      current: true,
    },
    { id: 2, device: 'Safari on iOS', ip: '10.0.0.2', createdAt: '2026-11-21T08:00:00.000Z', lastSeenAt: '2026-11-25T08:00:00.000Z', current: false },
  ];
  api.on(security.sessions, () => ({ listItem: sessions }));
  api.on(security.revokeOtherSessions, () => {
    const count = sessions.length - 1;
    sessions = sessions.filter((s) => s.current);
    return { count };
  });
  api.on(security.events, { listItem: [{ id: 9, kind: 'login', device: 'Chrome on Linux', ip: '10.0.0.1', dates: '2026-11-26T08:00:00.000Z' }] });
  api.on(wallet.setPayment, (body) => (body.password === 'Right1234' ? null : refuse('PASSWORD_INCORRECT')));
  api.on(wechat.unbind, null);
  return { api, ...renderPage(<SecuritySetting />, { path: '/personalCenter/securitySetting' }) };
}

describe('SecuritySetting (plain)', () => {
  it('shows the page heading, the password and phone links, the sessions and the events', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security settings' })).toBeTruthy();
    expect(screen.getByTestId('security-change-password').getAttribute('href')).toBe('/login/changepwd');
    expect(screen.getByTestId('security-bind-phone').getAttribute('href')).toBe('/login/bindPhone');
    expect(await screen.findAllByTestId('session-item')).toHaveLength(2);
    expect(within(screen.getByTestId('security-events')).getAllByTestId('security-event')).toHaveLength(1);
    expect(screen.getByTestId('security-wechat-bound').textContent).toContain('Ai');
  });

  it('logs out every other device after asking', async () => {
    const { user } = setup();
    await user.click(await screen.findByTestId('sessions-revoke-others'));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out every other device?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByTestId('session-item')).toHaveLength(1));
  });

  it('sets the payment PIN: both boxes must match, a wrong password is emptied', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByTestId('paycode-open'));
    await user.type(screen.getByTestId('paycode-new'), '123456');
    await user.type(screen.getByTestId('paycode-confirm'), '123457');
    await user.type(screen.getByTestId('paycode-password'), 'Wrong1234');
    await user.click(screen.getByTestId('paycode-save'));
    expect(await screen.findByText('The two PINs differ')).toBeTruthy();
    expect(api.requests.some((r) => r.path === 'Member/setPayment')).toBe(false);
    await user.clear(screen.getByTestId('paycode-confirm'));
    await user.type(screen.getByTestId('paycode-confirm'), '123456');
    await user.click(screen.getByTestId('paycode-save'));
    await waitFor(() => expect((screen.getByTestId('paycode-password') as HTMLInputElement).value).toBe(''));
    await user.type(screen.getByTestId('paycode-password'), 'Right1234');
    await user.click(screen.getByTestId('paycode-save'));
    await waitFor(() => expect(screen.queryByTestId('paycode-new')).toBeNull());
    expect(api.requests.filter((r) => r.path === 'Member/setPayment').map((r) => r.body)).toEqual([
      { paycode: '123456', password: 'Wrong1234' },
      { paycode: '123456', password: 'Right1234' },
    ]);
  });

  it('unbinds WeChat with the password, in a dialog', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByTestId('security-wechat-unbind'));
    const dialog = screen.getByRole('dialog', { name: 'Unbind WeChat' });
    await user.click(within(dialog).getByTestId('security-wechat-unbind-submit'));
    expect(await within(dialog).findByText('Please enter Password')).toBeTruthy();
    await user.type(within(dialog).getByTestId('security-wechat-password'), 'Right1234');
    await user.click(within(dialog).getByTestId('security-wechat-unbind-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.path === 'Wechat/unbind')?.body).toEqual({ password: 'Right1234' });
  });
});
