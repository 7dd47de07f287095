import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { baseURL, demo, expect, loginAs, registerMember, screenshotDir, test } from '../fixtures';

/**
 * The wallet end to end, in the browser (issue 3, "What it must show"): a new member tops up through the sandbox,
 * sets a payment PIN and submits their identity with two ID photos; an admin approves it in the identity queue
 * (seeing the photos); the member withdraws; the admin pays it with a payout reference; a second withdrawal is
 * rejected and its coins come back; the bills page shows every step with the right totals, by filter too, and
 * its CSV export agrees. The member's pages run at a phone's 360 px and must not scroll sideways.
 */

const PIN = '246810';
const REALNAME = '张三';

/**
 * A valid ID number of its own for each member (an ID number verified for one member cannot be used by another):
 * the sequence digits come from the member's unique phone number.
 */
function idNumberFor(phone: string): string {
  const body = `31011519900101${phone.slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** A small valid PNG (solid colour), made here so the test needs no fixture files. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** cents as the UI shows them: 12345 → "123.45" (integers only) */
const coins = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${page.url()} is wider than the window`).toBeLessThanOrEqual(client);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `wallet-${name}.png`), fullPage: true });
}

async function adminPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US', timezoneId: 'Asia/Shanghai', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, demo.admin, '/admin');
  return page;
}

/** Server errors and page errors fail the test. */
function watch(page: Page, failures: string[]) {
  page.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${res.url()}`);
  });
  page.on('pageerror', (err) => failures.push(`page error: ${err.message}`));
}

test.use({ viewport: { width: 360, height: 780 } });

test('top up (sandbox), PIN, identity approved, withdraw paid and rejected, bills with totals', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  watch(page, failures);
  const member = await registerMember('designer');
  const IDNO = idNumberFor(member.phone);

  // 1. top up 500.00 through the sandbox, labelled as test money
  await loginAs(page, member, '/personalCenter/recharge');
  await expect(page.getByTestId('recharge-available')).toHaveText('0.00');
  await expect(page.getByTestId('recharge-method-sandbox')).toContainText('Sandbox — test money');
  await page.getByTestId('recharge-amount').fill('500');
  await page.getByTestId('recharge-method-sandbox').click();
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-done')).toHaveText('500.00 coins added to your wallet');
  await expect(page.getByTestId('recharge-available')).toHaveText('500.00');
  await expect(page.getByTestId('recharge-list').getByTestId('sandbox-tag').first()).toHaveText('Sandbox — test money');
  await noHorizontalScroll(page);
  await shot(page, 'recharge-360');

  // a bank transfer shows its reference and waits for an admin
  await page.getByTestId('recharge-again').click();
  await page.getByTestId('recharge-amount').fill('20.50');
  await page.getByTestId('recharge-method-bank').click();
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  const reference = (await page.getByTestId('recharge-reference').textContent())!.trim();
  expect(reference.length).toBeGreaterThan(4);
  await expect(page.getByTestId('recharge-available')).toHaveText('500.00');

  // 2. the payment PIN, confirmed with the login password
  await page.goto('/personalCenter/securitySetting');
  await expect(page.getByTestId('paycode-state')).toHaveText('Not set');
  await page.getByTestId('paycode-open').click();
  await page.getByTestId('paycode-new').fill(PIN);
  await page.getByTestId('paycode-confirm').fill(PIN);
  await page.getByTestId('paycode-password').fill('wrong-password1');
  await page.getByTestId('paycode-save').click();
  await expect(page.getByTestId('paycode-state')).toHaveText('Not set');
  await page.getByTestId('paycode-password').fill(member.password);
  await page.getByTestId('paycode-save').click();
  await expect(page.getByTestId('paycode-state')).toHaveText('Set');
  await noHorizontalScroll(page);

  // before the identity is approved the withdraw page says what is missing and links to it
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId('withdraw-need-identity')).toBeVisible();
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await page.getByTestId('withdraw-identity-link').click();
  await expect(page).toHaveURL(/\/personalCenter\/identity$/);

  // 3. identity: real name, ID number, two photos uploaded as private files
  await page.getByTestId('identity-realname').fill(REALNAME);
  await page.getByTestId('identity-idno').fill('110105194912310021');
  await page.getByTestId('identity-submit').click();
  await expect(page.getByText('Not a valid 18-character ID number (check the last character)')).toBeVisible();
  await page.getByTestId('identity-idno').fill(IDNO);
  await page.getByTestId('identity-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(64, 40, [200, 60, 60]) });
  await expect(page.getByTestId('identity-front-done')).toBeVisible();
  await page.getByTestId('identity-back-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(64, 40, [60, 60, 200]) });
  await expect(page.getByTestId('identity-back-done')).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'identity-form-360');
  await page.getByTestId('identity-submit').click();
  await expect(page.getByTestId('identity-pending')).toBeVisible();
  await expect(page.getByTestId('identity-state')).toHaveText('Pending');

  // 4. the admin sees both photos in the identity queue and approves
  const admin = await adminPage(browser);
  watch(admin, failures);
  await admin.getByTestId('admin-menu-identity').click();
  const front = admin.getByTestId(`admin-identity-front-${member.cardno}`);
  await expect(front).toBeVisible();
  for (const side of ['front', 'back']) {
    const img = admin.getByTestId(`admin-identity-${side}-${member.cardno}`);
    await expect
      .poll(() => img.evaluate((el) => ((el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement | null)?.naturalWidth ?? 0))
      .toBeGreaterThan(0);
  }
  await expect(admin.getByTestId(`admin-identity-${member.cardno}`)).toContainText(REALNAME);
  await admin.getByTestId(`admin-identity-approve-${member.cardno}`).click();
  await admin.getByTestId('review-ok').click();
  await expect(admin.getByTestId(`admin-identity-approve-${member.cardno}`)).toHaveCount(0);

  // the bank top-up waits in the top-up queue with its reference; the admin rejects it (no coins move)
  await admin.getByTestId('admin-menu-recharges').click();
  const search = admin.locator('input[data-testid="admin-recharges-search"], [data-testid="admin-recharges-search"] input').first();
  await search.fill(reference);
  await search.press('Enter');
  const rejectTopUp = admin.locator('[data-testid^="admin-recharge-reject-"]');
  await expect(rejectTopUp).toHaveCount(1);
  await rejectTopUp.click();
  await admin.getByTestId('review-ok').click();
  await expect(admin.getByText('Please enter Reason')).toBeVisible();
  await admin.getByTestId('review-reason').fill('No transfer with this reference arrived');
  await admin.getByTestId('review-ok').click();
  await expect(rejectTopUp).toHaveCount(0);

  // 5. the member withdraws 150.00 to Alipay; the holder name is filled from the verified identity
  await page.goto('/personalCenter/identity');
  await expect(page.getByTestId('identity-approved')).toBeVisible();
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId('withdraw-need-identity')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-available')).toHaveText('500.00');
  await expect(page.getByTestId('withdraw-account-name')).toHaveValue(REALNAME);
  await page.getByTestId('withdraw-amount').fill('50');
  await page.getByTestId('withdraw-account').fill('zhangsan@example.com');
  await page.getByTestId('withdraw-paycode').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('At least 100.00', { exact: true })).toBeVisible();
  await page.getByTestId('withdraw-amount').fill('150.00');
  await page.getByTestId('withdraw-submit').click();
  const firstStatus = page.getByTestId('withdrawal-list').locator('[data-testid^="withdrawal-status-"]');
  await expect(firstStatus).toHaveCount(1);
  await expect(firstStatus).toHaveText('Pending');
  const paidId = (await firstStatus.getAttribute('data-testid'))!.replace('withdrawal-status-', '');
  await expect(page.getByTestId('withdraw-available')).toHaveText('350.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('150.00');
  await noHorizontalScroll(page);
  await shot(page, 'caseout-360');

  // a second one, 100.00 to a bank card, which the admin will reject
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-method').getByText('Bank card').click();
  await page.getByTestId('withdraw-account').fill('6222 0200 0000 0000 001');
  await page.getByTestId('withdraw-bank-name').fill('ICBC Shanghai');
  await page.getByTestId('withdraw-paycode').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdrawal-list').locator('[data-testid^="withdrawal-status-"]')).toHaveCount(2);
  const rejectedId = (await page.getByTestId('withdrawal-list').locator('[data-testid^="withdrawal-status-"]').first().getAttribute('data-testid'))!.replace(
    'withdrawal-status-',
    '',
  );
  expect(rejectedId).not.toBe(paidId);
  await expect(page.getByTestId('withdraw-available')).toHaveText('250.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('250.00');

  // 6. the admin pays the first with a payout reference and rejects the second with a reason
  await admin.getByTestId('admin-menu-withdrawals').click();
  await expect(admin.getByTestId(`admin-withdrawal-to-${paidId}`)).toContainText('zhangsan@example.com');
  await expect(admin.getByTestId(`admin-withdrawal-to-${paidId}`)).toContainText('matches identity');
  await admin.getByTestId(`admin-withdrawal-pay-${paidId}`).click();
  await admin.getByTestId('review-payout-ref').fill('ALIPAY-20260101-0001');
  await admin.getByTestId('review-ok').click();
  await expect(admin.getByTestId(`admin-withdrawal-pay-${paidId}`)).toHaveCount(0);
  await admin.getByTestId(`admin-withdrawal-reject-${rejectedId}`).click();
  await admin.getByTestId('review-reason').fill('Card number does not match the bank');
  await admin.getByTestId('review-ok').click();
  await expect(admin.getByTestId(`admin-withdrawal-reject-${rejectedId}`)).toHaveCount(0);
  await admin.getByTestId('admin-withdrawals-status').click();
  await admin.getByTitle('Paid').click();
  await expect(admin.getByTestId(`admin-withdrawal-status-${paidId}`)).toHaveText('Paid');

  // the dashboard's money figures are there (the demo data has other members, so only their presence is exact)
  await admin.getByTestId('admin-menu-dashboard').click();
  await expect(admin.getByTestId('dashboard-money-membersAvailable')).toHaveText(/^\d+\.\d{2}$/);
  await expect(admin.getByTestId('dashboard-money-withdrawalHold')).toHaveText(/^\d+\.\d{2}$/);

  // 7. the member's withdrawals and bills show each step with the right totals
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId(`withdrawal-status-${paidId}`)).toHaveText('Paid');
  await expect(page.getByTestId(`withdrawal-status-${rejectedId}`)).toHaveText('Rejected');
  await expect(page.getByTestId('withdraw-available')).toHaveText('350.00');
  await expect(page.getByTestId('withdraw-held')).toHaveText('0.00');

  await page.goto('/personalCenter/tradeManagement');
  const rows = page.getByTestId('bills-table').locator('[data-testid^="bill-amount-"]');
  await expect(rows).toHaveCount(4);
  // newest first: rejected +100, withdraw -100, withdraw -150, top-up +500
  await expect(rows).toHaveText(['+100.00', '-100.00', '-150.00', '+500.00']);
  const kinds = await page.getByTestId('bills-table').locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(kinds).toEqual(['withdraw_rejected', 'withdraw', 'withdraw', 'recharge_sandbox']);
  await expect(page.getByTestId('bills-table')).toContainText('Top-up (sandbox — test money)');
  await expect(page.getByTestId(`bill-withdraw-status-${paidId}`)).toHaveText('Paid');
  await expect(page.getByTestId('bills-table')).toContainText('ALIPAY-20260101-0001');
  await expect(page.getByTestId(`bill-withdraw-status-${rejectedId}`)).toHaveText('Rejected');
  await expect(page.getByTestId('bills-allincome')).toHaveText('600.00');
  await expect(page.getByTestId('bills-allotcome')).toHaveText('250.00');
  await expect(page.getByTestId('bills-available')).toHaveText('350.00');
  await noHorizontalScroll(page);
  await shot(page, 'bills-360');

  // filtered by kind: the totals follow the filter
  await page.getByTestId('bills-kind').click();
  await page.getByTitle('Withdrawal', { exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('bills-allincome')).toHaveText('0.00');
  await expect(page.getByTestId('bills-allotcome')).toHaveText('250.00');

  // the CSV export of the same filter
  const href = await page.getByTestId('bills-export').getAttribute('href');
  expect(href).toBe('/api/Bills/export?kind=withdraw');
  const csv = await (await page.request.get(href!)).text();
  const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(lines[0]).toBe('id,time,kind,amount,memo,ref');
  expect(lines.slice(1, 3).map((l) => l.split(',')[3])).toEqual(['-100.00', '-150.00']);
  expect(lines.at(-2)).toBe(',,allincome,0.00,,');
  expect(lines.at(-1)).toBe(',,allotcome,-250.00,,');

  // the wallet figures on basic settings
  await page.goto('/personalCenter/basicSettings');
  await expect(page.getByTestId('wallet-coins')).toHaveText('350.00');
  await noHorizontalScroll(page);

  // the back-office queues at 360 px too, for a look
  const narrowAdmin = await adminPage(browser, 360);
  await narrowAdmin.goto('/admin/withdrawals');
  await narrowAdmin.getByTestId('admin-withdrawals-status').click();
  await narrowAdmin.getByTitle('Status: All').click();
  await expect(narrowAdmin.getByTestId(`admin-withdrawal-status-${paidId}`)).toHaveText('Paid');
  await noHorizontalScroll(narrowAdmin);
  await shot(narrowAdmin, 'admin-withdrawals-360');
  await narrowAdmin.goto('/admin/identity');
  await narrowAdmin.getByTestId('admin-identities-status').click();
  await narrowAdmin.getByTitle('Status: All').click();
  await expect(narrowAdmin.getByTestId(`admin-identity-status-${member.cardno}`)).toHaveText('Approved');
  await noHorizontalScroll(narrowAdmin);
  await shot(narrowAdmin, 'admin-identity-360');
  await narrowAdmin.goto('/admin');
  await expect(narrowAdmin.getByTestId('dashboard-money')).toBeVisible();
  await noHorizontalScroll(narrowAdmin);
  await shot(narrowAdmin, 'admin-dashboard-360');

  await admin.context().close();
  await narrowAdmin.context().close();
  expect(failures).toEqual([]);
});

test('a rejected identity shows the reason and can be submitted again; the settings page', async ({ page, browser, admin }) => {
  const failures: string[] = [];
  watch(page, failures);
  const member = await registerMember('factory');
  const idno = idNumberFor(member.phone);
  await loginAs(page, member, '/personalCenter/identity');
  await page.getByTestId('identity-realname').fill('Li Si');
  await page.getByTestId('identity-idno').fill(idno);
  await page.getByTestId('identity-front-input').setInputFiles({ name: 'f.png', mimeType: 'image/png', buffer: png(48, 30, [10, 120, 10]) });
  await expect(page.getByTestId('identity-front-done')).toBeVisible();
  await page.getByTestId('identity-back-input').setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png(48, 30, [120, 10, 120]) });
  await expect(page.getByTestId('identity-back-done')).toBeVisible();
  await page.getByTestId('identity-submit').click();
  await expect(page.getByTestId('identity-pending')).toBeVisible();

  await admin.ok('Admin/identityReview', { cardno: member.cardno, approve: false, reason: 'The photo of the back is unreadable' });
  await page.reload();
  await expect(page.getByTestId('identity-rejected')).toBeVisible();
  await expect(page.getByTestId('identity-reason')).toHaveText('The photo of the back is unreadable');
  await expect(page.getByTestId('identity-state')).toHaveText('Rejected');
  await page.getByTestId('identity-realname').fill('Li Si');
  await page.getByTestId('identity-idno').fill(idno);
  await page.getByTestId('identity-front-input').setInputFiles({ name: 'f2.png', mimeType: 'image/png', buffer: png(48, 30, [10, 160, 10]) });
  await expect(page.getByTestId('identity-front-done')).toBeVisible();
  await page.getByTestId('identity-back-input').setInputFiles({ name: 'b2.png', mimeType: 'image/png', buffer: png(48, 30, [160, 10, 160]) });
  await expect(page.getByTestId('identity-back-done')).toBeVisible();
  await page.getByTestId('identity-submit').click();
  await expect(page.getByTestId('identity-pending')).toBeVisible();

  // the settings page shows the current values as coins and percent, and saves them (unchanged here, so other
  // tests on this server are not affected) with a note for the audit log
  const adminUi = await adminPage(browser);
  watch(adminUi, failures);
  await adminUi.getByTestId('admin-menu-settings').click();
  const settings = await admin.ok<{ commissionRate: number; withdrawMin: number }>('Admin/settings');
  await expect(adminUi.getByTestId('admin-settings-commission')).toHaveValue(coins(settings.commissionRate));
  await expect(adminUi.getByTestId('admin-settings-withdraw-min')).toHaveValue(coins(settings.withdrawMin));
  await adminUi.getByTestId('admin-settings-commission').fill('10.005');
  await adminUi.getByTestId('admin-settings-save').click();
  await expect(adminUi.getByText('Enter an amount like 100 or 100.50 (at most two decimals)')).toBeVisible();
  await adminUi.getByTestId('admin-settings-commission').fill(coins(settings.commissionRate));
  await adminUi.getByTestId('admin-settings-reason').fill('e2e: saved unchanged');
  await adminUi.getByTestId('admin-settings-save').click();
  await expect(adminUi.getByText('Settings saved')).toBeVisible();
  expect((await admin.ok<{ commissionRate: number }>('Admin/settings')).commissionRate).toBe(settings.commissionRate);
  await adminUi.context().close();
  expect(failures).toEqual([]);
});

test('activity centre check-in and the invitation page', async ({ page }) => {
  const failures: string[] = [];
  watch(page, failures);
  const member = await registerMember('business');
  await loginAs(page, member, '/personalCenter/activityCenter');
  await expect(page.getByTestId('activity-points')).toHaveText('0');
  await page.getByTestId('activity-checkin').click();
  await expect(page.getByTestId('activity-checkin')).toBeDisabled();
  await expect(page.getByTestId('activity-points')).not.toHaveText('0');
  await expect(page.getByTestId('activity-history')).toContainText('Daily check-in');
  await noHorizontalScroll(page);
  await shot(page, 'activity-360');

  await page.goto('/personalCenter/invite');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(3);
  await expect(page.getByTestId('invite-link')).toContainText(`/login/register?invite=${code}`);
  await expect(page.getByTestId('invite-people')).toHaveText('0');
  await noHorizontalScroll(page);
  await shot(page, 'invite-360');

  // the link pre-fills the code on the registration page
  const visitor = await page.context().browser()!.newContext({ baseURL: baseURL(), locale: 'en-US' });
  const v = await visitor.newPage();
  await v.goto(`/login/register?invite=${code}`);
  await expect(v.getByTestId('register-invite')).toHaveValue(code);
  await visitor.close();
  expect(failures).toEqual([]);
});
