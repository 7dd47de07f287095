import { ApiClient, expect, smsCode, test, uniquePhone } from '../fixtures';

test('register, log out, log in, then edit the profile with an avatar upload', async ({ page }) => {
  const phone = uniquePhone();
  const password = 'Booth2024x';

  // register: phone, SMS code (caught by the webhook), password, role
  await page.goto('/login/register');
  await page.getByTestId('register-phone').fill(phone);
  const since = Date.now();
  await page.getByTestId('register-get-code').click();
  await expect(page.getByTestId('register-get-code')).toBeDisabled(); // the 60 s cooldown counts down
  await page.getByTestId('register-code').fill(await smsCode(phone, 'register', since));
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-role-business').click();
  await page.getByTestId('register-submit').click();

  // logged in and sent to /home
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-role')).toHaveText('Business');
  const cardno = (await page.getByTestId('home-cardno').textContent())?.trim();
  expect(cardno).toMatch(/^\d{8}$/);
  await expect(page.getByTestId('header-user-menu')).toBeVisible();

  // log out from the user menu
  await page.getByTestId('header-user-menu').click();
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-user-menu')).toHaveCount(0);
  const check = await (await page.request.get('/api/User/loginCheck')).json();
  expect(check.data.loggedIn).toBe(false);

  // a page that needs a login sends to /login and comes back after it
  await page.goto('/personalCenter/basicSettings');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalCenter%2FbasicSettings/);
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill('wrong-password-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Phone number or password is incorrect.')).toBeVisible();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/personalCenter\/basicSettings$/);
  await expect(page.getByTestId('settings-cardno')).toHaveText(cardno!);
  await expect(page.getByTestId('settings-mobile')).toHaveText(phone);

  // edit the profile
  const nickname = `Expo Maker ${phone.slice(-4)}`;
  await page.getByTestId('settings-nickname').fill(nickname);
  await page.getByTestId('settings-prov').fill('上海');
  await page.getByTestId('settings-descr').fill('We exhibit at auto shows.');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('header-nickname').first()).toHaveText(nickname);

  // upload an avatar: a real PNG (a screenshot of the page itself)
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 160 } });
  await expect(page.getByTestId('avatar-image').locator('img')).toHaveCount(0);
  await page.getByTestId('avatar-upload-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const avatar = page.getByTestId('avatar-image').locator('img');
  await expect(avatar).toHaveAttribute('src', /.+/);
  const src = await avatar.getAttribute('src');
  const image = await page.request.get(src!);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  // it all survived a reload, as the server has it
  await page.reload();
  await expect(page.getByTestId('settings-nickname')).toHaveValue(nickname);
  await expect(page.getByTestId('settings-prov')).toHaveValue('上海');
  await expect(page.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', src!);
  const info = await (await page.request.post('/api/Member/userInfo', { data: {} })).json();
  expect(info.data).toMatchObject({ cardno, nickname, prov: '上海', role: 'business', userlogo: src });

  // a body that tries to set what a member may not is refused and changes nothing
  const api = await ApiClient.create();
  await api.login({ phone, password });
  const refused = await api.call('Member/updateBaseInfo', { nickname: 'x', coins: 100000 });
  expect(refused).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
  expect((await api.ok('Member/userInfo')).nickname).toBe(nickname);
  await api.dispose();
});
