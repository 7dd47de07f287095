import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { account, articles, favourites } from '@boothhub/shared';
import { fakeApi, networkFailure } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import type { ArticleDetail as Detail, ArticleItem } from '../api';
import ArticleList from './ArticleList';
import ArticleDetail from './ArticleDetail';

/** The public article pages in plain markup (decision 047): categories, keyword, cards, one article and its heart. */
const item = (id: number, patch: Partial<ArticleItem> = {}): ArticleItem => ({
  id,
  category: 'guides',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  cover: null,
  tags: [],
  publishedAt: '2026-03-01T08:00:00.000Z',
  fav: false,
  ...patch,
});

const detail = (patch: Partial<Detail> = {}): Detail => ({
  ...item(5, { tags: ['booth'] }),
  content: '<p>Ask the venue first.</p>',
  newer: { id: 6, title: 'Article 6' },
  older: null,
  related: [item(3)],
  ...patch,
});

function listSetup() {
  const api = fakeApi();
  api.on(account.loginCheck, { loggedIn: false });
  api.on(articles.articleList, (body) => ({
    listItem: body.searchKey === 'none' ? [] : [item(1, { category: body.category ?? 'news' })],
    total: body.searchKey === 'none' ? 0 : 1,
    page: body.page ?? 1,
    pageSize: body.pageSize ?? 12,
  }));
  return { api, ...renderPage(<ArticleList />, { path: '/article' }) };
}

const lastBody = (api: ReturnType<typeof fakeApi>) => api.sent(articles.articleList).at(-1)?.body as Record<string, unknown>;

describe('the article list (/article)', () => {
  it('chooses one category at a time from a named group of radio buttons and keeps it in the address', async () => {
    const { api, user, location } = listSetup();
    await screen.findByTestId('article-card-1');
    const group = screen.getByRole('group', { name: 'Category' });
    expect(within(group).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await user.click(within(group).getByRole('radio', { name: 'Guides' }));
    await waitFor(() => expect(lastBody(api)).toMatchObject({ category: 'guides', page: 1 }));
    expect(location()).toBe('/article?category=guides');
    expect(within(group).getByRole('radio', { name: 'Guides' })).toHaveProperty('checked', true);
    // back to every category: the first answer, kept
    await user.click(within(group).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/article'));
    expect(within(screen.getByTestId('article-list')).getByText('News')).toBeTruthy();
  });

  it('searches by keyword, says when nothing matches, and shows every article again when the box is cleared', async () => {
    const { api, user, location } = listSetup();
    await screen.findByTestId('article-card-1');
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search articles' });
    await user.type(box, ' none {Enter}');
    await waitFor(() => expect(lastBody(api)).toMatchObject({ searchKey: 'none' }));
    expect((await screen.findByTestId('article-empty')).textContent).toBe('No articles yet');
    expect(location()).toBe('/article?searchKey=none');
    // the box's own clear: the first answer, kept
    await user.clear(box);
    await screen.findByTestId('article-card-1');
    expect(location()).toBe('/article');
  });
});

function detailSetup(member: boolean, patch: Partial<Detail> = {}) {
  const api = fakeApi();
  if (member) logIn(api, memberFixture({ role: 'designer' }));
  else api.on(account.loginCheck, { loggedIn: false });
  api.on(articles.articleInfo, () => detail(patch));
  return { api, ...renderPage(<ArticleDetail />, { path: '/article/:id', url: '/article/5' }) };
}

describe('one article (/article/:id)', () => {
  it('shows the title, the content, the neighbours and the related articles under headings in order', async () => {
    detailSetup(false);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Article 5');
    expect(screen.getByTestId('article-content').textContent).toBe('Ask the venue first.');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Guides');
    expect(
      within(screen.getByRole('navigation', { name: 'Older and newer articles' }))
        .getByTestId('article-newer')
        .getAttribute('href'),
    ).toBe('/article/6');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('More Guides');
    expect(screen.getByTestId('article-card-3')).toBeTruthy();
  });

  it('sends a visitor who touches the heart to the login page and back', async () => {
    const { user, location } = detailSetup(false);
    const heart = await screen.findByTestId('article-fav-5');
    expect(heart.getAttribute('aria-label')).toBe('Log in to keep favourites');
    await user.click(heart);
    expect(location()).toMatch(/^\/login\?redirect=/);
  });

  it('a member favourites it at once; a failure puts the heart back', async () => {
    const { api, user } = detailSetup(true);
    api.on(favourites.arcFvr, (body) => ({ id: body.id, fav: body.fav ?? true }));
    const heart = await screen.findByTestId('article-fav-5');
    await waitFor(() => expect(heart.getAttribute('aria-label')).toBe('Add to favourites'));
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.sent(favourites.arcFvr).at(-1)?.body).toEqual({ id: 5, fav: true }));
    expect(screen.getByTestId('article-fav-5').getAttribute('data-fav')).toBe('yes');
    api.on(favourites.arcFvr, () => networkFailure);
    await user.click(screen.getByTestId('article-fav-5'));
    await waitFor(() => expect(screen.getByTestId('article-fav-5').getAttribute('aria-pressed')).toBe('true'));
    expect(api.sent(favourites.arcFvr).at(-1)?.body).toEqual({ id: 5, fav: false });
  });

  it('says so when there is no such article', async () => {
    const api = fakeApi();
    api.on(account.loginCheck, { loggedIn: false });
    api.on(articles.articleInfo, () => networkFailure);
    renderPage(<ArticleDetail />, { path: '/article/:id', url: '/article/abc' });
    expect((await screen.findByTestId('article-missing')).textContent).toContain('does not exist');
  });
});
