import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { account } from '@boothhub/shared';
import { setLang } from '../../../i18n/lang';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import ResetPassword from './ResetPassword';

/** The reset page in plain markup (decision 048), rendered as the app does. */
function setup() {
  const api = fakeApi();
  api.on(account.loginCheck, { loggedIn: false });
  return { api, ...renderPage(<ResetPassword />, { path: '/login/forgetpwd' }) };
}

const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
const current = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('the reset page (/login/forgetpwd)', () => {
  it('goes through its three steps with plain forms, and sends what each step needs', async () => {
    const { api, user } = setup();
    api.on(account.getCode, { cooldownSeconds: 60 });
    api.on(account.checkCode, ({ phoneCode }) => (phoneCode === '123456' ? { resetToken: 'tok' } : refuse('CODE_INVALID')));
    api.on(account.resetpwd, null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(current()).toBe('1Get a code');

    // step 1: the phone
    await user.click(screen.getByTestId('reset-send-code'));
    expect(errorOf(screen.getByTestId('reset-phone'))).toBe('Please enter Phone number');
    await user.type(screen.getByTestId('reset-phone'), '13800000001 ');
    await user.click(screen.getByTestId('reset-send-code'));

    // step 2: the code; the resend button counts down the cooldown
    const code = await screen.findByTestId('reset-code');
    expect(api.sent(account.getCode).map((r) => r.body)).toEqual([{ phone: '13800000001', purpose: 'reset' }]);
    expect(current()).toBe('2Check the code');
    expect(screen.getByText('A code was sent to 13800000001.')).toBeTruthy();
    expect(screen.getByTestId('reset-resend').textContent).toBe('Resend in 60s');
    await user.type(code, '000000');
    await user.click(screen.getByTestId('reset-verify'));
    expect(await screen.findByText('The verification code is wrong.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByTestId('reset-verify'));

    // step 3: the new password, twice
    const password = await screen.findByTestId('reset-password');
    const confirm = screen.getByTestId('reset-confirm');
    await user.click(screen.getByTestId('reset-submit'));
    expect(errorOf(password)).toBe('Please enter New password');
    expect(errorOf(confirm)).toBe('Please enter Confirm password');
    await user.type(password, 'NewPassw0rd');
    await user.type(confirm, 'NewPassw0r');
    expect(errorOf(confirm)).toBe('The two passwords do not match');
    await user.type(confirm, 'd');
    expect(errorOf(confirm)).toBe('');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(api.sent(account.checkCode).map((r) => r.body)).toEqual([
      { phone: '13800000001', phoneCode: '000000' },
      { phone: '13800000001', phoneCode: '123456' },
    ]);
    expect(api.sent(account.resetpwd).map((r) => r.body)).toEqual([{ phone: '13800000001', resetToken: 'tok', password: 'NewPassw0rd' }]);
  });

  it('starts again with the phone kept, and speaks Chinese', async () => {
    setLang('zh-CN');
    const { api, user } = setup();
    api.on(account.getCode, { cooldownSeconds: 60 });
    await user.click(screen.getByTestId('reset-send-code'));
    expect(errorOf(screen.getByTestId('reset-phone'))).toBe('请输入手机号');
    await user.type(screen.getByTestId('reset-phone'), '13800000001');
    await user.click(screen.getByTestId('reset-send-code'));
    await user.click(await screen.findByTestId('reset-verify'));
    expect(errorOf(screen.getByTestId('reset-code'))).toBe('请输入验证码');
    await user.click(screen.getByRole('button', { name: '重新开始' }));
    expect((screen.getByTestId('reset-phone') as HTMLInputElement).value).toBe('13800000001');
  });
});
