import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { account, wechat } from '@boothhub/shared';
import { setLang } from '../../../i18n/lang';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Login from './Login';

/** The login page in plain markup (decision 048), rendered as the app does at `url`. */
function setup(url = '/login') {
  const api = fakeApi();
  api.on(wechat.status, { enabled: true });
  api.on(account.loginCheck, { loggedIn: false });
  return { api, ...renderPage(<Login />, { path: '/login', url }) };
}

const phone = () => screen.getByTestId('login-phone');
const password = () => screen.getByTestId('login-password');
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the login page (/login)', () => {
  it('is titled as the page it is', async () => {
    setup();
    await screen.findByTestId('wechat-start');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in to BoothHub');
  });

  it('says what is missing or wrong under each box, tied to it, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(screen.getByTestId('login-submit'));
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(phone())).toBe('Please enter Phone number');
    expect(errorOf(password())).toBe('Please enter Password');
    expect(document.activeElement).toBe(phone());
    await user.type(phone(), '12345');
    expect(errorOf(phone())).toBe('Please enter a valid mainland mobile number');
    await user.clear(phone());
    await user.type(phone(), '13800000001');
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    expect(phone().getAttribute('aria-describedby')).toBeNull();
    expect(api.sent(account.login)).toHaveLength(0);
  });

  it('speaks Chinese with the same messages as the antd forms', async () => {
    setLang('zh-CN');
    const { user } = setup();
    await user.click(screen.getByTestId('login-submit'));
    expect(errorOf(phone())).toBe('请输入手机号');
    expect(errorOf(password())).toBe('请输入密码');
    await user.type(phone(), '1234');
    expect(errorOf(phone())).toBe('请输入有效的中国大陆手机号');
    expect(screen.getByRole('button', { name: '显示密码' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password().getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password().getAttribute('type')).toBe('password');
  });

  it('sends the phone without the spaces around it, welcomes the member and goes back to ?redirect=', async () => {
    const { api, user, location } = setup('/login?redirect=%2FpersonalCenter%2FbasicSettings');
    api.on(account.login, () => {
      logIn(api, memberFixture());
      return { cardno: '10000001' };
    });
    await user.type(phone(), ' 13800000001 ');
    await user.type(password(), 'Passw0rd1');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.sent(account.login).map((r) => r.body)).toEqual([{ phone: '13800000001', password: 'Passw0rd1' }]);
    expect(location()).toBe('/personalCenter/basicSettings');
    expect(await screen.findByText('Welcome back')).toBeTruthy();
  });

  it('never follows a ?redirect= off the site or back into the login pages', async () => {
    const { api, user, location } = setup('/login?redirect=%2F%2Fevil.example');
    api.on(account.login, { cardno: '10000001' });
    await user.type(phone(), '13800000001');
    await user.type(password(), 'Passw0rd1');
    await user.keyboard('{Enter}');
    await screen.findByTestId('elsewhere');
    expect(location()).toBe('/home');
  });

  it("shows the server's refusal and stays on the page", async () => {
    const { api, user, location } = setup();
    api.on(account.login, () => refuse('LOGIN_FAILED'));
    await user.type(phone(), '13800000001');
    await user.type(password(), 'wrong-password-1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Phone number or password is incorrect.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBeNull());
    expect(location()).toBe('/login');
  });
  it('offers an SMS code when the login is locked and a code would pass, and sends it with the password', async () => {
    const { api, user } = setup();
    api.on(account.login, (body) =>
      'phoneCode' in body && body.phoneCode ? { cardno: '10000001' } : refuse('LOGIN_LOCKED', { minutes: 15 }, { seconds: 900, withCode: true }),
    );
    api.on(account.getCode, { cooldownSeconds: 60 });
    expect(screen.queryByTestId('login-code')).toBeNull();
    await user.type(phone(), '13800000001');
    await user.type(password(), 'Passw0rd1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Too many attempts, try again in 15 minutes.')).toBeTruthy();
    expect((await screen.findByTestId('login-code-hint')).textContent).toBe(
      'Too many attempts. Get a code by SMS and log in with it and your password.',
    );
    // the code is now asked for before anything is sent again
    await user.click(screen.getByTestId('login-submit'));
    expect(errorOf(screen.getByTestId('login-code'))).toBe('Please enter Verification code');
    expect(api.sent(account.login)).toHaveLength(1);
    await user.click(screen.getByTestId('login-get-code'));
    expect(await screen.findByText('The code has been sent by SMS')).toBeTruthy();
    expect(api.sent(account.getCode).map((r) => r.body)).toEqual([{ phone: '13800000001', purpose: 'login' }]);
    await user.type(screen.getByTestId('login-code'), '123456');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.sent(account.login).map((r) => r.body)).toEqual([
      { phone: '13800000001', password: 'Passw0rd1' },
      { phone: '13800000001', password: 'Passw0rd1', phoneCode: '123456' },
    ]);
  });

  it('offers no code for a lock a code cannot pass', async () => {
    const { api, user } = setup();
    api.on(account.login, () => refuse('LOGIN_LOCKED', { minutes: 3 }, { seconds: 170 }));
    await user.type(phone(), '13800000001');
    await user.type(password(), 'Passw0rd1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Too many attempts, try again in 3 minutes.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByTestId('login-code')).toBeNull();
  });
});
