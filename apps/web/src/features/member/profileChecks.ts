import { profileLimits as limits } from '@boothhub/shared/contracts/memberOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The profile form's fields (Member/updateBaseInfo), with the limits of the member contract (profileLimits), counted
 * as the form sends them: trimmed (the description too, as the server's `text()` trims it).
 */
export function profileChecks(t: T, label: Record<'nickname' | 'prov' | 'strt' | 'addr' | 'descr', string>) {
  return {
    // a nickname of spaces only is empty
    nickname: [
      (v) => (v.trim() === '' ? t('form.required', { label: label.nickname }) : undefined),
      ...textChecks(t, label.nickname, { max: limits.nickname.max, trimmed: true }),
    ],
    prov: textChecks(t, label.prov, { max: limits.prov.max, trimmed: true }),
    strt: textChecks(t, label.strt, { max: limits.strt.max, trimmed: true }),
    addr: textChecks(t, label.addr, { max: limits.addr.max, trimmed: true }),
    descr: textChecks(t, label.descr, { max: limits.descr.max, trimmed: true }),
  } satisfies Record<string, Check[]>;
}
