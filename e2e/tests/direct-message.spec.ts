import type { Page } from '@playwright/test';
import { factoryProfile } from '../api-setup';
import { expect, registerMember, test } from '../fixtures';

/**
 * Direct messages (issue 32 item 5, decision 080): a business opens a designer's page and sends a message; the
 * designer sees the unread badge, opens the conversation from the personal centre and answers; the business sees the
 * answer in the same conversation. A factory's page offers the same to its owner.
 */
test.describe.configure({ timeout: 120_000 });

/** The member's unread count as the header's badge shows it (Tipcenter/unread). */
async function unread(page: Page): Promise<number> {
  const res = await page.request.post('/api/Tipcenter/unread', { data: {} });
  return ((await res.json()) as { data: { unread: number } }).data.unread;
}

test('a business messages a designer from the designer page; the designer answers', async ({ signIn }) => {
  const designer = await registerMember('designer');
  const business = await registerMember('business');
  const biz = await signIn(business);
  const des = await signIn(designer);
  // not 0: the browser's sign-in is from a device the registration was not (a new-device notice)
  const designerUnread = await unread(des.page);

  // the business, on the designer's page
  await biz.page.goto(`/designInfo?cardno=${designer.cardno}`);
  await biz.page.getByTestId('send-message').click();
  await expect(biz.page).toHaveURL(new RegExp(`/personalCenter/messages/chat\\?cardno=${designer.cardno}$`));
  await expect(biz.page.getByTestId('dm-chat')).toBeVisible();
  await biz.page.getByTestId('dm-input').fill('您好，想请您设计一个 36㎡ 的特装展台。');
  await biz.page.getByTestId('dm-send').dblclick();
  await expect(biz.page.getByTestId('dm-message')).toHaveCount(1);
  await expect(biz.page.getByTestId('dm-message')).toContainText('36㎡');

  // the designer: the unread badge, the conversation, the thread, the answer
  await des.page.goto('/home');
  await expect(des.page.getByTestId('header-unread-badge')).toHaveAttribute('data-count', String(designerUnread + 1));
  await des.page.goto('/personalCenter/basicSettings');
  await des.page.getByTestId('pc-menu-messages').click();
  await expect(des.page.getByTestId(`dm-unread-${biz.cardno}`)).toHaveText('1');
  await des.page.getByTestId(`dm-conversation-${biz.cardno}`).click();
  await expect(des.page.getByTestId('dm-message')).toContainText('36㎡');
  await des.page.getByTestId('dm-input').fill('可以，请发我展位图。');
  await des.page.getByTestId('dm-send').click();
  await expect(des.page.getByTestId('dm-message')).toHaveCount(2);

  // the business sees the answer (the live stream or the poll refreshes the open thread)
  await expect(biz.page.getByTestId('dm-message').nth(1)).toContainText('请发我展位图', { timeout: 30_000 });
  await expect(biz.page.getByTestId('dm-message').nth(1)).toHaveAttribute('data-mine', 'false');
});

test('a business messages a factory from its page; the factory finds the conversation', async ({ signIn }) => {
  const factory = await registerMember('factory');
  const business = await registerMember('business');
  const fa = await signIn(factory);
  const company = `DM Builders ${Date.now().toString(36)}`;
  await factoryProfile(fa.page.request, company);
  const biz = await signIn(business);

  await biz.page.goto(`/factoryInfo?cardno=${factory.cardno}`);
  await expect(biz.page.getByTestId('fa-info-name')).toHaveText(company);
  await biz.page.getByTestId('send-message').click();
  await expect(biz.page).toHaveURL(new RegExp(`/personalCenter/messages/chat\\?cardno=${factory.cardno}$`));
  await biz.page.getByTestId('dm-input').fill('请问 9 月上海能搭一个 54㎡ 的展台吗？');
  await biz.page.getByTestId('dm-send').click();
  await expect(biz.page.getByTestId('dm-message')).toHaveCount(1);

  await fa.page.goto('/personalCenter/messages');
  await expect(fa.page.getByTestId(`dm-conversation-${biz.cardno}`)).toContainText('54㎡');
  await expect(fa.page.getByTestId(`dm-unread-${biz.cardno}`)).toHaveText('1');
});
