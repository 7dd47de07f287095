import { useQuery } from '@tanstack/react-query';
import { roles } from '@boothhub/shared/roles';
import { taskStatuses } from '@boothhub/shared/contracts/taskOptions';
import { useI18n } from '../../../i18n';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { Figure, FiguresCard, QueueBadge } from '../../../components/DashboardBits';
import { adminApi, adminKeys } from '../api';
import { DashboardMoney } from '../../wallet';
import { DashboardNotifications } from '../../notifications';
import { statusKey } from '../../tasks/labels';
import { TrendChart } from '../components/TrendChart';
import { adminMenu } from '../menu';

/** the back office's review queues, in the menu's order */
const queues = adminMenu.filter((e): e is typeof e & { queue: string } => Boolean(e.queue));

/**
 * /admin: counts for the back-office home (Admin/dashboard): what waits for an admin in every review queue (each
 * linked to its queue), members, tasks by state, money, off-site notifications per day, and 30 days of trend. Plain markup.
 */
export default function Dashboard() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: adminKeys.dashboard, queryFn: adminApi.dashboard });
  const title = <h1 className="bh-admin-title">{t('title.adminDashboard')}</h1>;
  if (!q.data)
    return (
      <>
        {title}
        <Panel large>{q.isPending ? <Skeleton /> : null}</Panel>
      </>
    );
  const d = q.data;
  return (
    <>
      {title}
      <div className="bh-figures-top">
        <Panel large>
          <Figure label={t('dashboard.members')} value={d.members} testId="dashboard-members" />
        </Panel>
        <Panel large>
          <Figure label={t('dashboard.newToday')} value={d.newToday} />
        </Panel>
        <Panel large>
          <Figure label={t('dashboard.banned')} value={d.banned} />
        </Panel>
      </div>
      <FiguresCard title={t('dashboard.queues')} testId="dashboard-queues">
        {queues.map((e) => (
          <QueueBadge key={e.queue} to={`/admin/${e.key}`} count={d.queues[e.queue] ?? 0} testId={`dashboard-queue-${e.queue}`}>
            {t(e.label)}
          </QueueBadge>
        ))}
      </FiguresCard>
      <FiguresCard title={t('dashboard.byRole')}>
        {roles.map((r) => (
          <Figure key={r} label={t(`role.${r}`)} value={d.membersByRole[r] ?? 0} />
        ))}
      </FiguresCard>
      <FiguresCard title={t('dashboard.tasksByState')} testId="dashboard-tasks">
        {taskStatuses.map((s) => (
          <Figure key={s} label={t(statusKey(s))} value={d.tasksByState?.[s] ?? 0} testId={`dashboard-tasks-${s}`} />
        ))}
      </FiguresCard>
      <DashboardMoney data={d} />
      <DashboardNotifications data={d} />
      {d.trend && d.trendFrom && (
        <Panel title={t('dashboard.trend')} large className="bh-gap-top">
          <TrendChart
            from={d.trendFrom}
            series={[
              { key: 'members', label: t('dashboard.trendMembers'), values: d.trend.members ?? [] },
              { key: 'tasksPublished', label: t('dashboard.trendPublished'), values: d.trend.tasksPublished ?? [] },
              { key: 'tasksCompleted', label: t('dashboard.trendCompleted'), values: d.trend.tasksCompleted ?? [] },
            ]}
          />
        </Panel>
      )}
    </>
  );
}
