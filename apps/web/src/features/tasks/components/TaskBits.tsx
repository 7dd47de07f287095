import { useSyncedState } from '../../../lib/useSyncedState';
import { Button, Space, Tag, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCents, type tasks } from '@boothhub/shared';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { loginPath } from '../../../app/access';
import { statusColor, statusKey } from '../labels';
import { taskKeys, tasksApi } from '../api';

/** A task's state as a coloured tag. */
export function StatusTag({ status }: { status: tasks.TaskStatus }) {
  const { t } = useI18n();
  return (
    <Tag color={statusColor[status]} data-testid="task-status" data-status={status}>
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
  return (
    <Tooltip title={state ? t('tasks.fav.remove') : t('tasks.fav.add')}>
      <Button
        type="text"
        loading={save.isPending}
        onClick={toggle}
        icon={state ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        aria-pressed={state}
        aria-label={state ? t('tasks.fav.remove') : t('tasks.fav.add')}
        data-testid={`task-fav-${id}`}
      />
    </Tooltip>
  );
}

/** The task a sub-page is about: its status and a link back to it. */
export function TaskLine({ task }: { task: { id: number; title: string; status: tasks.TaskStatus } }) {
  return (
    <Space wrap className="bh-gap-bottom" data-testid="task-line">
      <StatusTag status={task.status} />
      <Link to={`/orderDetail?id=${task.id}`}>{task.title}</Link>
    </Space>
  );
}
