import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories } from '@boothhub/shared';
import { setLang } from '../../../i18n/lang';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { describe as describedBy, FieldFrame } from '../../../components/lite/Fields';
import { required, useLiteForm } from '../../../components/lite/Form';
import { CategoryFilter } from './CategoryFilter';
import { CategorySelect } from './CategorySelect';
import { CityCascader } from './CityCascader';
import { categoryNode as node } from '../../../test/categoryFixture';

/** Two municipalities, a province with two cities and one without any; a design-type tree with a child and a switched-off node. */
const trees = {
  version: 'v1',
  trees: {
    region: [
      node(1, 'shanghai', '上海', 'Shanghai', null, [node(11, 'shanghai-c', '上海', 'Shanghai', 1)]),
      node(3, 'guangdong', '广东', 'Guangdong', null, [node(31, 'guangzhou', '广州', 'Guangzhou', 3), node(32, 'shenzhen', '深圳', 'Shenzhen', 3)]),
      node(4, 'hainan', '海南', 'Hainan', null),
    ],
    designType: [
      node(100, 'booth', '展台设计', 'Booth / stand', null, [node(101, 'island', '岛型展台', 'Island booth', 100)]),
      node(102, 'stage', '舞台会议', 'Stage / convention', null),
      node(103, 'old', '旧的', 'Retired', null, [], false),
    ],
  },
};

function setup(ui: React.ReactElement) {
  const api = fakeApi();
  api.on(categories.menusTree, trees);
  return { api, ...renderPage(ui, { path: '/' }) };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

function City({ initial }: { initial?: string }) {
  const [city, setCity] = useState<string | undefined>(initial);
  return (
    <>
      <CityCascader value={city} onChange={setCity} testId="city" />
      <output data-testid="chosen">{city ?? '(none)'}</output>
    </>
  );
}

/** The options the open list shows, and its group titles. */
const shownOptions = () => screen.getAllByRole('option').map((o) => o.textContent);
const shownGroups = () => screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));

describe('CityCascader', () => {
  afterEach(() => setLang('en-US'));

  it('offers the cities grouped by province (a province without cities is its own), and gives the chosen city’s name', async () => {
    const { user } = setup(<City />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box.getAttribute('placeholder')).toBe('City');
    await user.click(box);
    await waitFor(() => expect(shownOptions()).toEqual(['Shanghai', 'Guangzhou', 'Shenzhen', 'Hainan']));
    expect(shownGroups()).toEqual(['Shanghai', 'Guangdong', 'Hainan']);
    expect(screen.getByRole('listbox', { name: 'City' }).getAttribute('aria-multiselectable')).toBe('false');
    await user.click(screen.getByRole('option', { name: 'Shenzhen' }));
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // another replaces it; the chip's remove button clears it
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Hainan' }));
    expect(screen.getByTestId('chosen').textContent).toBe('海南');
    await user.click(screen.getByRole('button', { name: 'Remove Hainan' }));
    expect(screen.getByTestId('chosen').textContent).toBe('(none)');
  });

  it('filters by what is typed, in either language: 深 or "shen" finds Shenzhen and Enter picks it', async () => {
    const { user } = setup(<City />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.click(box);
    await waitFor(() => expect(shownOptions()).toHaveLength(4));
    await user.keyboard('深');
    expect(shownOptions()).toEqual(['Shenzhen']);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
    expect((box as HTMLInputElement).value).toBe('');
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('chosen').textContent).toBe('(none)');
    await user.type(box, 'shen');
    expect(shownOptions()).toEqual(['Shenzhen']);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
  });

  it('speaks Chinese too: the names are Chinese, the English name still finds the city', async () => {
    setLang('zh-CN');
    const { user } = setup(<City />);
    const box = screen.getByRole('combobox', { name: '城市' });
    await user.click(box);
    await waitFor(() => expect(shownOptions()).toEqual(['上海', '广州', '深圳', '海南']));
    await user.keyboard('Shen{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
  });

  it('shows the stored city, one the tree no longer offers by its name; the keyboard opens the list on the choice', async () => {
    const { user } = setup(<City initial="苏州" />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(screen.getByRole('button', { name: 'Remove 苏州' })).toBeTruthy();
    // the chip's remove button, then the box
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(shownOptions()).toContain('Guangzhou'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('广州');
    // open again: the chosen city is the highlighted one
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Guangzhou' }).id);
    // picked again, it stays
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('广州');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('深圳');
  });

  it('is off when disabled, by itself or in a disabled fieldset', async () => {
    const { user } = setup(
      <fieldset disabled>
        <City initial="上海" />
      </fieldset>,
    );
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box.matches(':disabled')).toBe(true);
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByRole('button', { name: 'Remove 上海' }) as HTMLButtonElement).matches(':disabled')).toBe(true);
  });
});

function Type({ allowClear }: { allowClear?: boolean }) {
  const [code, setCode] = useState<string | undefined>();
  return (
    <>
      <CategorySelect tree="designType" value={code} onChange={setCode} allowClear={allowClear} aria-label="Design type" testId="type" />
      <output data-testid="chosen">{code ?? '(none)'}</output>
    </>
  );
}

describe('CategorySelect', () => {
  it('offers the switched-on nodes, children indented under their parent, and gives the chosen code', async () => {
    const { user } = setup(<Type />);
    const select = screen.getByRole('combobox', { name: 'Design type' });
    await waitFor(() => expect(optionTexts(select)).toEqual(['Choose…', 'Booth / stand', '\u3000Island booth', 'Stage / convention']));
    await user.selectOptions(select, 'island');
    expect(screen.getByTestId('chosen').textContent).toBe('island');
    await user.selectOptions(select, 'Choose…');
    expect(screen.getByTestId('chosen').textContent).toBe('(none)');
  });

  it('without allowClear the empty choice goes once a node is chosen', async () => {
    const { user } = setup(<Type allowClear={false} />);
    const select = screen.getByRole('combobox', { name: 'Design type' });
    await waitFor(() => expect(optionTexts(select)).toHaveLength(4));
    await user.selectOptions(select, 'Stage / convention');
    expect(optionTexts(select)).toEqual(['Booth / stand', '\u3000Island booth', 'Stage / convention']);
  });

  it('several nodes in the plain MultiSelect, searchable, picked with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = setup(<CategoryFilter tree="designType" multiple value={['stage']} onChange={onChange} placeholder="Any type" />);
    const box = screen.getByRole('combobox', { name: 'Any type' });
    await user.click(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('island');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Island booth']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['stage', 'island']);
  });
});

/** The pickers inside a plain form (components/lite), as the upload forms use them: the form gives id, value and onChange. */
function PlainForm({ onSend }: { onSend: (v: unknown) => void }) {
  const form = useLiteForm({ city: [required('Please enter Venue city')], type: [required('Please enter Work type')] }, { city: '广州' });
  const city = form.field('city');
  const type = form.field('type');
  return (
    <form onSubmit={form.onSubmit(onSend)} noValidate>
      <FieldFrame id={city.id} label="Venue city" error={city.error}>
        <CityCascader
          id={city.id}
          value={city.value || undefined}
          onChange={(v) => city.onChange(v ?? '')}
          testId="form-city"
          {...describedBy(city)}
        />
      </FieldFrame>
      <FieldFrame id={type.id} label="Work type" error={type.error}>
        <CategorySelect
          tree="designType"
          id={type.id}
          value={type.value || undefined}
          onChange={(v) => type.onChange(v ?? '')}
          testId="form-type"
          {...describedBy(type)}
        />
      </FieldFrame>
      <button type="submit">Send</button>
    </form>
  );
}

describe('the pickers in a plain form', () => {
  it('are named by the form labels, filled from the form and send what was chosen', async () => {
    const onSend = vi.fn();
    const { user } = setup(<PlainForm onSend={onSend} />);
    const city = await screen.findByRole('combobox', { name: 'Venue city' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Guangzhou' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter Work type')).toBeTruthy();
    expect(screen.getByLabelText('Work type').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Work type'), 'Booth / stand');
    await user.type(city, 'shang');
    // the form's label names the list too
    expect(
      within(screen.getByRole('listbox', { name: 'Venue city' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shanghai']);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ city: '上海', type: 'booth' }));
    // clearing the city is an error the box carries
    await user.click(screen.getByRole('button', { name: 'Remove Shanghai' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter Venue city')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-describedby')).toBe(`${city.id}-error`);
  });
});
