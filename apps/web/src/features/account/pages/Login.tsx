import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { LargePasswordField, LargeTextField, SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { isApiError } from '../../../lib/request';
import { accountApi } from '../api';
import { useSignIn } from '../components/useSignIn';
import { SmsCodeField } from '../components/SmsCodeField';
import { usePhoneForCode } from '../components/useCodeSender';
import { codeChecks, currentPasswordChecks, phoneChecks, safeRedirect } from '../components/rules';
import { WechatLoginEntry } from '../../security';

/**
 * /login: phone + password; back to `?redirect=` afterwards. Plain markup (decision 048): the page every new
 * member meets first. When the server says the login is locked and a code would pass (LOGIN_LOCKED with
 * `details.withCode`, decision 060), the form offers an SMS code (purpose login) and sends it with the password.
 */
export default function Login() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [withCode, setWithCode] = useState(false);
  const form = useLiteForm({
    phone: phoneChecks(t),
    password: currentPasswordChecks(t),
    phoneCode: withCode ? codeChecks(t) : [],
  });
  const submit = useSignIn(
    (values: { phone: string; password: string; phoneCode: string }) =>
      accountApi.login({ phone: values.phone.trim(), password: values.password, ...(withCode ? { phoneCode: values.phoneCode } : {}) }),
    () => t('login.welcome'),
    safeRedirect(redirect),
  );
  const send = form.onSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(values, {
      onError: (err) => {
        if (isApiError(err) && err.errorCode === 'LOGIN_LOCKED' && err.details?.withCode) setWithCode(true);
      },
    });
  });
  const phoneToCode = usePhoneForCode(form);

  const registerLink = redirect ? `/login/register?redirect=${encodeURIComponent(redirect)}` : '/login/register';
  return (
    <>
      <h1 className="bh-card-title">{t('login.heading')}</h1>
      <form onSubmit={send} noValidate data-testid="login-form">
        <LargeTextField
          {...form.field('phone')}
          label={t('field.phone')}
          prefix={MobileOutlined}
          inputMode="tel"
          autoComplete="username"
          testId="login-phone"
        />
        <LargePasswordField
          {...form.field('password')}
          label={t('field.password')}
          prefix={LockOutlined}
          autoComplete="current-password"
          testId="login-password"
        />
        {withCode && (
          <>
            <p className="bh-field-hint" role="status" data-testid="login-code-hint">
              {t('login.lockedCode')}
            </p>
            <SmsCodeField
              field={form.field('phoneCode')}
              purpose="login"
              phone={phoneToCode}
              testIds={{ code: 'login-code', send: 'login-get-code' }}
            />
          </>
        )}
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
