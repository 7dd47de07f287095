import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { services, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import MyServices from './MyServices';

type Item = DataOf<typeof services.myServices>['listItem'][number];

/** The designer's own packages in plain markup: cards with pause/resume, edit and delete after asking. */
const item = (patch: Partial<Item>): Item => ({
  id: 7,
  title: 'Booth design in a week',
  category: 'booth',
  style: 'modern',
  plaza: 36,
  opens: 2,
  days: 7,
  revisions: 2,
  deliverables: [],
  price: 50000,
  cover: null,
  status: 'active',
  sales: 0,
  designer: { cardno: '20000002', nickname: 'Dee' },
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup(rows: Item[]) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'designer' }));
  let shown = rows;
  api.on(services.myServices, () => ({ listItem: shown, total: shown.length, page: 1, pageSize: 12 }));
  api.on(services.serviceStatusCall, ({ id, status }) => {
    shown = shown.map((r) => (r.id === id ? { ...r, status } : r));
    return { id, status };
  });
  api.on(services.serviceDel, ({ id }) => {
    shown = shown.filter((r) => r.id !== id);
    return { id };
  });
  return { api, ...renderPage(<MyServices />, { path: '/personalCenter/myServices' }) };
}

describe('MyServices (plain)', () => {
  it('shows the packages as cards, pauses one, and links to edit and to a new one', async () => {
    const { api, user } = setup([item({})]);
    const card = await screen.findByTestId('service-card-7');
    expect(within(card).getByText('Booth design in a week')).toBeTruthy();
    expect(screen.getByTestId('service-edit-7').getAttribute('href')).toBe('/personalCenter/editService?id=7');
    expect(screen.getByTestId('service-new').getAttribute('href')).toBe('/personalCenter/addService');
    await user.click(screen.getByTestId('service-toggle-7'));
    await waitFor(() => expect(api.sent(services.serviceStatusCall).map((r) => r.body)).toEqual([{ id: 7, status: 'paused' }]));
    expect(await within(card).findByTestId('service-paused')).toBeTruthy();
    expect(screen.getByTestId('service-toggle-7').textContent).toBe('Resume');
  });

  it('asks before deleting, then deletes and says so', async () => {
    const { api, user } = setup([item({})]);
    await user.click(await screen.findByTestId('service-delete-7'));
    const dialog = await screen.findByRole('dialog', { name: /Delete this service\?/ });
    expect(api.sent(services.serviceDel)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('service-delete-ok-7'));
    await waitFor(() => expect(api.sent(services.serviceDel).map((r) => r.body)).toEqual([{ id: 7 }]));
    expect(await screen.findByText('Service deleted.')).toBeTruthy();
    expect(await screen.findByTestId('my-services-empty')).toBeTruthy();
  });
});
