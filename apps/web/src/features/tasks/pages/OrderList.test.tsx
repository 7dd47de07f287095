import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { favourites, savedSearches, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import OrderList from './OrderList';

/** The public task list in plain markup (decision 045): its filters, its capped total and its pager. */
function setup(total: number, totalCapped: boolean, role: 'designer' | 'business' = 'designer') {
  const api = fakeApi();
  logIn(api, memberFixture({ role }));
  api.on(favourites.bTaskList, { listItem: [], total: 0, page: 1, pageSize: 100 });
  api.on(tasks.getBusinesTask, (body) => ({
    listItem: Array.from({ length: body.pageSize ?? 12 }, (_, i) => taskFixture({ id: 100 + i, status: 'recruiting', title: `Task ${i}` })),
    total,
    totalCapped,
    page: body.page ?? 1,
    pageSize: body.pageSize ?? 12,
  }));
  return { api, ...renderPage(<OrderList />, { path: '/orderList' }) };
}

const lastBody = (api: ReturnType<typeof fakeApi>) => api.sent(tasks.getBusinesTask).at(-1)?.body as Record<string, unknown>;

describe('the task list (/orderList)', () => {
  it('says a capped total as "more than", marks the last page "N+", and asks for the page chosen', async () => {
    const { api, user } = setup(10_000, true);
    await screen.findByTestId('task-card-100');
    expect(screen.getByTestId('tasks-total').textContent).toBe('more than 10000');
    const pager = screen.getByTestId('tasks-pagination');
    expect(within(pager).getByRole('button', { name: 'Page 834+' }).textContent).toBe('834+');
    expect(within(pager).getByRole('button', { name: 'Previous Page' })).toHaveProperty('disabled', true);
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(lastBody(api)).toMatchObject({ page: 2, pageSize: 12, status: ['recruiting'] });
    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Page Size' }), '24');
    expect(lastBody(api)).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('sends the chosen design types, city and budget in cents, and refuses a budget that is not an amount', async () => {
    const { api, user } = setup(3, false);
    await screen.findByTestId('task-card-100');
    expect(screen.getByTestId('tasks-total').textContent).toBe('3 in total');
    await user.click(screen.getByTestId('tasks-filter-types-booth'));
    await user.type(screen.getByTestId('tasks-filter-city'), '上海');
    await user.type(screen.getByTestId('tasks-filter-cost-min'), 'abc');
    expect(screen.getByTestId('tasks-filter-cost-min').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('tasks-filter-apply')).toHaveProperty('disabled', true);
    await user.clear(screen.getByTestId('tasks-filter-cost-min'));
    await user.type(screen.getByTestId('tasks-filter-cost-min'), '5000.5');
    await user.click(screen.getByTestId('tasks-filter-apply'));
    expect(lastBody(api)).toMatchObject({ types: ['booth'], city: '上海', costMin: 500_050, status: ['recruiting'], page: 1 });
    await user.selectOptions(screen.getByTestId('tasks-sort'), 'cost_desc');
    expect(lastBody(api)).toMatchObject({ sort: 'cost_desc', types: ['booth'] });
    // a box that is not an amount: the sort still applies, the bad box does not, and the page says why
    await user.type(screen.getByTestId('tasks-filter-plaza-min'), '12.5');
    expect(screen.getByRole('alert').textContent).toContain('whole number of m²');
    await user.selectOptions(screen.getByTestId('tasks-sort'), 'cost_asc');
    expect(lastBody(api)).toMatchObject({ sort: 'cost_asc', costMin: 500_050 });
    expect(lastBody(api)).not.toHaveProperty('plazaMin');
  });

  it('shows the whole list again when the keyword box is cleared', async () => {
    const { api, user } = setup(3, false);
    api.on(tasks.getBusinesTask, (body) => ({
      listItem: [taskFixture({ id: body.keyword ? 7 : 8, status: 'recruiting' })],
      total: body.keyword ? 1 : 3,
      page: 1,
      pageSize: body.pageSize ?? 12,
    }));
    const box = within(screen.getByTestId('tasks-search')).getByRole('searchbox');
    await user.type(box, '车展{Enter}');
    expect(lastBody(api)).toMatchObject({ keyword: '车展', sort: 'relevance' });
    await screen.findByTestId('task-card-7');
    await user.clear(box);
    await screen.findByTestId('task-card-100'); // the first answer, kept: the list without the keyword
    expect(screen.getByTestId('tasks-total').textContent).toBe('3 in total');
  });

  it('lets a designer save the applied filters as a search (without the order and states)', async () => {
    const { api, user } = setup(3, false);
    api.on(savedSearches.saveSearch, () => ({
      id: 7,
      filters: { city: ['上海'], types: ['booth'], costMin: 500_000 },
      label: '上海',
      createdAt: '2026-01-01T00:00:00.000Z',
      toldAt: null,
    }));
    await screen.findByTestId('task-card-100');
    await user.click(screen.getByTestId('tasks-filter-types-booth'));
    await user.type(screen.getByTestId('tasks-filter-city'), '上海');
    await user.type(screen.getByTestId('tasks-filter-cost-min'), '5000');
    await user.click(screen.getByTestId('tasks-filter-apply'));
    await user.click(screen.getByTestId('tasks-save-search'));
    expect(await screen.findByText('Search saved: new matching tasks will be told to you (at most once an hour)')).toBeTruthy();
    expect(api.sent(savedSearches.saveSearch).map((s) => s.body)).toEqual([{ types: ['booth'], city: '上海', costMin: 500_000 }]);
  });

  it('shows no save button to a business', async () => {
    setup(3, false, 'business');
    await screen.findByTestId('task-card-100');
    expect(screen.queryByTestId('tasks-save-search')).toBeNull();
  });
});
