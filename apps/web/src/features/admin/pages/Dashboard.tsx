import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { roles, tasks } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { FiguresCard, QueueBadge } from '../../../components/DashboardBits';
import { adminApi, adminKeys } from '../api';
import { DashboardMoney } from '../../wallet';
import { statusKey } from '../../tasks/labels';
import { TrendChart } from '../components/TrendChart';

/** /admin: counts for the back-office home (Admin/dashboard): members, tasks by state, money, queues, and 30 days of trend. */
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
      <FiguresCard title={t('dashboard.byRole')}>
        {roles.map((r) => (
          <Col xs={12} sm={6} key={r}>
            <Statistic title={t(`role.${r}`)} value={d.membersByRole[r] ?? 0} />
          </Col>
        ))}
      </FiguresCard>
      <FiguresCard title={t('dashboard.tasksByState')} testId="dashboard-tasks">
        {tasks.taskStatuses.map((s) => (
          <Col xs={12} sm={6} md={3} key={s}>
            <Statistic title={t(statusKey(s))} value={d.tasksByState?.[s] ?? 0} data-testid={`dashboard-tasks-${s}`} />
          </Col>
        ))}
        <Col xs={24} md={3}>
          <QueueBadge to="/admin/complaints" count={d.queues.complaints ?? 0} testId="dashboard-queue-complaints">
            {t('dashboard.complaints')}
          </QueueBadge>
        </Col>
      </FiguresCard>
      <DashboardMoney data={d} />
      {d.trend && d.trendFrom && (
        <Card title={t('dashboard.trend')} className="bh-gap-top">
          <TrendChart
            from={d.trendFrom}
            series={[
              { key: 'members', label: t('dashboard.trendMembers'), values: d.trend.members ?? [] },
              { key: 'tasksPublished', label: t('dashboard.trendPublished'), values: d.trend.tasksPublished ?? [] },
              { key: 'tasksCompleted', label: t('dashboard.trendCompleted'), values: d.trend.tasksCompleted ?? [] },
            ]}
          />
        </Card>
      )}
    </>
  );
}
