import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import './multiselect.css';

export interface MultiOption {
  value: string;
  label: string;
  /** more text the filter box matches (another language's name, a code) */
  search?: string;
}
export interface MultiGroup {
  label: string;
  options: MultiOption[];
}

/**
 * Several values from a long list in plain markup (antd's Select in `multiple` mode, grouped and searchable): the
 * chosen as chips with a remove button, then a text box that filters the options (a WAI-ARIA combobox with a
 * multi-select listbox). Typing filters; ↓ ↑ move, Enter picks or drops the highlighted option (the typed text is
 * cleared), Backspace in an empty box drops the last chip, Escape or a click elsewhere closes. With `max`, options
 * beyond it are off. Used by the directories' filters (cities, specialties).
 */
export function MultiSelect({
  id: boxId,
  groups,
  value,
  onChange,
  label,
  placeholder,
  max,
  loading,
  testId,
}: {
  /** the text box's id (a form's label points at it, and the focus goes there when it is wrong) */
  id?: string;
  groups: MultiGroup[];
  value: string[];
  onChange: (values: string[]) => void;
  /** the box's name for screen readers */
  label: string;
  placeholder?: string;
  max?: number;
  loading?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);

  const labelOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const g of groups) for (const o of g.options) names.set(o.value, o.label);
    return (v: string) => names.get(v) ?? v;
  }, [groups]);
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return groups
      .map((g) => ({ ...g, options: q ? g.options.filter((o) => `${o.label} ${o.search ?? ''}`.toLowerCase().includes(q)) : g.options }))
      .filter((g) => g.options.length > 0);
  }, [groups, text]);
  const flat = shown.flatMap((g) => g.options);
  const full = max !== undefined && value.length >= max;

  // a click outside closes the list
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const toggle = (v: string) => {
    if (value.includes(v)) onChange(value.filter((x) => x !== v));
    else if (!full) onChange([...value, v]);
    setText('');
    input.current?.focus();
  };
  const optionId = (i: number) => `${id}-o${i}`;
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else if (flat.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : flat.length - 1)) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = flat[active];
      if (open && o) toggle(o.value);
      else setOpen(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  let n = -1;
  return (
    <div className={`bh-multi${open ? ' bh-multi-open' : ''}`} ref={root} data-testid={testId}>
      <div
        className="bh-multi-box"
        onClick={() => {
          setOpen(true);
          input.current?.focus();
        }}
      >
        {value.map((v) => (
          <span className="bh-multi-chip" key={v}>
            {labelOf(v)}
            <button
              type="button"
              aria-label={t('multi.remove', { name: labelOf(v) })}
              onClick={(e) => {
                e.stopPropagation();
                onChange(value.filter((x) => x !== v));
              }}
            >
              <Icon icon={CloseOutlined} />
            </button>
          </span>
        ))}
        <input
          ref={input}
          id={boxId}
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && flat[active] ? optionId(active) : undefined}
          value={text}
          placeholder={value.length ? undefined : placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={key}
          // Tab out of the box (not to its own chips) closes the list
          onBlur={(e) => {
            if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
        />
        <Icon icon={DownOutlined} className="bh-multi-arrow" />
      </div>
      {open && (
        <div className="bh-multi-list" role="listbox" id={`${id}-list`} aria-label={label} aria-multiselectable="true">
          {loading && flat.length === 0 && <div className="bh-multi-none">{t('common.loading')}</div>}
          {!loading && flat.length === 0 && <div className="bh-multi-none">{t('multi.none')}</div>}
          {shown.map((g) => (
            <div role="group" aria-label={g.label} key={g.label}>
              <div className="bh-multi-group" aria-hidden="true">
                {g.label}
              </div>
              {g.options.map((o) => {
                n += 1;
                const i = n;
                const chosen = value.includes(o.value);
                const off = !chosen && full;
                return (
                  <div
                    key={o.value}
                    id={optionId(i)}
                    role="option"
                    title={o.label}
                    aria-selected={chosen}
                    aria-disabled={off || undefined}
                    className={`bh-multi-option${i === active ? ' bh-multi-active' : ''}`}
                    // the box keeps the focus: a pointer's press does not take it away
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => !off && toggle(o.value)}
                  >
                    <span>{o.label}</span>
                    {chosen && <Icon icon={CheckOutlined} />}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
