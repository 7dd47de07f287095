import { useRef, type ChangeEvent, type CompositionEvent } from 'react';
import { charCount } from './checks';

/**
 * What a box that takes at most `max` characters holds once `prev` became `next` (a key, a paste, a committed input
 * method): `next` when it fits, else `prev` with as much of what was put in as fits — the browser's own `maxlength`
 * rule, counted in characters (code points, as the contracts count: `charCount`) instead of UTF-16 units, where an
 * emoji is two and one at the limit was refused. `caret`: where the caret stands after what was kept.
 */
export function fitChars(prev: string, next: string, max: number): { text: string; caret: number } {
  if (charCount(next) <= max) return { text: next, caret: -1 };
  // in characters: the part that changed, after the common start and before the common end
  const was = [...prev];
  const now = [...next];
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && was[was.length - 1 - end] === now[now.length - 1 - end]) end++;
  const head = now
    .slice(0, start)
    .concat(now.slice(start, now.length - end).slice(0, Math.max(0, max - start - end)))
    .join('');
  return { text: head + now.slice(now.length - end).join(''), caret: head.length };
}

type Box = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text box's handlers that hold it to `max` characters as the contracts count them (`fitChars`), in place of the
 * native `maxLength`: what goes past the limit is refused where it was put in, the caret stays after what was kept.
 * While an input method composes nothing is cut (the pinyin letters of "guang" are not the text); the committed text is
 * fitted when the composition ends. Without `max` the box takes anything.
 */
export function useCharLimit<E extends Box>(
  max: number | undefined,
  value: string,
  onChange: (value: string) => void,
  composition: { onCompositionStart?: (e: CompositionEvent<E>) => void; onCompositionEnd?: (e: CompositionEvent<E>) => void } = {},
) {
  // the text when the composition began, while one is open
  const before = useRef<string | null>(null);
  const fit = (box: E, prev: string) => {
    if (max === undefined) return box.value;
    const { text, caret } = fitChars(prev, box.value, max);
    if (text !== box.value) {
      box.value = text;
      box.setSelectionRange(caret, caret);
    }
    return text;
  };
  return {
    onChange: (e: ChangeEvent<E>) => {
      const composing = before.current !== null || (e.nativeEvent as InputEvent).isComposing;
      onChange(composing ? e.target.value : fit(e.target, value));
    },
    onCompositionStart: (e: CompositionEvent<E>) => {
      before.current = value;
      composition.onCompositionStart?.(e);
    },
    onCompositionEnd: (e: CompositionEvent<E>) => {
      const prev = before.current ?? value;
      before.current = null;
      onChange(fit(e.currentTarget, prev));
      composition.onCompositionEnd?.(e);
    },
  };
}
