import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { account } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import BindPhone from './BindPhone';
import ChangePassword from './ChangePassword';

/** The two security pages of the login layout in plain markup (decision 048's kit): change password, move the phone. */
const byId = (id: string) => screen.getByTestId(id);
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;

function setup(page: 'changepwd' | 'bindPhone') {
  const api = fakeApi();
  logIn(api, memberFixture({ mobile: '13800000001' }));
  const view = renderPage(page === 'changepwd' ? <ChangePassword /> : <BindPhone />, { path: `/login/${page}` });
  return { api, ...view };
}

describe('the change-password page (/login/changepwd)', () => {
  it('checks the boxes before sending: the old password given, the new one by the rule, the two new ones equal', async () => {
    const { api, user } = setup('changepwd');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBeTruthy();
    await user.click(byId('changepwd-submit'));
    expect(errorOf(byId('changepwd-old'))).toBe('Please enter Current password');
    expect(document.activeElement).toBe(byId('changepwd-old'));
    await user.type(byId('changepwd-old'), 'Old12345');
    await user.type(byId('changepwd-new'), 'New12345');
    await user.type(byId('changepwd-confirm'), 'New12346');
    await user.click(byId('changepwd-submit'));
    expect(errorOf(byId('changepwd-confirm'))).toBe('The two passwords do not match');
    expect(api.sent(account.changepwd)).toHaveLength(0);
  });

  it('sends the old and the new password once, then goes back to the security settings', async () => {
    const { api, user, location } = setup('changepwd');
    api.on(account.changepwd, null);
    await user.type(await screen.findByTestId('changepwd-old'), 'Old12345');
    await user.type(byId('changepwd-new'), 'New12345');
    await user.type(byId('changepwd-confirm'), 'New12345{Enter}');
    await waitFor(() => expect(location()).toBe('/personalCenter/securitySetting'));
    expect(api.sent(account.changepwd).map((r) => r.body)).toEqual([{ oldPassword: 'Old12345', password: 'New12345' }]);
  });

  it('stays on the page when the server refuses the old password', async () => {
    const { api, user, location } = setup('changepwd');
    api.on(account.changepwd, () => refuse('PASSWORD_INCORRECT'));
    await user.type(await screen.findByTestId('changepwd-old'), 'Wrong123');
    await user.type(byId('changepwd-new'), 'New12345');
    await user.type(byId('changepwd-confirm'), 'New12345{Enter}');
    await waitFor(() => expect(api.sent(account.changepwd)).toHaveLength(1));
    expect(location()).toBe('/login/changepwd');
  });
});

describe('the phone-binding page (/login/bindPhone)', () => {
  it('shows the current phone, asks for a code only for a right phone, and moves the account to the new phone', async () => {
    const { api, user, location } = setup('bindPhone');
    api.on(account.getCode, { cooldownSeconds: 60 });
    api.on(account.bindPhone, { mobile: '13900000002' });
    expect((await screen.findByTestId('bind-current')).textContent).toContain('13800000001');
    await user.type(byId('bind-phone'), '123');
    await user.click(byId('bind-get-code'));
    expect(errorOf(byId('bind-phone'))).toBeTruthy();
    expect(api.sent(account.getCode)).toHaveLength(0);
    await user.clear(byId('bind-phone'));
    await user.type(byId('bind-phone'), '13900000002');
    await user.click(byId('bind-get-code'));
    await waitFor(() => expect(api.sent(account.getCode).map((r) => r.body)).toEqual([{ phone: '13900000002', purpose: 'bind' }]));
    await waitFor(() => expect((byId('bind-get-code') as HTMLButtonElement).disabled).toBe(true));
    await user.type(byId('bind-code'), '123456');
    await user.click(byId('bind-submit'));
    await waitFor(() => expect(location()).toBe('/personalCenter/securitySetting'));
    expect(api.sent(account.bindPhone).map((r) => r.body)).toEqual([{ phone: '13900000002', phoneCode: '123456' }]);
  });
});
