import type { CodePurpose } from '@boothhub/shared/contracts/account';
import { LargeTextField, type FieldProps, type LiteForm } from '../../../components/lite/Form';
import { useI18n } from '../../../i18n';
import { SmsCodeField } from './SmsCodeField';
import { usePhoneForCode } from './useCodeSender';

/**
 * The phone's box of the plain account forms (register, reset password, bind a phone, WeChat's bind; decision 048):
 * the telephone keyboard and the browser's remembered number (its rules: `phoneChecks`).
 */
export function PhoneBox({ field, testId }: { field: FieldProps; testId: string }) {
  const { t } = useI18n();
  return <LargeTextField {...field} label={t('field.phone')} inputMode="tel" autoComplete="tel" testId={testId} />;
}

/**
 * The phone and its SMS code one after the other (register, bind a phone, WeChat's bind): the code goes to the phone
 * typed once its box is right (`usePhoneForCode`). The boxes' test ids are `${testId}-phone`, `${testId}-code` and
 * the button's `${testId}-get-code`.
 */
export function PhoneAndCode({
  form,
  purpose,
  testId,
}: {
  form: Pick<LiteForm<'phone' | 'phoneCode'>, 'field' | 'check'>;
  purpose: CodePurpose;
  testId: string;
}) {
  const phoneToCode = usePhoneForCode(form);
  return (
    <>
      <PhoneBox field={form.field('phone')} testId={`${testId}-phone`} />
      <SmsCodeField
        field={form.field('phoneCode')}
        purpose={purpose}
        phone={phoneToCode}
        testIds={{ code: `${testId}-code`, send: `${testId}-get-code` }}
      />
    </>
  );
}
