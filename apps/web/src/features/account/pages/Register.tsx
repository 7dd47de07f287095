import { memberRoles } from '@boothhub/shared';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { ChoiceField, SubmitButton, TextField, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { useSignIn } from '../components/useSignIn';
import { NewPasswordBox } from '../components/NewPasswordBox';
import { PhoneAndCode } from '../components/PhoneAndCode';
import { codeChecks, passwordChecks, phoneChecks, safeRedirect } from '../components/rules';

type MemberRole = (typeof memberRoles)[number];

type Values = Record<'phone' | 'phoneCode' | 'password' | 'role' | 'inviteCode', string>;

/**
 * /login/register: phone, SMS code (60 s cooldown), password, role, invite code from `?invite=`. Plain markup
 * (decision 048), as the login page.
 */
export default function Register() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const presetRole = params.get('role') ?? '';
  const initialRole: MemberRole = (memberRoles as readonly string[]).includes(presetRole) ? (presetRole as MemberRole) : 'designer';
  const form = useLiteForm(
    { phone: phoneChecks(t), phoneCode: codeChecks(t), password: passwordChecks(t), role: [], inviteCode: [] },
    { role: initialRole, inviteCode: params.get('invite') ?? '' },
  );

  const submit = useSignIn(
    (v: Values) => {
      const invite = v.inviteCode.trim();
      return accountApi.regist({
        phone: v.phone.trim(),
        phoneCode: v.phoneCode,
        password: v.password,
        role: v.role as MemberRole,
        ...(invite ? { inviteCode: invite } : {}),
      });
    },
    () => t('register.success'),
    safeRedirect(params.get('redirect')),
  );
  const send = form.onSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(values);
  });

  return (
    <>
      <h1 className="bh-card-title">{t('register.heading')}</h1>
      <form onSubmit={send} noValidate data-testid="register-form">
        <PhoneAndCode form={form} purpose="register" testId="register" />
        <NewPasswordBox field={form.field('password')} label={t('field.password')} testId="register-password" />
        <ChoiceField
          {...form.field('role')}
          label={t('field.role')}
          testId="register-role"
          options={memberRoles.map((r) => ({
            value: r,
            label: (
              <span data-testid={`register-role-${r}`}>
                <strong>{t(`role.${r}`)}</strong>
                <span className="bh-role-desc">{t(`roleDesc.${r}`)}</span>
              </span>
            ),
          }))}
        />
        <TextField {...form.field('inviteCode')} label={t('field.inviteCode')} maxLength={32} testId="register-invite" />
        <SubmitButton busy={submit.isPending} testId="register-submit">
          {t('register.submit')}
        </SubmitButton>
      </form>
      <div className="bh-card-foot">
        {t('register.haveAccount')}{' '}
        <Link to="/login" data-testid="register-to-login">
          {t('register.toLogin')}
        </Link>
      </div>
    </>
  );
}
