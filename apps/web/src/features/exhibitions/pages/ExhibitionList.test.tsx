import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { shiftDay, monthEnd, monthStart, today } from '@boothhub/shared/time';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { exhibitions as ex } from '@boothhub/shared';
import ExhibitionList from './ExhibitionList';

/** this month's first day (Shanghai's), and `n` days after it */
const first = monthStart(today().slice(0, 7));
const dayOfMonth = (n: number) => shiftDay(first, n);
const item = (id: number, title: string, from: number, to: number) => ({
  id,
  title,
  industry: 'auto',
  city: '上海',
  venue: { id: 3, name: '国家会展中心' },
  address: '',
  sdate: dayOfMonth(from),
  edate: dayOfMonth(to),
  area: 20000,
  exhibitors: 300,
  cover: null,
  fav: false,
  hasPlan: false,
});

function setup(url: string, items = [item(1, 'Auto Show', 2, 5), item(2, 'Food Expo', 4, 4)]) {
  const api = fakeApi();
  api.on(ex.searchHuizhan, (body) => ({ listItem: items, total: items.length, page: body.page ?? 1, pageSize: body.pageSize ?? 12 }));
  return { api, ...renderPage(<ExhibitionList />, { path: '/exhibition', url }) };
}

describe('exhibition list (/exhibition)', () => {
  it('searches with the filters of the URL and shows the cards', async () => {
    const { api } = setup('/exhibition?city=上海&city=北京&dates=month&plaza=3&searchKey=车展');
    expect(await screen.findByTestId('ex-card-1')).toBeTruthy();
    expect(screen.getByTestId('ex-card-2').textContent).toContain('Food Expo');
    expect(api.sent(ex.searchHuizhan)[0]?.body).toEqual({
      searchKey: '车展',
      city: ['上海', '北京'],
      plaza: 3,
      dateFrom: first,
      dateTo: monthEnd(today().slice(0, 7)),
      page: 1,
      pageSize: 12,
    });
  });

  it('keeps a changed filter in the URL', async () => {
    const { user, location } = setup('/exhibition');
    await screen.findByTestId('ex-card-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dates' }), 'Next 3 months');
    await waitFor(() => expect(location()).toBe('/exhibition?dates=next3'));
  });

  it('marks the exhibitions with a floor plan and filters to them (issue 32 item 8)', async () => {
    const { user, location, api } = setup('/exhibition', [{ ...item(1, 'Auto Show', 2, 5), hasPlan: true }, item(2, 'Food Expo', 4, 4)]);
    expect((await screen.findByTestId('ex-card-1')).querySelector('[data-testid="ex-card-plan"]')?.textContent).toContain('Floor plan');
    expect(screen.getByTestId('ex-card-2').querySelector('[data-testid="ex-card-plan"]')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'With a floor plan' }));
    await waitFor(() => expect(location()).toBe('/exhibition?plan=1'));
    await waitFor(() => expect(api.sent(ex.searchHuizhan).at(-1)?.body).toEqual({ hasPlan: true, page: 1, pageSize: 12 }));
  });

  it('says so when nothing matches', async () => {
    setup('/exhibition?searchKey=nothing', []);
    expect((await screen.findByTestId('ex-empty')).textContent).toContain('No exhibitions match these filters');
  });

  it('the calendar shows each day the exhibitions running that day', async () => {
    const { user, location, api } = setup('/exhibition');
    await screen.findByTestId('ex-card-1');
    await user.click(screen.getByText('Calendar'));
    await waitFor(() => expect(location()).toBe('/exhibition?view=calendar'));
    const day4 = dayOfMonth(4);
    const cell = await screen.findByTestId(`ex-cal-${day4}`);
    expect(cell.textContent).toContain('Auto Show');
    expect(cell.textContent).toContain('Food Expo');
    expect(screen.getByTestId(`ex-cal-${dayOfMonth(2)}`).textContent).toBe('Auto Show');
    expect(api.sent(ex.searchHuizhan).at(-1)?.body).toMatchObject({ pageSize: 100, dateFrom: first });
  });
});
