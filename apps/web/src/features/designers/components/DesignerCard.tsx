import { cityIn } from '@boothhub/shared/cities';
import '../designers.css';
import '../../../components/cards.css';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Avatar } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import type { DesignerCardItem } from '../api';
import { RatingsLine } from './Ratings';

/**
 * One designer in the directory: avatar, name, city, the three ratings, completed tasks and up to three work covers.
 * Plain markup (antd's small Card drawn by cards.css).
 */
export function DesignerCard({ item }: { item: DesignerCardItem }) {
  const { t, lang } = useI18n();
  const to = `/designInfo?cardno=${item.cardno}`;
  return (
    <article className="bh-cover-card bh-ds-card" data-testid={`ds-card-${item.cardno}`}>
      <div className="bh-cover-card-body">
        <div className="bh-ds-card-head">
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <Avatar size={56} src={item.userlogo} name={item.nickname} id={item.cardno} />
          </Link>
          <div>
            <Link to={to} className="bh-ds-card-name" data-testid="ds-name">
              {item.nickname}
            </Link>
            <div className="bh-row-wrap">
              {item.city && (
                <span className="bh-secondary">
                  <Icon icon={EnvironmentOutlined} /> {cityIn(item.city, lang)}
                </span>
              )}
              {item.ratingCount > 0 && (
                <span data-testid="ds-rating">
                  <Icon icon={StarFilled} className="bh-ds-star" /> {item.rating.toFixed(1)}
                </span>
              )}
              <span className="bh-secondary">
                <Icon icon={CheckCircleOutlined} /> {t('designers.completed', { count: item.completed })}
              </span>
            </div>
          </div>
        </div>
        <RatingsLine item={item} />
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <div className="bh-ds-covers">
            {[0, 1, 2].map((i) =>
              item.covers[i] ? (
                <img key={i} src={item.covers[i]} alt="" loading="lazy" />
              ) : (
                <div key={i} className="bh-ds-cover-empty">
                  {i === 0 && item.covers.length === 0 ? <Icon icon={PictureOutlined} /> : null}
                </div>
              ),
            )}
          </div>
        </Link>
      </div>
    </article>
  );
}
