import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { factories, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import QuoteRequests from './QuoteRequests';
import { quoteRequestFields } from '../test/fixtures';

/** A factory's requests for build quotes in plain markup: the list, one request, accept, then the quote form. */
type Detail = DataOf<typeof factories.quoteRequestInfo>;
type Row = Detail['quotes'][number];

const row: Row = {
  cardno: '10000101',
  companyName: 'Jiangxin Exhibits',
  city: '上海',
  status: 'invited',
  price: null,
  buildDays: null,
  schedule: null,
  notes: null,
  quotedAt: null,
  result: null,
};
const detail = (patch: Partial<Detail> = {}, mine: Partial<Row> = {}): Detail => ({
  ...quoteRequestFields({ taskId: 9, notes: 'Build before the show' }),
  quotes: [{ ...row, ...mine }],
  chosen: null,
  can: { accept: true, decline: true, quote: false, pick: false },
  ...patch,
});

function setup(url = '/personalCenter/quoteRequests') {
  const api = fakeApi();
  api.on(factories.quoteInbox, {
    listItem: [
      {
        id: 5,
        taskTitle: 'Auto show booth',
        city: '上海',
        sdate: '2026-12-10',
        edate: '2026-12-12',
        sizes: '9x6',
        plaza: 54,
        deadline: '2026-12-01T15:59:59.000Z',
        requestStatus: 'open',
        status: 'invited',
        price: null,
        result: null,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  });
  // the server's state: the request as this factory sees it now
  let current = detail();
  api.on(factories.quoteRequestInfo, (body) => (body.id === 5 ? current : refuse('QUOTE_REQUEST_NOT_FOUND')));
  const files = [
    { fileId: 'f1', name: 'design.pdf', url: '/files/f1' },
    {
      fileId: 'g1',
      name: 'stand.glb',
      url: '/files/g1',
      model: { preview: '/api/Quote/model/5/g1', polygons: 12, bbox: [6, 4, 3] as [number, number, number] },
    },
  ];
  const can = { accept: false, decline: false, quote: true, pick: false };
  api.on(factories.quoteAccept, () => (current = detail({ files, can }, { status: 'accepted' })));
  api.on(
    factories.quoteSubmit,
    (body) =>
      (current = detail(
        { files, can },
        {
          status: 'quoted',
          price: body.price,
          buildDays: body.buildDays,
          schedule: body.schedule,
          notes: body.notes ?? '',
          quotedAt: '2026-11-21T08:00:00.000Z',
        },
      )),
  );
  return { api, ...renderPage(<QuoteRequests />, { path: '/personalCenter/quoteRequests', url }) };
}

describe("a factory's quote requests (/personalCenter/quoteRequests)", () => {
  it('lists the requests; one opens, is accepted, shows its files and takes a quote in cents', async () => {
    const { api, user } = setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Quote requests');
    const item = await screen.findByTestId('quote-item-5');
    expect(within(item).getByRole('heading', { name: 'Auto show booth' })).toBeTruthy();
    await user.click(within(item).getByTestId('quote-open-5'));
    const panel = await screen.findByTestId('quote-panel');
    expect(within(panel).getByTestId('quote-files-hidden').textContent).toContain('1 design files');
    expect(within(panel).getByText('Acme')).toBeTruthy();
    await user.click(within(panel).getByTestId('quote-accept'));
    expect((await screen.findByTestId('quote-files')).querySelector('a')?.getAttribute('href')).toBe('/files/f1');
    // the design's 3D file opens in the viewer, the others are downloads only (issue 32 item 4)
    expect(screen.queryByTestId('quote-file-view3d-f1')).toBeNull();
    await user.click(screen.getByTestId('quote-file-view3d-g1'));
    expect(await screen.findByTestId('quote-file-view3d-g1-dialog')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'stand.glb' })).toBeTruthy();
    await user.keyboard('{Escape}');

    // a bad price and no schedule are refused on the spot
    await user.type(screen.getByTestId('quote-price'), '12.345');
    await user.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByText(/at most two decimals/)).toBeTruthy();
    expect(screen.getByText('Please enter Build schedule')).toBeTruthy();
    await user.clear(screen.getByTestId('quote-days'));
    await user.type(screen.getByTestId('quote-days'), '61');
    expect(await screen.findByText('Build days must be between 1 and 60')).toBeTruthy();
    expect(api.sent(factories.quoteSubmit)).toHaveLength(0);

    await user.clear(screen.getByTestId('quote-price'));
    await user.type(screen.getByTestId('quote-price'), '119500.50');
    await user.clear(screen.getByTestId('quote-days'));
    await user.type(screen.getByTestId('quote-days'), '4');
    await user.type(screen.getByTestId('quote-schedule'), 'Three days of build');
    await user.click(screen.getByTestId('quote-submit'));
    await waitFor(() => expect(api.sent(factories.quoteSubmit)).toHaveLength(1));
    expect(api.sent(factories.quoteSubmit)[0]?.body).toEqual({ id: 5, price: 11_950_050, buildDays: 4, schedule: 'Three days of build', notes: '' });
    // revising: the form comes back filled with the quote
    expect((await screen.findByTestId('quote-submit')).textContent).toBe('Revise quote');
    expect((screen.getByTestId('quote-price') as HTMLInputElement).value).toBe('119500.50');
    expect(await screen.findByText('Quote sent')).toBeTruthy();
  });

  it('says so for a request this factory was not invited to', async () => {
    setup('/personalCenter/quoteRequests?id=6');
    expect(await screen.findByTestId('fa-request-missing')).toBeTruthy();
  });
});
