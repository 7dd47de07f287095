import { demo, expect, test } from '../fixtures';
import { image } from '../task-pages';
import { noHorizontalScroll, shot } from '../page-checks';

/**
 * Articles (issue 9): the admin writes an article in the back office (draft, then published, with a cover and rich
 * content); a visitor finds it by category and keyword and reads it; a member favourites it and finds it in My
 * Collection. A unique word in the title isolates this test's article from the demo ones.
 */
test.describe.configure({ timeout: 180_000 });

test('the admin publishes an article; a visitor finds and reads it; a member keeps it in My Collection', async ({ page, signIn }) => {
  const word = `zq${Date.now().toString(36)}`;
  const { page: A } = await signIn(demo.admin);
  await A.goto('/admin/articles');
  await A.getByTestId('admin-article-new').click();
  // the category is a native select in the plain editor dialog
  await A.getByRole('dialog', { name: 'New article' }).getByLabel('Category').selectOption({ label: 'Guides' });
  await A.getByTestId('article-title').fill(`${word} 如何准备双层展台报批`);
  await A.getByTestId('article-title-en').fill(`${word} Filing a two-storey booth`);
  await A.getByTestId('article-summary').fill('结构计算书与消防方案要提前准备。');
  await A.getByTestId('article-cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await image('#2266aa') });
  await expect(A.getByTestId('article-cover-item')).toHaveCount(1);
  await A.getByTestId('article-content-editor-area').click();
  await A.keyboard.type('Ask the venue for its load limits first.');
  await A.getByTestId('article-save').click();
  // the back office in English names it by its English title (decision 087)
  const row = A.getByTestId('admin-articles-table').getByText(`${word} Filing a two-storey booth`);
  await expect(row).toBeVisible();

  // a draft is not public
  await page.goto(`/article?searchKey=${word}`);
  await expect(page.getByText('No articles yet')).toBeVisible();

  const id = Number((await row.getAttribute('data-testid'))!.replace('admin-article-', ''));
  await A.getByTestId(`admin-article-edit-${id}`).click();
  await expect(A.getByTestId('article-title')).toHaveValue(`${word} 如何准备双层展台报批`);
  await A.getByTestId('article-published').click();
  await A.getByTestId('article-save').click();
  await expect(A.getByTestId('admin-articles-table').getByRole('link', { name: `${word} Filing a two-storey booth` })).toBeVisible();

  await page.goto('/article');
  // the categories are a group of radio buttons drawn as chips (decision 047)
  await page.getByTestId('article-categories').getByRole('radio', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/category=guides/);
  await page.getByTestId('article-search').locator('input').fill(word);
  await page.getByTestId('article-search').locator('input').press('Enter');
  const card = page.getByTestId(`article-card-${id}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('article-list').locator('[data-testid^="article-card-"]')).toHaveCount(1);
  await card.getByRole('link', { name: `${word} Filing a two-storey booth` }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(page.getByTestId('article-content')).toContainText('Ask the venue for its load limits first.');

  const { page: M } = await signIn(demo.designer, 360);
  await M.goto(`/article/${id}`);
  await M.getByTestId(`article-fav-${id}`).click();
  await expect(M.getByTestId(`article-fav-${id}`)).toHaveAttribute('data-fav', 'yes');
  await M.mouse.move(0, 0);
  await noHorizontalScroll(M);
  await shot(M, 'article-360');
  await M.goto('/article');
  await expect(M.getByTestId('article-list')).toBeVisible();
  await noHorizontalScroll(M);
  await M.goto('/personalCenter/myCollection?kind=article');
  await expect(M.getByTestId(`article-card-${id}`)).toBeVisible();
  await noHorizontalScroll(M);
});
