import type { BriefWarning } from '@boothhub/shared';
import type { MessageKey, Params } from '../../../i18n';

/** A build-rules warning of checkBrief in the viewer's language (catalogue texts; lengths in metres). */
export function warningText(t: (key: MessageKey, params?: Params) => string, w: BriefWarning): string {
  const p = w.params;
  if (w.code === 'HEIGHT_EXCEEDED') return t('exhibitions.warn.HEIGHT_EXCEEDED', { height: (p.heightCm ?? 0) / 100, max: (p.max ?? 0) / 100 });
  if (w.code === 'STOREYS_EXCEEDED') return t('exhibitions.warn.STOREYS_EXCEEDED', { layer: p.layer ?? 0, max: p.max ?? 0 });
  return t('exhibitions.warn.RIGGING_NOT_ALLOWED');
}
