import { cityIn } from '@boothhub/shared/cities';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { TextAreaField, TextField, WholeField, type LiteForm } from '../../../components/lite/Form';
import { DateRangeField, FieldFrame } from '../../../components/lite/Fields';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { RichTextField } from '../../../components/RichEditor';
import { CategoryField } from '../../categories';
import { VenuePicker } from '../../conventions';
import { cityOptions } from '../lib/choices';
import type { ExExtras, ExField } from '../lib/exhibitionForm';
import { exhibitionLimits as limits } from '@boothhub/shared/contracts/exhibitionOptions';

interface Props {
  form: LiteForm<ExField>;
  extras: ExExtras;
  onExtras: (change: Partial<ExExtras>) => void;
  /** the linked venue's name (an entry being edited) */
  venueName?: string;
}

/** A field whose control is a group of its own (an image picker, a text editor): its label names the group. */
function GroupField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} group>
      <div role="group" aria-labelledby={`${id}-label`}>
        {children}
      </div>
    </FieldFrame>
  );
}

/** A rich text field of the form (its value is HTML). */
export const RichField = ({ form, name, label, testId }: { form: LiteForm<ExField>; name: ExField; label: string; testId: string }) => (
  <RichTextField field={form.field(name)} label={label} testId={testId} />
);

/**
 * The exhibition's own fields: name, industry, city, dates, place (a venue from the list — its city and address fill
 * in — or an address), organiser, figures, texts and pictures.
 */
export function ExhibitionFields({ form, extras, onExtras, venueName }: Props) {
  const { t, lang } = useI18n();
  const industry = form.field('industry');
  const dates = form.field('dates');
  const venue = form.field('venueId');
  const city = form.field('city');
  const address = form.field('address');
  return (
    <>
      <TextField {...form.field('title')} label={t('exhibitions.field.title')} maxLength={limits.title.max} testId="ex-pub-title" />
      <div className="bh-form-grid">
        <CategoryField field={industry} label={t('exhibitions.field.industry')} tree="industry" testId="ex-pub-industry" />
        <TextField
          {...city}
          label={t('exhibitions.field.city')}
          maxLength={limits.city.max}
          suggestions={cityOptions(lang)}
          autoComplete="off"
          testId="ex-pub-city"
        />
        <DateRangeField {...dates} label={t('exhibitions.field.dates')} testId="ex-pub-dates" />
        <FieldFrame id={venue.id} label={t('exhibitions.field.venue')} group>
          <VenuePicker
            {...venue}
            label={t('exhibitions.field.venue')}
            initialName={venueName}
            onPick={(v) => {
              city.onChange(cityIn(v.city, lang));
              if (!address.value) address.onChange(v.address);
            }}
            testId="ex-pub-venue"
          />
        </FieldFrame>
        <TextField
          {...address}
          label={t('exhibitions.field.address')}
          hint={t('exhibitions.field.addressHint')}
          maxLength={limits.address.max}
          testId="ex-pub-address"
        />
        <TextField {...form.field('organiser')} label={t('exhibitions.field.organiser')} maxLength={limits.organiser.max} testId="ex-pub-organiser" />
        <WholeField {...form.field('area')} label={t('exhibitions.field.area')} max={limits.area.max} testId="ex-pub-area" />
        <WholeField {...form.field('exhibitors')} label={t('exhibitions.field.exhibitors')} max={limits.exhibitors.max} />
      </div>
      <TextAreaField {...form.field('descr')} label={t('exhibitions.field.descr')} rows={3} maxLength={limits.descr.max} testId="ex-pub-descr" />
      <RichField form={form} name="content" label={t('exhibitions.field.content')} testId="ex-pub-content" />
      <div className="bh-form-grid">
        <GroupField id="ex-pub-cover-field" label={t('exhibitions.field.cover')}>
          <ImagePicker
            value={extras.cover}
            onChange={(cover: PickedImage[]) => onExtras({ cover })}
            max={1}
            testId="ex-pub-cover"
            label={t('exhibitions.pub.pickCover')}
          />
        </GroupField>
        <GroupField id="ex-pub-gallery-field" label={t('exhibitions.field.gallery')}>
          <ImagePicker
            value={extras.gallery}
            onChange={(gallery: PickedImage[]) => onExtras({ gallery })}
            max={20}
            testId="ex-pub-gallery"
            label={t('exhibitions.pub.pickGallery')}
          />
        </GroupField>
      </div>
    </>
  );
}
