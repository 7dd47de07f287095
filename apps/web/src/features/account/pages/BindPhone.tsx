import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { LargeTextField, SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { sessionKeys, useMember } from '../session';
import { SecurityFormPage, useSecurityChange } from '../components/SecurityForm';
import { SmsCodeField } from '../components/SmsCodeField';
import { codeChecks, phoneChecks } from '../components/rules';
import { usePhoneForCode } from '../components/useCodeSender';

/**
 * /login/bindPhone (logged in): move the account to a new phone verified by a code of purpose "bind". Plain markup
 * (decision 048's kit).
 */
export default function BindPhone() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const member = useMember();
  const form = useLiteForm({ phone: phoneChecks(t), phoneCode: codeChecks(t) });
  const submit = useSecurityChange(
    form,
    (v) => accountApi.bindPhone({ phone: v.phone.trim(), phoneCode: v.phoneCode }),
    'bindPhone.done',
    () => qc.invalidateQueries({ queryKey: sessionKeys.member }),
  );
  const phoneToCode = usePhoneForCode(form);

  return (
    <SecurityFormPage heading={t('bindPhone.heading')}>
      {member.data && (
        <p className="bh-secondary bh-paragraph" data-testid="bind-current">
          {t('bindPhone.current', { mobile: member.data.mobile })}
        </p>
      )}
      <form onSubmit={submit.onSubmit} noValidate>
        <LargeTextField {...form.field('phone')} label={t('field.phone')} inputMode="tel" autoComplete="tel" testId="bind-phone" />
        <SmsCodeField field={form.field('phoneCode')} purpose="bind" phone={phoneToCode} testIds={{ code: 'bind-code', send: 'bind-get-code' }} />
        <SubmitButton busy={submit.busy} testId="bind-submit">
          {t('bindPhone.submit')}
        </SubmitButton>
      </form>
    </SecurityFormPage>
  );
}
