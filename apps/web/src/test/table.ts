import { within } from '@testing-library/react';

/** The texts of a table's cells, row by row (the head row's column heads first), as a reader meets them. */
export function tableTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent ?? ''));
}
