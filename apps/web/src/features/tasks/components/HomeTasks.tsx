import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { taskKeys, tasksApi } from '../api';
import { TaskCard } from './TaskCard';

const recruiting = { page: 1, pageSize: 6, status: 'recruiting' as const, sort: 'newest' as const };

/**
 * The home page's task section: live counts (homeStats, refreshed every 30 s) and the newest recruiting tasks. Plain
 * markup: the landing page loads it as a reader scrolls near (decision 045).
 */
export function HomeTasks() {
  const { t } = useI18n();
  const stats = useQuery({ queryKey: taskKeys.stats, queryFn: tasksApi.stats, refetchInterval: 30_000 });
  const list = useQuery({ queryKey: taskKeys.list(recruiting), queryFn: () => tasksApi.list(recruiting), refetchInterval: 60_000 });
  const figures = [
    ['recruiting', t('tasks.home.recruiting'), stats.data?.recruiting],
    ['designers', t('tasks.home.designers'), stats.data?.designers],
    ['completed', t('tasks.home.completed'), stats.data?.completed],
  ] as const;
  return (
    <section className="bh-container bh-section" data-testid="home-tasks">
      <dl className="bh-home-stats">
        {figures.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`home-stat-${key}`}>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
      <div className="bh-toolbar bh-gap-top">
        <h2 className="bh-section-title bh-no-margin">{t('tasks.home.title')}</h2>
        <Link to="/orderList" className="bh-btn" data-testid="home-all-tasks">
          {t('tasks.home.all')}
        </Link>
      </div>
      <div className="bh-card-cols">
        {(list.data?.listItem ?? []).map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </div>
      {list.data && list.data.listItem.length === 0 && <p className="bh-secondary">{t('tasks.list.none')}</p>}
    </section>
  );
}
