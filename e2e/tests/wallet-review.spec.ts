import { demo, expect, test, type ApiClient, type SignIn } from '../fixtures';
import { apiOk, submitIdentity, walletMember, withdraw } from '../api-setup';
import { noHorizontalScroll, shot } from '../page-checks';

/**
 * Money leaving the wallet and the back office's money queues (issue 3), each test with its own member made through
 * the API: the identity queue with its photos, a bank top-up rejected, withdrawals with their holds, the admin paying
 * and rejecting them, the dashboard, and the bills with their totals, filter and CSV export. The member's pages run
 * at 360 px.
 */

// each test sets up its own state through the API first
test.describe.configure({ timeout: 180_000 });

const REALNAME = '张三';
const ALIPAY = { account: 'zhangsan@example.com', accountName: REALNAME };
const BANK = { account: '6222 0200 0000 0000 001', accountName: REALNAME, bankName: 'ICBC Shanghai' };

test('the admin sees both identity photos in the queue and approves', async ({ signIn }) => {
  const member = await walletMember(signIn, { width: 360 });
  await submitIdentity(member.page.request, member.account.phone, REALNAME);
  const { page: A } = await signIn(demo.admin);
  await A.goto('/admin');
  await A.getByTestId('admin-menu-identity').click();
  await expect(A.getByTestId(`admin-identity-front-${member.cardno}`)).toBeVisible();
  for (const side of ['front', 'back']) {
    const img = A.getByTestId(`admin-identity-${side}-${member.cardno}`);
    await expect
      .poll(() => img.evaluate((el) => ((el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement | null)?.naturalWidth ?? 0))
      .toBeGreaterThan(0);
  }
  await expect(A.getByTestId(`admin-identity-${member.cardno}`)).toContainText(REALNAME);
  await A.getByTestId(`admin-identity-approve-${member.cardno}`).click();
  await A.getByTestId('review-ok').click();
  await expect(A.getByTestId(`admin-identity-approve-${member.cardno}`)).toHaveCount(0);

  await member.page.goto('/personalCenter/identity');
  await expect(member.page.getByTestId('identity-approved')).toBeVisible();
});

test('a bank top-up waits in the queue under its reference; rejecting it needs a reason and moves no coins', async ({ signIn }) => {
  const member = await walletMember(signIn, { coins: 50_000, width: 360 });
  const { reference } = await apiOk<{ reference: string }>(
    member.page.request,
    'Wallet/recharge',
    { amount: 2_050, method: 'bank' },
    { 'Idempotency-Key': `e2e-bank-${Date.now()}` },
  );
  const { page: A } = await signIn(demo.admin);
  await A.goto('/admin');
  await A.getByTestId('admin-menu-recharges').click();
  const search = A.locator('input[data-testid="admin-recharges-search"], [data-testid="admin-recharges-search"] input').first();
  await search.fill(reference);
  await search.press('Enter');
  const rejectTopUp = A.locator('[data-testid^="admin-recharge-reject-"]');
  await expect(rejectTopUp).toHaveCount(1);
  await rejectTopUp.click();
  await A.getByTestId('review-ok').click();
  await expect(A.getByText('Please enter Reason')).toBeVisible();
  await A.getByTestId('review-reason').fill('No transfer with this reference arrived');
  await A.getByTestId('review-ok').click();
  await expect(rejectTopUp).toHaveCount(0);

  await member.page.goto('/personalCenter/recharge');
  await expect(member.page.getByTestId('recharge-available')).toHaveText('500.00');
});

test('withdrawals: the verified name is filled in, the minimum is enforced, each request holds its amount', async ({ signIn, admin }) => {
  const { page } = await walletMember(signIn, { coins: 50_000, realname: REALNAME, admin: admin.request, width: 360 });
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId('withdraw-need-identity')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-available')).toHaveText('500.00');
  await expect(page.getByTestId('withdraw-account-name')).toHaveValue(REALNAME);
  await page.getByTestId('withdraw-amount').fill('50');
  await page.getByTestId('withdraw-account').fill(ALIPAY.account);
  await page.getByTestId('withdraw-paycode').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('At least 100.00', { exact: true })).toBeVisible();
  await page.getByTestId('withdraw-amount').fill('150.00');
  await page.getByTestId('withdraw-submit').click();
  const statuses = page.getByTestId('withdrawal-list').locator('[data-testid^="withdrawal-status-"]');
  await expect(statuses).toHaveCount(1);
  await expect(statuses).toHaveText('Pending');
  await expect(page.getByTestId('withdraw-available')).toHaveText('350.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('150.00');
  await noHorizontalScroll(page);
  await shot(page, 'wallet-caseout-360');

  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-method').getByText('Bank card').click();
  await page.getByTestId('withdraw-account').fill(BANK.account);
  await page.getByTestId('withdraw-bank-name').fill(BANK.bankName);
  await page.getByTestId('withdraw-paycode').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  await expect(statuses).toHaveCount(2);
  await expect(page.getByTestId('withdraw-available')).toHaveText('250.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('250.00');
});

/** A verified member with 500.00 who asked for 150.00 to Alipay and 100.00 to a bank card. */
async function memberWithTwoWithdrawals(signIn: SignIn, admin: ApiClient) {
  const member = await walletMember(signIn, { coins: 50_000, realname: REALNAME, admin: admin.request, width: 360 });
  const paidId = await withdraw(member.page.request, 15_000, ALIPAY);
  const rejectedId = await withdraw(member.page.request, 10_000, BANK);
  return { member, paidId, rejectedId };
}

test('the admin pays one withdrawal with a payout reference and rejects another; the member sees both', async ({ signIn, admin }) => {
  const { member, paidId, rejectedId } = await memberWithTwoWithdrawals(signIn, admin);
  const { page: A } = await signIn(demo.admin);
  await A.goto('/admin');
  await A.getByTestId('admin-menu-withdrawals').click();
  await expect(A.getByTestId(`admin-withdrawal-to-${paidId}`)).toContainText(ALIPAY.account);
  await expect(A.getByTestId(`admin-withdrawal-to-${paidId}`)).toContainText('matches identity');
  await A.getByTestId(`admin-withdrawal-pay-${paidId}`).click();
  await A.getByTestId('review-payout-ref').fill('ALIPAY-20260101-0001');
  await A.getByTestId('review-ok').click();
  await expect(A.getByTestId(`admin-withdrawal-pay-${paidId}`)).toHaveCount(0);
  await A.getByTestId(`admin-withdrawal-reject-${rejectedId}`).click();
  await A.getByTestId('review-reason').fill('Card number does not match the bank');
  await A.getByTestId('review-ok').click();
  await expect(A.getByTestId(`admin-withdrawal-reject-${rejectedId}`)).toHaveCount(0);
  await A.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  await expect(A.getByTestId(`admin-withdrawal-status-${paidId}`)).toHaveText('Paid');

  // the dashboard's money figures are there (the demo data has other members, so only their presence is exact)
  await A.getByTestId('admin-menu-dashboard').click();
  await expect(A.getByTestId('dashboard-money-membersAvailable')).toHaveText(/^\d+\.\d{2}$/);
  await expect(A.getByTestId('dashboard-money-withdrawalHold')).toHaveText(/^\d+\.\d{2}$/);
  // tasks by state, the complaint queue and 30 days of trend, a bar a day
  await expect(A.getByTestId('dashboard-tasks-recruiting')).toBeVisible();
  await expect(A.getByTestId('dashboard-queue-complaints')).toHaveAttribute('href', '/admin/complaints');
  await expect(A.getByTestId('dashboard-trend-members').locator('rect')).toHaveCount(30);
  await expect(A.getByTestId('dashboard-trend-members-total')).toHaveText(/^[1-9]\d*$/);

  const page = member.page;
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId(`withdrawal-status-${paidId}`)).toHaveText('Paid');
  await expect(page.getByTestId(`withdrawal-status-${rejectedId}`)).toHaveText('Rejected');
  await expect(page.getByTestId('withdraw-available')).toHaveText('350.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('0.00');
});

test('the bills show each step newest first with totals, by kind too, and the CSV export agrees', async ({ signIn, admin }) => {
  const { member, paidId, rejectedId } = await memberWithTwoWithdrawals(signIn, admin);
  await admin.ok('Admin/withdrawReview', { id: paidId, approve: true, payoutRef: 'ALIPAY-20260101-0001' });
  await admin.ok('Admin/withdrawReview', { id: rejectedId, approve: false, reason: 'Card number does not match the bank' });
  const page = member.page;
  await page.goto('/personalCenter/tradeManagement');
  const rows = page.getByTestId('bills-table').locator('[data-testid^="bill-amount-"]');
  await expect(rows).toHaveCount(4);
  // newest first: rejected +100, withdraw -100, withdraw -150, top-up +500
  await expect(rows).toHaveText(['+100.00', '-100.00', '-150.00', '+500.00']);
  const kinds = await page
    .getByTestId('bills-table')
    .locator('[data-kind]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(kinds).toEqual(['withdraw_rejected', 'withdraw', 'withdraw', 'recharge_sandbox']);
  await expect(page.getByTestId('bills-table')).toContainText('Top-up (sandbox — test money)');
  await expect(page.getByTestId(`bill-withdraw-status-${paidId}`)).toHaveText('Paid');
  await expect(page.getByTestId('bills-table')).toContainText('ALIPAY-20260101-0001');
  await expect(page.getByTestId(`bill-withdraw-status-${rejectedId}`)).toHaveText('Rejected');
  await expect(page.getByTestId('bills-allincome')).toHaveText('600.00');
  await expect(page.getByTestId('bills-allotcome')).toHaveText('250.00');
  await expect(page.getByTestId('bills-available')).toHaveText('350.00');
  await noHorizontalScroll(page);
  await shot(page, 'wallet-bills-360');

  await page.getByTestId('bills-kind').selectOption({ label: 'Withdrawal' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('bills-allincome')).toHaveText('0.00');
  await expect(page.getByTestId('bills-allotcome')).toHaveText('250.00');

  const href = await page.getByTestId('bills-export').getAttribute('href');
  expect(href).toBe('/api/Bills/export?kind=withdraw');
  const csv = await (await page.request.get(href!)).text();
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('id,time,kind,amount,memo,ref');
  expect(lines.slice(1, 3).map((l) => l.split(',')[3])).toEqual(['-100.00', '-150.00']);
  expect(lines.at(-2)).toBe(',,allincome,0.00,,');
  expect(lines.at(-1)).toBe(',,allotcome,-250.00,,');

  await page.goto('/personalCenter/basicSettings');
  await expect(page.getByTestId('wallet-coins')).toHaveText('350.00');
  await noHorizontalScroll(page);
});

test('the back-office money queues and dashboard fit a 360 px phone', async ({ signIn, admin }) => {
  const { member, paidId } = await memberWithTwoWithdrawals(signIn, admin);
  await admin.ok('Admin/withdrawReview', { id: paidId, approve: true, payoutRef: 'ALIPAY-20260101-0002' });
  const { page: N } = await signIn(demo.admin, 360);
  await N.goto('/admin/withdrawals');
  await N.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Status: All' });
  await expect(N.getByTestId(`admin-withdrawal-status-${paidId}`)).toHaveText('Paid');
  await noHorizontalScroll(N);
  await shot(N, 'wallet-admin-withdrawals-360');
  await N.goto('/admin/identity');
  await N.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Status: All' });
  await expect(N.getByTestId(`admin-identity-status-${member.cardno}`)).toHaveText('Approved');
  await noHorizontalScroll(N);
  await shot(N, 'wallet-admin-identity-360');
  await N.goto('/admin');
  await expect(N.getByTestId('dashboard-money')).toBeVisible();
  await noHorizontalScroll(N);
  await shot(N, 'wallet-admin-dashboard-360');
});
