import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { useI18n } from '../../../i18n';
import { CodeField, type FieldProps } from '../../../components/lite/Form';
import { useCodeSender } from './useCodeSender';

interface Props {
  /** the code's field of the page's plain form (its rules: `codeChecks`) */
  field: FieldProps;
  purpose: CodePurpose;
  /** the phone the code goes to, or nothing when the phone's field is wrong (the page shows why) */
  phone: () => string | undefined;
  testIds: { code: string; send: string };
  /** start already counting (the code was just sent by another button) */
  initialSeconds?: number;
}

/**
 * The SMS code of the plain account forms (register, reset password; decision 048): the code box and its "Get code"
 * button, which asks User/getCode for `phone()` and counts down (useCodeSender).
 */
export function SmsCodeField({ field, purpose, phone, testIds, initialSeconds }: Props) {
  const { t } = useI18n();
  const sender = useCodeSender(purpose, initialSeconds);
  const onClick = () => {
    const to = phone();
    if (to) sender.send(to);
  };
  return (
    <CodeField
      size="large"
      {...field}
      label={t('field.phoneCode')}
      testId={testIds.code}
      send={{ onClick, left: sender.left, busy: sender.busy, testId: testIds.send }}
    />
  );
}
