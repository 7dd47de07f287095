import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories, factories, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { localDay } from '../../../lib/localDay';
import { TaskQuotes } from './TaskQuotes';
import { quoteRequestFields } from '../test/fixtures';
import { categoryNode as city } from '../../../test/categoryFixture';

/** Build quotes on a task's page in plain markup: the request form (its own chunk), the quotes side by side, the pick. */
type Request = DataOf<typeof factories.quoteTaskRequests>['listItem'][number];
type Quote = Request['quotes'][number];

const quote = (patch: Partial<Quote>): Quote => ({
  cardno: '10000101',
  companyName: 'Jiangxin Exhibits',
  city: '上海',
  status: 'quoted',
  price: 12_800_000,
  buildDays: 3,
  schedule: 'Three days',
  notes: null,
  quotedAt: '2026-11-22T08:00:00.000Z',
  result: null,
  ...patch,
});
const request = (patch: Partial<Request> = {}): Request => ({
  ...quoteRequestFields(),
  quotes: [quote({}), quote({ cardno: '10000108', companyName: 'Chuangyu Display', city: '深圳', price: 11_950_050, buildDays: 4 })],
  chosen: null,
  can: { accept: false, decline: false, quote: false, pick: true },
  ...patch,
});
const factory = (cardno: string, companyName: string, city: string) => ({
  cardno,
  companyName,
  companyNameEn: null,
  city,
  capabilities: ['structure' as const],
  workshopArea: 1000,
  annualCapacity: 100,
  cover: null,
  photoCount: 0,
});

const regions = {
  version: 'v1',
  trees: {
    region: [
      city(1, 'shanghai', '上海', 'Shanghai', null, [city(11, 'shanghai-c', '上海', 'Shanghai', 1)]),
      city(3, 'guangdong', '广东', 'Guangdong', null, [city(31, 'guangzhou', '广州', 'Guangzhou', 3), city(32, 'shenzhen', '深圳', 'Shenzhen', 3)]),
    ],
  },
};

function setup(requests: Request[]) {
  const api = fakeApi();
  api.on(categories.menusTree, regions);
  let current = requests;
  api.on(factories.quoteTaskRequests, () => ({ listItem: current }));
  api.on(factories.searchFactory, {
    listItem: [factory('10000101', 'Jiangxin Exhibits', '上海'), factory('10000108', 'Chuangyu Display', '深圳')],
    total: 2,
    page: 1,
    pageSize: 100,
  });
  api.on(factories.quoteRequestCreate, () => {
    current = [request({ quotes: [quote({ status: 'invited', price: null, buildDays: null, schedule: null, quotedAt: null })] })];
    return { id: 5, invited: 1 };
  });
  api.on(factories.quotePick, (body) => {
    current = [
      request({
        status: 'picked',
        chosen: body.cardno,
        chosenContact: { companyName: 'Chuangyu Display', phone: '13800000108' },
        can: { accept: false, decline: false, quote: false, pick: false },
      }),
    ];
    return { ...current[0]!, chosen: body.cardno };
  });
  return { api, ...renderPage(<TaskQuotes taskId={42} />, { path: '/orderDetail', url: '/orderDetail?id=42' }) };
}

describe('TaskQuotes (plain)', () => {
  it('asks chosen factories for quotes: factories are needed, the deadline is a week from today', async () => {
    const { api, user } = setup([]);
    expect(await screen.findByText('No request for quotes yet.')).toBeTruthy();
    await user.click(screen.getByTestId('quote-request-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Request build quotes' });
    expect((within(dialog).getByLabelText('Deadline for quotes') as HTMLInputElement).value).toBe(localDay(7));
    await user.click(screen.getByTestId('quote-request-send'));
    expect(await within(dialog).findByText('Search and choose factories', { selector: '.bh-field-error' })).toBeTruthy();
    expect(api.sent(factories.quoteRequestCreate)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Factories' }));
    await user.keyboard('Chuang');
    await user.click(await within(dialog).findByRole('option', { name: 'Chuangyu Display · Shenzhen' }));
    await user.click(screen.getByTestId('quote-caps-lighting'));
    await user.type(screen.getByTestId('quote-notes'), 'Build three days before.');
    await user.click(screen.getByTestId('quote-request-send'));
    await waitFor(() => expect(api.sent(factories.quoteRequestCreate)).toHaveLength(1));
    expect(api.sent(factories.quoteRequestCreate)[0]?.body).toEqual({
      taskId: 42,
      factories: ['10000108'],
      capabilities: ['lighting'],
      notes: 'Build three days before.',
      deadline: localDay(7),
    });
    expect(await screen.findByText('Request sent to 1 factories')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request build quotes' })).toBeNull());
    expect(await screen.findByTestId('quote-request-5')).toBeTruthy();
  });

  it('asks for a city instead when every factory of a city is chosen', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByTestId('quote-request-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Request build quotes' });
    await user.click(within(dialog).getByRole('radio', { name: 'Every factory in a city' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Factories' })).toBeNull();
    await user.click(screen.getByTestId('quote-request-send'));
    expect(await within(dialog).findByText('City', { selector: '.bh-field-error' })).toBeTruthy();
    expect(api.sent(factories.quoteRequestCreate)).toHaveLength(0);
    // the city is typed and picked with Enter (which sends nothing yet)
    const box = within(dialog).getByRole('combobox', { name: 'City' });
    await user.type(box, '深');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Shenzhen']),
    );
    await user.keyboard('{Enter}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByRole('button', { name: 'Remove Shenzhen' })).toBeTruthy();
    expect(api.sent(factories.quoteRequestCreate)).toHaveLength(0);
    await user.click(screen.getByTestId('quote-request-send'));
    await waitFor(() => expect(api.sent(factories.quoteRequestCreate)).toHaveLength(1));
    expect(api.sent(factories.quoteRequestCreate)[0]?.body).toMatchObject({ taskId: 42, city: '深圳' });
  });

  it('rates the chosen factory once the show has begun (issue 32 item 4)', async () => {
    const picked = request({
      status: 'picked',
      chosen: '10000108',
      can: { accept: false, decline: false, quote: false, pick: false, rate: true },
    });
    const { api, user } = setup([picked]);
    api.on(factories.quoteRate, (body) => ({
      ...picked,
      can: { ...picked.can, rate: false },
      rating: {
        quality: body.quality,
        punctuality: body.punctuality,
        service: body.service,
        comment: body.comment ?? '',
        ratedAt: '2026-12-11T08:00:00.000Z',
      },
    }));
    const form = await screen.findByTestId('quote-rate');
    await user.click(within(form).getByTestId('quote-rate-submit'));
    expect(within(form).getAllByText('Please choose the stars')).toHaveLength(3);
    expect(api.sent(factories.quoteRate)).toHaveLength(0);
    await user.click(within(screen.getByTestId('quote-rate-quality')).getByRole('radio', { name: '5 out of 5 stars' }));
    await user.click(within(screen.getByTestId('quote-rate-punctuality')).getByRole('radio', { name: '4 out of 5 stars' }));
    await user.click(within(screen.getByTestId('quote-rate-service')).getByRole('radio', { name: '3 out of 5 stars' }));
    await user.type(within(form).getByLabelText('Comment'), ' Solid work ');
    await user.click(within(form).getByTestId('quote-rate-submit'));
    await waitFor(() =>
      expect(api.sent(factories.quoteRate)[0]?.body).toEqual({ id: 5, quality: 5, punctuality: 4, service: 3, comment: 'Solid work' }),
    );
  });

  it('shows the rating once given, with no form', async () => {
    const rating = { quality: 5, punctuality: 4, service: 3, comment: 'Solid work', ratedAt: '2026-12-11T08:00:00.000Z' };
    setup([
      request({ status: 'picked', chosen: '10000108', can: { accept: false, decline: false, quote: false, pick: false, rate: false }, rating }),
    ]);
    expect((await screen.findByTestId('quote-rating')).textContent).toBe('You rated this build: quality 5, on time 4, service 3 stars · Solid work');
    expect(screen.queryByTestId('quote-rate')).toBeNull();
  });

  it('shows the quotes side by side, the lowest in bold, and picks one after asking', async () => {
    const { api, user } = setup([request()]);
    const table = await screen.findByRole('table', { name: 'Request of 2026-11-20' });
    expect(screen.getByRole('heading', { level: 3, name: /Request of 2026-11-20/ })).toBeTruthy();
    expect(within(table).getByTestId('quote-price-10000108').tagName).toBe('STRONG');
    expect(within(table).getByTestId('quote-price-10000101').textContent).toBe('¥128000.00');
    expect(screen.queryByTestId('quote-request-open')).toBeNull();
    await user.click(screen.getByTestId('quote-pick-10000108'));
    const ask = await screen.findByRole('dialog', { name: 'Choose Chuangyu Display?' });
    expect(ask.textContent).toContain('The choice is final; every invited factory is told.');
    await user.click(screen.getByTestId('quote-pick-ok'));
    await waitFor(() => expect(api.sent(factories.quotePick)).toHaveLength(1));
    expect(api.sent(factories.quotePick)[0]?.body).toEqual({ id: 5, cardno: '10000108' });
    expect(await screen.findByText('Factory chosen', { selector: '.bh-toast *' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('quote-pick-10000101')).toBeNull());
    // the chosen factory's contact, once chosen (issue 32 item 4)
    expect((await screen.findByTestId('quote-chosen-contact')).textContent).toBe('You chose Chuangyu Display: call 13800000108 to agree the build.');
  });
});
