import '../exhibitions.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Checkbox, Collapse, DatePicker, Form, Input, InputNumber, Result, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { eventLengthRule, MAX_EVENT_DAYS } from '../../../components/eventDates';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../app/PageSpin';
import { useMember } from '../../account/session';
import { exhibitionKeys, exhibitionsApi, type ExhibitionEdit, type ExhibitionPubBody, type PlanBody } from '../api';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { RichEditor } from '../../../components/RichEditor';
import { cityOptions } from '../lib/choices';
import { CategorySelect } from '../../categories';
import type { PlanHall } from '../lib/planTypes';
import { useIdParam, useRecord } from '../../../lib/useRecord';

// the plan editor (a table and the CSV parser) loads only once the exhibition is saved
const PlanEditor = lazy(() => import('../components/PlanEditor').then((m) => ({ default: m.PlanEditor })));

interface Values {
  title: string;
  titleEn?: string;
  industry: string;
  city: string;
  address?: string;
  dates: [Dayjs, Dayjs];
  organiser?: string;
  organiserEn?: string;
  area?: number | null;
  exhibitors?: number | null;
  descr?: string;
  descrEn?: string;
  content?: string;
  contentEn?: string;
  cover: PickedImage[];
  gallery: PickedImage[];
  maxHeightM?: number | null;
  maxStoreys?: number | null;
  rigging?: boolean;
  fireNotes?: string;
  fireNotesEn?: string;
}

const DAY = 'YYYY-MM-DD';
const opt = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

/** A hall as Article/huizhanPlan takes it (only the fields it knows: ids keep plots that tasks refer to). */
const hallInput = (h: PlanHall): PlanBody['halls'][number] => ({
  ...(h.id ? { id: h.id } : {}),
  name: h.name.trim(),
  ...(h.nameEn ? { nameEn: h.nameEn } : {}),
  widthCm: h.widthCm,
  depthCm: h.depthCm,
  plots: h.plots.map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    number: p.number.trim(),
    widthCm: p.widthCm,
    depthCm: p.depthCm,
    opens: p.opens,
    xCm: p.xCm,
    yCm: p.yCm,
  })),
});

function toValues(e: ExhibitionEdit): Values {
  return {
    title: e.title,
    titleEn: e.titleEn ?? undefined,
    industry: e.industry,
    city: e.city,
    address: e.address ?? undefined,
    dates: [dayjs(e.sdate), dayjs(e.edate)],
    organiser: e.organiser ?? undefined,
    organiserEn: e.organiserEn ?? undefined,
    area: e.area ?? null,
    exhibitors: e.exhibitors ?? null,
    descr: e.descr ?? undefined,
    descrEn: e.descrEn ?? undefined,
    content: e.content ?? '',
    contentEn: e.contentEn ?? '',
    cover: e.cover && e.coverUrl ? [{ fileId: e.cover, url: e.coverUrl }] : [],
    gallery: e.galleryUrls,
    maxHeightM: e.rules?.maxHeightCm ? e.rules.maxHeightCm / 100 : null,
    maxStoreys: e.rules?.maxStoreys ?? null,
    rigging: e.rules?.rigging ?? false,
    fireNotes: e.rules?.fireNotes ?? undefined,
    fireNotesEn: e.rules?.fireNotesEn ?? undefined,
  };
}

function toBody(v: Values, id: number | null, submit: boolean, venueId: number | null | undefined): ExhibitionPubBody {
  const rules = {
    ...(v.maxHeightM ? { maxHeightCm: Math.round(v.maxHeightM * 100) } : {}),
    ...(v.maxStoreys ? { maxStoreys: v.maxStoreys } : {}),
    rigging: v.rigging === true,
    ...(opt(v.fireNotes) ? { fireNotes: opt(v.fireNotes) } : {}),
    ...(opt(v.fireNotesEn) ? { fireNotesEn: opt(v.fireNotesEn) } : {}),
  };
  return {
    ...(id ? { id } : {}),
    submit,
    title: v.title.trim(),
    ...(opt(v.titleEn) ? { titleEn: opt(v.titleEn) } : {}),
    industry: v.industry,
    city: v.city.trim(),
    ...(venueId ? { venueId } : {}),
    address: (v.address ?? '').trim(),
    sdate: v.dates[0].format(DAY),
    edate: v.dates[1].format(DAY),
    organiser: (v.organiser ?? '').trim(),
    ...(opt(v.organiserEn) ? { organiserEn: opt(v.organiserEn) } : {}),
    area: v.area ?? 0,
    exhibitors: v.exhibitors ?? 0,
    descr: (v.descr ?? '').trim(),
    ...(opt(v.descrEn) ? { descrEn: opt(v.descrEn) } : {}),
    content: v.content ?? '',
    ...(v.contentEn ? { contentEn: v.contentEn } : {}),
    cover: v.cover[0]?.fileId ?? null,
    gallery: v.gallery.map((g) => g.fileId),
    rules,
  };
}

/**
 * /uploadExhibition (Article/huizhanPub; `?id=` edits what Article/huizhanEdit gives): every field in Chinese with
 * optional English twins, images with progress, rich text, build rules; save as draft or submit for review. Once
 * saved, the floor plan (Article/huizhanPlan) is edited below: a table of halls and plots, or a CSV import.
 */
export default function UploadExhibition() {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const member = useMember();
  const [, setParams] = useSearchParams();
  const id = useIdParam();
  const [form] = Form.useForm<Values>();
  const existing = useRecord(id, exhibitionKeys.edit, exhibitionsApi.edit);
  const [halls, setHalls] = useState<PlanHall[]>([]);
  const e = existing.data;

  useEffect(() => {
    if (!e) return;
    form.setFieldsValue(toValues(e));
    setHalls(e.halls);
  }, [e, form]);

  const save = useMutation({
    mutationFn: async (submit: boolean) => {
      const v = await form.validateFields();
      const made = await exhibitionsApi.publish(toBody(v, id, submit, e?.venueId));
      await afterSave({
        said: t(submit ? 'exhibitions.pub.submitted' : 'exhibitions.pub.saved'),
        refresh: [exhibitionKeys.all],
        go: submit ? '/personalCenter/myExhibitions' : undefined,
      });
      if (!submit && !id) setParams({ id: String(made.id) }, { replace: true });
    },
  });
  const savePlan = useMutation({
    mutationFn: () => exhibitionsApi.plan({ id: id!, halls: halls.map(hallInput) }),
    onSuccess: async (d) => {
      setHalls(d.halls);
      await afterSave({ said: t('exhibitions.pub.planSaved'), refresh: [exhibitionKeys.all] });
    },
  });

  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return <Result status="info" title={t('exhibitions.pub.businessOnly')} extra={<Link to="/exhibition">{t('exhibitions.detail.back')}</Link>} />;
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || !e))
    return <Result status="404" title={t('exhibitions.detail.missing')} extra={<Link to="/exhibition">{t('exhibitions.detail.back')}</Link>} />;
  const locked = e?.status === 'pending';
  const english = (
    <>
      <Form.Item name="titleEn" label={t('exhibitions.field.titleEn')} rules={[{ max: 160 }]}>
        <Input maxLength={160} data-testid="ex-pub-title-en" />
      </Form.Item>
      <Form.Item name="organiserEn" label={t('exhibitions.field.organiserEn')} rules={[{ max: 160 }]}>
        <Input maxLength={160} />
      </Form.Item>
      <Form.Item name="descrEn" label={t('exhibitions.field.descrEn')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="contentEn" label={t('exhibitions.field.contentEn')}>
        <RichEditor testId="ex-pub-content-en" label={t('exhibitions.field.contentEn')} />
      </Form.Item>
      <Form.Item name="fireNotesEn" label={t('exhibitions.field.fireNotesEn')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </>
  );

  return (
    <div className="bh-container" data-testid="ex-upload">
      <Card title={t('exhibitions.title.upload')}>
        <Alert type="info" showIcon className="bh-gap-bottom" title={t('exhibitions.pub.reviewNote')} />
        {locked && <Alert type="warning" showIcon className="bh-gap-bottom" title={t('exhibitions.pub.pendingLocked')} />}
        {e?.status === 'rejected' && e.rejectReason && (
          <Alert
            type="error"
            showIcon
            className="bh-gap-bottom"
            title={t('exhibitions.pub.rejected', { reason: e.rejectReason })}
            data-testid="ex-pub-rejected"
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={locked || save.isPending}
          initialValues={{ cover: [], gallery: [], content: '', rigging: false }}
          scrollToFirstError
        >
          <Form.Item name="title" label={t('exhibitions.field.title')} rules={[{ required: true, whitespace: true, min: 2, max: 120 }]}>
            <Input maxLength={120} showCount data-testid="ex-pub-title" />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="industry" label={t('exhibitions.field.industry')} rules={[{ required: true }]}>
              <CategorySelect tree="industry" testId="ex-pub-industry" />
            </Form.Item>
            <Form.Item name="city" label={t('exhibitions.field.city')} rules={[{ required: true, whitespace: true, max: 30 }]}>
              <AutoComplete options={cityOptions(t)} data-testid="ex-pub-city" />
            </Form.Item>
            <Form.Item
              name="dates"
              label={t('exhibitions.field.dates')}
              rules={[{ required: true }, eventLengthRule(t('common.eventTooLong', { days: MAX_EVENT_DAYS }))]}
            >
              <DatePicker.RangePicker className="bh-full" data-testid="ex-pub-dates" />
            </Form.Item>
            <Form.Item name="address" label={t('exhibitions.field.address')} extra={t('exhibitions.field.addressHint')} rules={[{ max: 160 }]}>
              <Input maxLength={160} data-testid="ex-pub-address" />
            </Form.Item>
            <Form.Item name="organiser" label={t('exhibitions.field.organiser')} rules={[{ max: 120 }]}>
              <Input maxLength={120} data-testid="ex-pub-organiser" />
            </Form.Item>
            <Form.Item name="area" label={t('exhibitions.field.area')}>
              <InputNumber min={0} max={10_000_000} precision={0} className="bh-full" data-testid="ex-pub-area" />
            </Form.Item>
            <Form.Item name="exhibitors" label={t('exhibitions.field.exhibitors')}>
              <InputNumber min={0} max={1_000_000} precision={0} className="bh-full" />
            </Form.Item>
          </div>
          <Form.Item name="descr" label={t('exhibitions.field.descr')} rules={[{ max: 1000 }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount data-testid="ex-pub-descr" />
          </Form.Item>
          <Form.Item name="content" label={t('exhibitions.field.content')}>
            <RichEditor testId="ex-pub-content" label={t('exhibitions.field.content')} />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="cover" label={t('exhibitions.field.cover')}>
              <ImagePicker max={1} testId="ex-pub-cover" label={t('exhibitions.pub.pickCover')} />
            </Form.Item>
            <Form.Item name="gallery" label={t('exhibitions.field.gallery')}>
              <ImagePicker max={20} testId="ex-pub-gallery" label={t('exhibitions.pub.pickGallery')} />
            </Form.Item>
          </div>
          <Card size="small" title={t('exhibitions.field.rules')} className="bh-gap-bottom">
            <div className="bh-form-grid">
              <Form.Item name="maxHeightM" label={t('exhibitions.field.maxHeight')}>
                <InputNumber min={1} max={50} step={0.5} className="bh-full" data-testid="ex-pub-max-height" />
              </Form.Item>
              <Form.Item name="maxStoreys" label={t('exhibitions.field.maxStoreys')}>
                <InputNumber min={1} max={5} precision={0} className="bh-full" data-testid="ex-pub-max-storeys" />
              </Form.Item>
            </div>
            <Form.Item name="rigging" valuePropName="checked">
              <Checkbox data-testid="ex-pub-rigging">{t('exhibitions.field.rigging')}</Checkbox>
            </Form.Item>
            <Form.Item name="fireNotes" label={t('exhibitions.field.fireNotes')} rules={[{ max: 500 }]}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
            </Form.Item>
          </Card>
          <Collapse className="bh-gap-bottom" items={[{ key: 'en', label: t('exhibitions.field.english'), children: english, forceRender: true }]} />
          <Space wrap>
            <Button onClick={() => save.mutate(false)} loading={save.isPending && save.variables === false} data-testid="ex-pub-draft">
              {t('exhibitions.pub.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => save.mutate(true)} loading={save.isPending && save.variables === true} data-testid="ex-pub-submit">
              {t('exhibitions.pub.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card title={t('exhibitions.pub.planTitle')} className="bh-gap-top">
        {id ? (
          <Suspense fallback={<PageSpin />}>
            <PlanEditor value={halls} onChange={setHalls} onSave={() => savePlan.mutate()} saving={savePlan.isPending} />
          </Suspense>
        ) : (
          <Alert type="info" showIcon title={t('exhibitions.pub.planSaveFirst')} />
        )}
      </Card>
    </div>
  );
}
