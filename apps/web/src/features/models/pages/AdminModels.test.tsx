import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { models, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { tableTexts } from '../../../test/table';
import AdminModels from './AdminModels';

type Row = DataOf<typeof models.modelQueue>['listItem'][number];

const row: Row = {
  id: 42,
  title: 'Booth frame',
  category: 'booth',
  format: 'glb',
  price: 1_250,
  thumbnail: null,
  cardno: '20000002',
  nickname: 'Dee',
  status: 'pending',
  reviewer: null,
  reviewedAt: null,
  reason: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function setup(rows: Row[] = [row]) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  api.on(models.modelQueue, { listItem: rows, total: rows.length, page: 1, pageSize: 10 });
  api.on(models.modelReview, (body) => ({ id: body.id, status: body.approve ? 'approved' : 'rejected' }));
  return { api, ...renderPage(<AdminModels />, { path: '/admin/models' }) };
}

afterEach(() => vi.restoreAllMocks());

/** The publication queues (exhibitions, conventions, models) share one page: the models' queue stands for all three. */
describe('the model review queue (/admin/models)', () => {
  it('lists the pending models with their format, price, uploader and a link to the viewer', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Model review' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Model review' });
    const [head, first] = tableTexts(table);
    expect(head).toEqual(['Model', 'Uploader', 'Status', 'Actions']);
    expect(first?.[0]).toContain('GLB · 12.50 coins');
    expect(first?.[1]).toContain('Dee');
    expect(within(table).getByTestId('admin-model-status-42').textContent).toBe('Pending');
    expect(within(table).getByTestId('admin-model-open-42').getAttribute('href')).toBe('/modelDetail?id=42');
    expect(api.sent(models.modelQueue)[0]?.body).toEqual({ status: 'pending', page: 1, pageSize: 10 });
  });

  it('approves without a reason, and a rejection is refused until it has one', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('admin-model-approve-42'));
    expect(await screen.findByText('Approve "Booth frame"')).toBeTruthy();
    await user.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(api.sent(models.modelReview).map((r) => r.body)).toEqual([{ id: 42, approve: true }]));

    await user.click(await screen.findByTestId('admin-model-reject-42'));
    await user.click(await screen.findByTestId('review-ok'));
    expect(await screen.findByText('Please enter Reason')).toBeTruthy();
    await user.type(screen.getByTestId('review-reason'), 'No preview');
    await user.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(api.sent(models.modelReview).at(-1)?.body).toEqual({ id: 42, approve: false, reason: 'No preview' }));
  });

  it('on a phone, stacks each row in two columns: the details, then the status and the decisions', async () => {
    const desktop = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...desktop(query), matches: /max-width: 575/.test(query) }));
    setup();
    const table = await screen.findByRole('table', { name: 'Model review' });
    const [head, first] = tableTexts(table);
    expect(head).toEqual(['Details', 'Status']);
    expect(first?.[0]).toContain('Booth frame');
    expect(first?.[0]).toContain('Dee');
    expect(within(table).getByTestId('admin-model-approve-42')).toBeTruthy();
  });
});
