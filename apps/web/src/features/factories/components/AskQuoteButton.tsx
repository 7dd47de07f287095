import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { quoteLimits } from '@boothhub/shared/contracts/factoryOptions';
import { useI18n } from '../../../i18n';
import { message } from '../../../lib/notice';
import { localDay } from '../../../lib/localDay';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { SelectField } from '../../../components/lite/Fields';
import { DateField } from '../../../components/lite/Fields';
import { TextAreaField, required, useLiteForm } from '../../../components/lite/Form';
import { quoteNotesChecks } from '../quoteChecks';
import { factoriesApi, factoryKeys } from '../api';

/** the tasks a quote may be asked for (decision 070): a published booth brief, or an accepted design */
const QUOTABLE = ['recruiting', 'in_progress', 'delivered', 'completed'] as const;

/**
 * "Ask for a quote" on a factory's page and card (issue 32 item 4): a business picks one of its booth briefs or
 * accepted designs (its files go with it), a deadline and notes; Quote/requestCreate invites this factory. Plain markup.
 */
export function AskQuoteButton({ cardno, name, small = false }: { cardno: string; name: string; small?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const tasks = useQuery({
    queryKey: [...factoryKeys.quotes, 'quotable'],
    queryFn: () => factoriesApi.quotable({ page: 1, pageSize: 50, status: [...QUOTABLE] }),
    enabled: open,
  });
  const today = localDay();
  const form = useLiteForm(
    {
      taskId: [required(t('factories.ask.pickTask'))],
      deadline: [
        required(t('form.required', { label: t('factories.quote.deadline') })),
        (v) => (v && v < today ? t('factories.quote.deadlinePast') : undefined),
      ],
      notes: quoteNotesChecks(t, t('factories.quote.notes')),
    },
    { deadline: localDay(7) },
  );
  const send = useMutation({
    mutationFn: (v: { taskId: string; deadline: string; notes: string }) =>
      factoriesApi.createRequest({ taskId: Number(v.taskId), factories: [cardno], capabilities: [], notes: v.notes.trim(), deadline: v.deadline }),
    onSuccess: () => {
      void message.success(t('factories.ask.sent', { name }));
      setOpen(false);
    },
  });
  const rows = tasks.data?.listItem ?? [];
  return (
    <>
      <button
        type="button"
        className={small ? 'bh-btn bh-btn-small bh-gap-top-s' : 'bh-btn bh-btn-primary'}
        onClick={() => setOpen(true)}
        data-testid={`fa-ask-quote-${cardno}`}
      >
        {t('factories.ask.button')}
      </button>
      <Dialog
        open={open}
        title={t('factories.ask.title', { name })}
        onClose={() => !send.isPending && setOpen(false)}
        testId="fa-ask-dialog"
        footer={
          <DialogButtons
            onCancel={() => setOpen(false)}
            form={formId}
            okText={t('factories.quote.send')}
            busy={send.isPending}
            disabled={tasks.isSuccess && rows.length === 0}
            okTestId="fa-ask-send"
          />
        }
      >
        {tasks.isSuccess && rows.length === 0 ? (
          <p className="bh-empty">{t('factories.ask.none')}</p>
        ) : (
          <form id={formId} className="bh-form" noValidate onSubmit={form.onSubmit((v) => !send.isPending && send.mutate(v))}>
            <SelectField
              {...form.field('taskId')}
              label={t('factories.ask.task')}
              options={rows.map((r) => ({
                value: String(r.id),
                label: `${r.title} · ${t(r.status === 'completed' ? 'factories.ask.design' : 'factories.ask.brief')}`,
              }))}
              hint={t('factories.ask.taskHint')}
              testId="fa-ask-task"
            />
            <DateField {...form.field('deadline')} label={t('factories.quote.deadline')} min={today} testId="fa-ask-deadline" />
            <TextAreaField
              {...form.field('notes')}
              label={t('factories.quote.notes')}
              rows={3}
              maxLength={quoteLimits.notes.max}
              testId="fa-ask-notes"
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
