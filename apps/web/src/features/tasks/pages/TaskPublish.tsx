import { Link, useSearchParams } from 'react-router';
import { cityIn } from '@boothhub/shared/cities';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Note, Panel } from '../../../components/lite/Content';
import { useMember } from '../../account/session';
import { useIdParam } from '../../../lib/useRecord';
import { useTask } from '../useTask';
import { readTaskPrefill } from '../prefill';
import { TaskMissing } from '../components/TaskMissing';
import { PublishForm } from '../components/publish/PublishForm';
import { newValues } from '../components/publish/fields';

/**
 * /personalCenter/newService (businessTaskPub; `?id=` edits with businessTaskEdit): every field of docs/rules/tasks.md.
 * An unpaid task may change everything; a recruiting one only its requirements and attachments. Plain markup.
 */
export default function TaskPublish() {
  const { t, lang } = useI18n();
  const member = useMember();
  const id = useIdParam();
  const [params] = useSearchParams();
  const existing = useTask(id);
  const task = existing.data?.detail;

  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return <ResultView status="info" title={t('tasks.pub.businessOnly')} extra={<Link to="/orderList">{t('tasks.title.orderList')}</Link>} />;
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || existing.data?.relation !== 'publisher')) return <TaskMissing error={existing.error} />;
  if (task && task.status !== 'unpaid' && task.status !== 'recruiting')
    return (
      <ResultView
        status="warning"
        title={t('tasks.pub.notEditable')}
        extra={<Link to={`/orderDetail?id=${task.id}`}>{t('tasks.pub.toTask')}</Link>}
      />
    );

  // "post a design task for this booth" (a floor plan) prefills the brief and names the exhibition (groupid); the
  // city in the page's language (the server stores a listed city by its Chinese name, decision 087)
  const { groupid: prefillGroup, plotId: prefillPlot, ...prefill } = id === null ? readTaskPrefill(params) : {};
  return (
    <Panel title={task ? t('tasks.pub.editTitle') : t('tasks.title.newService')} level={1} large testId="task-publish">
      {task?.status === 'recruiting' && (
        <div className="bh-gap-bottom">
          <Note>{t('tasks.pub.limited')}</Note>
        </div>
      )}
      <PublishForm
        key={task?.id ?? 'new'}
        task={task}
        initial={newValues(prefill.city ? { ...prefill, city: cityIn(prefill.city, lang) } : prefill)}
        groupid={task ? task.groupid : (prefillGroup ?? null)}
        plotId={task ? (task.plotId ?? null) : (prefillPlot ?? null)}
      />
    </Panel>
  );
}
