import { formatCents, type tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { Tag } from '../../../components/lite/Content';
import { perSquareMetre, statusColor, statusKey } from '../labels';
import { taskKeys, tasksApi } from '../api';

/** A task's state as a coloured tag. */
export function StatusTag({ status }: { status: tasks.TaskStatus }) {
  const { t } = useI18n();
  return (
    <Tag color={statusColor[status]} testId="task-status" data-status={status}>
      {t(statusKey(status))}
    </Tag>
  );
}

/** An amount of coins (cents on the wire). */
export function Coins({ cents, strong }: { cents: number; strong?: boolean }) {
  const { t } = useI18n();
  const text = t('tasks.coins', { amount: formatCents(cents) });
  return strong ? <strong className="bh-money">{text}</strong> : <span className="bh-money">{text}</span>;
}

export { perSquareMetre };

/** The heart of a task (Myfavorite/bTaskFvr): refreshes the task's detail and the list's favourite ids. */
export const TaskHeart = ({ id, fav }: { id: number; fav: boolean }) => (
  <FavouriteButton id={id} fav={fav} setFavourite={tasksApi.favourite} invalidate={[taskKeys.show(id), taskKeys.favIds]} testId={`task-fav-${id}`} />
);

/** The task a sub-page is about: its status and a link back to it. */
export function TaskLine({ task }: { task: { id: number; title: string; status: tasks.TaskStatus } }) {
  return (
    <div className="bh-row-wrap bh-gap-bottom" data-testid="task-line">
      <StatusTag status={task.status} />
      <Link to={`/orderDetail?id=${task.id}`}>{task.title}</Link>
    </div>
  );
}

/** When a delivered task is accepted on its own if the business does nothing (the server's `autoAcceptAt`). */
export function AutoAcceptLine({ at }: { at: string | null }) {
  const { t } = useI18n();
  if (!at) return null;
  return (
    <p className="bh-secondary" data-testid="task-auto-accept">
      {t('tasks.detail.autoAccept', { time: formatDateTime(at) })}
    </p>
  );
}
