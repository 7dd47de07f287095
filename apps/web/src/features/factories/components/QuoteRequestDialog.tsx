import { inLang } from '@boothhub/shared/lang';
import { cityIn } from '@boothhub/shared/cities';
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteLimits } from '@boothhub/shared/contracts/factoryOptions';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { ChoiceField, TextAreaField, required, useLiteForm, type FieldProps } from '../../../components/lite/Form';
import { DateField } from '../../../components/lite/Fields';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import { localDay } from '../../../lib/localDay';
import { CityCascader } from '../../categories';
import { quoteNotesChecks } from '../quoteChecks';
import { factoriesApi, factoryKeys, type Capability } from '../api';
import { CapabilityChecks } from './bits';

/** Many factories' member numbers in one field of the plain form (8 digits each, never a comma). */
const joined = (cardnos: string[]) => cardnos.join(',');
const split = (value: string) => value.split(',').filter(Boolean);

/** Factories to choose from: the directory's first 100, filtered as one types (Chinese or English name, city). */
function FactoryPicker({ field, label }: { field: FieldProps; label: string }) {
  const { t, lang } = useI18n();
  const q = { pageSize: 100 };
  const found = useQuery({ queryKey: factoryKeys.list(q), queryFn: () => factoriesApi.search(q) });
  const options = (found.data?.listItem ?? []).map((f) => ({
    value: f.cardno,
    label: `${inLang(lang, f.companyName, f.companyNameEn)} · ${cityIn(f.city, lang)}`,
    search: `${f.companyName} ${f.companyNameEn ?? ''} ${f.city} ${cityIn(f.city, 'en-US')}`,
  }));
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={field.id}>
        {label}
      </label>
      <MultiSelect
        id={field.id}
        groups={[{ label, options }]}
        value={split(field.value)}
        onChange={(v) => field.onChange(joined(v))}
        label={label}
        placeholder={t('factories.quote.pickFactories')}
        loading={found.isFetching}
        testId="quote-factories"
      />
      <div className="bh-field-error" aria-live="polite">
        {field.error}
      </div>
    </div>
  );
}

/** Every factory of one city: the categories' city picker, labelled, with its error line. */
function CityField({ field, label }: { field: FieldProps; label: string }) {
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={field.id}>
        {label}
      </label>
      <CityCascader id={field.id} value={field.value || undefined} onChange={(c) => field.onChange(c ?? '')} aria-label={label} testId="quote-city" />
      <div className="bh-field-error" aria-live="polite">
        {field.error}
      </div>
    </div>
  );
}

/**
 * The "request build quotes" dialog: chosen factories or every factory of a city with the needed capabilities, a
 * deadline (a week from today at first, never before today) and notes. Plain markup (components/lite).
 */
export function QuoteRequestDialog({ taskId, open, onClose }: { taskId: number; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const formId = useId();
  const create = useMutation({
    mutationFn: factoriesApi.createRequest,
    onSuccess: async (r) => {
      notice.success(t('factories.quote.sent', { count: r.invited }));
      await qc.invalidateQueries({ queryKey: factoryKeys.task(taskId) });
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      title={t('factories.quote.request')}
      onClose={() => !create.isPending && onClose()}
      footer={
        <DialogButtons onCancel={onClose} form={formId} okText={t('factories.quote.send')} busy={create.isPending} okTestId="quote-request-send" />
      }
    >
      <RequestForm
        id={formId}
        onSend={(body) => {
          if (create.isPending) return;
          create.mutate({ taskId, ...body });
        }}
      />
    </Dialog>
  );
}

type RequestBody = Omit<Parameters<typeof factoriesApi.createRequest>[0], 'taskId'>;

function RequestForm({ id, onSend }: { id: string; onSend: (body: RequestBody) => void }) {
  const { t } = useI18n();
  const [capabilities, setCapabilities] = useState<Capability[]>([]);
  const today = localDay();
  const deadlineLabel = t('factories.quote.deadline');
  const form = useLiteForm(
    {
      mode: [],
      factories: [(v, all) => (all.mode !== 'city' && v === '' ? t('factories.quote.pickFactories') : undefined)],
      city: [(v, all) => (all.mode === 'city' && v === '' ? t('factories.field.city') : undefined)],
      deadline: [required(t('form.required', { label: deadlineLabel })), (v) => (v && v < today ? t('factories.quote.deadlinePast') : undefined)],
      notes: quoteNotesChecks(t, t('factories.quote.notes')),
    },
    { mode: 'chosen', deadline: localDay(7) },
  );
  const mode = form.field('mode');
  return (
    <form
      id={id}
      className="bh-form"
      noValidate
      onSubmit={form.onSubmit((v) =>
        onSend({
          ...(v.mode === 'city' ? { city: v.city } : { factories: split(v.factories) }),
          capabilities,
          notes: v.notes,
          deadline: v.deadline,
        }),
      )}
    >
      <ChoiceField
        {...mode}
        label={t('factories.quote.to')}
        options={[
          { value: 'chosen', label: t('factories.quote.toChosen') },
          { value: 'city', label: t('factories.quote.toCity') },
        ]}
        testId="quote-mode"
      />
      {mode.value === 'city' ? (
        <CityField field={form.field('city')} label={t('factories.field.city')} />
      ) : (
        <FactoryPicker field={form.field('factories')} label={t('factories.quote.factories')} />
      )}
      <div className="bh-field">
        <div className="bh-field-label" aria-hidden="true">
          {t('factories.quote.needs')}
        </div>
        <CapabilityChecks value={capabilities} onChange={setCapabilities} label={t('factories.quote.needs')} testId="quote-caps" />
      </div>
      <DateField {...form.field('deadline')} label={deadlineLabel} min={today} testId="quote-deadline" />
      <TextAreaField {...form.field('notes')} label={t('factories.quote.notes')} rows={3} maxLength={quoteLimits.notes.max} testId="quote-notes" />
    </form>
  );
}
