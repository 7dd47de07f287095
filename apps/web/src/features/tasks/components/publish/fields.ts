import { formatCents, parseCents } from '@boothhub/shared';
import { TASK_MIN_COST, taskLimits as limits } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../../../../i18n';
import type { Check } from '../../../../components/lite/Form';
import { rangeDays } from '../../../../components/lite/Fields';
import { metresCheck, metresToCm, textChecks, wholeChecks } from '../../../../components/lite/checks';
import { contactChecks } from '../../../../components/ContactFields';
import type { PickedFile } from '../FilePicker';
import type { TaskPrefill } from '../../prefill';
import type { TaskShow } from '../../api';

type T = (key: MessageKey, params?: Params) => string;
type Task = TaskShow['detail'];

/**
 * The publish form's fields as the lite form keeps them (text: numbers as digits, the exhibition's days `from/to`,
 * the deliverables joined by commas); the attachments are kept beside them.
 */
export const FIELDS = [
  'title',
  'types',
  'style',
  'plaza',
  'sizes',
  'opens',
  'layer',
  'heightM',
  'rigging',
  'city',
  'addr',
  'exhibition',
  'rdate',
  'tasks',
  'tips',
  'cost',
  'contName',
  'contPhone',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

/** A new brief: one open side, one storey, renderings, modern, a booth; and what a booth plot's link knows. */
export function newValues(prefill: Omit<TaskPrefill, 'groupid' | 'plotId'>): Partial<Values> {
  const { plaza, opens, ...texts } = prefill;
  return {
    types: 'booth',
    style: 'modern',
    opens: String(opens ?? 1),
    layer: '1',
    tasks: 'rendering',
    ...texts,
    ...(plaza === undefined ? {} : { plaza: String(plaza) }),
  };
}

/** A task being edited, as the form shows it. */
export function taskValues(r: Task): Partial<Values> {
  return {
    title: r.title,
    types: r.types,
    style: r.style,
    plaza: String(r.plaza),
    sizes: r.sizes,
    opens: String(r.opens),
    layer: String(r.layer),
    heightM: r.heightCm ? String(r.heightCm / 100) : '',
    rigging: r.rigging === true ? 'yes' : r.rigging === false ? 'no' : '',
    city: r.city ?? '',
    addr: r.addr,
    exhibition: `${r.sdate}/${r.edate}`,
    rdate: r.rdate.slice(0, 10),
    tasks: r.tasks.join(','),
    tips: r.tips ?? '',
    cost: formatCents(r.cost),
    contName: r.conts?.name ?? '',
    contPhone: r.conts?.phone ?? '',
  };
}

/** The brief's facts the exhibition's build rules are checked against (checkBrief), from the form's text. */
export function briefFacts(v: Pick<Values, 'layer' | 'heightM' | 'rigging'>) {
  const height = v.heightM.trim();
  return {
    layer: /^\d+$/.test(v.layer.trim()) ? Number(v.layer.trim()) : NaN,
    heightCm: /^\d+(\.\d+)?$/.test(height) ? metresToCm(height) : null,
    rigging: v.rigging === 'yes' ? true : v.rigging === 'no' ? false : null,
  };
}

/** The height and rigging as businessTaskPub takes them: null when the brief does not say. */
export function heightAndRigging(v: Pick<Values, 'layer' | 'heightM' | 'rigging'>) {
  const { heightCm, rigging } = briefFacts(v);
  return { heightCm, rigging };
}

export const taskFiles = (r: Task): PickedFile[] => (r.attach ?? []).map((f) => ({ fileId: f.fileId, name: f.name, size: f.size }));

/** The rules of docs/rules/tasks.md with the antd form's messages; the limits are the contract's (taskLimits). */
export function publishChecks(t: T): Record<Field, Check[]> {
  const contact = contactChecks(t, { name: t('tasks.field.contName'), phone: t('tasks.field.contPhone') }, t('tasks.pub.phoneInvalid'));
  const need =
    (label: MessageKey): Check =>
    (v) =>
      v === '' ? t('form.required', { label: t(label) }) : undefined;
  return {
    title: textChecks(t, t('tasks.field.title'), { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    types: [],
    style: [],
    plaza: wholeChecks(t, t('tasks.field.plazaM2'), limits.plaza.min, limits.plaza.max),
    sizes: textChecks(t, t('tasks.field.sizes'), { required: true, max: limits.sizes.max, trimmed: true }),
    opens: [],
    layer: wholeChecks(t, t('tasks.field.layer'), limits.layer.min, limits.layer.max),
    heightM: [metresCheck(t, t('tasks.field.heightM'), limits.heightCm)],
    rigging: [],
    city: textChecks(t, t('tasks.field.city'), { max: limits.city.max, trimmed: true }),
    addr: textChecks(t, t('tasks.field.addr'), { required: true, range: [limits.addr.min, limits.addr.max], trimmed: true }),
    exhibition: [need('tasks.field.exhibitionDates')],
    rdate: [
      need('tasks.field.rdate'),
      (v, all) => {
        const end = rangeDays(all.exhibition ?? '')[1];
        return end && v > end ? t('tasks.pub.rdateAfter') : undefined;
      },
    ],
    tasks: [(v) => (v === '' ? t('tasks.pub.tasksRequired') : undefined)],
    tips: [],
    cost: [
      (v) => {
        const c = parseCents(v);
        if (c === null) return t('tasks.money.invalid');
        return c < TASK_MIN_COST ? t('tasks.pub.costMin', { min: formatCents(TASK_MIN_COST) }) : undefined;
      },
    ],
    contName: [...contact.name, ...textChecks(t, t('tasks.field.contName'), { max: limits.contactName.max, trimmed: true })],
    contPhone: contact.phone,
  };
}
