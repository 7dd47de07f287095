import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { search } from '@boothhub/shared';
import type { SearchHit } from '@boothhub/shared/contracts/search';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import SearchPage from './SearchPage';

const hit = (kind: SearchHit['kind'], id: number, title: string, subtitle = ''): SearchHit => ({
  kind,
  id,
  title,
  subtitle,
  cover: null,
  href: `/x/${kind}/${id}`,
});

function setup(url: string) {
  const api = fakeApi();
  api.on(search.globalSearch, (body) => {
    const kind = body.kind ?? 'exhibition';
    return {
      counts: { exhibition: { total: 1000, totalCapped: true }, task: { total: 2, totalCapped: false } },
      kind,
      listItem:
        kind === 'task'
          ? [hit('task', 7, '上海国际车展 Auto Show booth', '上海 · budget ¥8,000.00 · due 2027-01-01'), hit('task', 8, '北京车展 双层')]
          : [hit('exhibition', 1, '2027 上海车展')],
      total: kind === 'task' ? 2 : 1000,
      totalCapped: kind !== 'task',
      page: body.page ?? 1,
      pageSize: body.pageSize ?? 20,
    };
  });
  api.on(search.searchSuggest, { listItem: [] });
  return { api, ...renderPage(<SearchPage />, { path: '/search', url }) };
}

describe('the search page (/search)', () => {
  it('shows a tab per kind with its count ("1,000+" when capped), the chosen kind’s hits highlighted, and switches tabs', async () => {
    const { api, user, location } = setup('/search?q=%E8%BD%A6%E5%B1%95');
    expect((await screen.findByTestId('search-count-exhibition')).textContent).toBe('1,000+');
    expect(screen.getByTestId('search-count-task').textContent).toBe('2');
    expect(screen.getByTestId('search-tab-exhibition').textContent).toContain('Exhibitions');
    const first = await screen.findByTestId('hit-exhibition-1');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['车展']);
    expect(api.sent(search.globalSearch)[0]!.body).toEqual({ keyword: '车展', page: 1, pageSize: 20 });

    await user.click(screen.getByTestId('search-tab-task'));
    await waitFor(() => expect(location()).toBe('/search?q=%E8%BD%A6%E5%B1%95&kind=task'));
    const card = await screen.findByTestId('hit-task-7');
    expect(within(card).getByTestId('hit-title').querySelector('mark')?.textContent).toBe('车展');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/x/task/7');
    expect(api.sent(search.globalSearch).at(-1)!.body).toEqual({ keyword: '车展', kind: 'task', page: 1, pageSize: 20 });
  });

  it('is a row of tabs for the keyboard: arrows choose the next kind, only the chosen tab is in the Tab order', async () => {
    const { user, location } = setup('/search?q=%E8%BD%A6%E5%B1%95');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location()).toBe('/search?q=%E8%BD%A6%E5%B1%95&kind=task'));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toContain('tasks'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
  });

  it('asks nothing without a keyword', async () => {
    const { api } = setup('/search');
    expect(await screen.findByText('Type what you are looking for above')).toBeTruthy();
    expect(api.sent(search.globalSearch)).toHaveLength(0);
  });
});
