import { useMutation } from '@tanstack/react-query';
import { formatCents, parseCents, type tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Avatar, Note, Panel, Stars, Tag } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { tasksApi } from '../api';
import { taskLimits } from '@boothhub/shared/contracts/taskOptions';
import { Coins } from './TaskBits';
import { signupChecks } from './signupChecks';

interface SignupValues {
  message: string;
  days: number;
  quote?: string;
}

/**
 * A designer's side of a recruiting task: the signup form (message, days, optional quote), or their signup and its
 * withdrawal. Plain markup (components/lite).
 */
export function SignupPanel({
  task,
  mine,
  can,
  onChanged,
}: {
  task: tasks.TaskDetail;
  mine: tasks.Signup | null;
  can: Partial<tasks.TaskCan>;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const active = mine && (mine.status === 'active' || mine.status === 'selected');

  const withdraw = useMutation({
    mutationFn: () => tasksApi.signupCancel(task.id),
    onSuccess: async () => {
      notice.success(t('tasks.signup.withdrawn'));
      await onChanged();
    },
  });

  if (active && mine) {
    return (
      <Panel title={t('tasks.signup.mine')} testId="task-my-signup">
        <p className="bh-pre">{mine.message}</p>
        <div className="bh-row-wrap">
          <Tag color={mine.status === 'selected' ? 'green' : 'blue'} testId="task-my-signup-status">
            {t(`tasks.signup.status.${mine.status}`)}
          </Tag>
          <span>{t('tasks.signup.daysValue', { days: mine.days })}</span>
          {mine.quote !== null && <Coins cents={mine.quote} />}
        </div>
        {can.withdrawSignup && (
          <div className="bh-gap-top">
            <ConfirmButton
              question={t('tasks.signup.withdrawConfirm')}
              onConfirm={() => {
                return withdraw.mutateAsync().catch(() => undefined);
              }}
              className="bh-btn bh-btn-danger"
              testId="task-signup-cancel"
            >
              {t('tasks.signup.withdraw')}
            </ConfirmButton>
          </div>
        )}
      </Panel>
    );
  }
  if (!can.signUp) return null;
  return (
    <Panel title={t('tasks.signup.title')} testId="task-signup">
      {mine && (
        <div className="bh-gap-bottom">
          <Note>{t(`tasks.signup.status.${mine.status}`)}</Note>
        </div>
      )}
      <SignupForm task={task} onChanged={onChanged} />
    </Panel>
  );
}

/** The proposal (5–1000 characters), the days (1–365) and an optional quote in coins; emptied once sent. */
function SignupForm({ task, onChanged }: { task: tasks.TaskDetail; onChanged: () => Promise<unknown> }) {
  const { t } = useI18n();
  const notice = useNotice();
  const messageLabel = t('tasks.signup.message');
  const daysLabel = t('tasks.signup.days');
  const form = useLiteForm(signupChecks(t));

  const submit = useMutation({
    mutationFn: (v: SignupValues) => {
      const quote = v.quote ? parseCents(v.quote) : null;
      return tasksApi.signup({ id: task.id, message: v.message.trim(), days: v.days, ...(quote !== null ? { quote } : {}) });
    },
    onSuccess: async () => {
      notice.success(t('tasks.signup.done'));
      form.clear(['message', 'days', 'quote']);
      await onChanged();
    },
  });

  const send = form.onSubmit((v) => {
    if (submit.isPending) return;
    submit.mutate({ message: v.message, days: Number(v.days.trim()), quote: v.quote.trim() || undefined });
  });

  return (
    <form className="bh-form" noValidate onSubmit={send}>
      <TextAreaField {...form.field('message')} label={messageLabel} rows={3} maxLength={taskLimits.signupMessage.max} testId="task-signup-message" />
      <WholeField {...form.field('days')} label={daysLabel} max={taskLimits.signupDays.max} testId="task-signup-days" />
      <TextField
        {...form.field('quote')}
        label={t('tasks.signup.quote')}
        hint={t('tasks.signup.quoteHint')}
        inputMode="decimal"
        placeholder={formatCents(task.cost)}
        testId="task-signup-quote"
      />
      <PrimarySubmit busy={submit.isPending} testId="task-signup-submit">
        {t('tasks.signup.submit')}
      </PrimarySubmit>
    </form>
  );
}

/** The publisher's applicants: standing (ratings, completed tasks), the proposal, and a select button while recruiting. */
export function Applicants({
  task,
  signups,
  can,
  onChanged,
  onTalk,
}: {
  task: tasks.TaskDetail;
  signups: tasks.Signup[];
  can: Partial<tasks.TaskCan>;
  onChanged: () => Promise<unknown>;
  onTalk: (cardno: string) => void;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const select = useMutation({
    mutationFn: (cardno: string) => tasksApi.select(task.id, cardno),
    onSuccess: async () => {
      notice.success(t('tasks.applicants.selected'));
      await onChanged();
    },
  });
  return (
    <Panel title={t('tasks.applicants.title', { count: signups.length })} testId="task-applicants">
      {signups.length === 0 ? (
        <p className="bh-empty">{t('tasks.applicants.none')}</p>
      ) : (
        <ul className="bh-plain-list">
          {signups.map((s) => (
            <li key={s.id} data-testid={`applicant-${s.cardno}`} className="bh-applicant">
              <div className="bh-row-wrap">
                <Avatar src={s.userlogo} name={s.nickname || s.cardno} id={s.cardno} />
                <div>
                  <strong>{s.nickname || s.cardno}</strong> <Tag>{t(`tasks.signup.status.${s.status}`)}</Tag>
                  <div className="bh-applicant-standing">
                    {s.taidu || s.sudu || s.pinzhi ? (
                      <>
                        <span>
                          {t('tasks.eval.taidu')} <Stars value={s.taidu} />
                        </span>
                        <span>
                          {t('tasks.eval.sudu')} <Stars value={s.sudu} />
                        </span>
                        <span>
                          {t('tasks.eval.pinzhi')} <Stars value={s.pinzhi} />
                        </span>
                      </>
                    ) : (
                      // ratings are 1–5 stars, so all three at 0 means nobody has rated this designer yet
                      <span className="bh-secondary" data-testid="applicant-no-ratings">
                        {t('tasks.applicants.noRatings')}
                      </span>
                    )}
                    <span data-testid="applicant-completed">{t('tasks.applicants.completed', { count: s.completed })}</span>
                  </div>
                </div>
              </div>
              <p className="bh-pre bh-gap-top-s">{s.message}</p>
              <div className="bh-row-wrap bh-secondary">
                <span>{t('tasks.signup.daysValue', { days: s.days })}</span>
                {s.quote !== null && (
                  <span>
                    {t('tasks.signup.quoteShort')}: <Coins cents={s.quote} />
                  </span>
                )}
                <span>{formatDateTime(s.dates)}</span>
              </div>
              <div className="bh-row-wrap bh-gap-top-s">
                {can.select && s.status === 'active' && (
                  <ConfirmButton
                    question={t('tasks.applicants.selectConfirm', { name: s.nickname || s.cardno })}
                    onConfirm={() => {
                      return select.mutateAsync(s.cardno).catch(() => undefined);
                    }}
                    disabled={select.isPending}
                    className="bh-btn bh-btn-primary bh-btn-small"
                    testId={`applicant-select-${s.cardno}`}
                  >
                    {t('tasks.applicants.select')}
                  </ConfirmButton>
                )}
                {(s.status === 'active' || s.status === 'selected') && (
                  <button type="button" className="bh-btn bh-btn-small" onClick={() => onTalk(s.cardno)} data-testid={`applicant-talk-${s.cardno}`}>
                    {t('tasks.applicants.talk')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
