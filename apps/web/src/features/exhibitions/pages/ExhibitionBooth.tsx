import '../exhibitions.css';
import { Card, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { useExhibitionBooth } from '../api';
import { BoothPlan } from '../components/BoothPlan';
import { useIdParam } from '../../../lib/useRecord';

/** /exhibitionBooth?id=N (Common/huizhanBooth): the exhibition's halls as tabs, each an SVG plan to pan, zoom and pick a plot on. */
export default function ExhibitionBooth() {
  const { t } = useI18n();
  const id = useIdParam();
  const q = useExhibitionBooth(id);
  if (id !== null && q.isPending) return <PageSpin />;
  if (id === null || q.isError || !q.data)
    return <Result status="404" title={t('exhibitions.detail.missing')} extra={<Link to="/exhibition">{t('exhibitions.detail.back')}</Link>} />;
  const b = q.data;
  return (
    <div className="bh-container" data-testid="ex-booth-page">
      <Typography.Title level={3} className="bh-section-title">
        <Link to={`/exhibition/${b.id}`}>{b.title}</Link> · {t('exhibitions.title.booth')}
      </Typography.Title>
      <Card size="small">
        <BoothPlan
          halls={b.halls}
          context={{ exhibitionId: b.id, city: b.city, venue: b.venue?.name || b.address, sdate: b.sdate, edate: b.edate }}
        />
      </Card>
    </div>
  );
}
