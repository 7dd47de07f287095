import { Button, Form, Input, Space, type FormInstance } from 'antd';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { useI18n } from '../../../i18n';
import { codeRules, phoneRules } from './rules';
import { useCodeSender } from './useCodeSender';

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
  const { left, busy, send } = useCodeSender(purpose, initialSeconds);
  const click = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (values) send(values.phone);
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
          <Button onClick={click} disabled={left > 0} loading={busy} data-testid={testIds.send} data-left={left} className="bh-code-button">
            {left > 0 ? t('code.resend', { seconds: left }) : t('code.get')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
