import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { articles, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import AdminArticles from './AdminArticles';

type Item = DataOf<typeof articles.adminArticleList>['listItem'][number];
type Form = DataOf<typeof articles.articleEdit>;

/** /admin/articles in plain markup: the list, the plain editor dialog (new and edit) and a delete asked first. */
const item = (patch: Partial<Item>): Item => ({
  id: 4,
  category: 'news',
  title: '展会新闻',
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});
const form = (patch: Partial<Form>): Form => ({
  id: 4,
  category: 'guides',
  title: '展台报批',
  titleEn: 'Filing a booth',
  summary: '',
  summaryEn: '',
  content: '<p>Ask first.</p>',
  contentEn: '',
  cover: null,
  tags: ['booth'],
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup(rows: Item[] = [item({}), item({ id: 5, title: '设计趋势', status: 'published', category: 'trends' })]) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  let shown = rows;
  api.on(articles.adminArticleList, () => ({ listItem: shown, total: shown.length, page: 1, pageSize: 20 }));
  api.on(articles.articleEdit, ({ id }) => form({ id }));
  api.on(articles.articleSave, (b) => form({ ...b, id: b.id ?? 9, cover: null }));
  api.on(articles.articleDel, ({ id }) => {
    shown = shown.filter((r) => r.id !== id);
    return null;
  });
  return { api, ...renderPage(<AdminArticles />, { path: '/admin/articles' }) };
}

describe('/admin/articles (plain)', () => {
  it('lists the articles, a published one as a link', async () => {
    setup();
    const table = await screen.findByTestId('admin-articles-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    expect(within(table).getByTestId('admin-article-5').getAttribute('href')).toBe('/article/5');
    expect(within(table).getByTestId('admin-article-4').tagName).toBe('SPAN');
    expect(within(table).getByText('Draft')).toBeTruthy();
  });

  it('writes a new article: checks the title, then sends category, texts, tags and the published state', async () => {
    const { api, user } = setup();
    await screen.findByTestId('admin-articles-table');
    await user.click(screen.getByTestId('admin-article-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    expect(within(dialog).getByRole('toolbar', { name: 'Content (Chinese)' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Bold' })).toHaveLength(2);
    await user.click(within(dialog).getByTestId('article-save'));
    expect(await within(dialog).findByText('Please enter Title (Chinese)')).toBeTruthy();
    await user.type(within(dialog).getByTestId('article-title'), 'x');
    expect(within(dialog).getByText('Title (Chinese) must be between 2 and 120 characters')).toBeTruthy();
    expect(api.sent(articles.articleSave)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('article-title'), ' 报批指南 ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Guides');
    await user.type(within(dialog).getByTestId('article-summary'), '提前准备。');
    const tags = within(dialog).getByLabelText('Tags');
    await user.type(tags, 'booth{Enter}');
    await user.type(tags, ' permits {Enter}booth{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove permits' })).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: 'Published (public at once)' }));
    await user.click(within(dialog).getByTestId('article-save'));
    await waitFor(() =>
      expect(api.sent(articles.articleSave).map((r) => r.body)).toEqual([
        {
          category: 'guides',
          title: 'x 报批指南',
          titleEn: '',
          summary: '提前准备。',
          summaryEn: '',
          content: '',
          contentEn: '',
          cover: null,
          tags: ['booth', 'permits'],
          status: 'published',
        },
      ]),
    );
    expect(await screen.findByText('Article saved')).toBeTruthy();
  });

  it('edits an article from its form, and deletes one after asking', async () => {
    const { api, user } = setup();
    await screen.findByTestId('admin-articles-table');
    await user.click(screen.getByTestId('admin-article-edit-4'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article' });
    expect((within(dialog).getByTestId('article-title') as HTMLInputElement).value).toBe('展台报批');
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('guides');
    expect(within(dialog).getByTestId('article-content-editor-area').innerHTML).toBe('<p>Ask first.</p>');
    expect((within(dialog).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove booth' }));
    await user.click(within(dialog).getByTestId('article-save'));
    await waitFor(() => expect(api.sent(articles.articleSave)).toHaveLength(1));
    expect(api.sent(articles.articleSave)[0]?.body).toMatchObject({
      id: 4,
      title: '展台报批',
      tags: [],
      content: '<p>Ask first.</p>',
      status: 'draft',
    });

    await user.click(await screen.findByTestId('admin-article-delete-5'));
    const confirm = await screen.findByRole('dialog', { name: /Delete “设计趋势”\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent(articles.articleDel).map((r) => r.body)).toEqual([{ id: 5 }]));
    expect(await screen.findByText('Article deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('admin-article-5')).toBeNull());
  });
});
