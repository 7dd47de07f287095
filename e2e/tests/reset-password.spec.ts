import { ApiClient, expect, registerMember, smsCode, test } from '../fixtures';

test('reset the password in three steps, then log in with the new one only', async ({ page }) => {
  const member = await registerMember('designer', 'OldPassw0rd');
  const newPassword = 'NewPassw0rd';

  // a session that existed before the reset ends with it
  const before = await ApiClient.create();
  await before.login(member);

  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/\/login\/forgetpwd$/);

  // step 1: the phone, and a code is sent
  await page.getByTestId('reset-phone').fill(member.phone);
  const since = Date.now();
  await page.getByTestId('reset-send-code').click();
  const code = await smsCode(member.phone, 'reset', since);

  // step 2: a wrong code is refused, the right one passes
  await page.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('reset-verify').click();
  await expect(page.getByText('The verification code is wrong.')).toBeVisible();
  await page.getByTestId('reset-code').fill(code);
  await page.getByTestId('reset-verify').click();

  // step 3: the new password, twice
  await page.getByTestId('reset-password').fill(newPassword);
  await page.getByTestId('reset-confirm').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  expect((await before.call('Member/userInfo')).errorCode).toBe('AUTH_REQUIRED');
  await before.dispose();

  // the old password no longer works, the new one does
  await page.goto('/login');
  await page.getByTestId('login-phone').fill(member.phone);
  await page.getByTestId('login-password').fill('OldPassw0rd');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Phone number or password is incorrect.')).toBeVisible();
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-cardno')).toHaveText(member.cardno);
});
