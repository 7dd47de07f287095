import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { sessionKeys, useMember } from '../session';
import { SecurityFormPage, useSecurityChange } from '../components/SecurityForm';
import { PhoneAndCode } from '../components/PhoneAndCode';
import { codeChecks, phoneChecks } from '../components/rules';

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

  return (
    <SecurityFormPage heading={t('bindPhone.heading')}>
      {member.data && (
        <p className="bh-secondary bh-paragraph" data-testid="bind-current">
          {t('bindPhone.current', { mobile: member.data.mobile })}
        </p>
      )}
      <form onSubmit={submit.onSubmit} noValidate>
        <PhoneAndCode form={form} purpose="bind" testId="bind" />
        <SubmitButton busy={submit.busy} testId="bind-submit">
          {t('bindPhone.submit')}
        </SubmitButton>
      </form>
    </SecurityFormPage>
  );
}
