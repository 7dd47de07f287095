import { seriousA11yViolations } from '../a11y';
import { expect, registerMember, test } from '../fixtures';

/**
 * A designer's saved search (decision 074): set the task hall's filters, save them with the hall's button, find the
 * search in the personal centre under its name, and delete it there.
 */
test('a designer saves the task hall’s filters and deletes the saved search in the personal centre', async ({ signIn }) => {
  const account = await registerMember('designer');
  const des = await signIn(account);
  const city = `测试城${account.cardno.slice(-4)}`;

  await des.page.goto('/orderList');
  await des.page.getByTestId('tasks-filter-types-booth').check();
  await des.page.getByTestId('tasks-filter-city').fill(city);
  await des.page.getByTestId('tasks-filter-apply').click();
  await des.page.getByTestId('tasks-save-search').click();
  await expect(des.page.getByText(/Search saved|已保存/)).toBeVisible();

  await des.page.goto('/personalCenter/savedSearches');
  const table = des.page.getByTestId('saved-searches-table');
  const row = table.getByRole('link', { name: new RegExp(city) });
  await expect(row).toBeVisible();
  await expect(row).toHaveText(/(展台设计|Booth \/ stand)/);
  expect(await seriousA11yViolations(des.page)).toEqual([]);
  await row.click();
  await expect(des.page).toHaveURL(new RegExp(`/orderList\\?city=${encodeURIComponent(city)}$`));
  await expect(des.page.getByTestId('tasks-filter-city')).toHaveValue(city);

  await des.page.goto('/personalCenter/savedSearches');
  await table.getByRole('button', { name: /Delete|删除/ }).click();
  await des.page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|删除/ })
    .click();
  await expect(table.getByRole('link', { name: new RegExp(city) })).toHaveCount(0);
  await expect(table).toContainText(/No saved searches yet|还没有搜索订阅/);

  // a city typed in English is kept by its Chinese name and named in the page's language (decision 087)
  await des.page.goto('/orderList');
  await des.page.getByTestId('tasks-filter-types-booth').check();
  await des.page.getByTestId('tasks-filter-city').fill('Shanghai');
  await des.page.getByTestId('tasks-filter-apply').click();
  await des.page.getByTestId('tasks-save-search').click();
  await expect(des.page.getByText(/Search saved|已保存/)).toBeVisible();
  await des.page.goto('/personalCenter/savedSearches');
  const shanghai = table.getByRole('link', { name: 'Shanghai · Booth / stand', exact: true });
  await expect(shanghai).toHaveAttribute('href', '/orderList?city=Shanghai');
});
