import { conventionLimits as limits } from '@boothhub/shared/contracts/conventionOptions';
import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { rangeDays } from '../../../components/lite/Fields';
import { textChecks, wholeChecks } from '../../../components/lite/checks';
import { contactChecks } from '../../../components/ContactFields';
import { eventDatesChecks } from '../../../components/EventDatesField';
import type { PickedImage } from '../../../components/ImagePicker';
import type { ConventionForm, ConventionSave } from '../api';

type T = (key: MessageKey, params?: Params) => string;

/** The convention form's text fields as the lite form keeps them (the dates `from/to`, numbers as digits). */
export type Field =
  | 'title'
  | 'titleEn'
  | 'descr'
  | 'descrEn'
  | 'content'
  | 'contentEn'
  | 'dates'
  | 'sizes'
  | 'venueId'
  | 'city'
  | 'addrs'
  | 'industry'
  | 'contacter'
  | 'phone';
export type Values = Record<Field, string>;
export interface Images {
  cover: PickedImage[];
  pictures: PickedImage[];
}

/** What a draft needs; submitting needs every field. */
export const DRAFT_FIELDS: Field[] = ['title', 'city', 'dates'];

export function conventionChecks(t: T): Record<Field, Check[]> {
  const contact = contactChecks(
    t,
    { name: t('conventions.field.contacter'), phone: t('conventions.field.phone') },
    t('conventions.pub.phoneInvalid'),
  );
  const max = (label: MessageKey, most: number) => textChecks(t, t(label), { max: most, trimmed: true });
  return {
    title: textChecks(t, t('conventions.field.title'), { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    titleEn: max('conventions.field.titleEn', limits.titleEn.max),
    descr: max('conventions.field.descr', limits.descr.max),
    descrEn: max('conventions.field.descrEn', limits.descr.max),
    // the rich details, measured as the server measures the HTML sent (trimmed)
    content: max('conventions.field.content', limits.content.max),
    contentEn: max('conventions.field.contentEn', limits.content.max),
    dates: eventDatesChecks(t, t('conventions.field.dates')),
    sizes: wholeChecks(t, t('conventions.field.sizes'), limits.sizes.min, limits.sizes.max),
    venueId: [],
    city: [(v) => (v === '' ? t('form.required', { label: t('conventions.field.city') }) : undefined)],
    addrs: max('conventions.field.addrs', limits.addrs.max),
    industry: [],
    contacter: [...contact.name, ...max('conventions.field.contacter', limits.contacter.max)],
    phone: contact.phone,
  };
}

/** The form's values as the publish/edit calls take them. */
export function toBody(v: Values, images: Images): Omit<ConventionSave, 'submit' | 'id'> {
  const [sdate, edate] = rangeDays(v.dates);
  return {
    title: v.title.trim(),
    titleEn: v.titleEn.trim(),
    descr: v.descr.trim(),
    descrEn: v.descrEn.trim(),
    content: v.content,
    contentEn: v.contentEn,
    sdate,
    edate,
    sizes: Number(v.sizes) || 0,
    venueId: v.venueId ? Number(v.venueId) : null,
    city: v.city,
    addrs: v.addrs.trim(),
    industry: v.industry || null,
    contacter: v.contacter.trim(),
    phone: v.phone.trim(),
    cover: images.cover[0]?.fileId ?? null,
    pictures: images.pictures.map((p) => p.fileId),
  };
}

/** A new convention's first values, or an entry's as the server has them. */
export function toValues(c: ConventionForm | undefined): Partial<Values> {
  if (!c) return { sizes: '100' };
  return {
    title: c.title,
    titleEn: c.titleEn,
    descr: c.descr,
    descrEn: c.descrEn,
    content: c.content,
    contentEn: c.contentEn,
    dates: `${c.sdate}/${c.edate}`,
    sizes: String(c.sizes),
    venueId: c.venueId ? String(c.venueId) : '',
    city: c.city,
    addrs: c.addrs,
    industry: c.industry ?? '',
    contacter: c.contacter,
    phone: c.phone,
  };
}
