import { useMutation } from '@tanstack/react-query';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useNotice } from '../../../lib/notice';
import { useCountdown, type LiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';

export const DEFAULT_COOLDOWN = 60;

/** User/getCode for a phone; the request helper shows a refusal. */
export function useSendCode(purpose: CodePurpose, onSent: (phone: string, cooldownSeconds: number) => void, onWait?: (seconds: number) => void) {
  return useMutation({
    mutationFn: (phone: string) => accountApi.getCode({ phone, purpose }),
    onSuccess: ({ cooldownSeconds }, phone) => onSent(phone, cooldownSeconds || DEFAULT_COOLDOWN),
    onError: (err) => {
      // too soon: the server says how long to wait
      const wait = isApiError(err) ? Number(err.details?.seconds) : NaN;
      if (Number.isFinite(wait) && wait > 0) onWait?.(Math.ceil(wait));
    },
  });
}

/**
 * The "Get code" button of the account forms (SmsCodeField): asks User/getCode for a phone, says the code was sent,
 * then counts down the server's cooldownSeconds — or the wait the server asks for when it was too soon. `left`: the
 * seconds before the next code.
 */
export function useCodeSender(purpose: CodePurpose, initialSeconds = 0) {
  const { t } = useI18n();
  const notice = useNotice();
  const [left, setLeft] = useCountdown(initialSeconds);
  const send = useSendCode(
    purpose,
    (_phone, seconds) => {
      setLeft(seconds);
      notice.success(t('code.sent'));
    },
    setLeft,
  );
  return { left, busy: send.isPending, send: (phone: string) => send.mutate(phone) };
}

/**
 * The phone a plain form's "Get code" button sends to (SmsCodeField's `phone`): the form's `phone` field once it is
 * right (else its error shows and nothing is sent).
 */
export function usePhoneForCode(form: Pick<LiteForm<'phone'>, 'check'>) {
  return () => {
    const phone = form.check('phone')?.trim();
    return phone;
  };
}
