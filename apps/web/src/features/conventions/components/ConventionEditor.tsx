import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { conventionLimits as limits } from '@boothhub/shared/contracts/conventionOptions';
import { useAfterSave } from '../../../components/useAfterSave';
import { ContactFields } from '../../../components/ContactFields';
import { EventDatesField } from '../../../components/EventDatesField';
import { RichTextField } from '../../../components/RichEditor';
import { BusyMark, TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { Collapse } from '../../../components/lite/Collapse';
import { FieldFrame } from '../../../components/lite/Fields';
import { useI18n } from '../../../i18n';
import { CategoryField, CityCascader } from '../../categories';
import { conventionKeys, conventionsApi, venuesApi, type ConventionForm } from '../api';
import { ImageFields } from './ImageFields';
import { VenuePicker } from './VenuePicker';
import { conventionChecks, DRAFT_FIELDS, toBody, toValues, type Field, type Images, type Values } from './conventionValues';

/**
 * The convention's form (Article/huiyiPub): every field in both languages (the English ones folded), the venue (its
 * city and address fill in), cover and pictures, rich details; a draft needs its title, city and dates, submitting
 * for review needs everything. `inReview`: an entry under review is edited in place (it stays in review: no draft
 * button, decision 080). Plain markup.
 */
export function ConventionEditor({ entry, inReview }: { entry?: ConventionForm; inReview: boolean }) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const form = useLiteForm<Field>(conventionChecks(t), toValues(entry));
  const [images, setImages] = useState<Images>({ cover: entry?.cover ? [entry.cover] : [], pictures: entry?.pictures ?? [] });
  // the venue's name for the picker before any search: from the public detail of the venue
  const venueName = useQuery({
    queryKey: ['venues', 'name', entry?.venueId ?? 0],
    queryFn: () => venuesApi.detail(entry!.venueId!),
    enabled: !!entry?.venueId,
    select: (v) => v.name,
  }).data;

  const save = useMutation({
    mutationFn: async ({ values, submit }: { values: Values; submit: boolean }) => {
      const saved = await conventionsApi.publish({ ...(entry ? { id: entry.id } : {}), ...toBody(values, images), submit });
      await afterSave({
        said: t(submit ? 'conventions.pub.submitted' : 'conventions.pub.drafted'),
        refresh: [conventionKeys.all],
        go: submit ? '/personalCenter/myConventions' : entry ? undefined : `/uploadConvention?id=${saved.id}`,
        replace: !submit,
      });
    },
  });

  const send = (submit: boolean) => {
    if (save.isPending) return;
    const values = submit ? form.checkSome(Object.keys(conventionChecks(t)) as Field[]) : form.checkSome(DRAFT_FIELDS);
    if (values) save.mutate({ values, submit });
  };
  const field = form.field;
  const city = field('city');
  const industry = field('industry');
  const addrs = field('addrs');

  return (
    <form className="bh-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <fieldset disabled={save.isPending} className="bh-fieldset">
        <TextField {...field('title')} label={t('conventions.field.title')} maxLength={limits.title.max} testId="cv-title" />
        <TextAreaField {...field('descr')} label={t('conventions.field.descr')} maxLength={limits.descr.max} rows={2} testId="cv-descr" />
        <div className="bh-form-grid">
          <EventDatesField {...field('dates')} label={t('conventions.field.dates')} testId="cv-dates-input" />
          <WholeField {...field('sizes')} label={t('conventions.field.sizes')} max={limits.sizes.max} testId="cv-sizes" />
        </div>
        <FieldFrame id={field('venueId').id} label={t('conventions.field.venue')} group>
          <VenuePicker
            {...field('venueId')}
            label={t('conventions.field.venue')}
            testId="cv-venue"
            initialName={venueName}
            onPick={(v) => {
              city.onChange(v.city);
              if (!addrs.value) addrs.onChange(v.address);
            }}
          />
        </FieldFrame>
        <div className="bh-form-grid">
          <FieldFrame id={city.id} label={t('conventions.field.city')} error={city.error}>
            <CityCascader
              id={city.id}
              value={city.value || undefined}
              onChange={(v) => city.onChange(v ?? '')}
              testId="cv-city-input"
              aria-label={t('conventions.field.city')}
            />
          </FieldFrame>
          <CategoryField field={industry} label={t('conventions.field.industry')} tree="industry" testId="cv-industry-input" />
        </div>
        <TextField {...addrs} label={t('conventions.field.addrs')} maxLength={limits.addrs.max} testId="cv-addrs" />
        <div className="bh-form-grid">
          <ContactFields
            fields={{ name: field('contacter'), phone: field('phone') }}
            labels={{ name: t('conventions.field.contacter'), phone: t('conventions.field.phone') }}
            testIds={{ name: 'cv-contacter', phone: 'cv-phone' }}
            nameMax={limits.contacter.max}
          />
        </div>
        <RichTextField field={field('content')} label={t('conventions.field.content')} testId="cv-content" />
        <ImageFields
          cover={{ value: images.cover, onChange: (cover) => setImages((i) => ({ ...i, cover })) }}
          pictures={{ value: images.pictures, onChange: (pictures) => setImages((i) => ({ ...i, pictures })) }}
          maxPictures={12}
          testId="cv"
        />
        <Collapse title={t('conventions.pub.english')} className="bh-gap-bottom">
          <TextField {...field('titleEn')} label={t('conventions.field.titleEn')} maxLength={limits.titleEn.max} testId="cv-title-en" />
          <TextAreaField {...field('descrEn')} label={t('conventions.field.descrEn')} maxLength={limits.descr.max} rows={2} testId="cv-descr-en" />
          <RichTextField field={field('contentEn')} label={t('conventions.field.contentEn')} testId="cv-content-en" />
        </Collapse>
      </fieldset>
      <div className="bh-row-actions">
        {!inReview && (
          <button type="button" className="bh-btn" onClick={() => send(false)} aria-busy={save.isPending || undefined} data-testid="cv-save-draft">
            {save.isPending && <BusyMark />}
            {t('conventions.pub.saveDraft')}
          </button>
        )}
        <button
          type="button"
          className="bh-btn bh-btn-primary"
          onClick={() => send(true)}
          aria-busy={save.isPending || undefined}
          data-testid="cv-submit"
        >
          {save.isPending && <BusyMark />}
          {t(inReview ? 'conventions.pub.resubmit' : 'conventions.pub.submit')}
        </button>
      </div>
    </form>
  );
}
