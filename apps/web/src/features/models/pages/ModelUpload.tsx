import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatCents, parseCents } from '@boothhub/shared';
import { MODEL_IMAGES_MAX, MODEL_PRICE_MAX, MODEL_TAGS_MAX } from '@boothhub/shared/contracts/models';
import { moneyRules } from '../../../components/money';
import { CategorySelect } from '../../categories';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { useAfterSave } from '../../../components/useAfterSave';
import { useFilledForm } from '../../../components/useFilledForm';
import { useI18n } from '../../../i18n';
import { modelKeys, modelsApi } from '../api';
import { TusUpload, type UploadedModel } from '../components/TusUpload';
import '../models.css';
import { useIdParam } from '../../../lib/useRecord';

interface Values {
  title: string;
  category: string;
  style?: string;
  tags: string[];
  descr: string;
  /** coins as typed: read with parseCents, never as a float */
  price: string;
  licence: string;
  file: UploadedModel | null;
  images: PickedImage[];
}

/**
 * /personalCenter/modelUpload and /personalCenter/modelEdit?id= (Modelcenter/uploadModel, editModel): the model file
 * by a resumable upload, 1–9 preview images, category, style, tags, price in coins (0 = free), licence. A new file
 * sends the model back to review.
 */
export default function ModelUpload() {
  const { t } = useI18n();
  const id = useIdParam();
  const [saving, setSaving] = useState(false);
  const afterSave = useAfterSave();
  const current = useQuery({ queryKey: modelKeys.edit(id ?? 0), queryFn: () => modelsApi.forEdit(id!), enabled: id !== null });
  const form = useFilledForm<Values, NonNullable<typeof current.data>>(current.data, (m) => ({
    title: m.title,
    category: m.category,
    style: m.style ?? undefined,
    tags: m.tags,
    descr: m.descr,
    price: formatCents(m.price),
    licence: m.licence,
    file: { fileId: m.fileId, name: `${m.title}.${m.format}`, size: m.fileSize },
    images: m.images,
  }));

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const body = {
        title: v.title.trim(),
        category: v.category,
        style: v.style ?? null,
        tags: v.tags ?? [],
        descr: v.descr ?? '',
        price: parseCents(v.price) ?? 0,
        licence: v.licence ?? '',
        fileId: v.file!.fileId,
        images: v.images.map((i) => i.fileId),
      };
      const r = id ? await modelsApi.edit({ id, ...body }) : await modelsApi.upload(body);
      await afterSave({
        said: t(r.status === 'pending' ? 'models.upload.sentForReview' : 'models.upload.saved'),
        refresh: [modelKeys.all],
        go: '/personalCenter/modelManagement',
      });
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };

  if (id && current.isLoading) return <Spin />;
  return (
    <Card title={t(id ? 'models.title.edit' : 'models.title.upload')} data-testid="model-upload">
      {current.data?.status === 'rejected' && current.data.rejectReason && (
        <Alert type="error" showIcon message={t('models.status.rejected')} description={current.data.rejectReason} className="bh-gap-bottom" />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ price: '0.00', tags: [], images: [], file: null }}
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="file" label={t('models.field.file')} rules={[{ required: true, message: t('models.upload.fileRequired') }]}>
          <TusUpload />
        </Form.Item>
        <Form.Item name="title" label={t('models.field.title')} rules={[{ required: true, min: 2, max: 120 }]}>
          <Input maxLength={120} data-testid="model-title-input" />
        </Form.Item>
        <Form.Item name="category" label={t('models.field.category')} rules={[{ required: true }]}>
          <CategorySelect tree="modelCategory" testId="model-category-input" />
        </Form.Item>
        <Form.Item name="style" label={t('models.field.style')}>
          <CategorySelect tree="style" allowClear />
        </Form.Item>
        <Form.Item name="tags" label={t('models.field.tags')}>
          <Select mode="tags" maxCount={MODEL_TAGS_MAX} tokenSeparators={[',', '，', ' ']} open={false} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('models.field.price')}
          extra={t('models.upload.priceHint')}
          rules={moneyRules(t, t('models.field.price'), 0, MODEL_PRICE_MAX)}
        >
          <Input inputMode="decimal" style={{ width: 200 }} data-testid="model-price-input" />
        </Form.Item>
        <Form.Item
          name="images"
          label={t('models.field.images')}
          rules={[{ required: true, type: 'array', min: 1, message: t('models.upload.imagesRequired') }]}
        >
          <ImagePicker max={MODEL_IMAGES_MAX} label={t('models.upload.addImage')} testId="model-images" purpose="preview" />
        </Form.Item>
        <Form.Item name="descr" label={t('models.field.descr')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="licence" label={t('models.field.licence')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="model-submit">
          {t(id ? 'models.upload.save' : 'models.upload.submit')}
        </Button>
      </Form>
    </Card>
  );
}
