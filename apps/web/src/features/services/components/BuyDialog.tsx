import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { CONTACT_PHONE } from '@boothhub/shared/contracts/taskOptions';
import { useAfterSave } from '../../../components/useAfterSave';
import { useI18n } from '../../../i18n';
import { Note } from '../../../components/lite/Content';
import { DateRange } from '../../../components/lite/DateRange';
import { Dialog } from '../../../components/lite/Dialog';
import { BusyMark, PinField, TextAreaField, TextField, matches, required, useLiteForm, type Check } from '../../../components/lite/Form';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { isApiError } from '../../../lib/request';
import { localDay } from '../../../lib/localDay';
import { serviceKeys, servicesApi, type ServiceDetail } from '../api';

/**
 * Buying a package (Service/serviceBuy): the brief (where and when the exhibition is, requirements, a contact) and the
 * payment PIN. One Idempotency-Key per attempt; the price shown is sent, and a changed price reloads the package.
 * On success the new task opens (/orderDetail). Plain markup (the lite dialog and form kit).
 */
export function BuyDialog({ service, open, onClose }: { service: ServiceDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey();
  const qc = useQueryClient();
  const afterSave = useAfterSave();
  const price = formatCents(service.price);
  const datesLabel = `${t('services.brief.sdate')} ~ ${t('services.brief.edate')}`;

  const submit = async (v: Values) => {
    setBusy(true);
    const [sdate = '', edate = ''] = v.exhibition.split('/');
    try {
      const r = await servicesApi.buy(
        {
          id: service.id,
          paycode: v.paycode,
          price: service.price,
          addr: v.addr.trim(),
          sdate,
          edate,
          tips: v.tips.trim(),
          conts: { name: v.contName.trim(), phone: v.contPhone.trim() },
        },
        key.current(),
      );
      key.settle();
      await afterSave({ said: t('services.buyDone'), refresh: [serviceKeys.all], go: `/orderDetail?id=${r.taskId}` });
    } catch (e) {
      key.settle(e);
      if (isApiError(e) && (e.errorCode === 'SERVICE_PRICE_CHANGED' || e.errorCode === 'SERVICE_PAUSED')) {
        onClose();
        await qc.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('services.buyTitle', { title: service.title })}
      onClose={onClose}
      testId="service-buy-dialog"
      footer={
        <>
          <button type="button" className="bh-btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} id="service-buy-ok" className="bh-btn bh-btn-primary" aria-busy={busy || undefined}>
            {busy && <BusyMark />}
            {t('services.buyOk', { coins: price })}
          </button>
        </>
      }
    >
      <BuyForm id={formId} price={price} datesLabel={datesLabel} onSend={(v) => !busy && void submit(v)} />
    </Dialog>
  );
}

type Values = Record<'addr' | 'exhibition' | 'tips' | 'contName' | 'contPhone' | 'paycode', string>;

/** The brief and the PIN, checked like the antd form was (required, lengths, the phone, six digits, no past day). */
function BuyForm({ id, price, datesLabel, onSend }: { id: string; price: string; datesLabel: string; onSend: (v: Values) => void }) {
  const { t } = useI18n();
  const min = localDay(); // the exhibition cannot open earlier
  const need =
    (label: string): Check =>
    (v) =>
      v.trim() === '' ? t('form.required', { label }) : undefined;
  const length =
    (label: string, least: number, most: number): Check =>
    (v) => {
      const s = v.trim();
      if (s && s.length < least) return t('form.string.min', { label, min: least });
      if (s.length > most) return t('form.string.max', { label, max: most });
      return undefined;
    };
  const form = useLiteForm<keyof Values>({
    addr: [need(t('services.brief.addr')), length(t('services.brief.addr'), 2, 120)],
    exhibition: [required(t('form.required', { label: datesLabel })), (v) => (v && v < min ? t('services.brief.datePast') : undefined)],
    tips: [],
    contName: [need(t('services.brief.contName')), length(t('services.brief.contName'), 1, 40)],
    contPhone: [
      need(t('services.brief.contPhone')),
      (v) => (v.trim() && !CONTACT_PHONE.test(v.trim()) ? t('services.brief.phoneInvalid') : undefined),
    ],
    paycode: [required(t('services.pinRule')), matches(/^\d{6}$/, t('services.pinRule'))],
  });
  const dates = form.field('exhibition');
  const [from = '', to = ''] = dates.value.split('/');
  return (
    <form id={id} className="bh-form" noValidate onSubmit={form.onSubmit(onSend)}>
      <div className="bh-gap-bottom">
        <Note>{t('services.buyIntro')}</Note>
      </div>
      <TextField {...form.field('addr')} label={t('services.brief.addr')} size="middle" maxLength={120} testId="buy-addr" />
      <div className="bh-field">
        <div className="bh-field-label" aria-hidden="true">
          {datesLabel}
        </div>
        <DateRange
          from={from}
          to={to}
          min={min}
          label={datesLabel}
          onChange={(f, e) => dates.onChange(f && e ? `${f}/${e}` : '')}
          testId="buy-exhibition"
        />
        <div id={`${dates.id}-error`} className="bh-field-error" aria-live="polite">
          {dates.error}
        </div>
      </div>
      <TextAreaField {...form.field('tips')} label={t('services.brief.tips')} rows={3} maxLength={5000} testId="buy-tips" />
      <TextField {...form.field('contName')} label={t('services.brief.contName')} size="middle" maxLength={40} testId="buy-cont-name" />
      <TextField
        {...form.field('contPhone')}
        label={t('services.brief.contPhone')}
        size="middle"
        inputMode="tel"
        maxLength={20}
        testId="buy-cont-phone"
      />
      <PinField {...form.field('paycode')} label={t('services.pin')} testId="buy-pin" />
      <strong className="bh-error-text">{t('services.card.price', { coins: price })}</strong>
    </form>
  );
}
