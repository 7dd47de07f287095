import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { taskLimits } from '@boothhub/shared/contracts/taskOptions';
import { useAfterSave } from '../../../components/useAfterSave';
import { useI18n } from '../../../i18n';
import { Checkout } from '../../../components/Checkout';
import { Note } from '../../../components/lite/Content';
import { DateRange } from '../../../components/lite/DateRange';
import { Dialog } from '../../../components/lite/Dialog';
import { TextAreaField, TextField, required, useLiteForm } from '../../../components/lite/Form';
import { isApiError } from '../../../lib/request';
import { localDay } from '../../../lib/localDay';
import { sessionKeys } from '../../account/session';
import { serviceKeys, servicesApi, type ServiceDetail } from '../api';
import { briefChecks } from '../briefChecks';

/**
 * Buying a package (Service/serviceBuy): the brief (where and when the exhibition is, requirements, a contact) above
 * the one checkout (components/Checkout.tsx: the price, the available coins with a top-up link when they are short,
 * the PIN, one Idempotency-Key per attempt). The price shown is sent; a changed price or a paused package reloads the
 * package. On success the new task opens (/orderDetail). Plain markup (the lite dialog and form kit).
 */
export function BuyDialog({ service, open, onClose }: { service: ServiceDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const afterSave = useAfterSave();
  const price = formatCents(service.price);

  return (
    <Dialog
      open={open}
      title={t('services.buyTitle', { title: service.title })}
      onClose={onClose}
      testId="service-buy-dialog"
      footer={
        <button type="button" className="bh-btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
      }
    >
      <BuyForm
        service={service}
        submitLabel={t('services.buyOk', { coins: price })}
        onPaid={(r) => afterSave({ said: t('services.buyDone'), refresh: [serviceKeys.all, sessionKeys.member], go: `/orderDetail?id=${r.taskId}` })}
        onRefused={async (e) => {
          if (isApiError(e) && (e.errorCode === 'SERVICE_PRICE_CHANGED' || e.errorCode === 'SERVICE_PAUSED')) {
            onClose();
            await qc.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
          }
        }}
      />
    </Dialog>
  );
}

const names = ['addr', 'exhibition', 'tips', 'contName', 'contPhone'] as const;
type Values = Record<(typeof names)[number], string>;

type Bought = Awaited<ReturnType<typeof servicesApi.buy>>;

/** The brief (required, lengths, the phone, no past day) checked before the checkout's PIN and payment. */
function BuyForm({
  service,
  submitLabel,
  onPaid,
  onRefused,
}: {
  service: ServiceDetail;
  submitLabel: string;
  onPaid: (r: Bought) => Promise<void>;
  onRefused: (e: unknown) => Promise<void>;
}) {
  const { t } = useI18n();
  const datesLabel = `${t('services.brief.sdate')} ~ ${t('services.brief.edate')}`;
  const brief = useRef<Values | null>(null);
  const min = localDay(); // the exhibition cannot open earlier
  const rules = briefChecks(t, {
    addr: t('services.brief.addr'),
    tips: t('services.brief.tips'),
    contName: t('services.brief.contName'),
    contPhone: t('services.brief.contPhone'),
  });
  const form = useLiteForm<keyof Values>({
    addr: rules.addr,
    exhibition: [required(t('form.required', { label: datesLabel })), (v) => (v && v < min ? t('services.brief.datePast') : undefined)],
    tips: rules.tips,
    contName: rules.contName,
    contPhone: rules.contPhone,
  });
  const dates = form.field('exhibition');
  const [from = '', to = ''] = dates.value.split('/');
  return (
    <Checkout
      price={service.price}
      submitLabel={submitLabel}
      testId="buy"
      submitId="service-buy-ok"
      ready={() => Boolean((brief.current = form.checkSome([...names]) ?? null))}
      pay={(paycode, key) => {
        const v = brief.current!;
        const [sdate = '', edate = ''] = v.exhibition.split('/');
        return servicesApi.buy(
          {
            id: service.id,
            paycode,
            price: service.price,
            addr: v.addr.trim(),
            sdate,
            edate,
            tips: v.tips.trim(),
            conts: { name: v.contName.trim(), phone: v.contPhone.trim() },
          },
          key,
        );
      }}
      onPaid={onPaid}
      onRefused={onRefused}
    >
      <div className="bh-gap-bottom">
        <Note>{t('services.buyIntro')}</Note>
      </div>
      <TextField {...form.field('addr')} label={t('services.brief.addr')} maxLength={taskLimits.addr.max} testId="buy-addr" />
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
      <TextAreaField {...form.field('tips')} label={t('services.brief.tips')} rows={3} maxLength={taskLimits.tips.max} testId="buy-tips" />
      <TextField {...form.field('contName')} label={t('services.brief.contName')} maxLength={taskLimits.contactName.max} testId="buy-cont-name" />
      <TextField {...form.field('contPhone')} label={t('services.brief.contPhone')} inputMode="tel" maxLength={20} testId="buy-cont-phone" />
    </Checkout>
  );
}
