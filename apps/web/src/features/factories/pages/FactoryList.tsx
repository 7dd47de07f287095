import { inLang } from '@boothhub/shared/lang';
import { cityIn } from '@boothhub/shared/cities';
import '../factories.css';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Suspense } from 'react';
import { useAddressParams, changedFields } from '../../../lib/urlQuery';
import { lazyPlain } from '../../../lib/lazyPlain';
import { useMember } from '../../account/session';
import { useI18n } from '../../../i18n';
import { CoverCard } from '../../../components/CoverCard';
import { Icon } from '../../../components/lite/Icon';
import { Avatar } from '../../../components/lite/Avatar';
import { DirectoryPage, DirectorySearch } from '../../../components/DirectoryPage';
import { PagedCards } from '../../../components/PagedCards';
import { usePagedList } from '../../../lib/usePagedList';
import { CityMultiSelect } from '../../categories';
import { factoriesApi, factoryKeys, type FactoryItem } from '../api';
import { CapabilityChecks, CapabilityTags } from '../components/bits';
import { readFilters, toQuery, writeFilters, type FactoryFilters } from '../lib';

// what only a business uses loads with its first use (decision 045)
const AskQuoteButton = lazyPlain(() => import('../components/AskQuoteButton').then((m) => m.AskQuoteButton));

function FactoryCard({ item, business }: { item: FactoryItem; business: boolean }) {
  const { t, lang } = useI18n();
  const name = inLang(lang, item.companyName, item.companyNameEn);
  return (
    <CoverCard
      to={`/factoryInfo?cardno=${item.cardno}`}
      cover={item.cover}
      emptyIcon={<Icon icon={ShopOutlined} />}
      cls="bh-fa"
      testId={`fa-card-${item.cardno}`}
      title={
        <span className="bh-person">
          <Avatar size={28} src={item.userlogo} name={name} id={item.cardno} />
          {name}
        </span>
      }
      titleClass="bh-fa-title"
      titleTestId="fa-card-title"
    >
      <div className="bh-fa-facts">
        <Icon icon={EnvironmentOutlined} /> {cityIn(item.city, lang)} ·{' '}
        {t('factories.card.facts', { area: item.workshopArea, capacity: item.annualCapacity })}
      </div>
      <CapabilityTags value={item.capabilities} />
      {business && (
        <Suspense fallback={null}>
          <AskQuoteButton cardno={item.cardno} name={name} small />
        </Suspense>
      )}
    </CoverCard>
  );
}

/** /factory (Common/searchFactory): keyword, cities and capabilities — all in the URL — and the paged cards. */
export default function FactoryList() {
  const { t } = useI18n();
  const business = useMember().data?.role === 'business';
  const { params, update } = useAddressParams();
  const filters = readFilters(params);
  const setFilters = (f: FactoryFilters) => update((current) => writeFilters(current, { ...readFilters(current), ...changedFields(filters, f) }));
  const list = usePagedList({ filter: toQuery(filters), queryKey: factoryKeys.list, queryFn: factoriesApi.search, pageSize: 12 });
  return (
    <DirectoryPage title={t('factories.title.list')} testId="fa-list-page">
      <DirectorySearch
        value={filters.q}
        onSearch={(q) => setFilters({ ...filters, q })}
        placeholder={t('factories.filter.keyword')}
        testId="fa-search"
      />
      <div className="bh-fa-filters bh-gap-bottom">
        <CityMultiSelect value={filters.city} onChange={(city) => setFilters({ ...filters, city })} testId="fa-city" />
        <CapabilityChecks value={filters.capability} onChange={(capability) => setFilters({ ...filters, capability })} testId="fa-cap" />
      </div>
      <PagedCards
        list={list}
        testId="fa"
        className="bh-card-grid bh-fa-grid"
        empty={t('factories.empty')}
        found={(total) => t('factories.found', { total })}
        keyOf={(f) => f.cardno}
        card={(f) => <FactoryCard item={f} business={business} />}
      />
    </DirectoryPage>
  );
}
