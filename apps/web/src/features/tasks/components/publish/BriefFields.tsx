import { deliverableKinds, designStyles, designTypes, taskLimits as limits } from '@boothhub/shared/contracts/taskOptions';
import { useI18n } from '../../../../i18n';
import { TextField, WholeField, type LiteForm } from '../../../../components/lite/Form';
import { ChecksField, DateField, DateRangeField, SelectField } from '../../../../components/lite/Fields';
import { OpenSidesPicker } from '../OpenSidesPicker';
import { options } from '../../labels';
import type { Field } from './fields';

/** What the brief breaks of its exhibition's build rules, said beside the field that breaks it. */
export type RuleWarnings = Partial<Record<'layer' | 'heightM' | 'rigging', string>>;

/** Today in the browser's calendar, `YYYY-MM-DD`: no day before it may be chosen (antd's `disabledDate`). */
export function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The brief's fields from the title to the deliverables (a recruiting task shows them and may not change them: the
 * fieldset is disabled).
 */
export function BriefFields({ form, limited, warnings = {} }: { form: LiteForm<Field>; limited: boolean; warnings?: RuleWarnings }) {
  const { t, lang } = useI18n();
  const min = today();
  const warn = (f: keyof RuleWarnings) =>
    warnings[f] ? (
      <span className="bh-field-warn" data-testid={`task-${f}-warning`}>
        {warnings[f]}
      </span>
    ) : undefined;
  return (
    <fieldset disabled={limited} className="bh-fieldset">
      <TextField {...form.field('title')} label={t('tasks.field.title')} maxLength={limits.title.max} testId="task-title-input" />
      <div className="bh-form-grid">
        <SelectField {...form.field('types')} label={t('tasks.field.types')} options={options(lang, designTypes)} testId="task-types" />
        <SelectField {...form.field('style')} label={t('tasks.field.style')} options={options(lang, designStyles)} testId="task-style" />
        <WholeField {...form.field('plaza')} label={t('tasks.field.plazaM2')} max={limits.plaza.max} testId="task-plaza" />
        <TextField
          {...form.field('sizes')}
          label={t('tasks.field.sizes')}
          maxLength={limits.sizes.max}
          hint={t('tasks.pub.sizesHint')}
          testId="task-sizes"
        />
      </div>
      <OpenSidesPicker {...form.field('opens')} label={t('tasks.field.opens')} />
      <div className="bh-form-grid">
        <WholeField {...form.field('layer')} label={t('tasks.field.layer')} max={limits.layer.max} hint={warn('layer')} testId="task-layer" />
        <TextField
          {...form.field('city')}
          label={t('tasks.field.city')}
          maxLength={limits.city.max}
          hint={t('tasks.pub.cityHint')}
          testId="task-city"
        />
      </div>
      <div className="bh-form-grid">
        <TextField
          {...form.field('heightM')}
          label={t('tasks.field.heightM')}
          inputMode="decimal"
          maxLength={6}
          unit={t('tasks.pub.metres')}
          hint={warn('heightM') ?? t('tasks.pub.heightHint')}
          testId="task-height"
        />
        <SelectField
          {...form.field('rigging')}
          label={t('tasks.field.rigging')}
          options={[
            { value: 'no', label: t('tasks.pub.riggingNo') },
            { value: 'yes', label: t('tasks.pub.riggingYes') },
          ]}
          hint={warn('rigging')}
          testId="task-rigging"
        />
      </div>
      <TextField
        {...form.field('addr')}
        label={t('tasks.field.addr')}
        maxLength={limits.addr.max}
        placeholder={t('tasks.pub.addrHint')}
        testId="task-addr"
      />
      <div className="bh-form-grid">
        <DateRangeField {...form.field('exhibition')} label={t('tasks.field.exhibitionDates')} min={min} testId="task-exhibition" />
        <DateField {...form.field('rdate')} label={t('tasks.field.rdate')} min={min} testId="task-rdate" />
      </div>
      <ChecksField {...form.field('tasks')} label={t('tasks.field.tasks')} options={options(lang, deliverableKinds)} testId="task-deliverables" />
    </fieldset>
  );
}
