import { demo, expect, test } from '../fixtures';

/**
 * Hiring from a designer's page (issue 32 item 5, decision 070): a business on the demo designer's page has "invite to
 * a task" and "buy a service"; the latter leads to the designer's packages and the existing buy flow. The designer's
 * own page offers neither.
 */
test.describe.configure({ timeout: 120_000 });

test("a business on a designer's page can invite them and buy one of their services", async ({ signIn }) => {
  const des = await signIn(demo.designer);
  const biz = await signIn(demo.business);
  const b = biz.page;
  await b.goto(`/designInfo?cardno=${des.cardno}`);
  await expect(b.getByTestId('ds-invite')).toBeVisible();
  await b.getByTestId('ds-buy-service').click();
  await expect(b).toHaveURL(/\/(serviceInfo\?id=\d+|service\?designer=\d+)$/);
  if (b.url().includes('/service?')) await b.locator('[data-testid^="service-card-"] a').first().click();
  await expect(b.getByTestId('service-buy')).toBeVisible();

  // the designer's own page: neither
  await des.page.goto(`/designInfo?cardno=${des.cardno}`);
  await expect(des.page.getByTestId('ds-info-name')).toBeVisible();
  await expect(des.page.getByTestId('ds-buy-service')).toHaveCount(0);
  await expect(des.page.getByTestId('ds-invite')).toHaveCount(0);
});
