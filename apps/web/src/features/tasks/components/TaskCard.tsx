import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Link } from 'react-router';
import { formatCents, type tasks } from '@boothhub/shared';
import { formatDate, useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { Tag } from '../../../components/lite/Content';
import { styleLabel, typeLabel } from '../labels';
import { OpenSidesPicture } from './OpenSides';
import { Coins, perSquareMetre, StatusTag, TaskHeart } from './TaskBits';
import { cityIn } from '@boothhub/shared/cities';

/**
 * One task in a list: what it is, where, how big, the budget and the budget per m². Never contact data. Plain markup
 * (components/lite, decision 045).
 */
export function TaskCard({
  task,
  fav,
  extra,
  action,
  detailPath = '/orderDetail',
}: {
  task: tasks.TaskListItem;
  fav?: boolean;
  extra?: React.ReactNode;
  /** a button beside the title instead of the favourite heart (My Collection's remove) */
  action?: React.ReactNode;
  /** the page the title opens with `?id=` (the seed's serviceList opens its serviceDetail) */
  detailPath?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <article className="bh-panel bh-panel-body bh-task-card" data-testid={`task-card-${task.id}`}>
      <div className="bh-task-card-head">
        <Link to={`${detailPath}?id=${task.id}`} className="bh-task-title" data-testid="task-card-title">
          {task.title}
        </Link>
        {fav !== undefined ? <TaskHeart id={task.id} fav={fav} /> : action}
      </div>
      <div className="bh-row-wrap bh-row-wrap-s">
        <StatusTag status={task.status} />
        <Tag>{typeLabel(lang, task.types)}</Tag>
        <Tag>{styleLabel(lang, task.style)}</Tag>
      </div>
      <div className="bh-task-card-body">
        <OpenSidesPicture opens={task.opens} size={56} />
        <div className="bh-task-facts">
          <div>
            <Icon icon={EnvironmentOutlined} /> {cityIn(task.city, lang)} · {t('tasks.field.plazaValue', { plaza: task.plaza })} · {task.sizes}
          </div>
          <div>
            <Icon icon={CalendarOutlined} /> {t('tasks.card.due', { date: formatDate(task.rdate) })}
          </div>
          <div>
            <Icon icon={TeamOutlined} /> {t('tasks.card.signups', { count: task.signups })}
          </div>
        </div>
      </div>
      <div className="bh-task-card-foot">
        <Coins cents={task.cost} strong />
        <span className="bh-secondary">{t('tasks.perM2', { amount: formatCents(perSquareMetre(task.cost, task.plaza)) })}</span>
      </div>
      {extra}
    </article>
  );
}
