import { Col, Empty, Row, Skeleton, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { searchKind, type SearchKind } from '@boothhub/shared/contracts/search';
import { PagedPagination } from '../../../components/PagedPagination';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { searchApi, searchKeys, type SearchAnswer } from '../api';
import { HitCard } from '../components/HitCard';
import { SearchBox } from '../components/SearchBox';
import { formatCount } from '../format';
import { searchKindViews } from '../kinds';

/** /search?q=&kind=: every searchable kind in a tab with its count, the chosen kind's hits as cards. */
export default function SearchPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const asked = searchKind.safeParse(params.get('kind'));
  const kind: SearchKind | undefined = asked.success ? asked.data : undefined;
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
        <Empty className="bh-gap-top" description={t('search.page.enter')} />
      ) : (
        <>
          <Typography.Title level={2} className="bh-section-title bh-gap-top">
            {t('search.page.heading', { keyword: q })}
          </Typography.Title>
          {!data ? (
            <Skeleton active />
          ) : (
            <>
              <Tabs
                activeKey={data.kind ?? undefined}
                onChange={choose}
                data-testid="search-tabs"
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
              {data.listItem.length === 0 ? (
                <Empty description={t('search.page.none', { keyword: q })} data-testid="search-none">
                  <Typography.Text type="secondary">{t('search.page.noneHint')}</Typography.Text>
                </Empty>
              ) : (
                <Row gutter={[16, 16]}>
                  {data.listItem.map((hit) => (
                    <Col xs={24} md={12} key={`${hit.kind}-${hit.id}`}>
                      <HitCard hit={hit} keyword={q} />
                    </Col>
                  ))}
                </Row>
              )}
              <PagedPagination list={list} pagedOnly sizeChanger={false} testId="search-pager" />
            </>
          )}
        </>
      )}
    </div>
  );
}
