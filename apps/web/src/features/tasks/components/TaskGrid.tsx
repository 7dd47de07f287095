import type { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList } from '../../../lib/usePagedList';
import { LoadedList } from '../../../components/LoadedList';
import { Tag } from '../../../components/lite/Content';
import { taskKeys, tasksApi } from '../api';
import { TaskCard } from './TaskCard';

const PAGE = 12;

/**
 * A member's tasks as cards, paged: a business's own (businessTaskList, with a pay link on unpaid ones) or a
 * designer's (designerTaskList, with their signup's state), optionally of one state. Used by projectManagement and
 * by the seed's serviceList. Plain markup.
 */
export function TaskGrid({
  role,
  status,
  detailPath,
}: {
  role: 'business' | 'designer';
  status?: tasks.TaskStatus;
  /** where a card's title leads (default /orderDetail) */
  detailPath?: string;
}) {
  const { t } = useI18n();
  const paged = usePagedList({
    filter: status ? { status } : {},
    queryKey: role === 'business' ? taskKeys.own : taskKeys.designer,
    queryFn: (q) => (role === 'business' ? tasksApi.own(q) : tasksApi.designerList(q)),
    pageSize: PAGE,
  });
  const list = paged.query;
  const items = list.data?.listItem ?? [];
  return (
    <LoadedList
      query={list}
      empty={{ when: items.length === 0, text: t('tasks.list.none'), testId: 'pm-empty' }}
      after={<PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />}
    >
      <div className="bh-card-cols bh-card-cols-2" data-testid="pm-list">
        {items.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            detailPath={detailPath}
            extra={
              'mySignup' in task ? (
                <div className="bh-gap-top-s">
                  <Tag testId="pm-signup-status">{t(`tasks.signup.status.${task.mySignup as tasks.Signup['status']}`)}</Tag>
                </div>
              ) : task.status === 'unpaid' ? (
                <Link to={`/orderPay?id=${task.id}`} className="bh-gap-top-s bh-block" data-testid={`pm-pay-${task.id}`}>
                  {t('tasks.action.pay')}
                </Link>
              ) : null
            }
          />
        ))}
      </div>
    </LoadedList>
  );
}
