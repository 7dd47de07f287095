import { buildRuleLimits, exhibitionLimits as limits } from '@boothhub/shared/contracts/exhibitionOptions';
import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { required } from '../../../components/lite/Form';
import { metresCheck, metresToCm, textChecks, wholeChecks } from '../../../components/lite/checks';
import { rangeDays } from '../../../components/lite/Fields';
import { eventLengthCheck, MAX_EVENT_DAYS } from '../../../components/eventDates';
import type { PickedImage } from '../../../components/ImagePicker';
import type { ExhibitionEdit, ExhibitionPubBody, PlanBody } from '../api';
import type { PlanHall } from './planTypes';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The exhibition's publish form (Article/huizhanPub) as a plain form: every text field by name (numbers as typed, the
 * dates as `from/to`), with antd's rules and messages as before; the images and the rigging box are kept beside them.
 */
export const EX_FIELDS = [
  'title',
  'titleEn',
  'industry',
  'city',
  'venueId',
  'address',
  'dates',
  'organiser',
  'organiserEn',
  'area',
  'exhibitors',
  'descr',
  'descrEn',
  'content',
  'contentEn',
  'maxHeightM',
  'maxStoreys',
  'fireNotes',
  'fireNotesEn',
] as const;
export type ExField = (typeof EX_FIELDS)[number];
export type ExValues = Record<ExField, string>;

/** What the form keeps beside its texts. */
export interface ExExtras {
  cover: PickedImage[];
  gallery: PickedImage[];
  rigging: boolean;
}

/** Each field's rules (the boxes' maxLength hold the longest texts). */
export function exhibitionRules(t: T): Record<ExField, Check[]> {
  const upTo = (label: string, max: number) => textChecks(t, label, { max, trimmed: true });
  return {
    title: textChecks(t, t('exhibitions.field.title'), { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    titleEn: upTo(t('exhibitions.field.titleEn'), limits.titleEn.max),
    industry: [required(t('form.required', { label: t('exhibitions.field.industry') }))],
    city: textChecks(t, t('exhibitions.field.city'), { required: true, max: limits.city.max, trimmed: true }),
    venueId: [],
    address: upTo(t('exhibitions.field.address'), limits.address.max),
    dates: [
      required(t('form.required', { label: t('exhibitions.field.dates') })),
      eventLengthCheck(t('common.eventTooLong', { days: MAX_EVENT_DAYS })),
    ],
    organiser: upTo(t('exhibitions.field.organiser'), limits.organiser.max),
    organiserEn: upTo(t('exhibitions.field.organiserEn'), limits.organiserEn.max),
    area: wholeChecks(t, t('exhibitions.field.area'), limits.area.min, limits.area.max, false),
    exhibitors: wholeChecks(t, t('exhibitions.field.exhibitors'), limits.exhibitors.min, limits.exhibitors.max, false),
    descr: upTo(t('exhibitions.field.descr'), limits.descr.max),
    descrEn: upTo(t('exhibitions.field.descrEn'), limits.descr.max),
    content: upTo(t('exhibitions.field.content'), limits.content.max),
    contentEn: upTo(t('exhibitions.field.contentEn'), limits.content.max),
    maxHeightM: [metresCheck(t, t('exhibitions.field.maxHeight'), buildRuleLimits.maxHeightCm)],
    maxStoreys: wholeChecks(t, t('exhibitions.field.maxStoreys'), buildRuleLimits.maxStoreys.min, buildRuleLimits.maxStoreys.max, false),
    fireNotes: upTo(t('exhibitions.field.fireNotes'), buildRuleLimits.fireNotes.max),
    fireNotesEn: upTo(t('exhibitions.field.fireNotesEn'), buildRuleLimits.fireNotes.max),
  };
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form's texts of an exhibition being edited (what Article/huizhanEdit gives). */
export function toValues(e: ExhibitionEdit): ExValues {
  return {
    title: e.title,
    titleEn: e.titleEn ?? '',
    industry: e.industry,
    city: e.city,
    venueId: text(e.venueId),
    address: e.address ?? '',
    dates: `${e.sdate.slice(0, 10)}/${e.edate.slice(0, 10)}`,
    organiser: e.organiser ?? '',
    organiserEn: e.organiserEn ?? '',
    area: text(e.area),
    exhibitors: text(e.exhibitors),
    descr: e.descr ?? '',
    descrEn: e.descrEn ?? '',
    content: e.content ?? '',
    contentEn: e.contentEn ?? '',
    maxHeightM: e.rules?.maxHeightCm ? String(e.rules.maxHeightCm / 100) : '',
    maxStoreys: text(e.rules?.maxStoreys),
    fireNotes: e.rules?.fireNotes ?? '',
    fireNotesEn: e.rules?.fireNotesEn ?? '',
  };
}

export const toExtras = (e: ExhibitionEdit | undefined): ExExtras => ({
  cover: e?.cover && e.coverUrl ? [{ fileId: e.cover, url: e.coverUrl }] : [],
  gallery: e?.galleryUrls ?? [],
  rigging: e?.rules?.rigging ?? false,
});

const opt = (s: string) => (s.trim() ? s.trim() : undefined);
/** a typed number, 0 when left empty (the rules let only numbers through) */
const num = (s: string) => (s.trim() ? Number(s.trim()) : 0);

/** The call's body: optional texts left out when empty, numbers read from their text. */
export function toBody(v: ExValues, x: ExExtras, id: number | null, submit: boolean): ExhibitionPubBody {
  const [sdate, edate] = rangeDays(v.dates);
  const rules = {
    ...(num(v.maxHeightM) ? { maxHeightCm: metresToCm(v.maxHeightM) } : {}),
    ...(num(v.maxStoreys) ? { maxStoreys: num(v.maxStoreys) } : {}),
    rigging: x.rigging,
    ...(opt(v.fireNotes) ? { fireNotes: opt(v.fireNotes) } : {}),
    ...(opt(v.fireNotesEn) ? { fireNotesEn: opt(v.fireNotesEn) } : {}),
  };
  return {
    ...(id ? { id } : {}),
    submit,
    title: v.title.trim(),
    ...(opt(v.titleEn) ? { titleEn: opt(v.titleEn) } : {}),
    industry: v.industry,
    city: v.city.trim(),
    // a venue picked, or (editing) the one taken away
    ...(v.venueId ? { venueId: Number(v.venueId) } : id ? { venueId: null } : {}),
    address: v.address.trim(),
    sdate,
    edate,
    organiser: v.organiser.trim(),
    ...(opt(v.organiserEn) ? { organiserEn: opt(v.organiserEn) } : {}),
    area: num(v.area),
    exhibitors: num(v.exhibitors),
    descr: v.descr.trim(),
    ...(opt(v.descrEn) ? { descrEn: opt(v.descrEn) } : {}),
    content: v.content,
    ...(v.contentEn ? { contentEn: v.contentEn } : {}),
    cover: x.cover[0]?.fileId ?? null,
    gallery: x.gallery.map((g) => g.fileId),
    rules,
  };
}

/** A hall as Article/huizhanPlan takes it (only the fields it knows: ids keep plots that tasks refer to). */
export const hallInput = (h: PlanHall): PlanBody['halls'][number] => ({
  ...(h.id ? { id: h.id } : {}),
  name: h.name.trim(),
  ...(h.nameEn ? { nameEn: h.nameEn } : {}),
  widthCm: h.widthCm,
  depthCm: h.depthCm,
  plots: h.plots.map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    number: p.number.trim(),
    widthCm: p.widthCm,
    depthCm: p.depthCm,
    opens: p.opens,
    xCm: p.xCm,
    yCm: p.yCm,
  })),
});
