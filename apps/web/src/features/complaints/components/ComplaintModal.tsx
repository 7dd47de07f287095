import { Alert, Form, Input, Radio } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { complaints } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { FormModal } from '../../../components/FormModal';
import { FilePicker, type PickedFile } from '../../tasks';
import { complaintsApi } from '../api';
import { categoryLabel } from '../labels';

interface Values {
  category: string;
  content: string;
  files: PickedFile[];
}

/** Complain/complainAdd: a category, a description and evidence files; the task's escrow is frozen. */
export function ComplaintModal({
  taskId,
  open,
  onClose,
  onDone,
}: {
  taskId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const [form] = Form.useForm<Values>();
  const file = useMutation({
    mutationFn: async (v: Values) => {
      await complaintsApi.add({
        taskId,
        category: v.category as keyof typeof complaints.complaintCategories,
        content: v.content.trim(),
        files: (v.files ?? []).map((f) => f.fileId),
      });
      notice.success(t('complaints.filed'));
      form.resetFields();
      onClose();
      await onDone();
    },
  });
  return (
    <FormModal
      open={open}
      title={t('complaints.new')}
      onCancel={onClose}
      form={form}
      submit={file}
      okText={t('complaints.submit')}
      okTestId="complaint-submit"
      danger
    >
      <Alert type="warning" showIcon className="bh-gap-bottom" title={t('complaints.freezeHint')} />
      <Form form={form} layout="vertical" initialValues={{ files: [] }} requiredMark={false}>
        <Form.Item name="category" label={t('complaints.category')} rules={[{ required: true }]}>
          <Radio.Group className="bh-radio-list" data-testid="complaint-category">
            {Object.keys(complaints.complaintCategories).map((c) => (
              <Radio key={c} value={c} data-testid={`complaint-category-${c}`}>
                {categoryLabel(lang, c)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="content" label={t('complaints.content')} rules={[{ required: true, min: 10, max: 5000, whitespace: true }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} showCount data-testid="complaint-content" />
        </Form.Item>
        <Form.Item name="files" label={t('complaints.evidence')}>
          <FilePicker purpose="attachment" testId="complaint-files" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
