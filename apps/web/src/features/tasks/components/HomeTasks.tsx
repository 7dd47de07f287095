import { Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { SectionHead } from '../../../components/CardSection';
import { taskKeys, tasksApi } from '../api';
import { TaskCard } from './TaskCard';

const STATS = ['recruiting', 'designers', 'completed'] as const;
const recruiting = { page: 1, pageSize: 6, status: 'recruiting' as const, sort: 'newest' as const };

/** The home page's task section: live counts (homeStats, refreshed every 30 s) and the newest recruiting tasks. */
export function HomeTasks() {
  const { t } = useI18n();
  const stats = useQuery({ queryKey: taskKeys.stats, queryFn: tasksApi.stats, refetchInterval: 30_000 });
  const list = useQuery({ queryKey: taskKeys.list(recruiting), queryFn: () => tasksApi.list(recruiting), refetchInterval: 60_000 });
  return (
    <section className="bh-container bh-section" data-testid="home-tasks">
      <Row gutter={[16, 16]} className="bh-home-stats">
        {STATS.map((k) => (
          <Col xs={8} key={k}>
            <Statistic title={t(`tasks.home.${k}`)} value={stats.data?.[k] ?? '-'} data-testid={`home-stat-${k}`} />
          </Col>
        ))}
      </Row>
      <SectionHead
        title={t('tasks.home.title')}
        allTo="/orderList"
        allLabel={t('tasks.home.all')}
        allTestId="home-all-tasks"
        className="bh-toolbar bh-gap-top"
      />
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
