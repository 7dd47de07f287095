import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { conventions, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import MyConventions from './MyConventions';

type Item = DataOf<typeof conventions.huiyiMine>['listItem'][number];

/** The member's own conventions in plain markup: a table of their states, the rejection's reason, edit, view. */
const item = (patch: Partial<Item>): Item => ({
  id: 1,
  title: 'Battery summit',
  city: '上海',
  sdate: '2026-12-01',
  edate: '2026-12-02',
  sizes: 300,
  industry: null,
  venue: null,
  cover: null,
  status: 'draft',
  rejectReason: null,
  times: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup(rows: Item[]) {
  const api = fakeApi();
  logIn(api, memberFixture());
  api.on(conventions.huiyiMine, { listItem: rows, total: rows.length, page: 1, pageSize: 10 });
  return { api, ...renderPage(<MyConventions />, { path: '/personalCenter/myConventions' }) };
}

describe('MyConventions (plain)', () => {
  it('lists the conventions with their state, the reason of a rejection, edit and view', async () => {
    const { user, location } = setup([item({}), item({ id: 2, title: 'Robot forum', status: 'rejected', rejectReason: 'No venue given' })]);
    expect((await screen.findByTestId('my-cv-title-1')).textContent).toBe('Battery summit');
    expect(screen.getByTestId('my-cv-table').querySelector('table')).toBeTruthy();
    expect(screen.getByTestId('my-cv-status-1').getAttribute('data-status')).toBe('draft');
    expect(screen.getByTestId('my-cv-reason-2').textContent).toBe('No venue given');
    expect(screen.getByTestId('my-cv-view-2').getAttribute('href')).toBe('/conventionSpace/2');
    await user.click(screen.getByTestId('my-cv-edit-1'));
    expect(location()).toBe('/uploadConvention?id=1');
  });

  it('says there are none yet and offers the "new" link', async () => {
    setup([]);
    expect(await screen.findByText('You have not published any convention yet')).toBeTruthy();
    expect(screen.getByTestId('my-cv-new').getAttribute('href')).toBe('/uploadConvention');
  });
});
