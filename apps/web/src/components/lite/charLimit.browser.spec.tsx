import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { TextField } from './Form';
import { LimitedField } from './LimitedField';
import { TagsInput } from './TagsInput';

/**
 * The kit's text boxes take as many characters as the contracts count (code points: an emoji is one), in Chromium,
 * whose own `maxlength` counts UTF-16 units and stopped an emoji at the limit one character early (issue 38).
 */
function Line({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return <TextField id="line" label="Line" value={value} onChange={setValue} maxLength={max} />;
}

function Note({ max, initial = '' }: { max: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <LimitedField value={value} onChange={setValue} maxLength={max} aria-label="Note" testId="note" />;
}

function Tags({ wordMax }: { wordMax: number }) {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagsInput id="tags" value={tags} onChange={setTags} wordMax={wordMax} separators={[',']} testId="tags" />
      <output data-testid="tags-value">{tags.join('|')}</output>
    </>
  );
}

const line = () => screen.getByRole('textbox', { name: 'Line' }) as HTMLInputElement;
const note = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
/** puts `text` in where the caret is, at once, through the browser's editing (as a paste or a drop does) */
const insert = (text: string) => document.execCommand('insertText', false, text);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** types `text` a character at a time, each its own input as a key makes it (Playwright's keys send an emoji in two halves) */
const type = (text: string) => {
  for (const ch of text) insert(ch);
};

describe("the kit's boxes count characters as the contracts do", () => {
  it("Chromium's own maxlength stops an emoji at the limit (the reason for the kit's own count)", async () => {
    render(<input aria-label="Native" maxLength={5} />);
    const native = screen.getByRole('textbox', { name: 'Native' }) as HTMLInputElement;
    await userEvent.click(native);
    type('abcd😀');
    expect(native.value).toBe('abcd');
  });

  it('a text box takes a text of exactly the limit with an emoji in it, and no more, where it is typed', async () => {
    render(<Line max={5} />);
    await userEvent.click(line());
    type('abcd😀');
    expect(line().value).toBe('abcd😀');
    await userEvent.keyboard('x');
    expect(line().value).toBe('abcd😀');
    // a key in the middle of a full box is refused there: nothing at the end is pushed out, the caret stays
    line().setSelectionRange(2, 2);
    await userEvent.keyboard('y');
    expect(line().value).toBe('abcd😀');
    expect(line().selectionStart).toBe(2);
    // room again: a text put in at once keeps what fits, whole characters only
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(line().value).toBe('cd😀');
    insert('😁😂😃');
    expect(line().value).toBe('😁😂cd😀');
    expect(line().selectionStart).toBe(4);
  });

  it('a counted box takes an emoji at the limit, counts it as one and says none is left', async () => {
    render(<Note max={5} />);
    await userEvent.click(note());
    type('ab😀😀');
    expect(screen.getByTestId('note-count').textContent).toBe('4 / 5');
    type('😀');
    expect(note().value).toBe('ab😀😀😀');
    expect(screen.getByTestId('note-count').textContent).toBe('5 / 5');
    insert('zz');
    expect(note().value).toBe('ab😀😀😀');
  });

  it('an input method composes past the limit and its committed text is cut to what fits when it ends', async () => {
    render(<Note max={5} initial="abc" />);
    const input = note();
    await userEvent.click(input);
    input.setSelectionRange(3, 3);
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    let typed = '';
    for (const ch of 'guangzhou') {
      typed += ch;
      input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: typed }));
      setValue.call(input, `abc${typed}`);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed, inputType: 'insertCompositionText', isComposing: true }));
      await pause(10);
    }
    // the letters are not the text: nine of them stand in a box of five while they are composed, the count stays
    expect(input.value).toBe('abcguangzhou');
    expect(screen.getByTestId('note-count').textContent).toBe('3 / 5');
    // 广州市 is chosen: two of its three characters fit
    input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: '广州市' }));
    setValue.call(input, 'abc广州市');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: '广州市', inputType: 'insertCompositionText', isComposing: true }));
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '广州市' }));
    await waitFor(() => expect(screen.getByTestId('note-count').textContent).toBe('5 / 5'));
    expect(input.value).toBe('abc广州');
  });

  it('a tag takes its limit in characters; a longer word pasted among others is not taken and is named', async () => {
    render(<Tags wordMax={3} />);
    const box = screen.getByRole('textbox', { name: 'Tags' }) as HTMLInputElement;
    await userEvent.click(box);
    type('展😀😀x');
    expect(box.value).toBe('展😀😀');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('tags-value').textContent).toBe('展😀😀');
    insert('ab,toolong,cd');
    expect(screen.getByTestId('tags-value').textContent).toBe('展😀😀|ab|cd');
    expect(screen.getByTestId('tags-too-long').textContent).toBe('A tag takes at most 3 characters: toolong');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
