import { Card, Space, Tag, Typography } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatCents, type tasks } from '@boothhub/shared';
import { formatDate, useI18n } from '../../../i18n';
import { styleLabel, typeLabel } from '../labels';
import { OpenSidesPicture } from './OpenSides';
import { Coins, FavouriteButton, perSquareMetre, StatusTag } from './TaskBits';

/** One task in a list: what it is, where, how big, the budget and the budget per m². Never contact data. */
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
    <Card size="small" className="bh-task-card" data-testid={`task-card-${task.id}`}>
      <div className="bh-task-card-head">
        <Link to={`${detailPath}?id=${task.id}`} className="bh-task-title" data-testid="task-card-title">
          {task.title}
        </Link>
        {fav !== undefined ? <FavouriteButton id={task.id} fav={fav} /> : action}
      </div>
      <Space size={[4, 4]} wrap>
        <StatusTag status={task.status} />
        <Tag>{typeLabel(lang, task.types)}</Tag>
        <Tag>{styleLabel(lang, task.style)}</Tag>
      </Space>
      <div className="bh-task-card-body">
        <OpenSidesPicture opens={task.opens} size={56} />
        <div className="bh-task-facts">
          <div>
            <EnvironmentOutlined /> {task.city} · {t('tasks.field.plazaValue', { plaza: task.plaza })} · {task.sizes}
          </div>
          <div>
            <CalendarOutlined /> {t('tasks.card.due', { date: formatDate(task.rdate) })}
          </div>
          <div>
            <TeamOutlined /> {t('tasks.card.signups', { count: task.signups })}
          </div>
        </div>
      </div>
      <div className="bh-task-card-foot">
        <Typography.Text>
          <Coins cents={task.cost} strong />
        </Typography.Text>
        <Typography.Text type="secondary">{t('tasks.perM2', { amount: formatCents(perSquareMetre(task.cost, task.plaza)) })}</Typography.Text>
      </div>
      {extra}
    </Card>
  );
}
