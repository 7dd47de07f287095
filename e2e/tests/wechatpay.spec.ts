import { expect, loginAs, registerMember, test } from '../fixtures';

/** the stand-in playwright.config.ts starts */
const wechatpayUrl = `http://127.0.0.1:${process.env.WECHATPAY_STANDIN_PORT}`;

/**
 * A WeChat Pay top-up against the stand-in (apps/server/src/dev/wechatpay-standin.ts, started by the config): the
 * page shows the order's QR code, the test "scans" it at the stand-in, which sends WeChat's signed notification to
 * the server, and the page updates by itself into the coins added.
 */
test('top up with WeChat Pay: scan the QR code, and the page shows the coins once WeChat says it was paid', async ({ page, request }) => {
  const member = await registerMember('business');
  await loginAs(page, member, '/personalCenter/recharge');
  await expect(page.getByTestId('recharge-available')).toHaveText('0.00');
  await expect(page.getByTestId('recharge-method-wechatpay')).toContainText('WeChat Pay');
  await page.getByTestId('recharge-amount').fill('8000');
  await page.getByTestId('recharge-method-wechatpay').click();
  await page.getByTestId('recharge-submit').click();

  const panel = page.getByTestId('wechatpay-panel');
  await expect(page.getByTestId('wechatpay-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const codeUrl = await panel.getAttribute('data-code-url');
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  await expect(page.getByTestId('recharge-available')).toHaveText('0.00');

  // the member scans the code with WeChat and pays
  const paid = await request.post(`${wechatpayUrl}/standin/scan`, { data: { code_url: codeUrl } });
  expect(paid.status()).toBe(200);
  expect((await paid.json()).deliveries.map((d: { status: number }) => d.status)).toEqual([204]);

  await expect(page.getByTestId('recharge-done')).toHaveText('8000.00 coins added to your wallet', { timeout: 20_000 });
  await expect(page.getByTestId('recharge-available')).toHaveText('8000.00');
  await expect(panel).toHaveCount(0);
});
