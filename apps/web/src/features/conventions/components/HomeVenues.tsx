import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { CardSection } from '../../../components/CardSection';
import { venueKeys, venuesApi, type VenueQuery } from '../api';
import { VenueCard } from './Cards';

const featured = { page: 1, pageSize: 6, featured: true } as VenueQuery;

/** The home page's "featured venues" (venues an admin marked featured). */
export function HomeVenues() {
  const { t } = useI18n();
  const list = useQuery({ queryKey: venueKeys.list(featured), queryFn: () => venuesApi.list(featured) });
  return (
    <CardSection
      title={t('conventions.home.venues')}
      allTo="/conventionSpace?tab=venues"
      allLabel={t('conventions.home.allVenues')}
      items={list.data?.listItem}
      renderItem={(item) => <VenueCard item={item} fav={item.fav} />}
      testId="home-venues"
      allTestId="home-all-venues"
    />
  );
}
