import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Panel } from '../../../components/lite/Content';
import { useIdParam } from '../../../lib/useRecord';
import { useTask } from '../../tasks/useTask';
import { TaskMissing, TaskLine } from '../../tasks';
import { evalApi, evalKeys } from '../api';
import { EvaluationForm } from '../components/EvaluationForm';
import { useEvaluationSaved } from '../components/useEvaluationSaved';

/**
 * /personalCenter/evaluateEdit?task=: write the evaluation of a completed task — the publisher rates the designer
 * (businessCmt), the designer rates the publisher (designerCmt). Already written: go to evaluateChange. Plain markup.
 */
export default function EvaluateEdit() {
  const { t } = useI18n();
  const saved = useEvaluationSaved();
  const [submitted, setSubmitted] = useState(false);
  const taskId = useIdParam('task');
  const show = useTask(taskId);
  const written = useQuery({
    queryKey: evalKeys.list({ page: 1, pageSize: 100, kind: 'written' }),
    queryFn: () => evalApi.list({ page: 1, pageSize: 100, kind: 'written' }),
  });
  if (taskId === null) return <TaskMissing />;
  if (show.isPending || written.isPending || submitted) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const relation = show.data.relation;
  const existing = written.data?.listItem.find((e) => e.taskId === taskId);
  if (existing) return <Navigate to={`/personalCenter/evaluateChange?id=${existing.id}`} replace />;
  if ((relation !== 'publisher' && relation !== 'designer') || task.status !== 'completed')
    return <ResultView status="info" title={t('evaluations.notNow')} extra={<Link to={`/orderDetail?id=${task.id}`}>{task.title}</Link>} />;
  const target = relation === 'publisher' ? (task.designerName ?? task.designer ?? '') : task.nickname || task.cardno;
  return (
    <Panel title={t('evaluations.writeTitle', { name: target })} level={1} large testId="evaluate-edit">
      <TaskLine task={task} />
      <EvaluationForm
        submitText={t('evaluations.submit')}
        onSubmit={async (v) => {
          const body = { id: task.id, ...v };
          await (relation === 'publisher' ? evalApi.business(body) : evalApi.designer(body));
          setSubmitted(true);
          await saved();
        }}
      />
    </Panel>
  );
}
