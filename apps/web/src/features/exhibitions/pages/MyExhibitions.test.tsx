import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { exhibitions, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import MyExhibitions from './MyExhibitions';

type Item = DataOf<typeof exhibitions.huizhanMine>['listItem'][number];

/** The publisher's own exhibitions in plain markup: a table of their states, the rejection's reason, edit. */
const item = (patch: Partial<Item>): Item => ({
  id: 1,
  title: 'Canton Fair',
  city: '广州',
  sdate: '2026-12-01',
  edate: '2026-12-05',
  cover: null,
  status: 'approved',
  rejectReason: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup(rows: Item[]) {
  const api = fakeApi();
  logIn(api, memberFixture());
  api.on(exhibitions.huizhanMine, { listItem: rows, total: rows.length, page: 1, pageSize: 10 });
  return { api, ...renderPage(<MyExhibitions />, { path: '/personalCenter/myExhibitions' }) };
}

describe('MyExhibitions (plain)', () => {
  it('lists the exhibitions with their state, the reason of a rejection, edit and view', async () => {
    setup([
      item({}),
      item({ id: 2, title: 'Shanghai Auto', status: 'rejected', rejectReason: 'The dates are wrong' }),
      item({ id: 3, title: 'Beijing Books', status: 'pending' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'My exhibitions' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Canton Fair')).toBeTruthy();
    expect(screen.getByTestId('ex-mine-status-1').textContent).toBe('Published');
    expect(screen.getByTestId('ex-mine-reason-2').textContent).toBe('The dates are wrong');
    expect(screen.queryByTestId('ex-mine-reason-1')).toBeNull();
    // edit and view in every state, one under review too (decision 080)
    expect(screen.getByTestId('ex-mine-edit-1').getAttribute('href')).toBe('/uploadExhibition?id=1');
    expect(screen.getByTestId('ex-mine-edit-2')).toBeTruthy();
    expect(screen.getByTestId('ex-mine-edit-3').getAttribute('href')).toBe('/uploadExhibition?id=3');
    expect(screen.getByTestId('ex-mine-view-3').getAttribute('href')).toBe('/exhibition/3');
    expect(within(table).getAllByRole('link', { name: 'View' })).toHaveLength(3);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('says there are none yet and offers the "new" link', async () => {
    const { user, location } = setup([]);
    expect(await screen.findByText('You have not published an exhibition yet.')).toBeTruthy();
    // no pager under an empty list (as antd's table)
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByTestId('ex-mine-new'));
    expect(location()).toBe('/uploadExhibition');
  });
});
