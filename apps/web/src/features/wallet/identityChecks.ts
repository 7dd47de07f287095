import { isValidIdNumber, REALNAME_LENGTH, REALNAME_RE } from '@boothhub/shared/contracts/identityOptions';
import type { MessageKey, Params } from '../../i18n';
import { matches, required, type Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** each check on the name as it is sent, without the spaces around it */
const trimmed =
  (check: Check): Check =>
  (v, values) =>
    check(v.trim(), values);

/** The real name's rules (Member/identitySubmit `realname`): REALNAME_LENGTH and REALNAME_RE of the contract. */
export function realnameChecks(t: T): Check[] {
  const label = t('identity.realname');
  return [
    trimmed(required(t('form.required', { label }))),
    ...textChecks(t, label, { min: REALNAME_LENGTH.min, max: REALNAME_LENGTH.max, trimmed: true }).map(trimmed),
    trimmed(matches(REALNAME_RE, t('identity.realnameInvalid'))),
  ];
}

/**
 * The ID number's rules (Member/identitySubmit `idno`): required, and a valid mainland ID number as typed, without the
 * spaces around it and in either case (`isValidIdNumber`, the contract's own check; the form sends it upper-cased).
 */
export function idnoChecks(t: T): Check[] {
  return [
    trimmed(required(t('form.required', { label: t('identity.idno') }))),
    trimmed((v) => (v && !isValidIdNumber(v) ? t('identity.idnoInvalid') : undefined)),
  ];
}
