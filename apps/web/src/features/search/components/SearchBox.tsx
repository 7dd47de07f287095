import '../search.css';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { useSyncedState } from '../../../lib/useSyncedState';
import { searchApi, searchKeys } from '../api';
import { kindIcon } from '../kinds';
import { Highlight } from './Highlight';

/** Suggestions are asked once the typing pauses this long. */
export const SUGGEST_DELAY_MS = 200;

function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * The search box with suggestions as one types (Common/searchSuggest, debounced): choosing a suggestion (click, or the
 * arrow keys and Enter) opens it, Enter or the button searches everything on /search?q=. Used in the header, its phone
 * panel, the home hero and the search page. Plain markup, an ARIA 1.2 combobox, in the entry with the header and the
 * home page (docs/decisions/042).
 */
export function SearchBox({
  size,
  autoFocus,
  initial = '',
  testId = 'header-search',
  onDone,
  className,
}: {
  size?: 'large' | 'middle';
  autoFocus?: boolean;
  initial?: string;
  testId?: string;
  /** after navigating (closes the phone panel) */
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useSyncedState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keyword = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggest = useQuery({
    queryKey: searchKeys.suggest(keyword),
    queryFn: () => searchApi.suggest(keyword),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
  const shown = keyword && text.trim() ? (suggest.data?.listItem ?? []) : [];
  const expanded = open && shown.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    // the suggestions close with the focus
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    void navigate(to);
    onDone?.();
  };
  const search = () => {
    const q = text.trim();
    if (q) go(`/search?q=${encodeURIComponent(q)}`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // keys that choose an input method's candidate (pinyin …) are the method's, not the box's
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!shown.length) return;
      e.preventDefault();
      setOpen(true);
      // -1 is the input itself: the keys walk input → first … last → input
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => ((a + 1 + step + shown.length + 1) % (shown.length + 1)) - 1);
    } else if (e.key === 'Escape') {
      // Escape closes the suggestions first (not the phone's search panel around the box)
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = expanded && active >= 0 ? shown[active] : undefined;
      if (hit) go(hit.href);
      else search();
    }
  };

  return (
    <div className={`bh-search${size === 'large' ? ' bh-search-large' : ''} ${className ?? 'bh-header-search'}`} role="search">
      <span className="bh-search-field">
        <input
          type="search"
          role="combobox"
          aria-label={t('search.box.open')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          // in a modal (the header's search drawer) the dialog gives the focus as it opens
          data-autofocus={autoFocus || undefined}
          placeholder={t('search.box.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid={testId}
        />
        {text && (
          <button
            type="button"
            className="bh-search-clear"
            aria-label={t('search.box.clear')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setText('')}
          >
            <Icon icon={CloseCircleFilled} />
          </button>
        )}
      </span>
      <button type="button" className="bh-search-button" aria-label={t('search.box.open')} onClick={search}>
        <Icon icon={SearchOutlined} />
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.box.suggestions')} className="bh-popup bh-search-list" hidden={!expanded}>
        {expanded &&
          shown.map((s, i) => (
            <li
              key={`${s.kind}:${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="bh-suggest"
              data-testid={`${testId}-option`}
              // before the input's blur closes the list
              onMouseDown={(e) => e.preventDefault()}
              // the pointer only highlights (CSS :hover): Enter opens the option chosen with the arrow keys, so a
              // pointer resting where the list opens does not change what Enter does
              onClick={() => go(s.href)}
            >
              <span className="bh-suggest-icon">{kindIcon(s.kind)}</span>
              <span className="bh-suggest-title">
                <Highlight text={s.title} keyword={keyword} />
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
