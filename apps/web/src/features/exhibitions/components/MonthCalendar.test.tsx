import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MonthCalendar } from './MonthCalendar';

const items = [
  { id: 1, title: 'Auto Show', sdate: '2026-03-02', edate: '2026-03-04', city: '上海' },
  { id: 2, title: 'Food Expo', sdate: '2026-03-04', edate: '2026-03-04', city: '北京' },
];

function Month({ start = '2026-03', shown = items }: { start?: string; shown?: typeof items }) {
  const [month, setMonth] = useState(start);
  return (
    <MemoryRouter>
      <MonthCalendar month={month} items={month === '2026-03' ? shown : []} onMonth={setMonth} />
    </MemoryRouter>
  );
}

describe('MonthCalendar (plain)', () => {
  it('shows each day the exhibitions running then, as links to them', () => {
    render(<Month />);
    expect(screen.getByTestId('ex-cal-month').textContent).toBe('March 2026');
    // March 2026 starts on a Sunday: the first row is the 1st to the 7th
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const fourth = screen.getByTestId('ex-cal-2026-03-04');
    expect(
      within(fourth)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/exhibition/1', '/exhibition/2']);
    expect(screen.getByTestId('ex-cal-2026-03-02').textContent).toBe('Auto Show');
    expect(screen.queryByTestId('ex-cal-2026-03-05')).toBeNull();
  });

  it('a day button lists that day below; the month buttons move and say "none" for an empty month', async () => {
    const user = userEvent.setup();
    render(<Month />);
    const day = screen.getByRole('button', { name: 'Wednesday, March 4, 2026' });
    await user.click(day);
    expect(day.getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByTestId('ex-cal-day');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Auto Show', 'Food Expo']);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('ex-cal-month').textContent).toBe('April 2026');
    expect(screen.queryByTestId('ex-cal-day')).toBeNull();
    expect(screen.getByText('No exhibitions this month')).toBeTruthy();
    screen.getByRole('button', { name: 'Previous month' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('ex-cal-month').textContent).toBe('March 2026');
  });
});
