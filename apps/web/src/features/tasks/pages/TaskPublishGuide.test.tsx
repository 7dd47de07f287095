import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { taskGuide, tasks } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import TaskPublish from './TaskPublish';

/**
 * The brief's budget guidance (decision 075): it asks Taskcenter/budgetGuide with what the business has typed and
 * shows the answer beside the budget, and again as the area, city, type, storeys, open sides or budget change.
 */
function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'business' }));
  api.on(tasks.businessTaskPub, { id: 77, status: 'unpaid' });
  // a market where 上海 has its own figures, 深圳 only its province's and 拉萨 none; two storeys cost more
  api.on(taskGuide.budgetGuide, (body) => {
    if (body.city === '拉萨') return { guide: null, minSample: 8 };
    const shanghai = body.city === '上海';
    const base = body.layer === 2 ? 300_00 : shanghai ? 150_00 : 130_00;
    const perM2 = body.cost === undefined ? null : Math.floor(body.cost / body.plaza);
    return {
      minSample: 8,
      guide: {
        step: shanghai ? 'exact' : 'province',
        place: shanghai ? 'city' : 'province',
        placeName: shanghai ? '上海' : '广东',
        opens: shanghai ? body.opens : null,
        area: { min: 36, max: 99 },
        count: shanghai ? 37 : 12,
        median: base,
        p25: base - 30_00,
        p75: base + 40_00,
        ...(perM2 === null
          ? {}
          : { position: perM2 < base - 30_00 ? 'below' : perM2 > base + 40_00 ? 'above' : perM2 <= base ? 'lowerMiddle' : 'upperMiddle' }),
      },
    };
  });
  return { api, ...renderPage(<TaskPublish />, { path: '/personalCenter/newService' }) };
}

const line = () => screen.getByTestId('task-guide-line').textContent;

describe('budget guidance on the brief', () => {
  it('asks once the brief says where and how big, and follows every edit', async () => {
    const { api, user } = setup();
    // nothing to ask before an area and a city
    expect((await screen.findByTestId('task-guide')).textContent).toContain('Fill in the area, the city');
    await user.type(screen.getByLabelText('Area (m²)'), '54');
    await user.click(screen.getByLabelText('City and venue'));
    await user.paste('上海 国家会展中心 7.1 馆');
    await waitFor(() => expect(line()).toBe('上海 · Booth / stand · 1 storey: median 150 coins/m² (120–190, 37 completed tasks)'), { timeout: 3000 });
    expect(screen.getByTestId('task-guide-step').textContent).toBe('Matched: the same city, 1 open side, 36–99 m².');
    // the venue's first word is the city
    expect(api.sent(taskGuide.budgetGuide).at(-1)?.body).toEqual({ city: '上海', types: 'booth', layer: 1, opens: 1, plaza: 54 });

    // the budget is placed against the band
    await user.type(screen.getByLabelText('Budget (coins)'), '5400');
    await waitFor(
      () =>
        expect(screen.getByTestId('task-guide-position').textContent).toBe(
          'This budget (100 coins/m²) is below the middle half of similar completed tasks.',
        ),
      { timeout: 3000 },
    );
    await user.clear(screen.getByLabelText('Budget (coins)'));
    await user.type(screen.getByLabelText('Budget (coins)'), '9000');
    await waitFor(() => expect(screen.getByTestId('task-guide-position').getAttribute('data-position')).toBe('upperMiddle'), { timeout: 3000 });

    // another city widens to its province
    await user.click(screen.getByLabelText('City'));
    await user.paste('深圳');
    await waitFor(() => expect(line()).toBe('广东 · Booth / stand · 1 storey: median 130 coins/m² (100–170, 12 completed tasks)'), { timeout: 3000 });
    expect(screen.getByTestId('task-guide-step').getAttribute('data-step')).toBe('province');
    // 166 coins/m²: over 广东's median 130, under its p75 170
    expect(screen.getByTestId('task-guide-position').getAttribute('data-position')).toBe('upperMiddle');

    // two storeys
    await user.clear(screen.getByLabelText('Storeys'));
    await user.type(screen.getByLabelText('Storeys'), '2');
    await waitFor(() => expect(line()).toBe('广东 · Booth / stand · 2 storeys: median 300 coins/m² (270–340, 12 completed tasks)'), {
      timeout: 3000,
    });
    expect(api.sent(taskGuide.budgetGuide).at(-1)?.body).toEqual({ city: '深圳', types: 'booth', layer: 2, opens: 1, plaza: 54, cost: 900_000 });
    expect(screen.getByTestId('task-guide-position').getAttribute('data-position')).toBe('below');

    // too few tasks: no figure at all
    await user.clear(screen.getByLabelText('City'));
    await user.paste('拉萨');
    expect(await screen.findByTestId('task-guide-none', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('task-guide-line')).toBeNull();
    expect(screen.getByTestId('task-guide').textContent).toContain('Fewer than 8 similar completed tasks');
  });
});
