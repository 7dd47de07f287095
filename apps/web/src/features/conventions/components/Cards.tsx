import { Card } from 'antd';
import { BankOutlined, CalendarOutlined, EnvironmentOutlined, ExpandOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import type { ConventionItem, VenueSummary } from '../api';
import { VenueFav } from './VenueFav';
import '../../../components/cards.css';

const cover = (src: string | null | undefined, alt: string) =>
  src ? <img src={src} alt={alt} loading="lazy" className="bh-cv-cover" /> : <div className="bh-cv-cover" aria-hidden />;

/** The dates of an entry: one day, or first – last. */
export function Dates({ sdate, edate }: { sdate: string; edate: string }) {
  return <>{sdate === edate ? formatDate(sdate) : `${formatDate(sdate)} – ${formatDate(edate)}`}</>;
}

/** One convention in a list: cover, title, dates, capacity, city and venue. */
export function ConventionCard({ item }: { item: ConventionItem }) {
  const { t } = useI18n();
  return (
    <Card size="small" className="bh-cv-card" cover={cover(item.cover, item.title)} data-testid={`convention-card-${item.id}`}>
      <Link to={`/conventionSpace/${item.id}`} className="bh-cv-card-title" data-testid="convention-link">
        {item.title}
      </Link>
      <div className="bh-cv-facts">
        <div>
          <CalendarOutlined /> <Dates sdate={item.sdate} edate={item.edate} />
        </div>
        <div>
          <TeamOutlined /> {t('conventions.field.sizesValue', { sizes: item.sizes.toLocaleString() })}
        </div>
        <div>
          <EnvironmentOutlined /> {item.city}
          {item.venue ? ` · ${item.venue.name}` : ''}
        </div>
      </div>
    </Card>
  );
}

/** One venue in a list: cover, name, city, its largest hall and the heart. */
export function VenueCard({ item, fav }: { item: VenueSummary; fav?: boolean }) {
  const { t } = useI18n();
  return (
    <Card size="small" className="bh-cv-card" cover={cover(item.faceimg, item.name)} data-testid={`venue-card-${item.id}`}>
      <div className="bh-card-head bh-cv-card-head">
        <Link to={`/conventionSpace/spaceInfo?id=${item.id}`} className="bh-cv-card-title" data-testid="venue-link">
          <BankOutlined /> {item.name}
        </Link>
        {fav !== undefined && <VenueFav id={item.id} fav={fav} />}
      </div>
      <div className="bh-cv-facts">
        <div>
          <EnvironmentOutlined /> {item.city} · {item.address}
        </div>
        <div>
          <ExpandOutlined /> {t('conventions.venue.largest', { plaza: item.plaza.toLocaleString(), sizes: item.sizes.toLocaleString() })}
        </div>
      </div>
    </Card>
  );
}
