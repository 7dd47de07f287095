import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { FactoryDetail } from '@boothhub/shared/contracts/factories';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { Panel } from '../../../components/lite/Content';
import { ratingStars as stars } from '../lib';
import { cityIn } from '@boothhub/shared/cities';

/** A factory's record on its page: the businesses' average stars and its latest builds, or that it has none yet. */
export function BuildRecord({ f }: { f: Pick<FactoryDetail, 'ratings' | 'builds' | 'buildCount'> }) {
  const { t, lang } = useI18n();
  const builds = f.builds ?? [];
  return (
    <Panel title={t('factories.record.title', { count: f.buildCount ?? 0 })} testId="fa-record">
      {f.ratings ? (
        <p className="bh-fa-ratings" data-testid="fa-ratings">
          {stars.map((s) => (
            <span key={s.key}>
              {t(s.label)} <Icon icon={StarFilled} /> {f.ratings![s.key].toFixed(1)}
            </span>
          ))}
          <span className="bh-secondary">{t('factories.record.rated', { count: f.ratings.count })}</span>
        </p>
      ) : (
        <p className="bh-secondary" data-testid="fa-ratings-none">
          {t('factories.record.noRatings')}
        </p>
      )}
      {builds.length > 0 && (
        <ul className="bh-fa-builds" data-testid="fa-builds">
          {builds.map((b, i) => (
            <li key={`${b.sdate}-${i}`}>
              <strong>{b.title}</strong>{' '}
              <span className="bh-secondary">
                {cityIn(b.city, lang)} · {b.sdate}
              </span>
              {b.stars !== null && (
                <span className="bh-fa-build-stars">
                  {' '}
                  <Icon icon={StarFilled} /> {b.stars.toFixed(1)}
                </span>
              )}
              {b.comment && <p className="bh-secondary">{b.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
