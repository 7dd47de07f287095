import { useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { useI18n } from '../../i18n';
import { useCharLimit } from './charLimit';
import { charCount } from './checks';

/** how long the typing must pause before a screen reader is told the characters left */
export const ANNOUNCE_AFTER_MS = 1000;

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength' | 'children'>;

/**
 * A text box of several lines that takes at most `maxLength` characters (counted as the contracts count them, an emoji
 * one: `useCharLimit`) and shows how many it holds ("12 / 500", antd's
 * `showCount`): the one counter of every form (TextAreaField, the complaint's edit). The count stands still while an input
 * method composes (the pinyin letters of "guang" are not five characters of the text; it moves when the composition is
 * committed), and a screen reader hears the characters left once, politely, when the typing pauses — not on every key
 * (the drawn count is hidden from it). `testId` goes to the box.
 */
export function LimitedField({
  value,
  onChange,
  maxLength,
  testId,
  className = 'bh-textarea',
  onCompositionStart,
  onCompositionEnd,
  ...props
}: TextareaProps & { value: string; onChange: (value: string) => void; maxLength: number; testId?: string }) {
  const { t } = useI18n();
  // the length before the composition began, while one is open
  const [frozen, setFrozen] = useState<number | null>(null);
  const count = frozen ?? charCount(value);
  const [announced, setAnnounced] = useState('');
  const [touched, setTouched] = useState(false);
  const left = maxLength - count;
  useEffect(() => {
    if (!touched || frozen !== null) return;
    const timer = setTimeout(() => setAnnounced(t('common.charactersLeft', { count: left })), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [touched, frozen, left, t]);
  const limit = useCharLimit<HTMLTextAreaElement>(
    maxLength,
    value,
    (next) => {
      setTouched(true);
      onChange(next);
    },
    {
      onCompositionStart: (e) => {
        setFrozen(charCount(value));
        onCompositionStart?.(e);
      },
      onCompositionEnd: (e) => {
        setFrozen(null);
        onCompositionEnd?.(e);
      },
    },
  );
  return (
    <>
      <textarea {...props} className={className} value={value} {...limit} data-testid={testId} />
      <div className="bh-field-hint bh-text-count" aria-hidden="true" data-testid={testId && `${testId}-count`}>
        {count} / {maxLength}
      </div>
      <span className="bh-sr-only" role="status" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
