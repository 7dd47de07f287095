import { Stars } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';

interface Figures {
  taidu: number;
  sudu: number;
  pinzhi: number;
}

/** The three ratings (attitude, speed, quality) in one line of a card. */
export function RatingsLine({ item }: { item: Figures & { ratingCount: number } }) {
  const { t } = useI18n();
  if (!item.ratingCount)
    return (
      <div className="bh-ds-ratings">
        <span className="bh-secondary">{t('designers.noRating')}</span>
      </div>
    );
  return (
    <div className="bh-ds-ratings" data-testid="ds-ratings">
      {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
        <span key={k}>
          {t(`designers.${k}`)} <strong>{item[k].toFixed(1)}</strong>
        </span>
      ))}
    </div>
  );
}

/** The three ratings as stars (the designer's page), or "Not rated yet". */
export function RatingsStars({ item }: { item: Figures & { ratingCount: number } }) {
  const { t } = useI18n();
  if (!item.ratingCount) return <p className="bh-secondary">{t('designers.noRating')}</p>;
  return (
    <>
      {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
        <div className="bh-ds-rating-row" key={k}>
          <span>{t(`designers.${k}`)}</span>
          <span>
            <Stars value={item[k]} /> {item[k].toFixed(1)}
          </span>
        </div>
      ))}
    </>
  );
}
