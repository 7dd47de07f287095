import { Alert, Button, Card, Collapse, Form, Input, InputNumber, Result, Space } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { PageSpin } from '../../../app/PageSpin';
import { useAfterSave } from '../../../components/useAfterSave';
import { useFilledForm } from '../../../components/useFilledForm';
import { ContactFields } from '../../../components/ContactFields';
import { LinkResult } from '../../../components/LinkResult';
import { useI18n } from '../../../i18n';
import { EventDatesField } from '../../../components/EventDatesField';
import { isApiError } from '../../../lib/request';
import { useMember } from '../../account/session';
import { CategorySelect, CityCascader } from '../../categories';
import { conventionKeys, conventionsApi, venuesApi, type ConventionForm, type ConventionSave } from '../api';
import type { PickedImage } from '../../../components/ImagePicker';
import { ImageFields } from '../components/ImageFields';
import { RichEditor } from '../../../components/RichEditor';
import { VenuePicker } from '../components/VenuePicker';
import '../conventions.css';
import { useIdParam, useRecord } from '../../../lib/useRecord';

interface Values {
  title: string;
  titleEn?: string;
  descr?: string;
  descrEn?: string;
  content?: string;
  contentEn?: string;
  dates: [Dayjs, Dayjs];
  sizes?: number;
  venueId?: number | null;
  city?: string;
  addrs?: string;
  industry?: string;
  contacter?: string;
  phone?: string;
  cover: PickedImage[];
  pictures: PickedImage[];
}

const DAY = 'YYYY-MM-DD';
const opt = (v: string | undefined) => v?.trim() ?? '';

/** The form's values as the publish/edit calls take them. */
function toBody(v: Values): Omit<ConventionSave, 'submit' | 'id'> {
  return {
    title: v.title.trim(),
    titleEn: opt(v.titleEn),
    descr: opt(v.descr),
    descrEn: opt(v.descrEn),
    content: v.content ?? '',
    contentEn: v.contentEn ?? '',
    sdate: v.dates[0].format(DAY),
    edate: v.dates[1].format(DAY),
    sizes: v.sizes ?? 0,
    venueId: v.venueId ?? null,
    city: v.city ?? '',
    addrs: opt(v.addrs),
    industry: v.industry || null,
    contacter: opt(v.contacter),
    phone: opt(v.phone),
    cover: v.cover[0]?.fileId ?? null,
    pictures: v.pictures.map((p) => p.fileId),
  };
}

function toValues(c: ConventionForm): Partial<Values> {
  return {
    title: c.title,
    titleEn: c.titleEn,
    descr: c.descr,
    descrEn: c.descrEn,
    content: c.content,
    contentEn: c.contentEn,
    dates: [dayjs(c.sdate), dayjs(c.edate)],
    sizes: c.sizes,
    venueId: c.venueId,
    city: c.city,
    addrs: c.addrs,
    industry: c.industry ?? undefined,
    contacter: c.contacter,
    phone: c.phone,
    cover: c.cover ? [c.cover] : [],
    pictures: c.pictures,
  };
}

/**
 * /uploadConvention (Article/huiyiPub; `?id=` edits with Article/huiyiEdit): every field in both languages, the venue
 * (its city and address fill in), cover and pictures with upload progress, rich details; save a draft or submit it for
 * review. A pending entry waits for its review; an approved one goes back to review when saved (docs/rules/catalogue.md).
 */
export default function UploadConvention() {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const member = useMember();
  const id = useIdParam();
  const existing = useRecord(id, conventionKeys.edit, conventionsApi.form);
  const entry = existing.data;
  const form = useFilledForm<Values, ConventionForm>(entry, toValues);
  // the venue's name for the picker before any search: from the public detail of the venue
  const venueName = useQuery({
    queryKey: ['venues', 'name', entry?.venueId ?? 0],
    queryFn: () => venuesApi.detail(entry!.venueId!),
    enabled: !!entry?.venueId,
    select: (v) => v.name,
  }).data;

  const save = useMutation({
    mutationFn: async ({ values, submit }: { values: Values; submit: boolean }) => {
      const body = toBody(values);
      const saved = await conventionsApi.publish({ ...(entry ? { id: entry.id } : {}), ...body, submit });
      await afterSave({
        said: t(submit ? 'conventions.pub.submitted' : 'conventions.pub.drafted'),
        refresh: [conventionKeys.all],
        go: submit ? '/personalCenter/myConventions' : entry ? undefined : `/uploadConvention?id=${saved.id}`,
        replace: !submit,
      });
    },
  });

  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return (
      <Result status="info" title={t('conventions.pub.businessOnly')} extra={<Link to="/conventionSpace">{t('conventions.title.list')}</Link>} />
    );
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || !entry))
    return (
      <LinkResult
        status="404"
        title={t('conventions.detail.missing')}
        subTitle={isApiError(existing.error) ? existing.error.userMessage : ''}
        testId="convention-missing"
        to="/personalCenter/myConventions"
        action={t('conventions.title.mine')}
      />
    );
  const locked = entry ? !entry.editable : false;

  const send = async (submit: boolean) => {
    // a draft needs only its title, city and dates; submitting needs everything
    const ok = await form.validateFields(submit ? undefined : ['title', 'city', 'dates']).then(
      () => true,
      () => false,
    );
    if (ok) save.mutate({ values: form.getFieldsValue(true) as Values, submit });
  };

  return (
    <div className="bh-container">
      <Card title={entry ? t('conventions.title.edit') : t('conventions.title.upload')} data-testid="convention-form">
        <Alert type="info" showIcon className="bh-gap-bottom" title={t('conventions.pub.intro')} />
        {locked && (
          <Alert type="warning" showIcon className="bh-gap-bottom" title={t('conventions.pub.pendingLocked')} data-testid="convention-locked" />
        )}
        {entry?.status === 'approved' && <Alert type="info" showIcon className="bh-gap-bottom" title={t('conventions.pub.approvedNote')} />}
        {entry?.status === 'rejected' && entry.rejectReason && (
          <Alert type="error" showIcon className="bh-gap-bottom" title={t('conventions.pub.rejected', { reason: entry.rejectReason })} />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ cover: [], pictures: [], sizes: 100, content: '', contentEn: '' }}
          disabled={save.isPending || locked}
          scrollToFirstError
        >
          <Form.Item name="title" label={t('conventions.field.title')} rules={[{ required: true, whitespace: true, min: 2, max: 120 }]}>
            <Input maxLength={120} showCount data-testid="cv-title" />
          </Form.Item>
          <Form.Item name="descr" label={t('conventions.field.descr')} rules={[{ max: 500 }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount data-testid="cv-descr" />
          </Form.Item>
          <div className="bh-form-grid">
            <EventDatesField label={t('conventions.field.dates')} testId="cv-dates-input" />
            <Form.Item name="sizes" label={t('conventions.field.sizes')} rules={[{ required: true, type: 'integer', min: 1, max: 1_000_000 }]}>
              <InputNumber min={1} max={1_000_000} precision={0} className="bh-full" data-testid="cv-sizes" />
            </Form.Item>
          </div>
          <Form.Item name="venueId" label={t('conventions.field.venue')}>
            <VenuePicker
              testId="cv-venue"
              initialName={venueName}
              onPick={(v) => {
                if (v) form.setFieldsValue({ city: v.city, addrs: form.getFieldValue('addrs') || v.address });
              }}
            />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="city" label={t('conventions.field.city')} rules={[{ required: true }]}>
              <CityCascader testId="cv-city-input" aria-label={t('conventions.field.city')} />
            </Form.Item>
            <Form.Item name="industry" label={t('conventions.field.industry')}>
              <CategorySelect tree="industry" testId="cv-industry-input" aria-label={t('conventions.field.industry')} />
            </Form.Item>
          </div>
          <Form.Item name="addrs" label={t('conventions.field.addrs')} rules={[{ max: 160 }]}>
            <Input maxLength={160} data-testid="cv-addrs" />
          </Form.Item>
          <div className="bh-form-grid">
            <ContactFields
              names={{ name: 'contacter', phone: 'phone' }}
              labels={{ name: t('conventions.field.contacter'), phone: t('conventions.field.phone') }}
              testIds={{ name: 'cv-contacter', phone: 'cv-phone' }}
              phoneInvalid={t('conventions.pub.phoneInvalid')}
            />
          </div>
          <Form.Item name="content" label={t('conventions.field.content')}>
            <RichEditor testId="cv-content" label={t('conventions.field.content')} />
          </Form.Item>
          <ImageFields cover="cover" maxPictures={12} testId="cv" />
          <Collapse
            className="bh-gap-bottom"
            items={[
              {
                key: 'en',
                label: t('conventions.pub.english'),
                forceRender: true,
                children: (
                  <>
                    <Form.Item name="titleEn" label={t('conventions.field.titleEn')} rules={[{ max: 160 }]}>
                      <Input maxLength={160} data-testid="cv-title-en" />
                    </Form.Item>
                    <Form.Item name="descrEn" label={t('conventions.field.descrEn')} rules={[{ max: 800 }]}>
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={800} data-testid="cv-descr-en" />
                    </Form.Item>
                    <Form.Item name="contentEn" label={t('conventions.field.contentEn')}>
                      <RichEditor testId="cv-content-en" label={t('conventions.field.contentEn')} />
                    </Form.Item>
                  </>
                ),
              },
            ]}
          />
          <Space wrap>
            <Button onClick={() => void send(false)} loading={save.isPending} disabled={locked} data-testid="cv-save-draft">
              {t('conventions.pub.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void send(true)} loading={save.isPending} disabled={locked} data-testid="cv-submit">
              {t('conventions.pub.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
