import { PAYCODE_RE } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../i18n';
import { matches, required, type Check } from './lite/Form';

type T = (key: MessageKey, params?: Params) => string;

/** A payment PIN typed in a form (the shared `paycode`: PAYCODE_RE, six digits, sent as typed); `rule` says what it must be. */
export const pinChecks = (t: T, label: string, rule: string): Check[] => [required(t('form.required', { label })), matches(PAYCODE_RE, rule)];
