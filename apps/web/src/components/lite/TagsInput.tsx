import { useRef, useState, type KeyboardEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import './multiselect.css';
import { charCount } from './checks';
import { useCharLimit } from './charLimit';

/** The words of `typed`: split at the separators, trimmed, none empty. */
const wordsOf = (typed: string, separators: string[]) =>
  separators
    .reduce<string[]>((parts, s) => parts.flatMap((p) => p.split(s)), [typed])
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The tags after `typed` is entered: its words (split at the separators, trimmed, none empty) that are new, each at most
 * `wordMax` characters, added to `tags` up to `max` of them.
 */
export function withWords(tags: string[], typed: string, opts: { separators?: string[]; max?: number; wordMax?: number }): string[] {
  const { separators = [], max, wordMax } = opts;
  const next = [...tags];
  for (const word of wordsOf(typed, separators)) {
    const fits = wordMax === undefined || charCount(word) <= wordMax;
    if (fits && !next.includes(word) && (max === undefined || next.length < max)) next.push(word);
  }
  return next;
}

/** The words of `typed` longer than `wordMax` characters, which `withWords` leaves out (the box says so). */
export const tooLongWords = (typed: string, separators: string[], wordMax?: number) =>
  wordMax === undefined ? [] : wordsOf(typed, separators).filter((w) => charCount(w) > wordMax);

/**
 * Free words as a list of tags in plain markup (antd's Select in `tags` mode with its list closed): the tags as chips
 * with a named remove button, then a text box. Enter, a `separators` character or leaving the box adds the typed word
 * (trimmed; a word already there is not added twice); Backspace in an empty box drops the last tag. At `max` tags the
 * box takes no more, and a word takes at most `wordMax` characters (as the contracts count them): the box stops there,
 * and a longer word pasted among others is not taken and named under the box. Drawn like `MultiSelect`, without its list.
 */
export function TagsInput({
  id,
  value,
  onChange,
  max,
  wordMax,
  separators = [],
  describedBy,
  testId,
}: {
  /** the text box's id (its label's `htmlFor`) */
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  max?: number;
  /** the most characters of one word (the box takes no more) */
  wordMax?: number;
  /** characters that end a word as Enter does (',' …) */
  separators?: string[];
  describedBy?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // the words last refused for their length
  const [refused, setRefused] = useState<string[]>([]);
  const full = max !== undefined && value.length >= max;

  /** adds the words of `typed` (split at the separators) that are new, up to `max` */
  const add = (typed: string) => {
    const next = withWords(value, typed, { separators, max, wordMax });
    if (next.length !== value.length) onChange(next);
    setRefused(tooLongWords(typed, separators, wordMax));
    setText('');
  };
  // a word's characters: at most `wordMax`, but a pasted list is split before its words are measured
  const limit = useCharLimit<HTMLInputElement>(wordMax, text, setText);
  const errorId = `${id}-too-long`;
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    // an input method's Enter commits its text: no word ends there
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      // a word ends here; the form is not sent
      e.preventDefault();
      if (text.trim()) add(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="bh-multi" data-testid={testId}>
      <div className="bh-multi-box bh-tags-box" onClick={() => input.current?.focus()}>
        {value.map((tag) => (
          <span className="bh-multi-chip" key={tag}>
            {tag}
            <button
              type="button"
              aria-label={t('multi.remove', { name: tag })}
              onClick={(e) => {
                e.stopPropagation();
                onChange(value.filter((x) => x !== tag));
              }}
            >
              <Icon icon={CloseOutlined} />
            </button>
          </span>
        ))}
        <input
          ref={input}
          id={id}
          value={text}
          readOnly={full}
          aria-describedby={[describedBy, refused.length > 0 && errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={refused.length > 0 || undefined}
          {...limit}
          onChange={(e) => {
            const typed = e.target.value;
            if (separators.some((s) => typed.includes(s))) add(typed);
            else limit.onChange(e);
          }}
          onKeyDown={key}
          onBlur={() => text.trim() && add(text)}
          data-testid={testId && `${testId}-input`}
        />
      </div>
      <div id={errorId} className="bh-field-error" aria-live="polite" data-testid={testId && `${testId}-too-long`}>
        {refused.length > 0 && t('multi.tagTooLong', { max: wordMax ?? 0, word: refused.join(', ') })}
      </div>
    </div>
  );
}
