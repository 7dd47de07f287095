import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { tasks } from '@boothhub/shared';
import { TASK_MAX_REVISIONS, taskLimits } from '@boothhub/shared/contracts/taskOptions';
import { Link, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { TextAreaField, useLiteForm } from '../../../components/lite/Form';
import { reviseReasonChecks } from './deliveryChecks';
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
 * Plain markup (components/lite): the confirmations are small dialogs, the revision and the complaint plain forms.
 */
export function TaskActions({ show, onChanged, hidePreview }: { show: TaskShow; onChanged: () => Promise<unknown>; hidePreview?: boolean }) {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const [revising, setRevising] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const reviseForm = useId();
  const { detail: task, relation } = show;
  const id = task.id;
  const s = task.status;
  const isPublisher = relation === 'publisher';
  const isDesigner = relation === 'designer';
  const can: Partial<tasks.TaskCan> = show.can ?? {};
  const hasDelivery = show.newdoc !== null;
  const revisionsLeft = Math.max(0, TASK_MAX_REVISIONS - task.revisions);

  const action = useMutation({
    mutationFn: ({ fn }: { fn: () => Promise<unknown>; done: string }) => fn(),
    onSuccess: async (_data, { done }) => {
      notice.success(done);
      await onChanged();
    },
  });
  /** true once the action succeeded (a refusal is a toast of the request helper) */
  const run = (fn: () => Promise<unknown>, done: string) => {
    return action.mutateAsync({ fn, done }).then(
      () => true,
      () => false,
    );
  };
  /** The button of a confirmed action: the confirmation waits for the action; `after` follows a success. */
  const confirmed = (name: ConfirmedName, after?: () => void) => {
    const a = CONFIRMED[name];
    return (
      <ConfirmButton
        key={name}
        question={t(`tasks.action.${name}Confirm`)}
        onConfirm={async () => (await run(() => a.call(id), t(a.done))) && after?.()}
        className={a.primary ? 'bh-btn bh-btn-primary' : 'bh-btn bh-btn-danger'}
        testId={`task-${name}`}
      >
        {t(a.label)}
      </ConfirmButton>
    );
  };

  const buttons: React.ReactNode[] = [];
  if (can.pay) buttons.push(<ButtonLink key="pay" to={`/orderPay?id=${id}`} testId="task-pay" label={t('tasks.action.pay')} primary />);
  if (can.edit) {
    const label = s === 'recruiting' ? t('tasks.action.editTips') : t('common.edit');
    buttons.push(<ButtonLink key="edit" to={`/personalCenter/newService?id=${id}`} testId="task-edit" label={label} />);
  }
  if (can.delete) buttons.push(confirmed('delete', () => navigate('/personalCenter/projectManagement')));
  if (can.cancel) buttons.push(confirmed('cancel'));
  if ((isPublisher || isDesigner || relation === 'admin') && hasDelivery) {
    if (!hidePreview)
      buttons.push(<ButtonLink key="preview" to={`/previewMyDesign?id=${id}`} testId="task-preview" label={t('tasks.action.preview')} />);
    if ((show.deliveries?.length ?? 0) > 1)
      buttons.push(<ButtonLink key="compare" to={`/lookMyProjectDesign?id=${id}`} testId="task-compare" label={t('tasks.action.compare')} />);
  }
  if (can.accept) {
    buttons.push(
      confirmed('accept'),
      <button key="revise" type="button" className="bh-btn" disabled={!can.revise} onClick={() => setRevising(true)} data-testid="task-revise">
        {t('tasks.action.revise', { left: revisionsLeft })}
      </button>,
    );
  }
  if (can.deliver)
    buttons.push(<ButtonLink key="deliver" to={`/uploadMyOrderDesign?id=${id}`} testId="task-deliver" label={t('tasks.action.deliver')} primary />);
  if (can.complain) {
    buttons.push(
      <button key="complain" type="button" className="bh-btn bh-btn-danger" onClick={() => setComplaining(true)} data-testid="task-complain">
        {t('tasks.action.complain')}
      </button>,
    );
  }
  if ((isPublisher || isDesigner) && s === 'completed') {
    buttons.push(
      <ButtonLink key="eval" to={`/personalCenter/evaluateEdit?task=${id}`} testId="task-evaluate" label={t('tasks.action.evaluate')} primary />,
    );
  }

  return (
    <>
      {buttons.length > 0 && (
        <div className="bh-row-actions" data-testid="task-actions">
          {buttons}
        </div>
      )}
      <Dialog
        open={revising}
        title={t('tasks.revise.title')}
        onClose={() => !action.isPending && setRevising(false)}
        footer={
          <DialogButtons
            onCancel={() => setRevising(false)}
            form={reviseForm}
            okText={t('tasks.revise.submit')}
            busy={action.isPending}
            okTestId="revise-submit"
          />
        }
      >
        <ReviseForm
          id={reviseForm}
          left={revisionsLeft}
          onSend={async (reason) => {
            if (action.isPending) return;
            if (await run(() => tasksApi.revise(id, reason), t('tasks.revise.done'))) setRevising(false);
          }}
        />
      </Dialog>
      <ComplaintModal taskId={id} open={complaining} onClose={() => setComplaining(false)} onDone={onChanged} />
    </>
  );
}

/** What should change (taskLimits.reviseReason: 2–2000 characters), under the revisions left; sent by the dialog's Send (the form `id`). */
function ReviseForm({ id, left, onSend }: { id: string; left: number; onSend: (reason: string) => void }) {
  const { t } = useI18n();
  const label = t('tasks.revise.reason');
  const form = useLiteForm({ reason: reviseReasonChecks(t) });
  return (
    <form id={id} className="bh-form" noValidate onSubmit={form.onSubmit((v) => onSend(v.reason.trim()))}>
      <p className="bh-secondary">{t('tasks.revise.hint', { left, max: TASK_MAX_REVISIONS })}</p>
      <TextAreaField {...form.field('reason')} label={label} rows={3} maxLength={taskLimits.reviseReason.max} testId="revise-reason" />
    </form>
  );
}

/** A step that goes on on its own page (pay, edit, deliver, evaluate): a link drawn as a button. */
function ButtonLink({ to, testId, label, primary }: { to: string; testId: string; label: string; primary?: boolean }) {
  return (
    <Link to={to} className={primary ? 'bh-btn bh-btn-primary' : 'bh-btn'} data-testid={testId}>
      {label}
    </Link>
  );
}
