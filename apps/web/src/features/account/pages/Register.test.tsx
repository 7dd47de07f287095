import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { account } from '@boothhub/shared';
import { setLang } from '../../../i18n/lang';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Register from './Register';

/** The register page in plain markup (decision 048), rendered as the app does at `url`. */
function setup(url = '/login/register') {
  const api = fakeApi();
  api.on(account.loginCheck, { loggedIn: false });
  return { api, ...renderPage(<Register />, { path: '/login/register', url }) };
}

const byId = (id: string) => () => screen.getByTestId(id);
const phone = byId('register-phone');
const code = byId('register-code');
const password = byId('register-password');
const getCode = byId('register-get-code');
const submit = byId('register-submit');
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
const radio = (role: string) => screen.getByTestId(`register-role-${role}`).closest('label')!.querySelector('input')!;

async function fill(user: ReturnType<typeof setup>['user'], values: { phone?: string; code?: string; password?: string }) {
  if (values.phone) await user.type(phone(), values.phone);
  if (values.code) await user.type(code(), values.code);
  if (values.password) await user.type(password(), values.password);
}

describe('the register page (/login/register)', () => {
  it('takes the role from ?role= and the invitation from ?invite=', async () => {
    setup('/login/register?role=business&invite=ABC123');
    await screen.findByTestId('register-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(radio('business').checked).toBe(true);
    expect(radio('designer').checked).toBe(false);
    expect((screen.getByTestId('register-invite') as HTMLInputElement).value).toBe('ABC123');
    expect(screen.getByRole('group', { name: 'I am a' })).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBe(code());
    // the password's rule is said under it, and tied to it
    expect(password().getAttribute('aria-describedby')).toContain(`${password().id}-hint`);
  });

  it('says what is missing or wrong under each box, puts the focus on the first, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(submit());
    expect(errorOf(phone())).toBe('Please enter Phone number');
    expect(errorOf(code())).toBe('Please enter Verification code');
    expect(errorOf(password())).toBe('Please enter Password');
    expect(document.activeElement).toBe(phone());
    await fill(user, { phone: '13800000001', code: '12a', password: 'abcdefgh' });
    expect(errorOf(phone())).toBe('');
    expect(errorOf(code())).toBe('The code has 6 digits');
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(password())).toBe('8–64 characters, with at least one letter and one digit');
    await user.click(submit());
    expect(document.activeElement).toBe(code());
    expect(api.sent(account.regist)).toHaveLength(0);
  });

  it('speaks Chinese with the same messages as the antd forms', async () => {
    setLang('zh-CN');
    const { user } = setup();
    await user.click(submit());
    expect(errorOf(phone())).toBe('请输入手机号');
    expect(errorOf(code())).toBe('请输入验证码');
    expect(errorOf(password())).toBe('请输入密码');
    expect(getCode().textContent).toBe('获取验证码');
  });

  it('"Get code" checks the phone first, then asks for a code and counts down', async () => {
    const { api, user } = setup();
    api.on(account.getCode, { cooldownSeconds: 60 });
    await user.click(getCode());
    expect(errorOf(phone())).toBe('Please enter Phone number');
    expect(errorOf(code())).toBe(''); // only the phone is checked
    expect(document.activeElement).toBe(phone());
    expect(api.sent(account.getCode)).toHaveLength(0);
    await user.type(phone(), ' 13800000001 ');
    await user.click(getCode());
    expect(await screen.findByText('The code has been sent by SMS')).toBeTruthy();
    expect(api.sent(account.getCode).map((r) => r.body)).toEqual([{ phone: '13800000001', purpose: 'register' }]);
    // the countdown starts at the server's 60 s (a busy machine may have ticked once before this line)
    expect(getCode().textContent).toMatch(/^Resend in (60|59)s$/);
    expect((getCode() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(Number(getCode().getAttribute('data-left'))).toBeLessThan(60), { timeout: 3000 });
    expect(getCode().textContent).toBe(`Resend in ${getCode().getAttribute('data-left')}s`);
  });

  it('sends the form, welcomes the new member and goes to ?redirect=', async () => {
    const { api, user, location } = setup('/login/register?redirect=%2FpersonalCenter%2Finvite&invite=%20ABC123%20');
    api.on(account.regist, () => {
      logIn(api, memberFixture());
      return { cardno: '10000001' };
    });
    await fill(user, { phone: '13800000001', code: '123456', password: 'Passw0rd1' });
    await user.click(screen.getByTestId('register-role-factory'));
    await user.click(submit());
    await screen.findByTestId('elsewhere');
    expect(api.sent(account.regist).map((r) => r.body)).toEqual([
      { phone: '13800000001', phoneCode: '123456', password: 'Passw0rd1', role: 'factory', inviteCode: 'ABC123' },
    ]);
    expect(location()).toBe('/personalCenter/invite');
    expect(await screen.findByText('Welcome to BoothHub!')).toBeTruthy();
  });

  it('sends no invitation when there is none, as designer by default', async () => {
    const { api, user } = setup();
    api.on(account.regist, { cardno: '10000001' });
    await fill(user, { phone: '13800000001', code: '123456', password: 'Passw0rd1' });
    await user.keyboard('{Enter}');
    await screen.findByTestId('elsewhere');
    expect(api.sent(account.regist).map((r) => r.body)).toEqual([
      { phone: '13800000001', phoneCode: '123456', password: 'Passw0rd1', role: 'designer' },
    ]);
  });

  it("shows the server's refusal and stays on the page", async () => {
    const { api, user, location } = setup();
    api.on(account.regist, () => refuse('CODE_INVALID'));
    await fill(user, { phone: '13800000001', code: '000000', password: 'Passw0rd1' });
    await user.click(submit());
    expect(await screen.findByText('The verification code is wrong.')).toBeTruthy();
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBeNull());
    expect(location()).toBe('/login/register');
  });
});
