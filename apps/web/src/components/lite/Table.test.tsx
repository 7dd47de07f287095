import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pictures } from './Pictures';
import { Table } from './Table';
import { tableTexts } from '../../test/table';

/** The plain table and the picture grid (its cover, sizes and a page's own alts and attributes): what a reader of the page meets. */
describe('Table', () => {
  const halls = [
    { id: 1, name: 'Hall 1', plaza: 12000 },
    { id: 2, name: 'Hall 2', plaza: 8000 },
  ];
  const columns = [
    { key: 'name', title: 'Hall', render: (h: (typeof halls)[number]) => h.name },
    { key: 'plaza', title: 'Area', align: 'right' as const, render: (h: (typeof halls)[number]) => h.plaza.toLocaleString('en-US') },
  ];

  it('is a table named by its caption, with column heads and a row per entry', () => {
    render(<Table rows={halls} rowKey={(h) => h.id} columns={columns} caption="Halls" testId="halls" />);
    const table = screen.getByRole('table', { name: 'Halls' });
    expect(tableTexts(table)).toEqual([
      ['Hall', 'Area'],
      ['Hall 1', '12,000'],
      ['Hall 2', '8,000'],
    ]);
    expect(within(table).getAllByRole('columnheader')[1]!.className).toBe('bh-table-right');
    expect(within(table).getByText('8,000').className).toBe('bh-table-right');
    expect(screen.getByTestId('halls').textContent).toContain('Hall 2');
  });

  it('says "No data" across the columns when there are no rows', () => {
    render(<Table rows={[]} rowKey={(h: (typeof halls)[number]) => h.id} columns={columns} caption="Halls" />);
    const cell = screen.getByText('No data');
    expect(cell.tagName).toBe('TD');
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});

describe('Pictures with a cover and a thumbnail size', () => {
  it('draws the cover across the row and the others at the size asked for; each opens the viewer', async () => {
    const user = userEvent.setup();
    render(<Pictures pictures={['/a.jpg', '/b.jpg']} name="Show" testId="pics" lead thumb={{ width: 96, height: 64 }} />);
    expect(screen.getByTestId('pics').className).toContain('bh-pictures-lead');
    const cover = screen.getByRole('img', { name: 'Show 1' });
    const other = screen.getByRole('img', { name: 'Show 2' });
    expect(cover.getAttribute('style')).toBeNull();
    expect(other.style.width).toBe('96px');
    expect(other.style.height).toBe('64px');
    // the keyboard reaches the thumbnails and opens the viewer on the one chosen
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('pics-1'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('pics-viewer-count').textContent).toContain('2');
  });
});

describe("Pictures with a page's own alts, attributes and extras", () => {
  it('names each thumbnail by its alt, carries the attributes asked for, opens the viewer at it and gives focus back', async () => {
    const user = userEvent.setup();
    render(
      <Pictures
        pictures={['/front.jpg', '/back.jpg']}
        name="Ann"
        testId="ids"
        alts={['Front', 'Back']}
        className="bh-extra"
        item={(i) => ({
          li: { 'data-testid': `ids-item-${i}` },
          button: { 'data-original': i ? '1' : '0' },
          img: { 'data-testid': `ids-img-${i}` },
          after: <button type="button">{`Remove ${i + 1}`}</button>,
        })}
      />,
    );
    expect(screen.getByTestId('ids').className).toBe('bh-pictures bh-extra');
    expect(screen.getByTestId('ids-img-1').getAttribute('src')).toBe('/back.jpg');
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back.getAttribute('data-original')).toBe('1');
    expect(within(screen.getByTestId('ids-item-1')).getByRole('button', { name: 'Remove 2' })).toBeTruthy();
    await user.click(back);
    const viewer = screen.getByRole('dialog', { name: 'Pictures of Ann' });
    expect(within(viewer).getByTestId('ids-viewer-count').textContent).toBe('2 / 2');
    expect(within(viewer).getByRole('img', { name: 'Ann 2' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(back);
  });
});
