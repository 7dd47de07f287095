import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Facts, Note, Panel } from '../../../components/lite/Content';
import { BusyMark, PinField, matches, required, useLiteForm } from '../../../components/lite/Form';
import { isApiError } from '../../../lib/request';
import { sessionKeys, useMember } from '../../account/session';
import { newIdempotencyKey, taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { Coins } from '../components/TaskBits';
import { TaskMissing } from '../components/TaskMissing';
import { useIdParam } from '../../../lib/useRecord';

/**
 * /orderPay?id= (businessTaskPay): the budget, the available coins with a top-up link when they are short, and
 * the payment PIN. Each attempt sends its own Idempotency-Key; a retry after a lost answer (network error or
 * timeout) resends the same key, so the budget is never taken twice. Plain markup (decision 045's pattern).
 */
export default function OrderPay() {
  const { t } = useI18n();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const member = useMember();
  // a refused PIN empties the box: a new form (its key) for the next try
  const [tries, setTries] = useState(0);
  const attempt = useRef<string | null>(null);
  const show = useTask(id);

  const pay = useMutation({
    mutationFn: ({ paycode }: { paycode: string }) => {
      attempt.current ??= newIdempotencyKey();
      return tasksApi.pay({ id: id!, paycode }, attempt.current);
    },
    onSuccess: async () => {
      attempt.current = null;
      await afterSave({ said: t('tasks.pay.done'), refresh: [sessionKeys.member, taskKeys.all], go: `/orderDetail?id=${id}` });
    },
    onError: (e) => {
      // a business answer ends the attempt; a lost answer keeps its key for the retry
      if (isApiError(e) && e.kind === 'business') {
        attempt.current = null;
        setTries((n) => n + 1);
      }
    },
  });

  if (id === null) return <TaskMissing />;
  if (show.isPending || member.isPending) return <PageSpin />;
  if (show.isError || show.data.relation !== 'publisher') return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  if (task.status !== 'unpaid')
    return (
      <div className="bh-container bh-narrow">
        <ResultView
          status="success"
          title={t('tasks.pay.already')}
          extra={
            <Link to={`/orderDetail?id=${task.id}`} data-testid="pay-to-task">
              {t('tasks.pub.toTask')}
            </Link>
          }
        />
      </div>
    );
  const coins = member.data?.coins ?? 0;
  const short = coins < task.cost;
  const hasPin = member.data?.ispaycode === true;

  return (
    <div className="bh-container bh-narrow">
      <Panel large testId="task-pay-page">
        <h1 className="bh-h3 bh-gap-bottom">{t('tasks.title.orderPay')}</h1>
        <Facts
          items={[
            { key: 'title', label: t('tasks.field.title'), children: task.title },
            { key: 'cost', label: t('tasks.pay.amount'), children: <Coins cents={task.cost} strong /> },
            {
              key: 'balance',
              label: t('tasks.pay.balance'),
              children: (
                <span data-testid="pay-balance" data-cents={coins}>
                  {t('tasks.coins', { amount: formatCents(coins) })}
                </span>
              ),
            },
          ]}
        />
        {short && (
          <div className="bh-gap-top">
            <Note warning testId="pay-short">
              {t('tasks.pay.short', { amount: formatCents(task.cost - coins) })}{' '}
              <Link to="/personalCenter/recharge" data-testid="pay-recharge">
                {t('tasks.pay.recharge')}
              </Link>
            </Note>
          </div>
        )}
        {!hasPin && (
          <div className="bh-gap-top">
            <Note testId="pay-no-pin">
              {t('tasks.pay.noPin')} <Link to="/personalCenter/securitySetting">{t('tasks.pay.setPin')}</Link>
            </Note>
          </div>
        )}
        <p className="bh-secondary bh-paragraph bh-gap-top">{t('tasks.pay.escrowHint')}</p>
        <PinForm
          key={tries}
          busy={pay.isPending}
          disabled={short || !hasPin}
          submit={t('tasks.pay.submit', { amount: formatCents(task.cost) })}
          onPin={(paycode) => pay.mutate({ paycode })}
        />
      </Panel>
    </div>
  );
}

/** The payment PIN (6 digits) and the pay button, off while the coins are short or no PIN is set. */
function PinForm({ busy, disabled, submit, onPin }: { busy: boolean; disabled: boolean; submit: string; onPin: (paycode: string) => void }) {
  const { t } = useI18n();
  const form = useLiteForm({
    paycode: [required(t('form.required', { label: t('tasks.pay.pin') })), matches(/^\d{6}$/, t('tasks.pay.pinInvalid'))],
  });
  const send = form.onSubmit((v) => {
    if (busy) return;
    onPin(v.paycode);
  });
  return (
    <form onSubmit={send} noValidate>
      <PinField {...form.field('paycode')} label={t('tasks.pay.pin')} testId="pay-pin" />
      <button type="submit" className="bh-btn bh-btn-primary bh-btn-block" disabled={disabled} aria-busy={busy || undefined} data-testid="pay-submit">
        {busy && <BusyMark />}
        {submit}
      </button>
    </form>
  );
}
