import { expect, loginAs, registerMember, test } from '../fixtures';

test('the unread badge changes live when a message arrives, and again when it is read', async ({ page, admin }) => {
  const member = await registerMember('designer');

  // open /home with the event stream connected
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/Tipcenter/stream') && r.status() === 200);
  await loginAs(page, member, '/home');
  await streamOpen;
  const badge = page.getByTestId('header-unread-badge');
  await expect(badge).toBeVisible();
  const initial = Number(await badge.getAttribute('data-count'));

  // an admin changes the member's role: the member is told by a message
  const sentAt = Date.now();
  await admin.ok('Admin/memberRole', { cardno: member.cardno, role: 'factory', reason: 'Stand builder, e2e test' });
  await expect(badge).toHaveAttribute('data-count', String(initial + 1), { timeout: 5_000 });
  const elapsed = Date.now() - sentAt;
  test.info().annotations.push({ type: 'badge latency', description: `${elapsed} ms after the admin call returned` });
  expect(elapsed).toBeLessThan(3_000); // the stream, not a poll (the two-process server test holds it to 1 s)

  // the message is in the tip centre; reading it brings the badge back down
  await badge.click();
  await expect(page).toHaveURL(/\/message$/);
  const row = page.locator('[data-testid^="message-"][data-read="false"]').filter({ hasText: 'Your account role has changed' });
  await expect(row).toHaveCount(1);
  await page.getByTestId('message-read-all').click();
  await expect(badge).toHaveAttribute('data-count', '0');
});
