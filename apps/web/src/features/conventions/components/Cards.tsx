import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Icon } from '../../../components/lite/Icon';
import { CoverCard } from '../../../components/CoverCard';
import { formatDateSpan, useI18n } from '../../../i18n';
import type { ConventionItem, VenueSummary } from '../api';
import { VenueFav } from './VenueFav';
import '../../../components/cards.css';
import { cityIn } from '@boothhub/shared/cities';

/** The dates of an entry: one day, or first – last. */
export function Dates({ sdate, edate }: { sdate: string; edate: string }) {
  return <>{formatDateSpan(sdate, edate)}</>;
}

/** One convention in a list: cover, title, dates, capacity, city and venue. */
export function ConventionCard({ item }: { item: ConventionItem }) {
  const { t, lang } = useI18n();
  return (
    <CoverCard
      to={`/conventionSpace/${item.id}`}
      cover={item.cover}
      emptyIcon={<Icon icon={TeamOutlined} />}
      cls="bh-cv"
      testId={`convention-card-${item.id}`}
      title={item.title}
      titleTestId="convention-link"
    >
      <div className="bh-cv-facts">
        <div>
          <Icon icon={CalendarOutlined} /> <Dates sdate={item.sdate} edate={item.edate} />
        </div>
        <div>
          <Icon icon={TeamOutlined} /> {t('conventions.field.sizesValue', { sizes: item.sizes.toLocaleString() })}
        </div>
        <div>
          <Icon icon={EnvironmentOutlined} /> {cityIn(item.city, lang)}
          {item.venue ? ` · ${item.venue.name}` : ''}
        </div>
      </div>
    </CoverCard>
  );
}

/** One venue in a list: cover, name, city, its largest hall and the heart. */
export function VenueCard({ item, fav }: { item: VenueSummary; fav?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <CoverCard
      to={`/conventionSpace/spaceInfo?id=${item.id}`}
      cover={item.faceimg}
      emptyIcon={<Icon icon={BankOutlined} />}
      cls="bh-cv"
      testId={`venue-card-${item.id}`}
      title={
        <>
          <Icon icon={BankOutlined} /> {item.name}
        </>
      }
      titleTestId="venue-link"
      heart={fav !== undefined ? <VenueFav id={item.id} fav={fav} /> : undefined}
    >
      <div className="bh-cv-facts">
        <div>
          <Icon icon={EnvironmentOutlined} /> {cityIn(item.city, lang)} · {item.address}
        </div>
        <div>
          <Icon icon={ExpandOutlined} /> {t('conventions.venue.largest', { plaza: item.plaza.toLocaleString(), sizes: item.sizes.toLocaleString() })}
        </div>
      </div>
    </CoverCard>
  );
}
