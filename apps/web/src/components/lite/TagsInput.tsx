import { useRef, useState, type KeyboardEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import './multiselect.css';
import { charCount } from './checks';

/**
 * The tags after `typed` is entered: its words (split at the separators, trimmed, none empty) that are new, each at most
 * `wordMax` characters, added to `tags` up to `max` of them.
 */
export function withWords(tags: string[], typed: string, opts: { separators?: string[]; max?: number; wordMax?: number }): string[] {
  const { separators = [], max, wordMax } = opts;
  const words = separators.reduce<string[]>((parts, s) => parts.flatMap((p) => p.split(s)), [typed]);
  const next = [...tags];
  for (const word of words.map((w) => w.trim()).filter(Boolean)) {
    const fits = wordMax === undefined || charCount(word) <= wordMax;
    if (fits && !next.includes(word) && (max === undefined || next.length < max)) next.push(word);
  }
  return next;
}

/**
 * Free words as a list of tags in plain markup (antd's Select in `tags` mode with its list closed): the tags as chips
 * with a named remove button, then a text box. Enter, a `separators` character or leaving the box adds the typed word
 * (trimmed; a word already there is not added twice); Backspace in an empty box drops the last tag. At `max` tags the
 * box takes no more, and a word takes at most `wordMax` characters. Drawn like `MultiSelect`, without its list.
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
  const full = max !== undefined && value.length >= max;

  /** adds the words of `typed` (split at the separators) that are new, up to `max` */
  const add = (typed: string) => {
    const next = withWords(value, typed, { separators, max, wordMax });
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
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
          maxLength={wordMax}
          aria-describedby={describedBy}
          onChange={(e) => {
            const typed = e.target.value;
            if (separators.some((s) => typed.includes(s))) add(typed);
            else setText(typed);
          }}
          onKeyDown={key}
          onBlur={() => text.trim() && add(text)}
          data-testid={testId && `${testId}-input`}
        />
      </div>
    </div>
  );
}
