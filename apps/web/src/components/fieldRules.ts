import type { FormRule } from 'antd';

/**
 * A form rule that checks a field against another one of the same form (a repeated PIN, a maximum over its minimum, a
 * date before another): `ok` gets both values; an empty field passes (its `required` rule speaks for it). The field's
 * `Form.Item` also lists `other` in its `dependencies`, so a change of the other field checks it again.
 */
export function againstField<V, O>(other: string, ok: (value: V, otherValue: O | undefined) => boolean, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: V | undefined | null | '') => {
      if (value === undefined || value === null || value === '') return;
      if (!ok(value, getFieldValue(other) as O | undefined)) throw new Error(message);
    },
  });
}
