import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect, type MultiGroup } from './MultiSelect';
import { Select } from './Select';

/** The plain pickers of the directories' filters (decision 049): what a keyboard or pointer user meets. */
const groups: MultiGroup[] = [
  { label: 'Shanghai', options: [{ value: '上海', label: 'Shanghai', search: '上海 shanghai' }] },
  {
    label: 'Guangdong',
    options: [
      { value: '广州', label: 'Guangzhou', search: '广州 guangzhou' },
      { value: '深圳', label: 'Shenzhen', search: '深圳 shenzhen' },
    ],
  },
];

function Cities({ max }: { max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <MultiSelect groups={groups} value={value} onChange={setValue} label="Cities" placeholder="Any city" max={max} testId="cities" />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('filters by what is typed (in either language), picks with a click, shows chips that can be removed', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    const box = screen.getByRole('combobox', { name: 'Cities' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('combobox', { name: 'Cities' }));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(box, '深');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shenzhen']);
    await user.click(screen.getByRole('option', { name: 'Shenzhen' }));
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
    // the typed text is cleared after a pick, the list stays open with the choice marked
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Shenzhen' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove Shenzhen' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('works from the keyboard: arrows move, Enter picks, Backspace drops the last, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    const box = screen.getByRole('combobox', { name: 'Cities' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('广州');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Guangzhou' }).id);
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('chosen').textContent).toBe('');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers no more than `max` choices: the others are off', async () => {
    const user = userEvent.setup();
    render(<Cities max={1} />);
    await user.click(screen.getByRole('combobox', { name: 'Cities' }));
    await user.click(screen.getByRole('option', { name: 'Shanghai' }));
    const list = screen.getByRole('listbox', { name: 'Cities' });
    expect(within(list).getByRole('option', { name: 'Guangzhou' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(list).getByRole('option', { name: 'Guangzhou' }));
    expect(screen.getByTestId('chosen').textContent).toBe('上海');
  });
});

describe('Select', () => {
  it('is a named native select whose empty choice answers undefined', async () => {
    const user = userEvent.setup();
    const seen: Array<string | undefined> = [];
    render(
      <Select
        value={undefined}
        onChange={(v) => seen.push(v)}
        options={[{ value: 'free', label: 'Free' }]}
        label="Price"
        placeholder="Any price"
        testId="price"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Price' });
    await user.selectOptions(select, 'free');
    await user.selectOptions(select, '');
    expect(seen).toEqual(['free', undefined]);
  });
});

describe('MultiSelect single', () => {
  it('picks one value: another replaces it, the list closes, the typed text goes to the caller', async () => {
    const user = userEvent.setup();
    const typed: string[] = [];
    function Venue() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <MultiSelect groups={groups} value={value} onChange={setValue} label="Venue" single onText={(s) => typed.push(s)} />
          <output data-testid="chosen">{value.join(',')}</output>
        </>
      );
    }
    render(<Venue />);
    const box = screen.getByRole('combobox', { name: 'Venue' });
    await user.type(box, 'sh');
    expect(typed.at(-1)).toBe('sh');
    expect(screen.getByRole('listbox', { name: 'Venue' }).getAttribute('aria-multiselectable')).toBe('false');
    await user.click(screen.getByRole('option', { name: 'Shanghai' }));
    expect(screen.getByTestId('chosen').textContent).toBe('上海');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(typed.at(-1)).toBe('');
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Shenzhen' }));
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
  });
});

describe('MultiSelect single in a form', () => {
  it('is named by its label, keeps a value picked again, carries the error and can be off', async () => {
    const user = userEvent.setup();
    function CityField({ disabled }: { disabled?: boolean }) {
      const [value, setValue] = useState<string[]>(['深圳']);
      return (
        <>
          <label htmlFor="city">City</label>
          <MultiSelect
            id="city"
            groups={groups}
            value={value}
            onChange={setValue}
            single
            disabled={disabled}
            aria-invalid
            aria-describedby="city-error"
          />
          <output data-testid="chosen">{value.join(',')}</output>
        </>
      );
    }
    const { rerender } = render(<CityField />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('city-error');
    await user.click(box);
    expect(screen.getByRole('listbox', { name: 'City' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Shenzhen' }));
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
    rerender(<CityField disabled />);
    expect((box as HTMLInputElement).disabled).toBe(true);
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByRole('button', { name: 'Remove Shenzhen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
