import { lazy, Suspense } from 'react';
import { Select } from 'antd';
import { useI18n } from '../../../i18n';
import { cityValue, useRegions } from './regions';

/** antd's Cascader comes in its own chunk, loaded by the forms that show one (docs/decisions/019). */
const Cascader = lazy(() => import('antd/es/cascader'));

interface Props {
  /** the city's name as rows store it */
  value?: string;
  onChange?: (city: string | undefined) => void;
  placeholder?: string;
  testId?: string;
  id?: string;
  'aria-label'?: string;
}

/** One city, picked province → city from the region tree; the value is the city's name (what rows store). */
export function CityCascader({ value, onChange, placeholder, testId, id, ...rest }: Props) {
  const { t } = useI18n();
  const regions = useRegions();
  const path = value ? regions.pathOf(value) : undefined;
  const hint = placeholder ?? t('categories.city');
  return (
    <Suspense fallback={<Select className="bh-full" loading disabled placeholder={hint} />}>
      <Cascader
        id={id}
        className="bh-full"
        options={regions.options}
        value={path ?? (value ? [value] : undefined)}
        onChange={(v) => onChange?.(v && v.length ? String(v[v.length - 1]) : undefined)}
        showSearch
        allowClear
        loading={regions.loading}
        placeholder={hint}
        aria-label={rest['aria-label']}
        data-testid={testId}
        displayRender={(labels) => labels[labels.length - 1]}
      />
    </Suspense>
  );
}

export { cityValue };
