import { useState } from 'react';
import { Card, Result } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { PageSpin } from '../../../app/PageSpin';
import { taskKeys, tasksApi } from '../../tasks/api';
import { TaskMissing, TaskLine } from '../../tasks';
import { evalApi, evalKeys } from '../api';
import { EvaluationForm } from '../components/EvaluationForm';

/**
 * /personalCenter/evaluateEdit?task=: write the evaluation of a completed task — the publisher rates the designer
 * (businessCmt), the designer rates the publisher (designerCmt). Already written: go to evaluateChange.
 */
export default function EvaluateEdit() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [submitted, setSubmitted] = useState(false);
  const taskId = Number(params.get('task'));
  const valid = Number.isInteger(taskId) && taskId > 0;
  const show = useQuery({ queryKey: taskKeys.show(taskId), queryFn: () => tasksApi.show(taskId), enabled: valid, retry: false });
  const written = useQuery({
    queryKey: evalKeys.list({ page: 1, pageSize: 100, kind: 'written' }),
    queryFn: () => evalApi.list({ page: 1, pageSize: 100, kind: 'written' }),
  });
  if (!valid) return <TaskMissing />;
  if (show.isPending || written.isPending || submitted) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const relation = show.data.relation;
  const existing = written.data?.listItem.find((e) => e.taskId === taskId);
  if (existing) return <Navigate to={`/personalCenter/evaluateChange?id=${existing.id}`} replace />;
  if ((relation !== 'publisher' && relation !== 'designer') || task.status !== 'completed')
    return <Result status="info" title={t('evaluations.notNow')} extra={<Link to={`/orderDetail?id=${task.id}`}>{task.title}</Link>} />;
  const target = relation === 'publisher' ? (task.designerName ?? task.designer ?? '') : task.nickname || task.cardno;
  return (
    <Card title={t('evaluations.writeTitle', { name: target })} data-testid="evaluate-edit">
      <TaskLine task={task} />
      <EvaluationForm
        submitText={t('evaluations.submit')}
        onSubmit={async (v) => {
          const body = { id: task.id, ...v };
          await (relation === 'publisher' ? evalApi.business(body) : evalApi.designer(body));
          notice.success(t('evaluations.saved'));
          // leaving: the refetched list would otherwise send this page on to evaluateChange
          setSubmitted(true);
          navigate('/personalCenter/evaluateList');
          await qc.invalidateQueries({ queryKey: evalKeys.all });
        }}
      />
    </Card>
  );
}
