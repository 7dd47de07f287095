import { baseURL, demo, expect, loginAs, registerMember, test } from '../fixtures';
import { idNumberFor, png, setPin } from '../api-setup';
import { coins, noHorizontalScroll, shot } from '../page-checks';

/**
 * The member's side of the wallet (issue 3), each step its own test on a new member: top-up by sandbox and by bank
 * transfer, the payment PIN, the identity form, a rejected identity, the settings page, check-in and invitations.
 * The member's pages run at a phone's 360 px and must not scroll sideways. The admin's side and withdrawals are in
 * wallet-review.spec.ts.
 */

// each test sets up its own state through the API first
test.describe.configure({ timeout: 180_000 });

const PIN = '246810';

test.use({ viewport: { width: 360, height: 780 } });

test('top up through the sandbox (labelled test money) and by bank transfer (a reference, no coins yet)', async ({ page }) => {
  const member = await registerMember('designer');
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
  await shot(page, 'wallet-recharge-360');

  await page.getByTestId('recharge-again').click();
  await page.getByTestId('recharge-amount').fill('20.50');
  await page.getByTestId('recharge-method-bank').click();
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  const reference = (await page.getByTestId('recharge-reference').textContent())!.trim();
  expect(reference.length).toBeGreaterThan(4);
  await expect(page.getByTestId('recharge-available')).toHaveText('500.00');
});

test('the payment PIN is set only with the right login password', async ({ page }) => {
  const member = await registerMember('designer');
  await loginAs(page, member, '/personalCenter/securitySetting');
  await expect(page.getByTestId('paycode-state')).toHaveText('Not set');
  await page.getByTestId('paycode-open').click();
  await page.getByTestId('paycode-new').fill(PIN);
  await page.getByTestId('paycode-confirm').fill(PIN);
  await page.getByTestId('paycode-password').fill('wrong-password1');
  await page.getByTestId('paycode-save').click();
  // the refusal empties the password field: wait for it before typing the right one
  await expect(page.getByTestId('paycode-password')).toHaveValue('');
  await expect(page.getByTestId('paycode-state')).toHaveText('Not set');
  await page.getByTestId('paycode-password').fill(member.password);
  await page.getByTestId('paycode-save').click();
  await expect(page.getByTestId('paycode-state')).toHaveText('Set');
  await noHorizontalScroll(page);
});

test('withdrawing needs an identity: the link leads to the form, which checks the ID number and takes two photos', async ({ page }) => {
  const member = await registerMember('designer');
  await loginAs(page, member);
  await setPin(page.request, member.password);
  await page.goto('/personalCenter/caseOut');
  await expect(page.getByTestId('withdraw-need-identity')).toBeVisible();
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await page.getByTestId('withdraw-identity-link').click();
  await expect(page).toHaveURL(/\/personalCenter\/identity$/);

  await page.getByTestId('identity-realname').fill('张三');
  await page.getByTestId('identity-idno').fill('110105194912310021');
  await page.getByTestId('identity-submit').click();
  await expect(page.getByText('Not a valid 18-character ID number (check the last character)')).toBeVisible();
  await page.getByTestId('identity-idno').fill(idNumberFor(member.phone));
  await page.getByTestId('identity-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(64, 40, [200, 60, 60]) });
  await expect(page.getByTestId('identity-front-done')).toBeVisible();
  await page.getByTestId('identity-back-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(64, 40, [60, 60, 200]) });
  await expect(page.getByTestId('identity-back-done')).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'wallet-identity-form-360');
  await page.getByTestId('identity-submit').click();
  await expect(page.getByTestId('identity-pending')).toBeVisible();
  await expect(page.getByTestId('identity-state')).toHaveText('Pending');
});

test('a rejected identity shows the reason and can be submitted again; the settings page', async ({ page, signIn, admin }) => {
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
  const { page: adminUi } = await signIn(demo.admin);
  await adminUi.goto('/admin');
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
});

test('activity centre check-in and the invitation page', async ({ page }) => {
  const member = await registerMember('business');
  await loginAs(page, member, '/personalCenter/activityCenter');
  await expect(page.getByTestId('activity-points')).toHaveText('0');
  await page.getByTestId('activity-checkin').click();
  await expect(page.getByTestId('activity-checkin')).toBeDisabled();
  await expect(page.getByTestId('activity-points')).not.toHaveText('0');
  await expect(page.getByTestId('activity-history')).toContainText('Daily check-in');
  await noHorizontalScroll(page);
  await shot(page, 'wallet-activity-360');

  await page.goto('/personalCenter/invite');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(3);
  await expect(page.getByTestId('invite-link')).toContainText(`/login/register?invite=${code}`);
  await expect(page.getByTestId('invite-people')).toHaveText('0');
  await noHorizontalScroll(page);
  await shot(page, 'wallet-invite-360');

  // the link pre-fills the code on the registration page
  const visitor = await page.context().browser()!.newContext({ baseURL: baseURL(), locale: 'en-US' });
  const v = await visitor.newPage();
  await v.goto(`/login/register?invite=${code}`);
  await expect(v.getByTestId('register-invite')).toHaveValue(code);
  await visitor.close();
});
