import { workLimits as limits } from '@boothhub/shared/contracts/designerOptions';
import { MAX_ID } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../../i18n';
import { required, type Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The work form's fields (Designer/uploadWorks, editWorks), with the limits of the designers contract (workLimits),
 * counted as the server counts them: without the outer spaces (the title is sent trimmed, the description as typed
 * and trimmed by the server's `text()`).
 */
export function workChecks(t: T, label: Record<'title' | 'descr' | 'category' | 'style' | 'exhibition', string>) {
  return {
    title: textChecks(t, label.title, { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    descr: textChecks(t, label.descr, { max: limits.descr.max, trimmed: true }),
    category: [required(t('form.required', { label: label.category }))],
    style: [required(t('form.required', { label: label.style }))],
    // an exhibition's id, optional (left empty, the work names none)
    exhibitionId: wholeChecks(t, label.exhibition, 1, MAX_ID, false),
    visibility: [],
  } satisfies Record<string, Check[]>;
}
