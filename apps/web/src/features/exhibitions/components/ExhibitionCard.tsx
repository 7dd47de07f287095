import '../exhibitions.css';
import { Card } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, PictureOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { cityLabel } from '../lib/choices';
import { FavouriteHeart } from './FavouriteHeart';

export interface ExhibitionCardItem {
  id: number;
  title: string;
  city: string;
  venue?: { id: number; name: string } | null;
  address?: string;
  sdate: string;
  edate: string;
  cover: string | null;
  fav?: boolean;
}

/** One exhibition in a list (the list page, the home page, My Collection): cover, title, dates, city, venue, heart. */
export function ExhibitionCard({ item, heart = true }: { item: ExhibitionCardItem; heart?: boolean }) {
  const { t } = useI18n();
  const to = `/exhibition/${item.id}`;
  return (
    <Card
      size="small"
      className="bh-ex-card"
      cover={
        <Link to={to} tabIndex={-1} aria-hidden="true">
          {item.cover ? (
            <img src={item.cover} alt="" loading="lazy" />
          ) : (
            <div className="bh-ex-cover-empty">
              <PictureOutlined />
            </div>
          )}
        </Link>
      }
      data-testid={`ex-card-${item.id}`}
    >
      <div className="bh-ex-card-head">
        <Link to={to} className="bh-ex-card-title" data-testid="ex-card-title">
          {item.title}
        </Link>
        {heart && <FavouriteHeart id={item.id} fav={item.fav === true} size="small" />}
      </div>
      <div className="bh-ex-facts">
        <span>
          <CalendarOutlined /> {t('exhibitions.card.dates', { sdate: item.sdate, edate: item.edate })}
        </span>
        <span>
          <EnvironmentOutlined /> {[cityLabel(t, item.city), item.venue?.name || item.address].filter(Boolean).join(' · ')}
        </span>
      </div>
    </Card>
  );
}
