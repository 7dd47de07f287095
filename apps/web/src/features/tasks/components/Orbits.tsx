import { Timeline, Typography } from 'antd';
import type { tasks } from '@boothhub/shared';
import { formatDateTime, isMessageKey, useI18n, type MessageKey } from '../../../i18n';
import { statusKey } from '../labels';

const actionKey = (action: string): MessageKey | null => {
  const key = `tasks.orbit.${action}`;
  return isMessageKey(key) ? key : null;
};

/** The orbits of a task: every transition with its time, who did it and the note, oldest first. */
export function Orbits({ orbits }: { orbits: tasks.Orbit[] }) {
  const { t } = useI18n();
  return (
    <Timeline
      data-testid="task-orbits"
      items={orbits.map((o, i) => {
        const key = actionKey(o.action);
        return {
          key: i,
          color: o.to === 'cancelled' || o.to === 'disputed' ? 'red' : o.to === 'completed' ? 'green' : 'blue',
          content: (
            <div data-testid="task-orbit" data-action={o.action}>
              <div>
                <strong>{key ? t(key) : o.action}</strong> · {t(statusKey(o.to))}
              </div>
              <Typography.Text type="secondary">
                {formatDateTime(o.dates)} · {o.actorName ?? t('tasks.orbit.platform')}
              </Typography.Text>
              {o.note && <div className="bh-pre">{o.note}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
