import { Button, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { taskKeys, tasksApi } from '../api';
import { TaskCard } from './TaskCard';

const recruiting = { page: 1, pageSize: 6, status: 'recruiting' as const, sort: 'newest' as const };

/** The home page's task section: live counts (homeStats, refreshed every 30 s) and the newest recruiting tasks. */
export function HomeTasks() {
  const { t } = useI18n();
  const stats = useQuery({ queryKey: taskKeys.stats, queryFn: tasksApi.stats, refetchInterval: 30_000 });
  const list = useQuery({ queryKey: taskKeys.list(recruiting), queryFn: () => tasksApi.list(recruiting), refetchInterval: 60_000 });
  return (
    <section className="bh-container bh-section" data-testid="home-tasks">
      <Row gutter={[16, 16]} className="bh-home-stats">
        <Col xs={8}>
          <Statistic title={t('tasks.home.recruiting')} value={stats.data?.recruiting ?? '-'} data-testid="home-stat-recruiting" />
        </Col>
        <Col xs={8}>
          <Statistic title={t('tasks.home.designers')} value={stats.data?.designers ?? '-'} data-testid="home-stat-designers" />
        </Col>
        <Col xs={8}>
          <Statistic title={t('tasks.home.completed')} value={stats.data?.completed ?? '-'} data-testid="home-stat-completed" />
        </Col>
      </Row>
      <div className="bh-toolbar bh-gap-top">
        <Typography.Title level={2} className="bh-section-title bh-no-margin">
          {t('tasks.home.title')}
        </Typography.Title>
        <Link to="/orderList">
          <Button data-testid="home-all-tasks">{t('tasks.home.all')}</Button>
        </Link>
      </div>
      <Row gutter={[16, 16]}>
        {(list.data?.listItem ?? []).map((task) => (
          <Col xs={24} md={12} xl={8} key={task.id}>
            <TaskCard task={task} />
          </Col>
        ))}
        {list.data && list.data.listItem.length === 0 && (
          <Col span={24}>
            <Typography.Text type="secondary">{t('tasks.list.none')}</Typography.Text>
          </Col>
        )}
      </Row>
    </section>
  );
}
