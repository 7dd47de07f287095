import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { tasks } from '@boothhub/shared';
import { Link, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { ComplaintModal } from '../../complaints';
import { tasksApi, type TaskShow } from '../api';

type ConfirmedName = 'delete' | 'cancel' | 'accept';

/**
 * The actions asked for with a confirmation (`tasks.action.<name>Confirm`, test id `task-<name>`): the call, what is
 * said when it is done and the button's label.
 */
const CONFIRMED: Record<ConfirmedName, { call: (id: number) => Promise<unknown>; done: MessageKey; label: MessageKey; primary?: boolean }> = {
  delete: { call: (id) => tasksApi.remove(id), done: 'tasks.action.deleted', label: 'common.delete' },
  cancel: { call: (id) => tasksApi.cancel(id), done: 'tasks.action.cancelled', label: 'tasks.action.cancel' },
  accept: { call: (id) => tasksApi.accept(id), done: 'tasks.action.accepted', label: 'tasks.action.accept', primary: true },
};

/**
 * The actions a signed-in viewer may take on the task now: exactly those the server says it would accept (`show.can`,
 * tasks.policy.ts). An anonymous visitor's one action, logging in to sign up, is the task page's own (plain) link.
 */
export function TaskActions({ show, onChanged, hidePreview }: { show: TaskShow; onChanged: () => Promise<unknown>; hidePreview?: boolean }) {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const [revising, setRevising] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { detail: task, relation } = show;
  const id = task.id;
  const s = task.status;
  const isPublisher = relation === 'publisher';
  const isDesigner = relation === 'designer';
  const can: Partial<tasks.TaskCan> = show.can ?? {};
  const hasDelivery = show.newdoc !== null;
  const revisionsLeft = tasks.TASK_MAX_REVISIONS - task.revisions;

  const action = useMutation({
    mutationFn: ({ fn }: { name: string; fn: () => Promise<unknown>; done: string }) => fn(),
    onSuccess: async (_data, { done }) => {
      notice.success(done);
      await onChanged();
    },
  });
  const busy = action.isPending ? action.variables.name : null;
  /** true once the action succeeded (a refusal is shown by the request helper) */
  const run = (name: string, fn: () => Promise<unknown>, done: string) =>
    action.mutateAsync({ name, fn, done }).then(
      () => true,
      () => false,
    );
  /** The button of a confirmed action; with `after`, the confirmation waits for the action and `after` follows a success. */
  const confirmed = (name: ConfirmedName, after?: () => void) => {
    const a = CONFIRMED[name];
    const go = () => run(name, () => a.call(id), t(a.done));
    return (
      <ConfirmButton
        key={name}
        confirm={t(`tasks.action.${name}Confirm`)}
        onConfirm={after ? async () => (await go()) && after() : () => void go()}
        danger={!a.primary}
        primary={a.primary}
        busy={busy === name}
        testId={`task-${name}`}
        label={t(a.label)}
      />
    );
  };

  const buttons: React.ReactNode[] = [];
  if (can.pay) {
    buttons.push(<PrimaryLink key="pay" to={`/orderPay?id=${id}`} testId="task-pay" label={t('tasks.action.pay')} />);
  }
  if (can.edit) {
    buttons.push(
      <Link key="edit" to={`/personalCenter/newService?id=${id}`}>
        <Button data-testid="task-edit">{s === 'recruiting' ? t('tasks.action.editTips') : t('common.edit')}</Button>
      </Link>,
    );
  }
  if (can.delete) {
    buttons.push(confirmed('delete', () => navigate('/personalCenter/projectManagement')));
  }
  if (can.cancel) {
    buttons.push(confirmed('cancel'));
  }
  if ((isPublisher || isDesigner || relation === 'admin') && hasDelivery) {
    if (!hidePreview)
      buttons.push(
        <Link key="preview" to={`/previewMyDesign?id=${id}`}>
          <Button data-testid="task-preview">{t('tasks.action.preview')}</Button>
        </Link>,
      );
    if ((show.deliveries?.length ?? 0) > 1)
      buttons.push(
        <Link key="compare" to={`/lookMyProjectDesign?id=${id}`}>
          <Button data-testid="task-compare">{t('tasks.action.compare')}</Button>
        </Link>,
      );
  }
  if (can.accept) {
    buttons.push(
      confirmed('accept'),
      <Button key="revise" disabled={!can.revise} onClick={() => setRevising(true)} data-testid="task-revise">
        {t('tasks.action.revise', { left: Math.max(0, revisionsLeft) })}
      </Button>,
    );
  }
  if (can.deliver) {
    buttons.push(<PrimaryLink key="deliver" to={`/uploadMyOrderDesign?id=${id}`} testId="task-deliver" label={t('tasks.action.deliver')} />);
  }
  if (can.complain) {
    buttons.push(
      <Button key="complain" danger onClick={() => setComplaining(true)} data-testid="task-complain">
        {t('tasks.action.complain')}
      </Button>,
    );
  }
  if ((isPublisher || isDesigner) && s === 'completed') {
    buttons.push(
      <Link key="eval" to={`/personalCenter/evaluateEdit?task=${id}`}>
        <Button type="primary" data-testid="task-evaluate">
          {t('tasks.action.evaluate')}
        </Button>
      </Link>,
    );
  }

  return (
    <>
      {buttons.length > 0 && (
        <Space wrap data-testid="task-actions">
          {buttons}
        </Space>
      )}
      <Modal
        open={revising}
        title={t('tasks.revise.title')}
        okText={t('tasks.revise.submit')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: busy === 'revise', 'data-testid': 'revise-submit' }}
        onCancel={() => setRevising(false)}
        onOk={async () => {
          const v = await form.validateFields();
          if (await run('revise', () => tasksApi.revise(id, v.reason.trim()), t('tasks.revise.done'))) {
            setRevising(false);
            form.resetFields();
          }
        }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t('tasks.revise.hint', { left: Math.max(0, revisionsLeft), max: tasks.TASK_MAX_REVISIONS })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="reason" label={t('tasks.revise.reason')} rules={[{ required: true, min: 2, max: 2000, whitespace: true }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} data-testid="revise-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <ComplaintModal taskId={id} open={complaining} onClose={() => setComplaining(false)} onDone={onChanged} />
    </>
  );
}

/** A step that goes on on its own page (pay, deliver): a link styled as the primary button. */
function PrimaryLink({ to, testId, label }: { to: string; testId: string; label: string }) {
  return (
    <Link to={to}>
      <Button type="primary" data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}

/** An action asked again first (delete, cancel, accept), busy while it runs. */
function ConfirmButton({
  confirm,
  onConfirm,
  danger,
  primary,
  busy,
  testId,
  label,
}: {
  confirm: string;
  onConfirm: () => unknown;
  danger?: boolean;
  primary?: boolean;
  busy: boolean;
  testId: string;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <Popconfirm title={confirm} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={onConfirm as () => void}>
      <Button danger={danger} type={primary ? 'primary' : undefined} loading={busy} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
