import { useEffect, useState } from 'react';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';
import { codeRules, phoneRules } from './rules';

export const DEFAULT_COOLDOWN = 60;

/** A countdown in whole seconds. */
function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/** User/getCode for the phone field `phone`; the request helper shows a refusal. */
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

/** The values of the two fields `PhoneCodeField` puts in a form. */
export interface PhoneCodeValues {
  phone: string;
  phoneCode: string;
}

interface Props {
  form: FormInstance;
  purpose: CodePurpose;
  /** test ids: the phone box (omit when the phone is already known: it is kept hidden), the code box, "Get code" */
  testIds: { phone?: string; code: string; send: string };
  /** start already counting (the code was just sent by another button) */
  initialSeconds?: number;
}

/**
 * The phone + SMS code fields of the account forms (register, bind phone, reset password): "Get code" checks the
 * phone field, asks User/getCode, then counts down the server's cooldownSeconds (`data-left` on the button).
 * The form's fields are `phone` and `phoneCode`.
 */
export function PhoneCodeField({ form, purpose, testIds, initialSeconds = 0 }: Props) {
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
  const click = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (values) send.mutate(values.phone);
  };

  return (
    <>
      {testIds.phone ? (
        <Form.Item name="phone" label={t('field.phone')} rules={phoneRules(t)}>
          <Input inputMode="tel" autoComplete="tel" size="large" data-testid={testIds.phone} />
        </Form.Item>
      ) : (
        <Form.Item name="phone" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item label={t('field.phoneCode')} required>
        <Space.Compact block>
          <Form.Item name="phoneCode" noStyle rules={codeRules(t)} messageVariables={{ label: t('field.phoneCode') }}>
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              size="large"
              aria-label={t('field.phoneCode')}
              data-testid={testIds.code}
            />
          </Form.Item>
          <Button onClick={click} disabled={left > 0} loading={send.isPending} data-testid={testIds.send} data-left={left} className="bh-code-button">
            {left > 0 ? t('code.resend', { seconds: left }) : t('code.get')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
