import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { favourites } from '@boothhub/shared';
import type { GalleryPicture } from '@boothhub/shared/contracts/gallery';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import MyCollection from './MyCollection';

/** My Collection in plain markup: a tab per kind, the remove heart with undo, the empty state, the pager. */
const picture = (id: number): GalleryPicture => ({
  id,
  workId: 7,
  title: `Work ${id}`,
  category: 'booth',
  style: 'tech',
  designer: { cardno: '20000002', nickname: 'Studio Li' },
  thumb: `/api/Gallery/image/${id}?w=480`,
  url: `/api/Gallery/image/${id}?w=1600`,
  fav: true,
});

function setup(ids: number[], { url = '/personalCenter/myCollection', pictures = 0 } = {}) {
  const api = fakeApi();
  logIn(api, memberFixture());
  const saved = new Set(ids);
  api.on(favourites.bTaskList, (body) => {
    const size = body.pageSize ?? 20;
    const all = [...saved];
    const listItem = all
      .slice(((body.page ?? 1) - 1) * size, (body.page ?? 1) * size)
      .map((id) => taskFixture({ id, title: `Task ${id}`, status: 'recruiting' }));
    return { listItem, total: all.length, page: body.page ?? 1, pageSize: size };
  });
  api.on(favourites.bTaskFvr, (body) => {
    if (body.fav) saved.add(body.id);
    else saved.delete(body.id);
    return { id: body.id, fav: Boolean(body.fav) };
  });
  api.on(favourites.glrList, (body) => ({
    listItem: Array.from({ length: pictures }, (_, i) => picture(300 + i)),
    total: pictures,
    page: body.page ?? 1,
    pageSize: body.pageSize ?? 20,
  }));
  return { api, saved, ...renderPage(<MyCollection />, { path: '/personalCenter/myCollection', url }) };
}

describe('My Collection (/personalCenter/myCollection)', () => {
  it('shows the tasks tab first, and removes a favourite at once with its named heart; undo puts it back', async () => {
    const { api, user, saved } = setup([5, 6]);
    expect(await screen.findByTestId('task-card-5')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Design tasks' }).getAttribute('aria-selected')).toBe('true');
    const heart = screen.getByTestId('collection-remove-5');
    expect(heart.getAttribute('aria-label')).toBe('Remove from my collection');
    await user.click(heart);
    expect(screen.queryByTestId('task-card-5')).toBeNull();
    expect(screen.getByTestId('task-card-6')).toBeTruthy();
    expect(api.sent(favourites.bTaskFvr)[0]!.body).toEqual({ id: 5, fav: false });
    expect(saved.has(5)).toBe(false);

    await user.click(await screen.findByTestId('collection-undo'));
    expect(await screen.findByTestId('task-card-5')).toBeTruthy();
    expect(api.sent(favourites.bTaskFvr)[1]!.body).toEqual({ id: 5, fav: true });
  });

  it('shows the empty state with a link to browse once the last one is removed', async () => {
    const { user } = setup([9]);
    await user.click(await screen.findByTestId('collection-remove-9'));
    const empty = await screen.findByTestId('collection-empty-task');
    expect(within(empty).getByText('Nothing saved here yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/orderList');
  });

  it('switches tabs: the pictures tab shows the picture cards and keeps its kind in the address', async () => {
    const { user, location } = setup([5], { pictures: 2 });
    await screen.findByTestId('task-card-5');
    await user.click(screen.getByTestId('collection-tab-picture'));
    expect(await screen.findByTestId('picture-card-300')).toBeTruthy();
    expect(within(screen.getByTestId('picture-card-301')).getByRole('link', { name: 'Work 301' }).getAttribute('href')).toBe(
      '/designInfo?cardno=20000002',
    );
    expect(screen.queryByTestId('task-card-5')).toBeNull();
    expect(location()).toBe('/personalCenter/myCollection?kind=picture');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('collection-tab-picture');
  });

  it('pages through more than twelve favourites', async () => {
    const { api, user } = setup(Array.from({ length: 14 }, (_, i) => 100 + i));
    await screen.findByTestId('task-card-100');
    expect(screen.queryByTestId('task-card-112')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByTestId('task-card-112')).toBeTruthy();
    expect(api.sent(favourites.bTaskList).at(-1)!.body).toMatchObject({ page: 2, pageSize: 12 });
  });
});
