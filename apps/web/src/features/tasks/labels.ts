import './tasks.css';
import type { Lang, tasks } from '@boothhub/shared';
import { deliverableKinds, designStyles, designTypes, openSides } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey } from '../../i18n';

/** Labels of the contract's option tables (design types, styles, deliverables, open sides) in the viewer's language. */
type Labelled = Record<string | number, { zh: string; en: string }>;
const pick = (lang: Lang, l: { zh: string; en: string } | undefined, fallback: string) => (l ? (lang === 'zh-CN' ? l.zh : l.en) : fallback);

export const typeLabel = (lang: Lang, v: string) => pick(lang, (designTypes as Labelled)[v], v);
export const styleLabel = (lang: Lang, v: string) => pick(lang, (designStyles as Labelled)[v], v);
export const deliverableLabel = (lang: Lang, v: string) => pick(lang, (deliverableKinds as Labelled)[v], v);
export const opensLabel = (lang: Lang, v: number) => pick(lang, (openSides as Labelled)[v], String(v));

export const options = (lang: Lang, table: Labelled) => Object.entries(table).map(([value, l]) => ({ value, label: pick(lang, l, value) }));

export const statusKey = (s: tasks.TaskStatus): MessageKey => `tasks.status.${s}`;
export const statusColor: Record<tasks.TaskStatus, string> = {
  unpaid: 'default',
  recruiting: 'blue',
  in_progress: 'gold',
  delivered: 'cyan',
  completed: 'green',
  cancelled: 'default',
  disputed: 'red',
};

/** The budget per m², rounded down to the cent (in labels.ts: the publish form shows it without the task cards' parts). */
export const perSquareMetre = (cost: number, plaza: number) => (plaza > 0 ? Math.floor(cost / plaza) : 0);
