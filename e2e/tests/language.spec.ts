import { expect, test } from '../fixtures';

test('the language switch changes the texts between English and Chinese, and the choice is kept', async ({ page }) => {
  await page.goto('/login');
  const sw = page.getByTestId('lang-switch');
  await expect(sw).toHaveAttribute('data-lang', 'en-US'); // the browser says en-US
  await expect(page.getByTestId('login-submit')).toHaveText(/Log in/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await sw.click();
  await expect(sw).toHaveAttribute('data-lang', 'zh-CN');
  await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/登录/);

  // the server answers in the chosen language too
  await page.getByTestId('login-phone').fill('13900000000');
  await page.getByTestId('login-password').fill('whatever1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('手机号或密码错误。')).toBeVisible();

  // kept across a reload and on other pages
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '会展设计接单平台' })).toBeVisible();
  await page.getByTestId('lang-switch').click();
  await expect(page.getByRole('heading', { name: 'The marketplace for exhibition and convention design' })).toBeVisible();
  await expect(page.getByTestId('lang-switch')).toHaveAttribute('data-lang', 'en-US');
});

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });
  test('starts in Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('lang-switch')).toHaveAttribute('data-lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '会展设计接单平台' })).toBeVisible();
  });
});
