import '../exhibitions.css';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Panel } from '../../../components/lite/Content';
import { useExhibitionBooth } from '../api';
import { BoothPlan } from '../components/BoothPlan';
import { BuildScheduleBox } from '../components/BuildScheduleBox';
import { useIdParam } from '../../../lib/useRecord';

/**
 * /exhibitionBooth?id=N (Common/huizhanBooth): the exhibition's halls as tabs, each an SVG plan to pan, zoom and pick a
 * plot on. Plain markup (components/lite): a `lazyPage()` route (decision 045's pattern).
 */
export default function ExhibitionBooth() {
  const { t } = useI18n();
  const id = useIdParam();
  const q = useExhibitionBooth(id);
  if (id !== null && q.isPending) return <PageSpin />;
  if (id === null || q.isError || !q.data)
    return <ResultView status="404" title={t('exhibitions.detail.missing')} extra={<Link to="/exhibition">{t('exhibitions.detail.back')}</Link>} />;
  const b = q.data;
  return (
    <div className="bh-container" data-testid="ex-booth-page">
      <h1 className="bh-h3 bh-section-title">
        <Link to={`/exhibition/${b.id}`}>{b.title}</Link> · {t('exhibitions.title.booth')}
      </h1>
      <Panel>
        <BoothPlan
          halls={b.halls}
          context={{ exhibitionId: b.id, city: b.city, venue: b.venue?.name || b.address, sdate: b.sdate, edate: b.edate }}
          canMark={b.can.plan}
        />
      </Panel>
      <BuildScheduleBox schedule={b.buildSchedule} sdate={b.sdate} />
    </div>
  );
}
