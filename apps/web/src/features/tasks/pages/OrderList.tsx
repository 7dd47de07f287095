import { useState } from 'react';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { useQuery } from '@tanstack/react-query';
import { parseCents } from '@boothhub/shared';
// the option tables without zod: the page loads no schemas (decision 045)
import { designTypes, publicTaskStatuses } from '@boothhub/shared/contracts/taskOptions';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { Icon } from '../../../components/lite/Icon';
import { SearchForm } from '../../../components/lite/SearchForm';
import { useDesktop } from '../../../lib/useMedia';
import { useNotice } from '../../../lib/notice';
import { usePagedList } from '../../../lib/usePagedList';
import { PageSpin } from '../../../components/PageSpin';
import { useSession } from '../../account/session';
import { favouriteIds, taskKeys, tasksApi } from '../api';
import {
  activeFilters,
  empty,
  initialFilters,
  LIST_PAGE_SIZE,
  parseArea,
  RANGE_FIELDS,
  sorts,
  toFilter,
  type Filters,
  type Sort,
} from '../listFilters';
import { TaskCard } from '../components/TaskCard';
import { options, statusKey } from '../labels';

/**
 * /orderList (getBusinesTask): keyword in Chinese or English, filters, sorting, pagination and favourites. Plain
 * markup and native controls (components/lite), light enough that the most visited page after the landing page
 * shows its tasks quickly (decision 045).
 */
export default function OrderList() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  const initial = initialFilters(params);
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const paged = usePagedList({ filter: toFilter(filters), queryKey: taskKeys.list, queryFn: tasksApi.list, pageSize: LIST_PAGE_SIZE });
  const list = paged.query;
  const favs = useQuery({ queryKey: taskKeys.favIds, queryFn: favouriteIds, enabled: session.loginState });
  const badMoney = (s: string) => s !== '' && parseCents(s) === null;
  const badArea = (s: string) => s !== '' && parseArea(s) === null;
  const invalidIn = (f: Filters) => badMoney(f.costMin) || badMoney(f.costMax) || badArea(f.plazaMin) || badArea(f.plazaMax);
  const invalid = invalidIn(draft);
  // on a phone the filters fold behind one button that says how many are set, so the first screen shows tasks
  const narrow = !useDesktop();
  const [showFilters, setShowFilters] = useState(false);
  const filtersSet = activeFilters(filters);
  const open = !narrow || showFilters;
  const notice = useNotice();
  const [saving, setSaving] = useState(false);
  /** A designer keeps the filters applied now (not the order or the states: only recruiting tasks are told). */
  const saveSearch = async () => {
    const { keyword, types, city, costMin, costMax, plazaMin, plazaMax } = toFilter(filters);
    setSaving(true);
    try {
      await tasksApi.saveSearch({ keyword, types, city, costMin, costMax, plazaMin, plazaMax });
      notice.success(t('tasks.savedSearch.saved'));
    } catch {
      // the request helper showed why (e.g. the limit)
    } finally {
      setSaving(false);
    }
  };

  /** Applies the form with `patch`; while a box holds what is not an amount, only `patch` (the sort, the keyword) is applied. */
  const apply = (patch: Partial<Filters> = {}) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setFilters(invalidIn(next) ? { ...filters, ...patch } : next);
    paged.setPage(1);
  };
  /** Enter in a box applies the filters (not while an input method is composing a word). */
  const enterApplies = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && !invalid) apply();
  };
  /** A filter of several choices (design types, states) as a group of toggles, named by its field. */
  const multiFilter = (field: 'types' | 'status', choices: { value: string; label: string }[]) => (
    <fieldset className="bh-chips" data-testid={`tasks-filter-${field}`}>
      <legend>{t(`tasks.field.${field}`)}</legend>
      {choices.map((c) => (
        <label key={c.value} className="bh-chip">
          <input
            type="checkbox"
            checked={(draft[field] as string[]).includes(c.value)}
            onChange={(e) => {
              const now = draft[field] as string[];
              const next = e.target.checked ? [...now, c.value] : now.filter((v) => v !== c.value);
              setDraft({ ...draft, [field]: next });
            }}
            data-testid={`tasks-filter-${field}-${c.value}`}
          />
          <span>{c.label}</span>
        </label>
      ))}
    </fieldset>
  );
  /** A from–to pair of text boxes (budget in coins, area in m²). */
  const range = (kind: keyof typeof RANGE_FIELDS, bad: (s: string) => boolean) => (
    <div className="bh-input-pair">
      {RANGE_FIELDS[kind].map(([key, testId]) => (
        <input
          key={key}
          className="bh-input"
          value={draft[key]}
          aria-invalid={bad(draft[key]) || undefined}
          placeholder={t(`tasks.list.${key}`)}
          aria-label={t(`tasks.list.${key}`)}
          inputMode={kind === 'cost' ? 'decimal' : 'numeric'}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value.trim() })}
          onKeyDown={enterApplies}
          aria-describedby={bad(draft[key]) ? 'tasks-filter-error' : undefined}
          data-testid={`tasks-filter-${testId}`}
        />
      ))}
    </div>
  );

  return (
    <div className="bh-container">
      <h1 className="bh-section-title">{t('tasks.title.orderList')}</h1>
      <div className="bh-panel bh-panel-body bh-gap-bottom bh-task-filter-box">
        <SearchForm
          value={draft.keyword}
          label={t('tasks.list.keyword')}
          onChange={(keyword) => {
            // the box's own clear (×, Escape) shows the list without the keyword again, as the button would
            if (keyword === '' && filters.keyword) apply({ keyword: '', sort: draft.sort === 'relevance' ? 'newest' : draft.sort });
            else setDraft({ ...draft, keyword });
          }}
          onSearch={(keyword) => apply({ keyword, sort: keyword ? 'relevance' : draft.sort })}
          testId="tasks-search"
        />
        {narrow && (
          <button
            type="button"
            className="bh-btn"
            onClick={() => setShowFilters(!showFilters)}
            aria-expanded={showFilters}
            aria-controls="tasks-filters"
            data-testid="tasks-filters-toggle"
          >
            <Icon icon={FilterOutlined} />
            {t('tasks.list.filters', { count: filtersSet })}
          </button>
        )}
        {open && (
          <div className="bh-task-filters" id="tasks-filters">
            {multiFilter('types', options(lang, designTypes))}
            {multiFilter(
              'status',
              publicTaskStatuses.map((s) => ({ value: s, label: t(statusKey(s)) })),
            )}
            <input
              className="bh-input"
              value={draft.city}
              placeholder={t('tasks.field.city')}
              aria-label={t('tasks.field.city')}
              onChange={(e) => setDraft({ ...draft, city: e.target.value })}
              onKeyDown={enterApplies}
              data-testid="tasks-filter-city"
            />
            {range('cost', badMoney)}
            {range('plaza', badArea)}
            <select
              className="bh-select"
              value={draft.sort}
              onChange={(e) => apply({ sort: e.target.value as Sort })}
              aria-label={t('pages.sort')}
              data-testid="tasks-sort"
            >
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {t(`tasks.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="bh-row-wrap">
          {open && invalid && (
            <span id="tasks-filter-error" className="bh-error-text" role="alert">
              {t('tasks.list.badRange')}
            </span>
          )}
          {open && (
            <button type="button" className="bh-btn bh-btn-primary" onClick={() => apply()} disabled={invalid} data-testid="tasks-filter-apply">
              {t('tasks.list.apply')}
            </button>
          )}
          {open && (
            <button
              type="button"
              className="bh-btn"
              onClick={() => {
                setDraft(empty);
                setFilters(empty);
                paged.setPage(1);
              }}
              data-testid="tasks-filter-reset"
            >
              {t('common.reset')}
            </button>
          )}
          {session.role === 'designer' && (
            <button type="button" className="bh-btn" onClick={() => void saveSearch()} disabled={saving} data-testid="tasks-save-search">
              {t('tasks.savedSearch.save')}
            </button>
          )}
          <span className="bh-secondary" data-testid="tasks-total" aria-live="polite">
            {t(paged.totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total: paged.total })}
          </span>
        </div>
      </div>
      <div className={list.isFetching && list.data ? 'bh-busy' : undefined} aria-busy={list.isFetching}>
        {list.isPending ? (
          <PageSpin />
        ) : list.data && list.data.listItem.length === 0 ? (
          <p className="bh-empty" data-testid="tasks-empty">
            {t('tasks.list.none')}
          </p>
        ) : (
          <div className="bh-card-cols" data-testid="tasks-list">
            {(list.data?.listItem ?? []).map((task) => (
              <TaskCard key={task.id} task={task} fav={session.loginState ? (favs.data?.has(task.id) ?? false) : undefined} />
            ))}
          </div>
        )}
      </div>
      <PagedPagination list={paged} pageSizeOptions={[12, 24, 48]} testId="tasks-pagination" />
    </div>
  );
}
