import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, InputNumber, Result, Select, Spin } from 'antd';
import { formatCents, parseCents, tasks } from '@boothhub/shared';
import { SERVICE_DAYS_MAX, SERVICE_PRICE_MAX } from '@boothhub/shared/contracts/services';
import { useAfterSave } from '../../../components/useAfterSave';
import { useFilledForm } from '../../../components/useFilledForm';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { moneyRules } from '../../../components/money';
import { useI18n } from '../../../i18n';
import { options } from '../../tasks/labels';
import { serviceKeys, servicesApi, useService, type ServiceFieldsBody } from '../api';
import '../services.css';
import { useIdParam } from '../../../lib/useRecord';

interface Values {
  title: string;
  descr?: string;
  category: ServiceFieldsBody['category'];
  style: ServiceFieldsBody['style'];
  plaza: number;
  opens: number;
  days: number;
  revisions: number;
  deliverables: ServiceFieldsBody['deliverables'];
  /** coins as typed: read with parseCents, never as a float */
  price: string;
  cover: PickedImage[];
}

/** /personalCenter/addService and /personalCenter/editService?id= (Service/servicePub, serviceEdit). */
export default function ServiceEdit() {
  const { t, lang } = useI18n();
  const id = useIdParam();
  const current = useService(id);
  const form = useFilledForm<Values, NonNullable<typeof current.data>>(current.data, (s) => ({
    title: s.title,
    descr: s.descr,
    category: s.category,
    style: s.style,
    plaza: s.plaza,
    opens: s.opens,
    days: s.days,
    revisions: s.revisions,
    deliverables: s.deliverables,
    price: formatCents(s.price),
    cover: s.coverId && s.cover ? [{ fileId: s.coverId, url: s.cover }] : [],
  }));
  const [saving, setSaving] = useState(false);
  const afterSave = useAfterSave();

  if (id && current.isLoading) return <Spin />;
  if (id && (current.isError || (current.data && !current.data.can.edit))) return <Result status="404" title={t('services.notFound')} />;

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const body: ServiceFieldsBody = {
        title: v.title.trim(),
        descr: v.descr ?? '',
        category: v.category,
        style: v.style,
        plaza: v.plaza,
        opens: v.opens,
        days: v.days,
        revisions: v.revisions,
        deliverables: v.deliverables,
        price: parseCents(v.price) ?? 0,
        cover: v.cover?.[0]?.fileId ?? null,
      };
      const saved = id ? await servicesApi.edit({ id, ...body }) : await servicesApi.publish(body);
      await afterSave({ said: t('services.saved'), refresh: [serviceKeys.all], go: `/serviceInfo?id=${saved.id}` });
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t(id ? 'services.title.edit' : 'services.title.new')} data-testid="service-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ opens: 4, days: 5, revisions: 2, style: 'modern', category: 'booth', deliverables: ['rendering'], cover: [] }}
      >
        <Form.Item name="title" label={t('services.field.title')} rules={[{ required: true, min: 4, max: 80, whitespace: true }]}>
          <Input maxLength={80} data-testid="service-title-input" />
        </Form.Item>
        <div className="bh-form-grid">
          <Form.Item name="category" label={t('services.field.category')} rules={[{ required: true }]}>
            <Select options={options(lang, tasks.designTypes)} data-testid="service-category" />
          </Form.Item>
          <Form.Item name="style" label={t('services.field.style')} rules={[{ required: true }]}>
            <Select options={options(lang, tasks.designStyles)} />
          </Form.Item>
          <Form.Item name="plaza" label={t('services.field.plaza')} rules={[{ required: true }]}>
            <InputNumber min={1} max={100_000} precision={0} className="bh-full" data-testid="service-plaza" />
          </Form.Item>
          <Form.Item name="opens" label={t('services.field.opens')} rules={[{ required: true }]}>
            <Select options={options(lang, tasks.openSides).map((o) => ({ ...o, value: Number(o.value) }))} />
          </Form.Item>
          <Form.Item name="days" label={t('services.field.days')} rules={[{ required: true }]}>
            <InputNumber min={1} max={SERVICE_DAYS_MAX} precision={0} className="bh-full" data-testid="service-days" />
          </Form.Item>
          <Form.Item name="revisions" label={t('services.field.revisions')} rules={[{ required: true }]}>
            <InputNumber min={0} max={tasks.TASK_MAX_REVISIONS} precision={0} className="bh-full" />
          </Form.Item>
        </div>
        <Form.Item name="deliverables" label={t('services.field.deliverables')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Checkbox.Group options={options(lang, tasks.deliverableKinds)} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('services.field.price')}
          rules={moneyRules(t, t('services.field.price'), tasks.TASK_MIN_COST, SERVICE_PRICE_MAX)}
        >
          <Input inputMode="decimal" data-testid="service-price-input" />
        </Form.Item>
        <Form.Item name="descr" label={t('services.field.descr')}>
          <Input.TextArea rows={5} maxLength={2000} showCount data-testid="service-descr" />
        </Form.Item>
        <Form.Item name="cover" label={t('services.field.cover')}>
          <ImagePicker max={1} label={t('services.field.cover')} testId="service-cover" purpose="preview" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="service-save">
          {t(id ? 'services.edit' : 'services.title.new')}
        </Button>
      </Form>
    </Card>
  );
}
