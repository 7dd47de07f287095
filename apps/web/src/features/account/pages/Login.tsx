import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PasswordField, SubmitButton, TextField, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { useSignIn } from '../components/useSignIn';
import { phoneChecks, requiredCheck, safeRedirect } from '../components/rules';
import { WechatLoginEntry } from '../../security';

/**
 * /login: phone + password; back to `?redirect=` afterwards. Plain markup, no antd (decision 048): the page every new
 * member meets first.
 */
export default function Login() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useLiteForm({ phone: phoneChecks(t), password: [requiredCheck(t, 'field.password')] });
  const submit = useSignIn(
    (values: { phone: string; password: string }) => accountApi.login({ phone: values.phone.trim(), password: values.password }),
    () => t('login.welcome'),
    safeRedirect(redirect),
  );
  const send = form.onSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(values);
  });

  const registerLink = redirect ? `/login/register?redirect=${encodeURIComponent(redirect)}` : '/login/register';
  return (
    <>
      <h1 className="bh-card-title">{t('login.heading')}</h1>
      <form onSubmit={send} noValidate data-testid="login-form">
        <TextField
          {...form.field('phone')}
          label={t('field.phone')}
          prefix={MobileOutlined}
          inputMode="tel"
          autoComplete="username"
          testId="login-phone"
        />
        <PasswordField
          {...form.field('password')}
          label={t('field.password')}
          prefix={LockOutlined}
          autoComplete="current-password"
          testId="login-password"
        />
        <div className="bh-form-row-end">
          <Link to="/login/forgetpwd" data-testid="login-forgot">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={submit.isPending} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <WechatLoginEntry />
      <div className="bh-card-foot">
        {t('login.noAccount')}{' '}
        <Link to={registerLink} data-testid="login-to-register">
          {t('login.toRegister')}
        </Link>
      </div>
    </>
  );
}
