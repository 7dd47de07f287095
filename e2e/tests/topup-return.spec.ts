import { expect, registerMember, test, type Session } from '../fixtures';
import { PIN, publishTask, setPin } from '../api-setup';

/** the stand-ins playwright.config.ts starts */
const wechatpayUrl = `http://127.0.0.1:${process.env.WECHATPAY_STANDIN_PORT}`;
const alipayUrl = `http://127.0.0.1:${process.env.ALIPAY_STANDIN_PORT}`;

/**
 * A business without the coins for a task's payment tops up through a payment provider's stand-in and comes back to
 * the payment (issue 33 "What it must show"): the checkout's top-up link carries the coins still needed and the way
 * back (decision 071), the top-up page fills in the amount, the provider is paid, the coins land on its notification,
 * and the way back leads to the payment, which then goes through. WeChat Pay's QR code on a desktop; Alipay's phone
 * page (alipay.trade.wap.pay) in a 360×740 window, coming back through "checking your payment".
 */
test.describe.configure({ timeout: 120_000 });

const COST = 800_000;

/** a new business with a PIN, no coins, and a task of COST waiting for its payment; the payment page opened */
async function shortBusiness(signIn: (a: { phone: string; password: string }, width?: number) => Promise<Session>, width?: number) {
  const account = await registerMember('business');
  const session = await signIn(account, width);
  const { page } = session;
  if (width) await page.setViewportSize({ width, height: 740 });
  await setPin(page.request, account.password);
  const taskId = await publishTask(page.request, { cost: COST });
  await page.goto(`/orderPay?id=${taskId}`);
  await expect(page.getByTestId('pay-price')).toHaveAttribute('data-cents', String(COST));
  await expect(page.getByTestId('pay-balance')).toHaveAttribute('data-cents', '0');
  await expect(page.getByTestId('pay-short')).toBeVisible();
  await page.getByTestId('pay-recharge').click();
  await expect(page).toHaveURL(`/personalCenter/recharge?need=${COST}&return=${encodeURIComponent(`/orderPay?id=${taskId}`)}`);
  await expect(page.getByTestId('recharge-amount')).toHaveValue('8000.00');
  return { page, taskId };
}

/** back at the task's payment with the coins: pay it with the PIN */
async function payTheTask(page: Session['page'], taskId: number) {
  await page.getByTestId('recharge-return').click();
  await expect(page).toHaveURL(`/orderPay?id=${taskId}`);
  await expect(page.getByTestId('pay-balance')).toHaveAttribute('data-cents', String(COST));
  await expect(page.getByTestId('pay-short')).toHaveCount(0);
  await page.getByTestId('pay-pin').fill(PIN);
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(`/orderDetail?id=${taskId}`);
}

test("short of coins: top up with WeChat Pay's QR code, come back to the task's payment and pay", async ({ signIn, request }) => {
  const { page, taskId } = await shortBusiness(signIn);
  await page.getByTestId('recharge-method-wechatpay').click();
  await page.getByTestId('recharge-submit').click();
  const panel = page.getByTestId('wechatpay-panel');
  await expect(page.getByTestId('wechatpay-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const codeUrl = await panel.getAttribute('data-code-url');

  // the member scans the code with WeChat and pays
  const scanned = await request.post(`${wechatpayUrl}/standin/scan`, { data: { code_url: codeUrl } });
  expect(scanned.status()).toBe(200);
  const { transactionId } = (await scanned.json()) as { transactionId: string };
  await expect(page.getByTestId('recharge-done')).toHaveText('8000.00 coins added to your wallet', { timeout: 20_000 });
  await expect(page.getByTestId('recharge-available')).toHaveText('8000.00');

  await payTheTask(page, taskId);

  // the bills name the provider and its trade number
  await page.goto('/personalCenter/tradeManagement');
  await expect(page.getByTestId('bills-table')).toContainText('Top-up (WeChat Pay)');
  await expect(page.getByTestId('bills-table')).toContainText(transactionId);
});

test("short of coins on a phone: Alipay's phone page, pay, back through 'checking your payment' to the task's payment", async ({ signIn }) => {
  const { page, taskId } = await shortBusiness(signIn, 360);
  await page.getByTestId('recharge-method-alipay').click();
  await page.getByTestId('recharge-submit').click();

  // sent to Alipay's phone page (the stand-in), signed for the amount
  await page.waitForURL((u) => u.href.startsWith(alipayUrl));
  expect(new URL(page.url()).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  await expect(page.getByTestId('alipay-amount')).toHaveText('8000.00');
  await page.getByTestId('alipay-pay').click();

  // back on the top-up page with the way back; the payment checked and shown paid
  await page.waitForURL(/\/personalCenter\/recharge\?topup=\d+/);
  const back = new URL(page.url());
  expect(back.searchParams.get('return')).toBe(`/orderPay?id=${taskId}`);
  const tradeNo = back.searchParams.get('trade_no')!;
  await expect(page.getByTestId('recharge-done')).toHaveText('8000.00 coins added to your wallet', { timeout: 20_000 });
  await expect(page.getByTestId('recharge-available')).toHaveText('8000.00');
  await expect(page.getByTestId('recharge-list')).toContainText('Alipay');

  await payTheTask(page, taskId);

  await page.goto('/personalCenter/tradeManagement');
  await expect(page.getByTestId('bills-table')).toContainText('Top-up (Alipay)');
  await expect(page.getByTestId('bills-table')).toContainText(tradeNo);
});
