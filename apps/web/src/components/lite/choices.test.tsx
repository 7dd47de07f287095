import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRange } from './DateRange';
import { Segmented } from './Segmented';
import { Switch } from './Switch';

/** The plain choices of the catalogue's lists (decision 045): what a keyboard or mouse user meets. */
describe('Segmented', () => {
  function View() {
    const [view, setView] = useState<'list' | 'calendar'>('list');
    return (
      <>
        <Segmented
          value={view}
          onChange={setView}
          label="Show as"
          name="view"
          options={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
          testId="view"
        />
        <output>{view}</output>
      </>
    );
  }

  it('is a named group of radios: a click or the keyboard chooses', async () => {
    const user = userEvent.setup();
    render(<View />);
    const group = screen.getByRole('group', { name: 'Show as' });
    expect(group).toBe(screen.getByTestId('view'));
    expect(screen.getByRole('radio', { name: 'List' })).toHaveProperty('checked', true);
    await user.click(screen.getByText('Calendar'));
    expect(screen.getByRole('radio', { name: 'Calendar' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('calendar');
    // (the arrow keys are the browser's own for radios of one name; the test DOM does not walk them)
    screen.getByRole('radio', { name: 'List' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'List' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('list');
  });
});

describe('DateRange', () => {
  it('hands the range over once both days are chosen, and again when both are emptied', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<DateRange from="" to="" onChange={(f, t) => seen.push(`${f}/${t}`)} label="Choose dates" testId="range" />);
    expect(screen.getByRole('group', { name: 'Choose dates' })).toBe(screen.getByTestId('range'));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-03-01');
    expect(seen).toEqual([]);
    expect(to.getAttribute('min')).toBe('2026-03-01');
    await user.type(to, '2026-03-09');
    expect(seen).toEqual(['2026-03-01/2026-03-09']);
    await user.clear(from);
    await user.clear(to);
    expect(seen.at(-1)).toBe('/');
  });
});

describe('Switch', () => {
  function Toggle({ busy = false }: { busy?: boolean }) {
    const [on, setOn] = useState(true);
    return <Switch checked={on} onChange={setOn} label="Shown" busy={busy} testId="toggle" />;
  }

  it('is a switch named by its label: a click or Space turns it off and on', async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Shown' });
    expect(toggle).toBe(screen.getByTestId('toggle'));
    expect(toggle).toHaveProperty('checked', true);
    await user.click(screen.getByText('Shown'));
    expect(toggle).toHaveProperty('checked', false);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveProperty('checked', true);
  });

  it('while busy it says so and cannot be changed; a hidden label names it', async () => {
    const user = userEvent.setup();
    render(<Switch checked onChange={() => undefined} hiddenLabel="Disable" busy />);
    const toggle = screen.getByRole('switch', { name: 'Disable' });
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    await user.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
  });
});
