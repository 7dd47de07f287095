import { useSearchParams } from 'react-router';
import type { SearchKind } from '@boothhub/shared/contracts/search';
import { searchKinds } from '@boothhub/shared/contracts/searchKinds';
import { PagedPagination } from '../../../components/PagedPagination';
import { Skeleton } from '../../../components/lite/Content';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { searchApi, searchKeys, type SearchAnswer } from '../api';
import { HitCard } from '../components/HitCard';
import { SearchBox } from '../components/SearchBox';
import { formatCount } from '../format';
import { searchKindViews } from '../kinds';

const isKind = (k: string | null): k is SearchKind => (searchKinds as readonly (string | null)[]).includes(k);

/**
 * /search?q=&kind=: every searchable kind in a tab with its count, the chosen kind's hits as cards. Plain markup
 * (decision 045).
 */
export default function SearchPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const asked = params.get('kind');
  const kind = isKind(asked) ? asked : undefined;
  const list = usePagedList<{ keyword: string; kind?: SearchKind }, SearchAnswer>({
    filter: { keyword: q, ...(kind ? { kind } : {}) },
    queryKey: searchKeys.search,
    queryFn: searchApi.search,
    enabled: q.length > 0,
  });
  const data = list.query.data;
  const kinds = Object.keys(data?.counts ?? {}) as SearchKind[];
  const choose = (k: string) => setParams({ q, kind: k });

  return (
    <div className="bh-container bh-section bh-search-page" data-testid="search-page">
      <SearchBox initial={q} size="large" testId="search-page-box" className="bh-search-page-box" />
      {!q ? (
        <p className="bh-empty">{t('search.page.enter')}</p>
      ) : (
        <>
          <h1 className="bh-section-title">{t('search.page.heading', { keyword: q })}</h1>
          {!data ? (
            <Skeleton />
          ) : (
            <>
              <Tabs
                active={data.kind ?? undefined}
                onChange={choose}
                label={t('search.title')}
                idBase="search"
                testId="search-tabs"
                items={kinds.map((k) => {
                  const c = data.counts[k]!;
                  return {
                    key: k,
                    label: (
                      <span data-testid={`search-tab-${k}`}>
                        {searchKindViews[k] ? t(searchKindViews[k].label) : k}{' '}
                        <span className="bh-tab-count" data-testid={`search-count-${k}`}>
                          {formatCount(lang, c.total, c.totalCapped)}
                        </span>
                      </span>
                    ),
                  };
                })}
              />
              <TabPanel idBase="search" active={data.kind ?? undefined}>
                {data.listItem.length === 0 ? (
                  <div className="bh-empty" data-testid="search-none">
                    <p>{t('search.page.none', { keyword: q })}</p>
                    <p>{t('search.page.noneHint')}</p>
                  </div>
                ) : (
                  <div className={`bh-card-cols bh-card-cols-2${list.query.isPlaceholderData ? ' bh-busy' : ''}`}>
                    {data.listItem.map((hit) => (
                      <HitCard key={`${hit.kind}-${hit.id}`} hit={hit} keyword={q} />
                    ))}
                  </div>
                )}
                <PagedPagination list={list} pagedOnly sizeChanger={false} testId="search-pager" />
              </TabPanel>
            </>
          )}
        </>
      )}
    </div>
  );
}
