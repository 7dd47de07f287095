import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { models, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import ModelManagement from './ModelManagement';

type Item = DataOf<typeof models.modelList>['listItem'][number];

/** The member's own models in plain markup: states, downloads, earnings; edit, delete after asking. */
const item = (patch: Partial<Item>): Item => ({
  id: 5,
  title: 'Island booth 6×9',
  category: 'booth',
  format: 'skp',
  price: 1250,
  thumbnail: null,
  status: 'approved',
  rejectReason: null,
  downloads: 3,
  sales: 2500,
  earnings: 2000,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup(rows: Item[]) {
  const api = fakeApi();
  logIn(api, memberFixture());
  let shown = rows;
  api.on(models.modelList, () => ({ listItem: shown, total: shown.length, page: 1, pageSize: 10 }));
  api.on(models.deleteModel, ({ id }) => {
    shown = shown.filter((r) => r.id !== id);
    return { id };
  });
  return { api, ...renderPage(<ModelManagement />, { path: '/personalCenter/modelManagement' }) };
}

describe('ModelManagement (plain)', () => {
  it('lists the models with their state, the reason of a rejection, downloads and earnings', async () => {
    setup([item({}), item({ id: 6, title: 'Corner stand', status: 'rejected', rejectReason: 'Broken file', earnings: 0 })]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Island booth 6×9' }).getAttribute('href')).toBe('/modelDetail?id=5');
    expect(screen.getByTestId('model-mine-status-6').textContent).toBe('Rejected');
    expect(within(table).getByText('Broken file')).toBeTruthy();
    expect(within(table).getByText('20.00')).toBeTruthy();
    expect(screen.getByTestId('model-edit-5').getAttribute('href')).toBe('/personalCenter/modelEdit?id=5');
    expect(screen.getByTestId('model-new').getAttribute('href')).toBe('/personalCenter/modelUpload');
  });

  it('asks before deleting; Cancel keeps the model, the go-ahead deletes it', async () => {
    const { api, user } = setup([item({})]);
    await user.click(await screen.findByTestId('model-delete-5'));
    const dialog = await screen.findByRole('dialog', { name: /Delete this model\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(models.deleteModel)).toHaveLength(0);
    await user.click(screen.getByTestId('model-delete-5'));
    await user.click(await screen.findByTestId('model-delete-ok-5'));
    await waitFor(() => expect(api.sent(models.deleteModel).map((r) => r.body)).toEqual([{ id: 5 }]));
    expect(await screen.findByText('You have not uploaded any models yet.')).toBeTruthy();
  });
});
