import { cityIn } from '@boothhub/shared/cities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf, tasks } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import type { MessageKey } from '../../../i18n/translate';
import { message } from '../../../lib/notice';
import { taskKeys, tasksApi } from '../api';
import { typeLabel } from '../labels';

type Recommended = DataOf<typeof tasks.recommendList>['listItem'][number];
type Reason = NonNullable<Recommended['reasons']>[number];

/**
 * Under a recommended task: why it was recommended (decision 078), e.g. "您已完成 3 个上海展台设计 · 预算为您以往单价的
 * 107%（合适） · 20 天后截稿，手头 0 个：时间充裕", and "不感兴趣" for the task or for its type in its city.
 */
export function RecommendReasons({ task }: { task: Recommended }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const words = { city: cityIn(task.city, lang), type: typeLabel(lang, task.types) };
  const text = (r: Reason): string => {
    const key = `tasks.reason.${r.kind}` as MessageKey;
    if (r.kind === 'budget') return t(key, { percent: r.percent, fit: t(`tasks.reason.budget.${r.fit}` as MessageKey) });
    if (r.kind === 'deadline') return t(key, { days: r.days, load: r.load, fit: t(`tasks.reason.deadline.${r.fit}` as MessageKey) });
    return t(key, { ...words, n: 'n' in r ? r.n : 0 });
  };
  const hide = useMutation({
    mutationFn: (scope: 'task' | 'kind') => tasksApi.notForMe({ taskId: task.id, scope }),
    onSuccess: async () => {
      void message.success(t('tasks.notForMe.done'));
      await client.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  return (
    <div className="bh-recommend-why" data-testid={`recommend-why-${task.id}`}>
      {task.reasons?.length ? <p className="bh-secondary">{task.reasons.map(text).join(' · ')}</p> : null}
      <div className="bh-row-wrap">
        <button
          type="button"
          className="bh-btn bh-btn-small"
          disabled={hide.isPending}
          onClick={() => hide.mutate('task')}
          data-testid={`not-for-me-${task.id}`}
        >
          {t('tasks.notForMe.task')}
        </button>
        <button
          type="button"
          className="bh-btn bh-btn-small"
          disabled={hide.isPending}
          onClick={() => hide.mutate('kind')}
          data-testid={`not-for-me-kind-${task.id}`}
        >
          {t('tasks.notForMe.kind', words)}
        </button>
      </div>
    </div>
  );
}
