import type { tasks } from '@boothhub/shared';
import { formatDateTime, isMessageKey, useI18n, type MessageKey } from '../../../i18n';
import { statusKey } from '../labels';

const actionKey = (action: string): MessageKey | null => {
  const key = `tasks.orbit.${action}`;
  return isMessageKey(key) ? key : null;
};

/** The orbits of a task: every transition with its time, who did it and the note, oldest first. Plain markup (decision 045). */
export function Orbits({ orbits }: { orbits: tasks.Orbit[] }) {
  const { t } = useI18n();
  return (
    <ol className="bh-timeline" data-testid="task-orbits">
      {orbits.map((o, i) => {
        const key = actionKey(o.action);
        const dot = o.to === 'cancelled' || o.to === 'disputed' ? ' bh-timeline-dot-red' : o.to === 'completed' ? ' bh-timeline-dot-green' : '';
        return (
          <li key={i} data-testid="task-orbit" data-action={o.action}>
            <span className={`bh-timeline-dot${dot}`} aria-hidden="true" />
            <div>
              <strong>{key ? t(key) : o.action}</strong> · {t(statusKey(o.to))}
            </div>
            <span className="bh-secondary">
              {formatDateTime(o.dates)} · {o.actorName ?? t('tasks.orbit.platform')}
            </span>
            {o.note && <div className="bh-pre">{o.note}</div>}
          </li>
        );
      })}
    </ol>
  );
}
