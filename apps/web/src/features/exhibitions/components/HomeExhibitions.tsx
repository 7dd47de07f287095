import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { CardSection } from '../../../components/CardSection';
import { exhibitionKeys, exhibitionsApi, type ExhibitionQuery } from '../api';
import { ExhibitionCard } from './ExhibitionCard';

const upcoming = { page: 1, pageSize: 6 } as ExhibitionQuery;

/** The home page's "upcoming exhibitions": the next approved shows that have not ended, soonest first. */
export function HomeExhibitions() {
  const { t } = useI18n();
  const list = useQuery({ queryKey: exhibitionKeys.list(upcoming), queryFn: () => exhibitionsApi.search(upcoming) });
  return (
    <CardSection
      title={t('exhibitions.home.title')}
      allTo="/exhibition"
      allLabel={t('exhibitions.home.all', { total: list.data?.total ?? '' })}
      items={list.data?.listItem}
      renderItem={(item) => <ExhibitionCard item={item} />}
      testId="home-exhibitions"
      allTestId="home-all-exhibitions"
    />
  );
}
