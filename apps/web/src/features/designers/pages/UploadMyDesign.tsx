import '../designers.css';
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { CategorySelect } from '../../categories';
import { WORK_MAX_IMAGES } from '@boothhub/shared/contracts/designers';
import { designersApi, useWork, useWorkMutation, type WorkBody } from '../api';
import { WorkImages, type WorkImage } from '../components/WorkImages';
import { useIdParam } from '../../../lib/useRecord';
import { message } from '../../../app/notice';

interface Fields {
  title: string;
  descr: string;
  category?: string;
  style?: string;
  exhibitionId?: number | null;
  visibility: 'public' | 'hidden';
}

/**
 * /personalCenter/uploadMyDesign and /personalCenter/editMyDesign?id= (Designer/uploadWorks, editWorks): title,
 * description, design type and style from the category trees, an optional exhibition, 1–20 images uploaded with
 * progress, dragged into order, one starred as the cover; public or hidden.
 */
export default function UploadMyDesign() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useIdParam();
  const existing = useWork(id);
  const [form] = Form.useForm<Fields>();
  const [images, setImages] = useState<WorkImage[]>([]);
  const [cover, setCover] = useState<string | undefined>();
  const [loadedId, setLoadedId] = useState<number | null>(null);

  useEffect(() => {
    const w = existing.data;
    if (!w || loadedId === w.id) return;
    setLoadedId(w.id);
    form.setFieldsValue({
      title: w.title,
      descr: w.descr,
      category: w.category,
      style: w.style,
      exhibitionId: w.exhibitionId,
      visibility: w.visibility,
    });
    setImages(w.pictures.map((p) => ({ fileId: p.fileId, url: p.url })));
    setCover(w.cover);
  }, [existing.data, loadedId, form]);

  const save = useWorkMutation(async (f: Fields) => {
    const body: WorkBody = {
      title: f.title,
      descr: f.descr ?? '',
      category: f.category!,
      style: f.style!,
      exhibitionId: f.exhibitionId ?? null,
      images: images.map((i) => i.fileId),
      cover,
      visibility: f.visibility,
    };
    return id ? designersApi.edit({ id, ...body }) : designersApi.upload(body);
  });

  if (id && existing.isError) return <Result status="404" title={t('designers.work.notFound')} />;
  if (id && !existing.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );

  const submit = async (f: Fields) => {
    if (!images.length) {
      void message.error(t('designers.work.needImage'));
      return;
    }
    await save.mutateAsync(f);
    void message.success(t('designers.work.saved'));
    navigate('/personalCenter/designManagement');
  };

  return (
    <Card data-testid="work-form-page">
      <Typography.Title level={3}>{id ? t('designers.title.edit') : t('designers.title.upload')}</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ visibility: 'public', descr: '' }}
        onFinish={(f) => void submit(f)}
        data-testid="work-form"
      >
        <Form.Item name="title" label={t('designers.work.title')} rules={[{ required: true, min: 2, max: 80 }]}>
          <Input maxLength={80} data-testid="work-title" />
        </Form.Item>
        <Space wrap size="large" className="bh-full">
          <Form.Item name="category" label={t('designers.work.category')} rules={[{ required: true }]} style={{ minWidth: 240 }}>
            <CategorySelect tree="designType" testId="work-category" aria-label={t('designers.work.category')} />
          </Form.Item>
          <Form.Item name="style" label={t('designers.work.style')} rules={[{ required: true }]} style={{ minWidth: 240 }}>
            <CategorySelect tree="style" testId="work-style" aria-label={t('designers.work.style')} />
          </Form.Item>
          <Form.Item name="exhibitionId" label={t('designers.work.exhibition')}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="work-exhibition" />
          </Form.Item>
        </Space>
        <Form.Item name="descr" label={t('designers.work.descr')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="work-descr" />
        </Form.Item>
        <Form.Item label={t('designers.work.images')} required>
          <WorkImages value={images} onChange={setImages} cover={cover} onCover={setCover} max={WORK_MAX_IMAGES} />
        </Form.Item>
        <Form.Item name="visibility" label={t('designers.work.visibility')}>
          <Radio.Group data-testid="work-visibility">
            <Radio value="public">{t('designers.work.public')}</Radio>
            <Radio value="hidden">{t('designers.work.hidden')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="work-submit">
            {id ? t('common.save') : t('designers.work.publish')}
          </Button>
          <Button onClick={() => navigate('/personalCenter/designManagement')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
