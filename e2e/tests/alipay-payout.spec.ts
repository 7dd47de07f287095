import { demo, expect, test } from '../fixtures';
import { walletMember, withdraw } from '../api-setup';

/**
 * The back office pays an approved identity's Alipay withdrawal through Alipay's transfer (decision 077), against the
 * stand-in the config starts: "Pay via Alipay" asks first, then shows Alipay's order id; the member sees it paid with
 * that reference. A bank-card withdrawal has no such button (paid by hand).
 */
test.describe.configure({ timeout: 120_000 });

const REALNAME = '张三';

test("the admin pays an Alipay withdrawal with one click; the member sees it paid with Alipay's order id", async ({ signIn, admin }) => {
  const member = await walletMember(signIn, { coins: 50_000, realname: REALNAME, admin: admin.request });
  const alipayId = await withdraw(member.page.request, 15_000, { account: 'zhangsan@example.com', accountName: REALNAME });
  const bankId = await withdraw(member.page.request, 10_000, { account: '6222020000000000001', accountName: REALNAME, bankName: 'ICBC' });

  const { page: A } = await signIn(demo.admin);
  await A.goto('/admin/withdrawals');
  const search = A.locator('input[data-testid="admin-withdrawals-search"], [data-testid="admin-withdrawals-search"] input').first();
  await search.fill(member.account.phone);
  await search.press('Enter');
  await expect(A.getByTestId(`admin-withdrawal-to-${bankId}`)).toBeVisible();
  await expect(A.getByTestId(`admin-withdrawal-alipay-${bankId}`)).toHaveCount(0);

  await A.getByTestId(`admin-withdrawal-alipay-${alipayId}`).click();
  await expect(A.getByTestId(`admin-withdrawal-alipay-${alipayId}-confirm`)).toContainText(
    'Pay 150.00 coins to the Alipay account zhangsan@example.com (张三) now?',
  );
  await A.getByTestId('payout-ok').click();
  const result = A.getByTestId('payout-result-text');
  await expect(result).toHaveText(new RegExp(`^Withdrawal #${alipayId} was paid\\. Alipay order: \\d+$`));
  const orderId = (await result.textContent())!.split(': ')[1]!;
  await A.getByTestId('payout-result-close').click();
  // paid: gone from the pending queue, the bank card's still there
  await expect(A.getByTestId(`admin-withdrawal-to-${alipayId}`)).toHaveCount(0);
  await expect(A.getByTestId(`admin-withdrawal-pay-${bankId}`)).toBeVisible();

  await member.page.goto('/personalCenter/caseOut');
  await expect(member.page.getByTestId(`withdrawal-status-${alipayId}`)).toHaveText('Paid');
  await expect(member.page.getByTestId('withdraw-held')).toHaveText('100.00');
  await member.page.goto('/personalCenter/tradeManagement');
  await expect(member.page.getByTestId('bills-table')).toContainText(orderId);
});
