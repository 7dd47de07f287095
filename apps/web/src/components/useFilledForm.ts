import { useEffect, useEffectEvent } from 'react';
import { Form, type FormInstance } from 'antd';

type FormFill<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

/**
 * The form of a page that edits a loaded record (a profile, a publication, the settings): a new form, filled from the
 * record through `toValues` each time the record arrives or is reloaded; empty while there is none.
 */
export function useFilledForm<V, R>(record: R | null | undefined, toValues: (record: R) => FormFill<V>): FormInstance<V> {
  const [form] = Form.useForm<V>();
  const fill = useEffectEvent((r: R) => form.setFieldsValue(toValues(r)));
  useEffect(() => {
    if (record) fill(record);
  }, [record]);
  return form;
}
