import '../factories.css';
import { Card, Input, Typography } from 'antd';
import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedCards } from '../../../components/PagedCards';
import { usePagedList } from '../../../lib/usePagedList';
import { CityMultiSelect } from '../../categories';
import { factoriesApi, factoryKeys, type FactoryItem } from '../api';
import { CapabilityChecks, CapabilityTags } from '../components/bits';
import { readFilters, toQuery, writeFilters, type FactoryFilters } from '../lib';

function FactoryCard({ item }: { item: FactoryItem }) {
  const { t } = useI18n();
  const to = `/factoryInfo?cardno=${item.cardno}`;
  return (
    <Card
      size="small"
      className="bh-fa-card"
      cover={
        <Link to={to} tabIndex={-1} aria-hidden="true">
          {item.cover ? (
            <img src={item.cover} alt="" loading="lazy" />
          ) : (
            <div className="bh-fa-cover-empty">
              <ShopOutlined />
            </div>
          )}
        </Link>
      }
      data-testid={`fa-card-${item.cardno}`}
    >
      <Link to={to} className="bh-fa-title" data-testid="fa-card-title">
        {item.companyName}
      </Link>
      <div className="bh-fa-facts">
        <EnvironmentOutlined /> {item.city} · {t('factories.card.facts', { area: item.workshopArea, capacity: item.annualCapacity })}
      </div>
      <CapabilityTags value={item.capabilities} />
    </Card>
  );
}

/** /factory (Common/searchFactory): keyword, cities and capabilities — all in the URL — and the paged cards. */
export default function FactoryList() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (f: FactoryFilters) => setParams(writeFilters(params, f));
  const list = usePagedList({ filter: toQuery(filters), queryKey: factoryKeys.list, queryFn: factoriesApi.search, pageSize: 12 });
  return (
    <div className="bh-container" data-testid="fa-list-page">
      <Typography.Title level={2} className="bh-section-title">
        {t('factories.title.list')}
      </Typography.Title>
      <Input.Search
        key={filters.q}
        className="bh-gap-bottom"
        allowClear
        defaultValue={filters.q}
        placeholder={t('factories.filter.keyword')}
        enterButton={t('common.search')}
        onSearch={(q) => setFilters({ ...filters, q: q.trim() })}
        data-testid="fa-search"
      />
      <div className="bh-fa-filters bh-gap-bottom">
        <CityMultiSelect value={filters.city} onChange={(city) => setFilters({ ...filters, city })} testId="fa-city" />
        <CapabilityChecks value={filters.capability} onChange={(capability) => setFilters({ ...filters, capability })} testId="fa-cap" />
      </div>
      <PagedCards
        list={list}
        testId="fa"
        className="bh-fa-grid"
        empty={t('factories.empty')}
        found={(total) => t('factories.found', { total })}
        keyOf={(f) => f.cardno}
        card={(f) => <FactoryCard item={f} />}
      />
    </div>
  );
}
