import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import type { CategoryNode, NodeSave, TreeName } from '../api';
import { nodeName } from '../useMenusTree';

interface Values {
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
}

/** What the dialog edits: a new node (under `parent`, or at the top) or an existing one. */
export type NodeTarget = { tree: TreeName; parent: CategoryNode | null; node: CategoryNode | null };

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const fields: Array<keyof Values> = ['code', 'nameZh', 'nameEn', 'sort', 'enabled'];

/** The field a refusal is about: the validation's field, or the code for a code that is taken. */
function fieldOf(err: unknown): keyof Values | null {
  if (!isApiError(err)) return null;
  const field = typeof err.details?.field === 'string' ? err.details.field : '';
  if ((fields as string[]).includes(field)) return field as keyof Values;
  if (err.errorCode && /CODE/.test(err.errorCode)) return 'code';
  return null;
}

/**
 * The add / edit dialog of a category node (Admin/menuSave). Errors stay in the dialog: a refused field is marked
 * under itself (a taken code, an invalid value), any other refusal shows above the fields.
 */
export function NodeForm({
  target,
  onClose,
  onSave,
}: {
  target: NodeTarget | null;
  onClose: () => void;
  onSave: (body: NodeSave) => Promise<unknown>;
}) {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: onSave,
    onError: (err) => {
      const field = fieldOf(err);
      const text = isApiError(err) ? err.userMessage : String(err);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setError(text);
    },
  });
  const node = target?.node ?? null;
  useEffect(() => {
    if (!target) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(
      target.node
        ? { code: target.node.code, nameZh: target.node.nameZh, nameEn: target.node.nameEn, sort: target.node.sort, enabled: target.node.enabled }
        : { code: '', nameZh: '', nameEn: '', sort: 0, enabled: true },
    );
  }, [target, form]);

  const ok = async () => {
    setError(null);
    const v = await form.validateFields().catch(() => null);
    if (!v || !target) return;
    save.mutate({
      ...(node ? { id: node.id } : {}),
      tree: target.tree,
      parentId: node ? node.parentId : (target.parent?.id ?? null),
      code: v.code.trim(),
      nameZh: v.nameZh.trim(),
      nameEn: v.nameEn.trim(),
      sort: v.sort ?? 0,
      enabled: v.enabled,
    });
  };

  const title = node
    ? t('categories.node.edit', { name: nodeName(node, lang) })
    : target?.parent
      ? t('categories.node.newUnder', { name: nodeName(target.parent, lang) })
      : t('categories.node.new');
  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      onOk={ok}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'category-save' } as never}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="bh-gap-bottom" data-testid="category-error" />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} data-testid="category-form">
        <Form.Item
          name="code"
          label={t('categories.node.code')}
          extra={t('categories.node.codeHint')}
          rules={[
            { required: true, whitespace: true },
            { pattern: CODE, message: t('categories.node.codeInvalid') },
          ]}
        >
          <Input maxLength={32} data-testid="category-code" />
        </Form.Item>
        <div className="bh-form-grid">
          <Form.Item name="nameZh" label={t('categories.node.nameZh')} rules={[{ required: true, whitespace: true, max: 40 }]}>
            <Input maxLength={40} data-testid="category-name-zh" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('categories.node.nameEn')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input maxLength={60} data-testid="category-name-en" />
          </Form.Item>
        </div>
        <div className="bh-form-grid">
          <Form.Item name="sort" label={t('categories.node.sort')} rules={[{ type: 'integer', min: 0, max: 100000 }]}>
            <InputNumber min={0} max={100000} precision={0} className="bh-full" data-testid="category-sort" />
          </Form.Item>
          <Form.Item name="enabled" label={t('categories.node.enabled')} valuePropName="checked">
            <Switch data-testid="category-enabled" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
