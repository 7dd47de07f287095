import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@boothhub/shared';
import { Select } from './lite/Select';
import { UrlSearchPage } from './UrlSearchPage';

/**
 * The filter bar of the model centre and the service packages (issue 32: unstyled, every field took a whole row at
 * 1280 px, seven rows at 360 px). Drawn in Chromium at both widths with the model centre's fields: keyword, two
 * category lists, format and price type, the price range and the sort.
 */
const options = [{ value: 'a', label: 'A' }];
function Bar({ width }: { width: number }) {
  const list = { data: { listItem: [], total: 0 }, isFetching: false } as unknown as UseQueryResult<Page<{ id: number }>>;
  return (
    <div style={{ width }}>
      <UrlSearchPage
        url={{ params: new URLSearchParams(), set: () => {} } as never}
        title="Models"
        testId="bar-page"
        filtersClassName="bh-model-filters"
        keyword={{ placeholder: 'Search models', testId: 'kw' }}
        filters={
          <>
            <Select placeholder="Category" label="Category" value={undefined} onChange={() => {}} options={options} />
            <Select placeholder="Style" label="Style" value={undefined} onChange={() => {}} options={options} />
            <Select placeholder="Format" label="Format" value={undefined} onChange={() => {}} options={options} width={110} />
            <Select placeholder="Price" label="Price" value={undefined} onChange={() => {}} options={options} width={110} />
          </>
        }
        price={{ min: 'Min', max: 'Max' }}
        sort={{ value: undefined, options: [{ value: 'newest', label: 'Newest' }], width: 140, testId: 'sort', label: 'Sort' }}
        list={list}
        page={1}
        pageSize={20}
        grid={{ className: 'g', testId: 'grid', empty: null, keyOf: (r) => r.id, card: () => null }}
      />
    </div>
  );
}

/** the rows the bar's fields stand in (their distinct tops) and whether any field is wider than its bar */
function rows() {
  const bar = document.querySelector('.bh-url-filters')!;
  const fields = [...bar.children] as HTMLElement[];
  const tops = new Set(fields.map((f) => Math.round(f.getBoundingClientRect().top)));
  const right = bar.getBoundingClientRect().right;
  return { rows: tops.size, overflow: fields.some((f) => f.getBoundingClientRect().right > right + 0.5), count: fields.length };
}

describe('the catalogue filter bar (model centre, service packages)', () => {
  it('at 1280 px stands in at most two rows', async () => {
    await page.viewport(1280, 800);
    render(<Bar width={1200} />);
    await screen.findByTestId('kw');
    const r = rows();
    expect(r.count).toBe(8);
    expect(r.rows).toBeLessThanOrEqual(2);
    expect(r.overflow).toBe(false);
  });

  it('at 360 px puts the keyword on its row and the other fields two by two', async () => {
    await page.viewport(360, 740);
    render(<Bar width={328} />);
    await screen.findByTestId('kw');
    const r = rows();
    expect(r.rows).toBeLessThanOrEqual(5);
    expect(r.overflow).toBe(false);
  });
});
