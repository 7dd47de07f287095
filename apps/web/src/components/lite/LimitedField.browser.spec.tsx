import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { ANNOUNCE_AFTER_MS, LimitedField } from './LimitedField';

/**
 * The counted text box of every form, in Chromium: what an input method and a screen reader meet. jsdom composes
 * nothing and has no timing of keys worth the name.
 */
function Note({ max = 20 }: { max?: number }) {
  const [value, setValue] = useState('');
  return <LimitedField value={value} onChange={setValue} maxLength={max} aria-label="Note" testId="note" />;
}

const box = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
const count = () => screen.getByTestId('note-count').textContent;
const status = () => screen.getByRole('status');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('LimitedField in a real browser', () => {
  it('keeps the count still while a pinyin input method composes "guang", and counts the committed 广 once', async () => {
    render(<Note />);
    const input = box();
    await userEvent.click(input);
    await userEvent.keyboard('ab');
    expect(count()).toBe('2 / 20');
    // what Chromium sends while a pinyin input method composes: compositionstart, then per key a keydown with
    // keyCode 229 and isComposing, compositionupdate and an input event of composition text; the box shows the letters
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    let typed = '';
    const seen: (string | null)[] = [];
    for (const ch of 'guang') {
      input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Process', keyCode: 229, isComposing: true }));
      typed += ch;
      input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: typed }));
      setValue.call(input, `ab${typed}`);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed, inputType: 'insertCompositionText', isComposing: true }));
      await pause(20);
      seen.push(count());
    }
    expect(input.value).toBe('abguang');
    expect(seen).toEqual(['2 / 20', '2 / 20', '2 / 20', '2 / 20', '2 / 20']);
    // the candidate 广 is chosen: the letters become one character, and the count moves once, to 3
    input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: '广' }));
    setValue.call(input, 'ab广');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: '广', inputType: 'insertCompositionText', isComposing: true }));
    expect(count()).toBe('2 / 20');
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '广' }));
    await waitFor(() => expect(count()).toBe('3 / 20'));
    expect(input.value).toBe('ab广');
  });

  it('tells a screen reader the characters left politely, once the typing pauses, not on every key', async () => {
    render(<Note />);
    // the drawn count is hidden from screen readers; the status is polite and says nothing before anything is typed
    expect(screen.getByTestId('note-count').getAttribute('aria-hidden')).toBe('true');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    await userEvent.click(box());
    const heard: string[] = [];
    const watch = new MutationObserver(() => heard.push(status().textContent ?? ''));
    watch.observe(status(), { childList: true, characterData: true, subtree: true });
    // six keys in quick succession: nothing is said while they come
    for (const key of 'hello!') {
      await userEvent.keyboard(key);
      await pause(60);
    }
    expect(count()).toBe('6 / 20');
    expect(heard).toEqual([]);
    await waitFor(() => expect(status().textContent).toBe('14 characters left'), { timeout: ANNOUNCE_AFTER_MS * 3 });
    expect(heard).toEqual(['14 characters left']);
    // to the limit: the box takes no more, and the pause says none is left
    await userEvent.keyboard('x'.repeat(20));
    expect(box().value).toHaveLength(20);
    await waitFor(() => expect(status().textContent).toBe('0 characters left'), { timeout: ANNOUNCE_AFTER_MS * 3 });
    expect(heard).toEqual(['14 characters left', '0 characters left']);
    watch.disconnect();
  });
});
