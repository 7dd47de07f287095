import { demo, expect, test } from '../fixtures';
import { apiOk, recruitingTask } from '../api-setup';

/**
 * Factories are easy to hire (issue 32 item 4, decision 070): a business with a booth brief still recruiting designers
 * finds a factory in the directory, opens its page and asks it for a build quote with that brief attached; the
 * request is on the task with that factory invited. A visitor sees no such button.
 */
test.describe.configure({ timeout: 180_000 });

test('a business asks a factory for a quote from its page, with a booth brief attached', async ({ page, signIn }) => {
  const biz = await signIn(demo.business);
  const title = `Booth brief for a factory ${Date.now().toString(36)}`;
  const taskId = await recruitingTask(biz.page.request, { title });

  // a visitor sees the directory without the business's button
  await page.goto('/factory');
  const firstCard = page.locator('[data-testid^="fa-card-"]').first();
  await expect(firstCard).toBeVisible();
  await expect(page.locator('[data-testid^="fa-ask-quote-"]')).toHaveCount(0);

  // the business finds a factory in the directory and opens its page
  const b = biz.page;
  await b.goto('/factory');
  const card = b.locator('[data-testid^="fa-card-"]').first();
  const cardno = (await card.getAttribute('data-testid'))!.replace('fa-card-', '');
  await expect(card.getByTestId(`fa-ask-quote-${cardno}`)).toBeVisible();
  await card.getByTestId('fa-card-title').click();
  await expect(b).toHaveURL(new RegExp(`/factoryInfo\\?cardno=${cardno}$`));
  const name = (await b.getByTestId('fa-info-name').textContent())!.trim();

  await b.getByTestId(`fa-ask-quote-${cardno}`).click();
  await expect(b.getByTestId('fa-ask-dialog')).toContainText(`Ask ${name} for a build quote`);
  await b.getByTestId('fa-ask-task').selectOption({ label: `${title} · booth brief` });
  await b.getByTestId('fa-ask-notes').fill('Island stand, build and dismantle, two days on site.');
  await b.getByTestId('fa-ask-send').click();
  await expect(b.getByText(`Request sent to ${name}`)).toBeVisible();
  await expect(b.getByTestId('fa-ask-dialog')).toBeHidden();

  // the request is on the task, to that factory
  const requests = await apiOk<{ listItem: Array<{ notes: string; quotes: Array<{ cardno: string }> }> }>(b.request, 'Quote/taskRequests', {
    taskId,
  });
  expect(requests.listItem).toHaveLength(1);
  expect(requests.listItem[0]!.notes).toBe('Island stand, build and dismantle, two days on site.');
  expect(requests.listItem[0]!.quotes.map((q) => q.cardno)).toEqual([cardno]);
});
