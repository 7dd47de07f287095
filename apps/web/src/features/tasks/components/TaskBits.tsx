import { useSyncedState } from '../../../lib/useSyncedState';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCents, type tasks } from '@boothhub/shared';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { loginPath } from '../../../app/access';
import { Icon } from '../../../components/lite/Icon';
import { Tag } from '../../../components/lite/Content';
import { statusColor, statusKey } from '../labels';
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

/** The budget per m², rounded down to the cent. */
export const perSquareMetre = (cost: number, plaza: number) => (plaza > 0 ? Math.floor(cost / plaza) : 0);

/** The favourite heart (Myfavorite/bTaskFvr sets the state wanted, so a double click changes nothing twice). */
export function FavouriteButton({ id, fav, onChange }: { id: number; fav: boolean; onChange?: (fav: boolean) => void }) {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, setState] = useSyncedState(fav);
  const save = useMutation({
    mutationFn: (next: boolean) => tasksApi.favourite(id, next),
    onSuccess: async (res) => {
      setState(res.fav);
      onChange?.(res.fav);
      await Promise.all([qc.invalidateQueries({ queryKey: taskKeys.show(id) }), qc.invalidateQueries({ queryKey: taskKeys.favIds })]);
    },
  });
  const toggle = () => {
    if (!session.loginState) navigate(loginPath(window.location));
    else save.mutate(!state);
  };
  const label = state ? t('tasks.fav.remove') : t('tasks.fav.add');
  // plain markup (no antd): the heart shows on the public task list and detail before antd loads (decision 045)
  return (
    <button
      type="button"
      className={`bh-btn bh-btn-text bh-btn-icon${state ? ' bh-fav-on' : ''}`}
      // busy, not disabled: a disabled button would drop a keyboard user's focus
      aria-disabled={save.isPending || undefined}
      onClick={() => !save.isPending && toggle()}
      aria-pressed={state}
      aria-label={label}
      title={label}
      data-testid={`task-fav-${id}`}
    >
      <Icon icon={save.isPending ? LoadingOutlined : state ? HeartFilled : HeartOutlined} className={save.isPending ? 'bh-spin' : undefined} />
    </button>
  );
}

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
