import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { favourites, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import RecommendList from './RecommendList';

/** The designer's recommended tasks in plain markup: the cards with their hearts, the empty line, the pager. */
function setup(total: number, favs: number[] = []) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'designer' }));
  api.on(favourites.bTaskList, { listItem: favs.map((id) => taskFixture({ id, status: 'recruiting' })), total: favs.length, page: 1, pageSize: 100 });
  api.on(tasks.recommendList, (body) => {
    const page = body.page ?? 1;
    const size = body.pageSize ?? 12;
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    return {
      listItem: Array.from({ length: count }, (_, i) => taskFixture({ id: 100 + (page - 1) * size + i, status: 'recruiting', title: `Task ${i}` })),
      total,
      page,
      pageSize: size,
    };
  });
  return { api, ...renderPage(<RecommendList />, { path: '/personalCenter/recommendList' }) };
}

describe('the recommended tasks (/personalCenter/recommendList)', () => {
  it('shows the heading, the hint with a link to every task, and the cards with the favourites marked', async () => {
    setup(2, [101]);
    expect(await screen.findByTestId('task-card-100')).toBeTruthy();
    const panel = screen.getByTestId('recommend-list');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Recommended tasks' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Design tasks' }).getAttribute('href')).toBe('/orderList');
    await waitFor(() => expect(screen.getByTestId('task-fav-101').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('task-fav-100').getAttribute('aria-pressed')).toBe('false');
    // one page: no pager
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says so when nothing fits', async () => {
    setup(0);
    expect((await screen.findByTestId('recommend-empty')).textContent).toBe('No tasks here yet');
  });

  it('pages through more than twelve tasks', async () => {
    const { api, user } = setup(14);
    await screen.findByTestId('task-card-100');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByTestId('task-card-112')).toBeTruthy();
    expect(api.sent(tasks.recommendList).at(-1)!.body).toMatchObject({ page: 2, pageSize: 12 });
  });
});
