import type { Key, ReactNode } from 'react';
import { Card, Input, InputNumber, Select, Space } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@boothhub/shared';
import { numberParam, type useUrlQuery } from '../lib/urlQuery';
import { QueryCards } from './QueryCards';

type UrlQuery = ReturnType<typeof useUrlQuery>;

/**
 * A catalogue search whose state lives in the address (the model centre, service packages): a card with the filter
 * bar — keyword (`q`), the page's own filters, a price range in coins (`min`, `max`), the sort (`sort`, absent when
 * it is the default "newest") — and the grid of cards with its pagination (`page`).
 */
export function UrlSearchPage<R>({
  url,
  title,
  testId,
  filtersClassName,
  keyword,
  filters,
  price,
  sort,
  list,
  page,
  pageSize,
  grid,
}: {
  url: UrlQuery;
  title: ReactNode;
  testId: string;
  filtersClassName: string;
  keyword: { placeholder: string; testId: string };
  /** the page's own filters, between the keyword and the price */
  filters: ReactNode;
  price: { min: string; max: string; minTestId?: string; maxTestId?: string };
  sort: { value: string | undefined; options: { value: string; label: string }[]; width: number; testId: string };
  list: UseQueryResult<Page<R>>;
  page: number;
  pageSize: number;
  grid: { className: string; testId: string; empty: ReactNode; keyOf: (row: R) => Key; card: (row: R) => ReactNode };
}) {
  const { params, set } = url;
  return (
    <Card title={title} data-testid={testId}>
      <Space wrap className={filtersClassName}>
        <Input.Search
          allowClear
          defaultValue={params.get('q') ?? ''}
          placeholder={keyword.placeholder}
          onSearch={(v) => set('q', v.trim())}
          style={{ width: 220 }}
          data-testid={keyword.testId}
        />
        {filters}
        {(['min', 'max'] as const).map((end) => (
          <InputNumber
            key={end}
            min={0}
            placeholder={price[end]}
            value={numberParam(params.get(end))}
            onChange={(v) => set(end, v)}
            style={{ width: 110 }}
            data-testid={end === 'min' ? price.minTestId : price.maxTestId}
          />
        ))}
        <Select
          value={sort.value}
          onChange={(v) => set('sort', v === 'newest' ? undefined : v)}
          options={sort.options}
          style={{ width: sort.width }}
          data-testid={sort.testId}
        />
      </Space>
      <QueryCards
        query={list}
        page={page}
        pageSize={pageSize}
        onPage={(p) => set('page', p)}
        className={grid.className}
        testId={grid.testId}
        empty={grid.empty}
        keyOf={grid.keyOf}
        card={grid.card}
      />
    </Card>
  );
}
