import type { AuditEntryView } from '@boothhub/shared/contracts/admin';
import { isMessageKey, type MessageKey, type Params } from '../../i18n';

type T = (key: MessageKey, params?: Params) => string;

/** a key of the catalogue if it has it (the audit log names actions modules add later, too) */
const known = (key: string): MessageKey | undefined => (isMessageKey(key) ? key : undefined);

/**
 * What an audit line's target names, in words: `exhibition:12` with the title the line kept → `exhibition #12
 * “上海国际车展”`; a member number → `member 10000011`; `page:about` → `page “about”`; `settings` → `the platform
 * settings`; a target of a kind the
 * catalogue does not know is shown as written.
 */
export function auditObject(t: T, e: Pick<AuditEntryView, 'target' | 'detail'>): string {
  const target = e.target ?? '';
  const title = typeof e.detail?.title === 'string' ? e.detail.title : undefined;
  if (/^\d{8}$/.test(target)) return t('audit.object.member', { cardno: target });
  const whole = known(`audit.kind.${target}`);
  if (whole) return t(whole);
  const m = /^([a-z_]+):(.+)$/.exec(target);
  const kind = m && known(`audit.kind.${m[1]}`);
  if (!m || !kind) return target;
  const id = /^\d+$/.test(m[2]!) ? `#${m[2]}` : `“${m[2]}”`;
  return title ? t('audit.object.titled', { kind: t(kind), id, title }) : t('audit.object.plain', { kind: t(kind), id });
}

/**
 * An audit line as a sentence (issue 32 item 9): "Boss (10000003) approved exhibition #12 “上海国际车展”" instead of
 * `exhibition.approve` and raw JSON. The verb is the action's own (`audit.verb.exhibition.approve`) or its last
 * part's (`audit.verb.approve`); an action the catalogue does not know is shown as its code.
 */
export function auditSentence(t: T, e: AuditEntryView): string {
  const verbPart = e.action.slice(e.action.lastIndexOf('.') + 1);
  const kindPart = e.action.slice(0, e.action.indexOf('.'));
  const verb = known(`audit.verb.${e.action}`) ?? known(`audit.verb.${verbPart}`) ?? known(`audit.verb.${kindPart}`);
  return t('audit.sentence', {
    actor: t('audit.actorName', { name: e.actorName, cardno: e.actor }),
    verb: verb ? t(verb) : e.action,
    object: auditObject(t, e),
  }).trim();
}

/** The detail's fields an admin may want besides the sentence (the title is in the sentence already). */
export const auditDetail = (e: Pick<AuditEntryView, 'detail'>): Array<[string, string]> =>
  Object.entries(e.detail ?? {})
    .filter(([k]) => k !== 'title')
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
