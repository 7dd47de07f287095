import { expect, loginAs, registerMember, test, demo } from '../fixtures';

test("an admin's ban in the back office logs the member out", async ({ page, browser }) => {
  const member = await registerMember('designer');
  await loginAs(page, member, '/home');
  await expect(page.getByTestId('home-cardno')).toHaveText(member.cardno);

  // the admin, in a browser of their own, bans the member from /admin/members
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, demo.admin, '/admin/members');
  const search = adminPage.getByTestId('members-search').locator('input');
  await search.fill(member.phone);
  await search.press('Enter');
  await adminPage.getByTestId(`member-ban-${member.cardno}`).click();
  await adminPage.getByTestId('reason-input').fill('Spam, e2e test');
  await adminPage.getByTestId('reason-ok').click();
  await expect(adminPage.getByTestId(`member-ban-${member.cardno}`)).toHaveText(/Unban/);

  // the ban is in the audit log
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByText('Spam, e2e test')).toBeVisible();
  // read as a sentence, not `member.ban` (issue 32 item 9)
  await expect(adminPage.getByText(new RegExp(`banned member ${member.cardno}$`)).first()).toBeVisible();
  await adminContext.close();

  // the member's session is gone: their next step in the open page (no reload) lands on /login
  const check = await (await page.request.get('/api/User/loginCheck')).json();
  expect(check.data.loggedIn).toBe(false);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('header-user-menu').click();
  await page.getByTestId('header-personal-center').click();
  await expect(page).toHaveURL(/\/login/);

  // and logging in again is refused
  await page.getByTestId('login-phone').fill(member.phone);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('This account has been suspended.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
