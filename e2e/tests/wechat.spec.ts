import { expect, smsCode, test, uniquePhone } from '../fixtures';

/**
 * WeChat website login against the stand-in (apps/server/src/dev/wechat-standin.ts, started by the config):
 * QR code on the login page → WeChat's authorize page → back with code and state → first login binds a phone
 * and creates the member with WeChat's nickname → later, security settings log out every other session.
 */
test('first WeChat login binds a phone; security settings log out the other sessions', async ({ page, browser }) => {
  test.setTimeout(150_000); // two browsers and two trips through WeChat's pages
  await page.goto('/login');
  await page.getByTestId('wechat-start').click();
  await expect(page.getByTestId('wechat-qr')).toBeVisible();
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // the link opens WeChat's authorize page (the stand-in), where the user allows the login
  await page.getByTestId('wechat-link').click();
  await page.getByRole('link', { name: 'Allow as 微信小艾' }).click();

  // back at BoothHub: a WeChat nobody has bound yet asks for a phone
  await expect(page).toHaveURL(/\/login\/bindPhone\?wechat=1$/);
  await expect(page.getByTestId('wechat-bind-nickname')).toContainText('微信小艾');
  const phone = uniquePhone();
  await page.getByTestId('wechat-bind-phone').fill(phone);
  const since = Date.now();
  await page.getByTestId('wechat-bind-get-code').click();
  await page.getByTestId('wechat-bind-code').fill(await smsCode(phone, undefined, since));
  await page.getByTestId('wechat-bind-submit').click();

  // logged in as a new member named after WeChat
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-nickname').first()).toHaveText('微信小艾');

  // the same WeChat logs in from another browser
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByTestId('wechat-start').click();
  await otherPage.getByTestId('wechat-link').click();
  await otherPage.getByRole('link', { name: 'Allow as 微信小艾' }).click();
  await expect(otherPage).toHaveURL(/\/home$/);
  await expect(otherPage.getByTestId('header-nickname').first()).toHaveText('微信小艾');

  // security settings: WeChat bound, two sessions; log out all others
  await page.goto('/personalCenter/securitySetting');
  await expect(page.getByTestId('security-wechat-bound')).toContainText('微信小艾');
  await expect(page.getByTestId('session-item')).toHaveCount(2);
  await page.getByTestId('sessions-revoke-others').click();
  await page.getByRole('dialog', { name: 'Log out every other device?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('session-item')).toHaveCount(1);
  await expect(page.getByTestId('security-event').first()).toContainText('Other sessions logged out');

  const check = await (await otherPage.request.get('/api/User/loginCheck')).json();
  expect(check.data.loggedIn).toBe(false);
  await other.close();

  // the page fits a 360 px phone
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByTestId('session-item')).toHaveCount(1);
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client!);
});
