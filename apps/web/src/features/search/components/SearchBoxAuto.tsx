import '../search.css';
import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { searchApi, searchKeys } from '../api';
import { kindIcon } from '../kinds';
import { Highlight } from './Highlight';
import { useSyncedState } from '../../../lib/useSyncedState';

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
 * The search box with suggestions as one types (Common/searchSuggest, debounced): choosing a suggestion opens it,
 * Enter (or the button) searches everything on /search?q=. Used in the header, its phone drawer and the home hero.
 */
export function SearchBoxAuto({
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
  /** after navigating (closes the phone drawer) */
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [text, setText] = useSyncedState(initial);
  const keyword = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggest = useQuery({
    queryKey: searchKeys.suggest(keyword),
    queryFn: () => searchApi.suggest(keyword),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
  // Enter on a chosen suggestion also reaches the input's search: the choice wins
  const picked = useRef(false);
  const shown = keyword && text.trim() ? (suggest.data?.listItem ?? []) : [];
  const options = shown.map((s) => ({
    value: `${s.kind}:${s.id}`,
    label: (
      <span className="bh-suggest" data-testid={`${testId}-option`}>
        <span className="bh-suggest-icon">{kindIcon(s.kind)}</span>
        <span className="bh-suggest-title">
          <Highlight text={s.title} keyword={keyword} />
        </span>
      </span>
    ),
  }));

  const go = (to: string) => {
    // the suggestions close with the focus
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    navigate(to);
    onDone?.();
  };
  const onSelect = (value: string) => {
    const hit = shown.find((s) => `${s.kind}:${s.id}` === value);
    if (!hit) return;
    picked.current = true;
    setTimeout(() => (picked.current = false), 0);
    go(hit.href);
  };
  const onSearch = (v: string) => {
    if (picked.current) return;
    const q = v.trim();
    if (q) go(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <AutoComplete
      className={className ?? 'bh-header-search'}
      value={text}
      options={options}
      onChange={(v: string) => setText(v)}
      onSelect={onSelect}
      defaultActiveFirstOption={false}
      popupMatchSelectWidth={false}
    >
      <Input.Search
        size={size}
        allowClear
        autoFocus={autoFocus}
        placeholder={t('search.box.placeholder')}
        aria-label={t('search.box.open')}
        onSearch={onSearch}
        enterButton
        data-testid={testId}
      />
    </AutoComplete>
  );
}
