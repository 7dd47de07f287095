import { useI18n } from '../../../i18n';
import { LargePasswordField, SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { NewPasswordBox } from '../components/NewPasswordBox';
import { SecurityFormPage, useSecurityChange } from '../components/SecurityForm';
import { confirmChecks, currentPasswordChecks, passwordChecks } from '../components/rules';

/**
 * /login/changepwd (logged in): the old password and a new one; the server ends every other session. Plain markup
 * (decision 048's kit), as the other pages of the login layout.
 */
export default function ChangePassword() {
  const { t } = useI18n();
  const form = useLiteForm({
    oldPassword: currentPasswordChecks(t, 'field.oldPassword'),
    password: passwordChecks(t, 'field.newPassword'),
    confirm: confirmChecks(t),
  });
  const submit = useSecurityChange(form, (v) => accountApi.changepwd({ oldPassword: v.oldPassword, password: v.password }), 'changepwd.done');

  return (
    <SecurityFormPage heading={t('changepwd.heading')}>
      <form onSubmit={submit.onSubmit} noValidate>
        <LargePasswordField {...form.field('oldPassword')} label={t('field.oldPassword')} autoComplete="current-password" testId="changepwd-old" />
        <NewPasswordBox field={form.field('password')} label={t('field.newPassword')} testId="changepwd-new" />
        <LargePasswordField {...form.field('confirm')} label={t('field.confirmPassword')} autoComplete="new-password" testId="changepwd-confirm" />
        <SubmitButton busy={submit.busy} testId="changepwd-submit">
          {t('changepwd.submit')}
        </SubmitButton>
      </form>
    </SecurityFormPage>
  );
}
