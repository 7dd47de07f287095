import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories, conventions, venues, type Call } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { readFilters, writeFilters } from '../filters';
import { conventionItem, treesFixture } from '../test/fixtures';
import ConventionSpace from './ConventionSpace';

function setup(url: string) {
  const api = fakeApi();
  api.on(categories.menusTree, treesFixture);
  api.on(conventions.searchHuiyi, (q) => ({ listItem: [conventionItem()], total: 1, page: q.page ?? 1, pageSize: q.pageSize ?? 12 }));
  api.on(venues.searchHuichang, (q) => ({ listItem: [], total: 0, page: q.page ?? 1, pageSize: q.pageSize ?? 12 }));
  return { api, ...renderPage(<ConventionSpace />, { path: '/conventionSpace', url }) };
}

const lastSearch = (api: ReturnType<typeof fakeApi>, call: Call = conventions.searchHuiyi) => api.sent(call).at(-1)?.body;

describe('/conventionSpace filters and the URL', () => {
  it('reads the search state from the URL and sends it', async () => {
    const { api } = setup('/conventionSpace?searchKey=summit&city=上海&city=广州&sizeRange=3&plaza=2&industry=auto');
    expect(await screen.findByText('Smart Manufacturing Summit')).toBeTruthy();
    expect(lastSearch(api)).toEqual({ searchKey: 'summit', city: ['上海', '广州'], sizeRange: 3, plaza: 2, industry: 'auto', page: 1, pageSize: 12 });
    expect((screen.getByTestId('cv-search').querySelector('input') ?? screen.getByRole('searchbox')).getAttribute('value')).toBe('summit');
  });

  it('a changed filter goes into the URL and the next search; clearing empties both', async () => {
    const { api, user, location } = setup('/conventionSpace?city=上海');
    await screen.findByText('Smart Manufacturing Summit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Capacity' }), 'Capacity: 2,000–10,000 people');
    await waitFor(() => expect(location()).toBe(`/conventionSpace?city=${encodeURIComponent('上海')}&sizeRange=4`));
    await waitFor(() => expect(lastSearch(api)).toEqual({ city: ['上海'], sizeRange: 4, plaza: 0, page: 1, pageSize: 12 }));

    await user.click(screen.getByTestId('cv-reset'));
    await waitFor(() => expect(location()).toBe('/conventionSpace'));
    await waitFor(() => expect(lastSearch(api)).toEqual({ sizeRange: 0, plaza: 0, page: 1, pageSize: 12 }));
  });

  it('the keyword is sent on Enter and kept in the URL', async () => {
    const { api, user, location } = setup('/conventionSpace');
    await screen.findByText('Smart Manufacturing Summit');
    const box = within(screen.getByTestId('cv-filters')).getByPlaceholderText(/Search conventions/);
    await user.type(box, '峰会{Enter}');
    await waitFor(() => expect(location()).toBe(`/conventionSpace?searchKey=${encodeURIComponent('峰会')}`));
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ searchKey: '峰会' }));
  });

  it('the venues tab lists venues with the same bands and no dates or industry', async () => {
    const { api, user, location } = setup('/conventionSpace?plaza=3&industry=auto&dates=month');
    await screen.findByText('Smart Manufacturing Summit');
    await user.click(screen.getByTestId('cv-tab-venues'));
    await waitFor(() => expect(location()).toBe('/conventionSpace?tab=venues&plaza=3'));
    await waitFor(() => expect(lastSearch(api, venues.searchHuichang)).toEqual({ sizeRange: 0, plaza: 3, page: 1, pageSize: 12 }));
    expect(await screen.findByText('No venues match these filters')).toBeTruthy();
    expect(screen.queryByTestId('cv-industry')).toBeNull();
  });
});

describe('filter state in the URL', () => {
  it('round-trips and drops what is malformed', () => {
    const f = readFilters(new URLSearchParams('tab=venues&city=北京&city=北京&city=&sizeRange=9&plaza=5&dates=range&from=2026-01-01&to=bad'));
    expect(f).toMatchObject({ tab: 'venues', city: ['北京'], sizeRange: 0, plaza: 5, dates: '', from: '', to: '' });
    expect(writeFilters(f).toString()).toBe(`tab=venues&city=${encodeURIComponent('北京')}&plaza=5`);
    const g = readFilters(new URLSearchParams('dates=range&from=2026-01-01&to=2026-02-01'));
    expect(writeFilters(g).toString()).toBe('dates=range&from=2026-01-01&to=2026-02-01');
  });
});
