import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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
/** the list's tallest (multiselect.css `max-height`) and its distance from the box */
const LIST_MAX = 256;
const GAP = 4;

export interface MultiGroup {
  label: string;
  options: MultiOption[];
}

/**
 * Several values from a long list in plain markup (antd's Select in `multiple` mode, grouped and searchable): the
 * chosen as chips with a remove button, then a text box that filters the options (a WAI-ARIA combobox with a
 * multi-select listbox). Typing filters; ↓ ↑ move, Enter picks or drops the highlighted option (the typed text is
 * cleared), Backspace in an empty box drops the last chip, Escape or a click elsewhere closes. With `max`, options
 * beyond it are off; `single` picks one value (its chip's remove button, or Backspace, clears it). While an input
 * method composes (pinyin), its keys are its own: Enter and the arrows do nothing to the list. The arrows keep the
 * active option in the list's view; the list opens above the box when there is no room below; a polite live region
 * tells screen readers how many options the typed text leaves and what was picked or dropped. Used by the
 * directories' filters (cities, specialties), the convention form's venue and the forms' city picker. In a form, `id`
 * ties the text box to a visible `<label>` (which then names the box and its list: leave `label` out), `disabled` (or a
 * disabled fieldset) turns it off and `aria-invalid`/`aria-describedby` carry the field's error.
 */
export function MultiSelect({
  groups,
  value,
  onChange,
  label,
  placeholder,
  max,
  loading,
  single = false,
  onText,
  id: inputId,
  disabled = false,
  testId,
  ...aria
}: {
  groups: MultiGroup[];
  value: string[];
  onChange: (values: string[]) => void;
  /** the box's and its list's name for screen readers; without it a `<label>` tied to `id` names them */
  label?: string;
  placeholder?: string;
  max?: number;
  /** one value: picking another replaces it and the list closes (antd's single Select with search) */
  single?: boolean;
  loading?: boolean;
  /** the typed text, for a list the server filters (the options shown are still those matching it) */
  onText?: (text: string) => void;
  /** the text box's id (a form puts the focus there, its label points at it) */
  id?: string;
  disabled?: boolean;
  /** a form's error state and lines (lite/Fields `describe`) */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // the arrows moved the active option: bring it into the list's view (a pointer's hover does not scroll)
  const follow = useRef(false);
  // where the list opens (above when there is no room below) and the height it may take
  const [place, setPlace] = useState<{ up: boolean; room: number }>({ up: false, room: Infinity });
  // what the live region last said of a pick (a typed text says the count instead)
  const [said, setSaid] = useState('');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  // the list's name when a form's label names the box (read from the label as the list opens)
  const [labelText, setLabelText] = useState<string>();

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
  const full = !single && max !== undefined && value.length >= max;
  // off by itself or inside a disabled fieldset (a form that may not be saved)
  const turnedOff = () => disabled || !!input.current?.matches(':disabled');
  const show = () => {
    if (turnedOff()) return;
    if (!open) {
      setLabelText(input.current?.labels?.[0]?.textContent ?? undefined);
      // one value: the list opens on it
      const at = single && text === '' ? flat.findIndex((o) => o.value === value[0]) : -1;
      setActive(Math.max(at, 0));
    }
    setOpen(true);
  };

  // a click outside closes the list
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  // the list above the box when it does not fit below and there is more room above; measured as it opens, as its
  // options change and as the page scrolls or resizes under it
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const box = root.current?.firstElementChild?.getBoundingClientRect();
      const height = list.current?.scrollHeight;
      if (!box || height === undefined) return;
      const need = Math.min(height, LIST_MAX) + GAP * 2;
      const below = window.innerHeight - box.bottom;
      const up = below < need && box.top > below;
      const room = (up ? box.top : below) - GAP * 2;
      setPlace((p) => (p.up === up && p.room === room ? p : { up, room }));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, flat.length]);

  // the active option moved by the arrows: scroll the list (only the list) so that it shows
  useEffect(() => {
    if (!open || !follow.current) return;
    follow.current = false;
    const l = list.current;
    const o = l?.querySelector<HTMLElement>('.bh-multi-active');
    if (!l || !o) return;
    if (o.offsetTop < l.scrollTop) l.scrollTop = o.offsetTop;
    else if (o.offsetTop + o.offsetHeight > l.scrollTop + l.clientHeight) l.scrollTop = o.offsetTop + o.offsetHeight - l.clientHeight;
  }, [open, active]);

  const toggle = (v: string) => {
    const name = labelOf(v);
    // one value stays when picked again (its chip clears it), as in a native select
    if (single) onChange([v]);
    else if (value.includes(v)) onChange(value.filter((x) => x !== v));
    else if (!full) onChange([...value, v]);
    if (!single && value.includes(v)) setSaid(t('multi.dropped', { name }));
    else if (single || !full) setSaid(t('multi.picked', { name }));
    if (single) setOpen(false);
    setText('');
    onText?.('');
    input.current?.focus();
  };
  const optionId = (i: number) => `${id}-o${i}`;
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    // an input method's composition (pinyin) owns the keys until it ends: Enter picks its candidate, not an option
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) show();
      else if (flat.length) {
        follow.current = true;
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : flat.length - 1)) % flat.length);
      }
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = flat[active];
      if (open && o) toggle(o.value);
      else show();
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
          show();
          input.current?.focus();
        }}
      >
        {value.map((v) => (
          <span className="bh-multi-chip" key={v}>
            {labelOf(v)}
            <button
              type="button"
              disabled={disabled}
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
          id={inputId}
          role="combobox"
          aria-label={label}
          aria-invalid={aria['aria-invalid'] || undefined}
          aria-describedby={aria['aria-describedby']}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && flat[active] ? optionId(active) : undefined}
          value={text}
          disabled={disabled}
          placeholder={value.length ? undefined : placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setSaid('');
            onText?.(e.target.value);
            show();
            setActive(0);
          }}
          onKeyDown={key}
          // Tab out of the box (not to its own chips) closes the list
          onBlur={(e) => {
            if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
        />
        <Icon icon={DownOutlined} className="bh-multi-arrow" />
      </div>
      <div className="bh-sr-only" role="status" aria-live="polite">
        {said || (open && text.trim() ? t('multi.count', { n: flat.length }) : '')}
      </div>
      {open && (
        <div
          className={`bh-multi-list${place.up ? ' bh-multi-up' : ''}`}
          ref={list}
          style={place.room < LIST_MAX ? { maxHeight: Math.max(place.room, 96) } : undefined}
          role="listbox"
          id={`${id}-list`}
          aria-label={label ?? labelText}
          aria-multiselectable={!single}
        >
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
