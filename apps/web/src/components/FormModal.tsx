import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';
import { useI18n } from '../i18n';

/**
 * A dialog around a form (a page's text, a complaint, a decision): OK validates the form and hands its values to
 * `submit` (an invalid form only shows its errors), busy while it runs; Cancel closes; closing drops the content.
 */
export function FormModal<V>({
  open,
  title,
  onCancel,
  form,
  submit,
  okText,
  okTestId,
  danger,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onCancel: () => void;
  form: FormInstance<V>;
  submit: { mutate: (values: V) => void; isPending: boolean };
  okText: ReactNode;
  okTestId?: string;
  danger?: boolean;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => submit.mutate(v),
          () => undefined,
        )
      }
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: submit.isPending, 'data-testid': okTestId } as never}
      width={width}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
