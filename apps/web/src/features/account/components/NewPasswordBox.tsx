import { LargePasswordField, type FieldProps } from '../../../components/lite/Form';
import { useI18n } from '../../../i18n';

/**
 * A new password's box of the plain account forms (register, reset and change password; decision 048): the kit's password field
 * with the password rule under it (its rules: `passwordChecks`); the change-password page uses it too.
 */
export function NewPasswordBox({ field, label, testId }: { field: FieldProps; label: string; testId: string }) {
  const { t } = useI18n();
  return <LargePasswordField {...field} label={label} autoComplete="new-password" hint={t('validate.passwordRule')} testId={testId} />;
}
