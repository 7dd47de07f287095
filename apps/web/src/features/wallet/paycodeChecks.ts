import { PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../../i18n';
import { equals, required, type Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';
import { pinChecks } from '../../components/pinChecks';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The PIN form (Member/setPayment): the new PIN (PAYCODE_RE) twice and the login password, sent as typed, at most
 * PASSWORD_LENGTH.max characters (any text: an old password may not follow today's rules).
 */
export const paycodeFormChecks = (t: T) =>
  ({
    paycode: pinChecks(t, t('paycode.new'), t('paycode.sixDigits')),
    confirm: [required(t('form.required', { label: t('paycode.confirm') })), equals('paycode', t('paycode.mismatch'))],
    password: textChecks(t, t('paycode.password'), { required: true, whitespace: false, max: PASSWORD_LENGTH.max }),
  }) satisfies Record<string, Check[]>;
