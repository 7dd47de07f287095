import { useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { Collapse } from '../../../components/lite/Collapse';
import { TextAreaField, TextField, WholeField, type LiteForm } from '../../../components/lite/Form';
import type { ExField } from '../lib/exhibitionForm';
import { RichField } from './ExhibitionFields';
import { buildRuleLimits as rules, exhibitionLimits as limits } from '@boothhub/shared/contracts/exhibitionOptions';

/** The build rules an exhibition sets for its stands: height, storeys, rigging, fire-safety notes. */
export function ExhibitionRulesFields({ form, rigging, onRigging }: { form: LiteForm<ExField>; rigging: boolean; onRigging: (on: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Panel title={t('exhibitions.field.rules')} className="bh-gap-bottom">
      <div className="bh-form-grid">
        <TextField
          {...form.field('maxHeightM')}
          label={t('exhibitions.field.maxHeight')}
          inputMode="decimal"
          maxLength={5}
          testId="ex-pub-max-height"
        />
        <WholeField {...form.field('maxStoreys')} label={t('exhibitions.field.maxStoreys')} max={rules.maxStoreys.max} testId="ex-pub-max-storeys" />
      </div>
      <div className="bh-field">
        <label className="bh-check">
          <input type="checkbox" checked={rigging} onChange={(e) => onRigging(e.target.checked)} data-testid="ex-pub-rigging" />
          {t('exhibitions.field.rigging')}
        </label>
      </div>
      <TextAreaField {...form.field('fireNotes')} label={t('exhibitions.field.fireNotes')} rows={2} maxLength={rules.fireNotes.max} />
    </Panel>
  );
}

/** The English twins of the texts, folded away (optional). */
export function ExhibitionEnglishFields({ form }: { form: LiteForm<ExField> }) {
  const { t } = useI18n();
  return (
    <Collapse title={t('exhibitions.field.english')}>
      <TextField {...form.field('titleEn')} label={t('exhibitions.field.titleEn')} maxLength={limits.titleEn.max} testId="ex-pub-title-en" />
      <TextField {...form.field('organiserEn')} label={t('exhibitions.field.organiserEn')} maxLength={limits.organiserEn.max} />
      <TextAreaField {...form.field('descrEn')} label={t('exhibitions.field.descrEn')} rows={3} maxLength={limits.descr.max} />
      <RichField form={form} name="contentEn" label={t('exhibitions.field.contentEn')} testId="ex-pub-content-en" />
      <TextAreaField {...form.field('fireNotesEn')} label={t('exhibitions.field.fireNotesEn')} rows={2} maxLength={rules.fireNotes.max} />
    </Collapse>
  );
}
