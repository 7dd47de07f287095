import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { Dialog } from './Dialog';
import { MultiSelect, type MultiGroup } from './MultiSelect';
import { contrast, opaque, ringColours } from '../../test/colours';

/**
 * The multi-select of the city filters and the forms' city picker, in Chromium: what the list looks like and where it
 * is, what a keyboard, an input method and a screen reader meet. jsdom can see none of it (no layout, no scrolling, no
 * composition, no cascade of colours).
 */
const few: MultiGroup[] = [
  { label: 'Shanghai', options: [{ value: '上海', label: 'Shanghai', search: '上海 shanghai' }] },
  {
    label: 'Guangdong',
    options: [
      { value: '广州', label: 'Guangzhou', search: '广州 guangzhou' },
      { value: '深圳', label: 'Shenzhen', search: '深圳 shenzhen' },
    ],
  },
];
// 30 cities in 3 provinces: the list shows about 7 at a time
const many: MultiGroup[] = ['East', 'South', 'West'].map((p, g) => ({
  label: p,
  options: Array.from({ length: 10 }, (_, i) => ({ value: `c${g * 10 + i}`, label: `City ${g * 10 + i}` })),
}));

function Cities({ groups = few, before = 0, initial = [] }: { groups?: MultiGroup[]; before?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      {before > 0 && <div style={{ height: before }} />}
      <div style={{ width: 320 }}>
        <MultiSelect groups={groups} value={value} onChange={setValue} label="Cities" placeholder="Any city" testId="cities" />
      </div>
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Cities' }) as HTMLInputElement;
const list = () => screen.getByRole('listbox', { name: 'Cities' });
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')!;
const chosen = () => screen.getByTestId('chosen').textContent;

describe('MultiSelect in a real browser', () => {
  it('scrolls the active option into the list’s view as the arrows move it (14 × ArrowDown)', async () => {
    render(<Cities groups={many} />);
    await userEvent.click(box());
    for (let i = 0; i < 14; i++) await userEvent.keyboard('{ArrowDown}');
    const option = activeOption();
    expect(option.textContent).toBe('City 14');
    const seen = list().getBoundingClientRect();
    const at = option.getBoundingClientRect();
    expect(at.top).toBeGreaterThanOrEqual(seen.top - 0.5);
    expect(at.bottom).toBeLessThanOrEqual(seen.bottom + 0.5);
    // and back up to the first: the list follows upwards too
    for (let i = 0; i < 14; i++) await userEvent.keyboard('{ArrowUp}');
    const first = activeOption().getBoundingClientRect();
    expect(activeOption().textContent).toBe('City 0');
    expect(first.top).toBeGreaterThanOrEqual(list().getBoundingClientRect().top - 0.5);
  });

  it('leaves Enter and the arrows to an open input-method composition: "guang" + Enter picks nothing', async () => {
    render(<Cities />);
    const input = box();
    await userEvent.click(input);
    const before = input.getAttribute('aria-activedescendant');
    // what Chromium sends while a pinyin input method composes: compositionstart, then per key a keydown with
    // keyCode 229 and isComposing, compositionupdate and an input event of composition text
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    let typed = '';
    for (const ch of 'guang') {
      input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Process', keyCode: 229, isComposing: true }));
      typed += ch;
      input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: typed }));
      setValue.call(input, typed);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed, inputType: 'insertCompositionText', isComposing: true }));
    }
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Guangzhou']),
    );
    const key = (k: string) => {
      const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: k, keyCode: 229, isComposing: true });
      input.dispatchEvent(e);
      return e;
    };
    // Enter chooses the input method's candidate, the arrows move in its candidate list: none of it is the list's
    const enter = key('Enter');
    const down = key('ArrowDown');
    const up = key('ArrowUp');
    const escape = key('Escape');
    await new Promise((r) => setTimeout(r, 50));
    expect(chosen()).toBe('');
    expect([enter, down, up, escape].map((e) => e.defaultPrevented)).toEqual([false, false, false, false]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(before);
    // the composition ends with the text committed: now Enter is the list's again
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: typed }));
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('广州');
  });

  it('draws the active option with a highlight of at least 3:1 against the list and the other options', async () => {
    render(<Cities initial={['广州']} />);
    await userEvent.click(box());
    const listBg = opaque(getComputedStyle(list()).backgroundColor);
    // the active option among plain ones (Shanghai), then among chosen ones (Guangzhou, chosen)
    for (const name of ['Shanghai', 'Guangzhou']) {
      const option = screen.getByRole('option', { name });
      await userEvent.hover(option);
      await waitFor(() => expect(option.className).toContain('bh-multi-active'));
      const neighbour = screen.getByRole('option', { name: name === 'Shanghai' ? 'Shenzhen' : 'Shanghai' });
      const next = opaque(getComputedStyle(neighbour).backgroundColor, listBg);
      const own = opaque(getComputedStyle(option).backgroundColor, listBg);
      // a highlight by background stands out from the list and the next option; a ring also from what it surrounds
      const byBackground = Math.min(contrast(own, listBg), contrast(own, next));
      const byRing = ringColours(option, listBg).map((c) => Math.min(contrast(c, listBg), contrast(c, next), contrast(c, own)));
      expect(Math.max(byBackground, ...byRing), `${name}'s highlight`).toBeGreaterThanOrEqual(3);
    }
  });

  it('opens its list above the box when there is no room below, and below when there is', async () => {
    const { unmount } = render(<Cities before={window.innerHeight - 80} />);
    await userEvent.click(box());
    let frame = box().closest('.bh-multi-box')!.getBoundingClientRect();
    let shown = list().getBoundingClientRect();
    expect(shown.bottom).toBeLessThanOrEqual(frame.top + 0.5);
    expect(shown.top).toBeGreaterThanOrEqual(0);
    unmount();
    render(<Cities before={40} />);
    await userEvent.click(box());
    frame = box().closest('.bh-multi-box')!.getBoundingClientRect();
    shown = list().getBoundingClientRect();
    expect(shown.top).toBeGreaterThanOrEqual(frame.bottom - 0.5);
    expect(shown.bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it('tells a screen reader how many options the typed text leaves, and what was picked or dropped', async () => {
    render(<Cities />);
    const said = within(screen.getByTestId('cities')).getByRole('status');
    expect(said.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(box(), 'sh');
    await waitFor(() => expect(said.textContent).toBe('Matches: 2'));
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('上海');
    await waitFor(() => expect(said.textContent).toBe('Shanghai selected'));
    await userEvent.click(screen.getByRole('option', { name: 'Shanghai' }));
    expect(chosen()).toBe('');
    await waitFor(() => expect(said.textContent).toBe('Shanghai removed'));
  });
});

describe('MultiSelect in a dialog', () => {
  function InDialog() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} title="Request" onClose={() => setOpen(false)}>
        <Cities />
      </Dialog>
    );
  }

  it('closes its list on Escape and leaves the dialog open; the next Escape closes the dialog', async () => {
    render(<InDialog />);
    // the dialog gives its first field the focus as it opens
    expect(document.activeElement).toBe(box());
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Request' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves an Escape that cancels an input method’s composition to it: neither the list nor the dialog closes', async () => {
    render(<InDialog />);
    await userEvent.keyboard('{ArrowDown}');
    box().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    box().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Escape', keyCode: 229, isComposing: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Request' })).toBeTruthy();
  });
});
