import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { roles } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { adminApi, adminKeys } from '../api';
import { DashboardMoney } from '../../wallet';

/** /admin: counts for the back-office home (Admin/dashboard). */
export default function Dashboard() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: adminKeys.dashboard, queryFn: adminApi.dashboard });
  if (!q.data) return <Card>{q.isPending ? <Skeleton active /> : null}</Card>;
  const d = q.data;
  return (
    <>
      <Typography.Title level={3}>{t('title.adminDashboard')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title={t('dashboard.members')} value={d.members} data-testid="dashboard-members" />
          </Card>
        </Col>
        <Col xs={12} sm={8}>
          <Card>
            <Statistic title={t('dashboard.newToday')} value={d.newToday} />
          </Card>
        </Col>
        <Col xs={12} sm={8}>
          <Card>
            <Statistic title={t('dashboard.banned')} value={d.banned} />
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboard.byRole')} className="bh-gap-top">
        <Row gutter={[16, 16]}>
          {roles.map((r) => (
            <Col xs={12} sm={6} key={r}>
              <Statistic title={t(`role.${r}`)} value={d.membersByRole[r] ?? 0} />
            </Col>
          ))}
        </Row>
      </Card>
      <DashboardMoney data={d} />
    </>
  );
}
