import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { favourites } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import MyCollection from './MyCollection';

function setup(ids: number[]) {
  const api = fakeApi();
  logIn(api, memberFixture());
  const saved = new Set(ids);
  api.on(favourites.bTaskList, (body) => {
    const listItem = [...saved].map((id) => taskFixture({ id, title: `Task ${id}`, status: 'recruiting' }));
    return { listItem, total: listItem.length, page: body.page ?? 1, pageSize: body.pageSize ?? 20 };
  });
  api.on(favourites.bTaskFvr, (body) => {
    if (body.fav) saved.add(body.id);
    else saved.delete(body.id);
    return { id: body.id, fav: Boolean(body.fav) };
  });
  return { api, saved, ...renderPage(<MyCollection />, { path: '/personalCenter/myCollection' }) };
}

describe('My Collection (/personalCenter/myCollection)', () => {
  it('removes a favourite at once, and undo puts it back', async () => {
    const { api, user, saved } = setup([5, 6]);
    expect(await screen.findByTestId('task-card-5')).toBeTruthy();
    await user.click(screen.getByTestId('collection-remove-5'));
    expect(screen.queryByTestId('task-card-5')).toBeNull();
    expect(screen.getByTestId('task-card-6')).toBeTruthy();
    expect(api.sent(favourites.bTaskFvr)[0]!.body).toEqual({ id: 5, fav: false });
    expect(saved.has(5)).toBe(false);

    await user.click(await screen.findByTestId('collection-undo'));
    expect(await screen.findByTestId('task-card-5')).toBeTruthy();
    expect(api.sent(favourites.bTaskFvr)[1]!.body).toEqual({ id: 5, fav: true });
  });

  it('shows the empty state once the last one is removed', async () => {
    const { user } = setup([9]);
    await user.click(await screen.findByTestId('collection-remove-9'));
    await waitFor(() => expect(screen.getByTestId('collection-empty-task')).toBeTruthy());
    expect(screen.getByText('Nothing saved here yet')).toBeTruthy();
  });
});
