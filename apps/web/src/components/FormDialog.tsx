import { useEffect, type ReactNode } from 'react';
import { Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { FormModal } from './FormModal';

/** What a record's create / edit dialog takes from `useDialogEditor` (its `dialog`). */
export interface EditorDialogProps<Record, Body> {
  open: boolean;
  /** the record to edit; null for a new one */
  record: Record | null;
  onClose: () => void;
  onSave: (body: Body) => Promise<unknown>;
}

/**
 * The create / edit dialog of a back-office record (articles, venues): on each opening the form starts again from
 * the record (or the blank values); Save validates, turns the values into the call's body and saves, busy meanwhile.
 * Values the form does not show (a blank's defaults) are kept: blank, then all the form holds, then what it validated.
 */
export function FormDialog<Record, Values extends object, Body>({
  open,
  record,
  title,
  blank,
  toValues,
  toBody,
  onClose,
  onSave,
  width,
  saveTestId,
  formTestId,
  children,
}: {
  open: boolean;
  record: Record | null;
  title: ReactNode;
  blank: Values;
  toValues: (record: Record) => Values;
  toBody: (values: Values) => Body;
  onClose: () => void;
  onSave: (body: Body) => Promise<unknown>;
  width: number;
  saveTestId: string;
  formTestId: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const save = useMutation({ mutationFn: onSave });
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue((record ? toValues(record) : blank) as never);
    }
  }, [open, record, form, toValues, blank]);
  const submit = {
    mutate: (values: Values) => save.mutate(toBody({ ...blank, ...form.getFieldsValue(true), ...values })),
    isPending: save.isPending,
  };
  return (
    <FormModal open={open} title={title} onCancel={onClose} form={form} submit={submit} okText={t('common.save')} okTestId={saveTestId} width={width}>
      <Form<Values> form={form} layout="vertical" initialValues={blank as never} scrollToFirstError data-testid={formTestId}>
        {children}
      </Form>
    </FormModal>
  );
}
