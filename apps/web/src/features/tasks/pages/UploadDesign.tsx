import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../app/PageSpin';
import { taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { FilePicker, type PickedFile } from '../components/FilePicker';
import { TaskMissing } from './OrderDetail';
import { useIdParam } from '../../../lib/useRecord';
import { TaskLine } from '../components/TaskBits';

/** /uploadMyOrderDesign?id= (designerTaskPost): the selected designer delivers a note and several files; each delivery is a new version. */
export default function UploadDesign() {
  const { t } = useI18n();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const [form] = Form.useForm<{ note: string; files: PickedFile[] }>();
  const show = useTask(id);

  const submit = useMutation({
    mutationFn: async (v: { note: string; files: PickedFile[] }) => {
      const res = await tasksApi.deliver({ id: id!, note: v.note.trim(), files: v.files.map((f) => f.fileId) });
      await afterSave({ said: t('tasks.deliver.done', { version: res.version }), refresh: [taskKeys.all], go: `/orderDetail?id=${id}` });
    },
  });

  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError || show.data.relation !== 'designer') return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const lastRevision = [...show.data.orbits].reverse().find((o) => o.action === 'revise');
  if (task.status !== 'in_progress')
    return (
      <div className="bh-container bh-narrow">
        <Result status="info" title={t('tasks.deliver.notNow')} extra={<Link to={`/orderDetail?id=${task.id}`}>{t('tasks.pub.toTask')}</Link>} />
      </div>
    );

  return (
    <div className="bh-container bh-narrow">
      <Card title={t('tasks.title.uploadMyOrderDesign')} data-testid="task-deliver-page">
        <TaskLine task={task} />
        {lastRevision && task.revisions > 0 && (
          <Alert
            type="warning"
            showIcon
            className="bh-gap-bottom"
            title={t('tasks.deliver.revisionAsked')}
            description={<span className="bh-pre">{lastRevision.note}</span>}
            data-testid="deliver-revision-reason"
          />
        )}
        <Form form={form} layout="vertical" initialValues={{ files: [] }} onFinish={submit.mutate} requiredMark={false}>
          <Form.Item name="note" label={t('tasks.deliver.note')} rules={[{ required: true, min: 2, max: 5000, whitespace: true }]}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount data-testid="deliver-note" />
          </Form.Item>
          <Form.Item
            name="files"
            label={t('tasks.deliver.files')}
            extra={t('tasks.deliver.filesHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('tasks.deliver.filesRequired') }]}
          >
            <FilePicker purpose="delivery" max={tasks.DELIVERY_MAX_FILES} testId="deliver-files" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="deliver-submit">
            {t('tasks.deliver.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
