import { useEffect, useState } from 'react';
import { Button, type FormInstance } from 'antd';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';

export const DEFAULT_COOLDOWN = 60;

/** A countdown in whole seconds. */
export function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

interface Props {
  form: FormInstance;
  purpose: CodePurpose;
  phoneField?: string;
  testId: string;
  /** start already counting (the code was just sent by another button) */
  initialSeconds?: number;
  onSent?: (phone: string, cooldownSeconds: number) => void;
  block?: boolean;
}

/** "Get code": checks the phone field, asks User/getCode, then counts down the server's cooldownSeconds. */
export function CodeButton({ form, purpose, phoneField = 'phone', testId, initialSeconds = 0, onSent, block }: Props) {
  const { t } = useI18n();
  const notice = useNotice();
  const [left, setLeft] = useCountdown(initialSeconds);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    let phone: string;
    try {
      phone = (await form.validateFields([phoneField]))[phoneField];
    } catch {
      return;
    }
    setBusy(true);
    try {
      const { cooldownSeconds } = await accountApi.getCode({ phone, purpose });
      setLeft(cooldownSeconds || DEFAULT_COOLDOWN);
      notice.success(t('code.sent'));
      onSent?.(phone, cooldownSeconds || DEFAULT_COOLDOWN);
    } catch (err) {
      const wait = isApiError(err) ? Number(err.details?.seconds) : NaN;
      if (Number.isFinite(wait) && wait > 0) setLeft(Math.ceil(wait));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={send} disabled={left > 0} loading={busy} data-testid={testId} data-left={left} block={block} className="bh-code-button">
      {left > 0 ? t('code.resend', { seconds: left }) : t('code.get')}
    </Button>
  );
}
