import type { ReactNode } from 'react';
import { Grid, type TableColumnType } from 'antd';
import './components.css';

/** A phone-sized screen (< 576 px): tables show fewer, combined columns. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().sm === false;
}

/**
 * A table's columns for a phone: the cells of `main` stacked in one column and those of `side` (state, actions)
 * in a second, so nothing needs sideways scrolling.
 */
export function stackColumns<T>(columns: TableColumnType<T>[], main: string[], side: string[], titles: [string, string]): TableColumnType<T>[] {
  const byKey = new Map(columns.map((c) => [String(c.key), c]));
  const cell = (keys: string[]) => (_: unknown, row: T, index: number) => (
    <div className="bh-wallet-cell">
      {keys.map((k) => {
        const render = byKey.get(k)?.render;
        return render ? <div key={k}>{render(undefined, row, index) as ReactNode}</div> : null;
      })}
    </div>
  );
  return [
    { key: 'main', title: titles[0], render: cell(main) },
    { key: 'side', title: titles[1], width: 128, render: cell(side) },
  ];
}
