import { demo, expect, registerMember, test } from '../fixtures';
import { apiOk, png, taskAt, uploadFile } from '../api-setup';

/**
 * Avatars beside names (issue 32 item 5): a demo designer sets an avatar; the business sees it on its task's
 * applicants, on the designer's card in the directory and in their conversation; a designer without one shows the
 * initial of their name on a colour instead. Decorative everywhere: alt="" beside the name.
 */
test.describe.configure({ timeout: 180_000 });

test("a designer's avatar on a task's applicants, the directory card and a conversation; the initial without one", async ({ signIn }) => {
  // 周 of the designers demo (the last of the twenty)
  const des = await signIn({ phone: '13900000020', password: demo.designer.password });
  const fileId = await uploadFile(des.page.request, 'avatar', { name: 'me.png', mimeType: 'image/png', buffer: png(64, 64, [30, 120, 200]) });
  const me = await apiOk<{ userlogo: string; nickname: string }>(des.page.request, 'Member/updateBaseInfo', { userlogo: fileId });
  const plain = await signIn(await registerMember('designer'));
  const biz = await signIn(demo.business);
  const id = await taskAt('signed_up', biz, des);
  await apiOk(plain.page.request, 'Taskcenter/designerSignup', { id, message: 'One concept, five days.', days: 5 });

  // the task's applicants: the picture, sized and decorative; the other designer's initial, no picture
  const page = biz.page;
  await page.goto(`/orderDetail?id=${id}`);
  const withPicture = page.getByTestId(`applicant-${des.cardno}`).locator('.bh-avatar img');
  await expect(withPicture).toHaveAttribute('src', me.userlogo);
  await expect(withPicture).toHaveAttribute('alt', '');
  await expect(withPicture).toHaveAttribute('width', /\d+/);
  const fallback = page.getByTestId(`applicant-${plain.cardno}`).locator('.bh-avatar');
  await expect(fallback).toHaveAttribute('data-initial', /^\S$/u);
  await expect(fallback).toHaveAttribute('aria-hidden', 'true');
  await expect(fallback.locator('img')).toHaveCount(0);
  expect(await fallback.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0.25)');

  // the designer directory's card
  await page.goto(`/designer?searchKey=${encodeURIComponent(me.nickname)}`);
  await expect(page.getByTestId(`ds-card-${des.cardno}`).locator('.bh-avatar img')).toHaveAttribute('src', me.userlogo);

  // a conversation: the chat's head and the conversations list
  await page.goto(`/personalCenter/messages/chat?cardno=${des.cardno}`);
  await expect(page.getByTestId('dm-chat').locator('.bh-avatar img').first()).toHaveAttribute('src', me.userlogo);
  await page.getByTestId('dm-input').fill('您好，想请您设计一个展台。');
  await page.getByTestId('dm-send').click();
  await expect(page.getByTestId('dm-message')).toHaveCount(1);
  await page.goto('/personalCenter/messages');
  await expect(page.getByTestId(`dm-conversation-${des.cardno}`).locator('.bh-avatar img')).toHaveAttribute('src', me.userlogo);
  // the name is read once: the avatar adds no text
  await expect(page.getByTestId(`dm-conversation-${des.cardno}`).locator('strong')).toHaveText(me.nickname);
});
