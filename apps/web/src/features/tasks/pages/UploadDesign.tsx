import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DELIVERY_MAX_FILES, taskLimits } from '@boothhub/shared/contracts/taskOptions';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Note, Panel } from '../../../components/lite/Content';
import { TextAreaField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { FilePicker, type PickedFile } from '../components/FilePicker';
import { TaskMissing } from '../components/TaskMissing';
import { useIdParam } from '../../../lib/useRecord';
import { TaskLine } from '../components/TaskBits';
import { deliveryNoteChecks } from '../components/deliveryChecks';

/**
 * /uploadMyOrderDesign?id= (designerTaskPost): the selected designer delivers a note and several files; each delivery
 * is a new version. Plain markup.
 */
export default function UploadDesign() {
  const { t } = useI18n();
  const id = useIdParam();
  const show = useTask(id);
  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError || show.data.relation !== 'designer') return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const lastRevision = [...show.data.orbits].reverse().find((o) => o.action === 'revise');
  if (task.status !== 'in_progress')
    return (
      <div className="bh-container bh-narrow">
        <ResultView status="info" title={t('tasks.deliver.notNow')} extra={<Link to={`/orderDetail?id=${task.id}`}>{t('tasks.pub.toTask')}</Link>} />
      </div>
    );

  return (
    <div className="bh-container bh-narrow">
      <Panel title={t('tasks.title.uploadMyOrderDesign')} level={1} large testId="task-deliver-page">
        <TaskLine task={task} />
        {lastRevision && task.revisions > 0 && (
          <Note warning testId="deliver-revision-reason">
            <strong>{t('tasks.deliver.revisionAsked')}</strong>
            <br />
            <span className="bh-pre">{lastRevision.note}</span>
          </Note>
        )}
        <DeliveryForm taskId={task.id} />
      </Panel>
    </div>
  );
}

/** The note (taskLimits.deliveryNote: 2–5,000 characters) and at least one file; sent, the task's page shows the new version. */
function DeliveryForm({ taskId }: { taskId: number }) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesError, setFilesError] = useState(false);
  const form = useLiteForm({ note: deliveryNoteChecks(t) });
  const submit = useMutation({
    mutationFn: async (note: string) => {
      const res = await tasksApi.deliver({ id: taskId, note: note.trim(), files: files.map((f) => f.fileId) });
      await afterSave({ said: t('tasks.deliver.done', { version: res.version }), refresh: [taskKeys.all], go: `/orderDetail?id=${taskId}` });
    },
  });
  const send = form.onSubmit((v) => {
    setFilesError(files.length === 0);
    if (files.length > 0 && !submit.isPending) submit.mutate(v.note);
  });
  return (
    <form className="bh-form bh-gap-top" onSubmit={send} noValidate>
      <TextAreaField {...form.field('note')} label={t('tasks.deliver.note')} maxLength={taskLimits.deliveryNote.max} rows={4} testId="deliver-note" />
      <div className="bh-field">
        <div className="bh-field-label" id="deliver-files-label">
          {t('tasks.deliver.files')}
        </div>
        <FilePicker
          purpose="delivery"
          max={DELIVERY_MAX_FILES}
          value={files}
          onChange={(next) => {
            setFiles(next);
            if (next.length > 0) setFilesError(false);
          }}
          labelledBy="deliver-files-label"
          describedBy="deliver-files-help"
          testId="deliver-files"
        />
        <div id="deliver-files-help">
          <div className="bh-field-error" aria-live="polite">
            {filesError ? t('tasks.deliver.filesRequired') : null}
          </div>
          <div className="bh-field-hint">{t('tasks.deliver.filesHint')}</div>
        </div>
      </div>
      <PrimarySubmit busy={submit.isPending} testId="deliver-submit">
        {t('tasks.deliver.submit')}
      </PrimarySubmit>
    </form>
  );
}
