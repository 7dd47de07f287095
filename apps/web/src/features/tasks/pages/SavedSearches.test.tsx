import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { savedSearches } from '@boothhub/shared';
import type { SavedSearch } from '@boothhub/shared/contracts/savedSearches';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import SavedSearches from './SavedSearches';

const search = (id: number, over: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  filters: { city: ['上海'], types: ['booth'] },
  label: 'Shanghai · Booth / stand',
  createdAt: '2026-01-01T00:00:00.000Z',
  toldAt: null,
  ...over,
});

describe('the saved searches (/personalCenter/savedSearches)', () => {
  it('lists them with a link to the task hall and deletes one after asking', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'designer' }));
    let rows = [search(2, { filters: { keyword: '车展' }, label: '“车展”', toldAt: '2026-01-02T00:00:00.000Z' }), search(1)];
    api.on(savedSearches.savedSearches, () => ({ listItem: rows, max: 10 }));
    api.on(savedSearches.deleteSavedSearch, (body) => {
      rows = rows.filter((r) => r.id !== body.id);
      return { id: body.id };
    });
    const { user } = renderPage(<SavedSearches />, { path: '/personalCenter/savedSearches' });
    const table = await screen.findByTestId('saved-searches-table');
    expect(within(table).getByRole('link', { name: 'Shanghai · Booth / stand' }).getAttribute('href')).toBe('/orderList?city=Shanghai');
    expect(within(table).getByRole('link', { name: '“车展”' }).getAttribute('href')).toBe('/orderList?keyword=%E8%BD%A6%E5%B1%95');
    expect(within(table).getByText('not yet')).toBeTruthy();
    await user.click(screen.getByTestId('saved-search-delete-1'));
    await user.click(within(await screen.findByTestId('saved-search-delete-1-confirm')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent(savedSearches.deleteSavedSearch).map((s) => s.body)).toEqual([{ id: 1 }]));
    await waitFor(() =>
      expect(within(screen.getByTestId('saved-searches-table')).queryByRole('link', { name: 'Shanghai · Booth / stand' })).toBeNull(),
    );
  });

  it('says how to save one when there is none', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'designer' }));
    api.on(savedSearches.savedSearches, { listItem: [], max: 10 });
    renderPage(<SavedSearches />, { path: '/personalCenter/savedSearches' });
    expect(await screen.findByText('No saved searches yet. Set the filters in the task hall and save them there.')).toBeTruthy();
  });
});
