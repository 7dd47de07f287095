import '../exhibitions.css';
import BorderOuterOutlined from '@ant-design/icons-svg/es/asn/BorderOuterOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { Icon } from '../../../components/lite/Icon';
import { CoverCard } from '../../../components/CoverCard';
import { useI18n } from '../../../i18n';
import { FavouriteHeart } from './FavouriteHeart';
import { cityIn } from '@boothhub/shared/cities';

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
  /** it has a floor plan: the card says so */
  hasPlan?: boolean;
}

/**
 * One exhibition in a list (the list page, the home page, My Collection): cover, title, dates, city, venue, a "floor
 * plan" badge when it has one, heart.
 */
export function ExhibitionCard({ item, heart = true }: { item: ExhibitionCardItem; heart?: boolean }) {
  const { t, lang } = useI18n();
  const to = `/exhibition/${item.id}`;
  return (
    <CoverCard
      to={to}
      cover={item.cover}
      emptyIcon={<Icon icon={PictureOutlined} />}
      cls="bh-ex"
      testId={`ex-card-${item.id}`}
      title={item.title}
      titleTestId="ex-card-title"
      heart={heart ? <FavouriteHeart id={item.id} fav={item.fav === true} size="small" /> : false}
    >
      <div className="bh-ex-facts">
        <span>
          <Icon icon={CalendarOutlined} /> {t('exhibitions.card.dates', { sdate: item.sdate, edate: item.edate })}
        </span>
        <span>
          <Icon icon={EnvironmentOutlined} /> {[cityIn(item.city, lang), item.venue?.name || item.address].filter(Boolean).join(' · ')}
        </span>
        {item.hasPlan && (
          <span className="bh-ex-plan-badge" data-testid="ex-card-plan">
            <Icon icon={BorderOuterOutlined} /> {t('exhibitions.card.hasPlan')}
          </span>
        )}
      </div>
    </CoverCard>
  );
}
