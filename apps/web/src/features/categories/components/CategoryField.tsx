import type { FieldProps } from '../../../components/lite/Form';
import { describe, FieldFrame } from '../../../components/lite/Fields';
import type { TreeName } from '../api';
import { CategorySelect } from './CategorySelect';

/**
 * A plain form's node of a category tree with its label and error line: a `CategorySelect` in a `FieldFrame`, the
 * field's text the node's code (`''` for none). The work, model, exhibition and convention forms.
 */
export function CategoryField({
  field,
  label,
  tree,
  testId,
}: {
  field: FieldProps;
  label: string;
  tree: Exclude<TreeName, 'region'>;
  testId?: string;
}) {
  return (
    <FieldFrame id={field.id} label={label} error={field.error}>
      <CategorySelect
        id={field.id}
        tree={tree}
        value={field.value || undefined}
        onChange={(code) => field.onChange(code ?? '')}
        testId={testId}
        {...describe(field)}
      />
    </FieldFrame>
  );
}
