import { useEffect } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { admin, BodyOf } from '@boothhub/shared';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import { useI18n } from '../../../i18n';
import { FormModal } from '../../../components/FormModal';

type SaveBody = BodyOf<typeof admin.pageSave>;

interface Props {
  open: boolean;
  /** null: a new page */
  page: ContentPage | null;
  onCancel: () => void;
  onSave: (body: SaveBody) => Promise<void>;
}

/** The help/about page form: slug (fixed once created), section, both languages' title and body, order, reason. */
export function PageEditor({ open, page, onCancel, onSave }: Props) {
  const { t } = useI18n();
  const [form] = Form.useForm<SaveBody>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (page) form.setFieldsValue({ ...page, reason: '' });
    else form.setFieldsValue({ section: 'help', sort: 0 });
  }, [open, page, form]);

  const save = useMutation({
    mutationFn: async (v: SaveBody) => {
      const { reason: rawReason, ...rest } = v;
      const reason = rawReason?.trim();
      // the reason is optional on the wire (admin.ts), though z.input reports it as required
      await onSave({ ...rest, bodyZh: v.bodyZh ?? '', bodyEn: v.bodyEn ?? '', ...(reason ? { reason } : {}) } as SaveBody);
    },
  });

  return (
    <FormModal
      open={open}
      title={t(page ? 'pages.edit' : 'pages.new')}
      onCancel={onCancel}
      form={form}
      submit={save}
      okText={t('common.save')}
      width={760}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <div className="bh-form-grid">
          <Form.Item name="slug" label={t('pages.slug')} rules={[{ required: true }, { pattern: /^[a-z0-9-]{1,60}$/ }]}>
            <Input disabled={!!page} maxLength={60} data-testid="page-slug" />
          </Form.Item>
          <Form.Item name="sort" label={t('pages.sort')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1000} precision={0} className="bh-full" />
          </Form.Item>
        </div>
        <Form.Item name="section" label={t('pages.section')}>
          <Radio.Group
            options={[
              { value: 'help', label: t('pages.section.help') },
              { value: 'about', label: t('pages.section.about') },
            ]}
          />
        </Form.Item>
        <div className="bh-form-grid">
          <Form.Item name="titleZh" label={t('pages.titleZh')} rules={[{ required: true, whitespace: true }, { max: 120 }]}>
            <Input maxLength={120} data-testid="page-title-zh" />
          </Form.Item>
          <Form.Item name="titleEn" label={t('pages.titleEn')} rules={[{ required: true, whitespace: true }, { max: 120 }]}>
            <Input maxLength={120} data-testid="page-title-en" />
          </Form.Item>
        </div>
        <Form.Item name="bodyZh" label={t('pages.bodyZh')} rules={[{ max: 20000 }]}>
          <Input.TextArea rows={6} maxLength={20000} data-testid="page-body-zh" />
        </Form.Item>
        <Form.Item name="bodyEn" label={t('pages.bodyEn')} rules={[{ max: 20000 }]}>
          <Input.TextArea rows={6} maxLength={20000} data-testid="page-body-en" />
        </Form.Item>
        <Form.Item name="reason" label={t('pages.reason')} rules={[{ max: 500 }]}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
