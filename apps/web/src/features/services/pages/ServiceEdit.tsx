import { useState } from 'react';
import { formatCents, parseCents } from '@boothhub/shared/cents';
import { SERVICE_PRICE_MAX, serviceLimits } from '@boothhub/shared/contracts/serviceOptions';
import { deliverableKinds, designStyles, designTypes, openSides, TASK_MIN_COST } from '@boothhub/shared/contracts/taskOptions';
import { useAfterSave } from '../../../components/useAfterSave';
import { ImagePickerField, type PickedImage } from '../../../components/ImagePicker';
import { ResultView } from '../../../components/LinkResult';
import { moneyChecks } from '../../../components/money';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { BusyMark, TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { ChecksField, SelectField } from '../../../components/lite/Fields';
import { serviceChecks } from '../serviceChecks';
import { useI18n } from '../../../i18n';
import { useIdParam } from '../../../lib/useRecord';
import { options } from '../../tasks/labels';
import { serviceKeys, servicesApi, useService, type ServiceDetail, type ServiceFieldsBody } from '../api';
import '../services.css';

/** /personalCenter/addService and /personalCenter/editService?id= (Service/servicePub, serviceEdit). Plain markup. */
export default function ServiceEdit() {
  const { t } = useI18n();
  const id = useIdParam();
  const current = useService(id);
  if (id && current.isError) return <ResultView status="404" title={t('services.notFound')} />;
  if (id && current.data && !current.data.can.edit) return <ResultView status="404" title={t('services.notFound')} />;
  return (
    <Panel title={t(id ? 'services.title.edit' : 'services.title.new')} level={1} large testId="service-form">
      {id && !current.data ? <Skeleton /> : <ServiceForm key={id ?? 'new'} id={id} service={current.data} />}
    </Panel>
  );
}

/** The package's fields: empty with the usual choices for a new one, else filled from the package as the server has it. */
function ServiceForm({ id, service: s }: { id: number | null; service?: ServiceDetail }) {
  const { t, lang } = useI18n();
  const label = {
    title: t('services.field.title'),
    category: t('services.field.category'),
    style: t('services.field.style'),
    plaza: t('services.field.plaza'),
    opens: t('services.field.opens'),
    days: t('services.field.days'),
    revisions: t('services.field.revisions'),
    deliverables: t('services.field.deliverables'),
    price: t('services.field.price'),
    descr: t('services.field.descr'),
    cover: t('services.field.cover'),
  };
  const required = (name: keyof typeof label) => [(v: string) => (v ? undefined : t('form.required', { label: label[name] }))];
  const form = useLiteForm(
    {
      ...serviceChecks(t, label),
      category: required('category'),
      style: required('style'),
      opens: required('opens'),
      // the ticked deliverables, joined by commas
      deliverables: required('deliverables'),
      price: moneyChecks(t, label.price, TASK_MIN_COST, SERVICE_PRICE_MAX),
    },
    s
      ? {
          title: s.title,
          category: s.category,
          style: s.style,
          plaza: String(s.plaza),
          opens: String(s.opens),
          days: String(s.days),
          revisions: String(s.revisions),
          deliverables: s.deliverables.join(','),
          price: formatCents(s.price),
          descr: s.descr,
        }
      : { category: 'booth', style: 'modern', opens: '4', days: '5', revisions: '2', deliverables: 'rendering' },
  );
  const [cover, setCover] = useState<PickedImage[]>(s?.coverId && s.cover ? [{ fileId: s.coverId, url: s.cover }] : []);
  const [saving, setSaving] = useState(false);
  const afterSave = useAfterSave();

  const submit = form.onSubmit((v) => {
    if (saving) return;
    const body: ServiceFieldsBody = {
      title: v.title.trim(),
      descr: v.descr,
      category: v.category as ServiceFieldsBody['category'],
      style: v.style as ServiceFieldsBody['style'],
      plaza: Number(v.plaza.trim()),
      opens: Number(v.opens),
      days: Number(v.days.trim()),
      revisions: Number(v.revisions.trim()),
      deliverables: v.deliverables.split(',') as ServiceFieldsBody['deliverables'],
      price: parseCents(v.price) ?? 0,
      cover: cover[0]?.fileId ?? null,
    };
    setSaving(true);
    void (async () => {
      try {
        const saved = id ? await servicesApi.edit({ id, ...body }) : await servicesApi.publish(body);
        await afterSave({ said: t('services.saved'), refresh: [serviceKeys.all], go: `/serviceInfo?id=${saved.id}` });
      } catch {
        // shown by the request helper
      } finally {
        setSaving(false);
      }
    })();
  });

  return (
    <form className="bh-form" onSubmit={submit} noValidate>
      <TextField {...form.field('title')} label={label.title} maxLength={serviceLimits.title.max} testId="service-title-input" />
      <div className="bh-form-grid">
        <SelectField {...form.field('category')} label={label.category} options={options(lang, designTypes)} testId="service-category" />
        <SelectField {...form.field('style')} label={label.style} options={options(lang, designStyles)} />
        <WholeField {...form.field('plaza')} label={label.plaza} max={serviceLimits.plaza.max} autoComplete="off" testId="service-plaza" />
        <SelectField {...form.field('opens')} label={label.opens} options={options(lang, openSides)} />
        <WholeField {...form.field('days')} label={label.days} max={serviceLimits.days.max} autoComplete="off" testId="service-days" />
        <TextField {...form.field('revisions')} label={label.revisions} inputMode="numeric" maxLength={1} autoComplete="off" />
      </div>
      <ChecksField {...form.field('deliverables')} label={label.deliverables} options={options(lang, deliverableKinds)} />
      <TextField {...form.field('price')} label={label.price} inputMode="decimal" maxLength={14} autoComplete="off" testId="service-price-input" />
      <TextAreaField {...form.field('descr')} label={label.descr} rows={5} maxLength={serviceLimits.descr.max} testId="service-descr" />
      <ImagePickerField
        field={{ id: `${form.field('descr').id}-cover` }}
        value={cover}
        onChange={setCover}
        max={1}
        label={label.cover}
        testId="service-cover"
        purpose="preview"
      />
      <button type="submit" className="bh-btn bh-btn-primary" aria-busy={saving || undefined} data-testid="service-save">
        {saving && <BusyMark />}
        {t(id ? 'services.edit' : 'services.title.new')}
      </button>
    </form>
  );
}
