import { Form, Input, Typography } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { accountApi } from '../api';
import { useSignIn } from '../components/useSignIn';
import { phoneRules, safeRedirect } from '../components/rules';
import { WechatLoginEntry } from '../../security';
import { SubmitButton } from '../components/SubmitButton';

interface Values {
  phone: string;
  password: string;
}

/** /login: phone + password; back to `?redirect=` afterwards. */
export default function Login() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const submit = useSignIn(
    (values: Values) => accountApi.login({ phone: values.phone.trim(), password: values.password }),
    () => t('login.welcome'),
    safeRedirect(redirect),
  );

  const registerLink = redirect ? `/login/register?redirect=${encodeURIComponent(redirect)}` : '/login/register';
  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('login.heading')}
      </Typography.Title>
      <Form<Values> layout="vertical" onFinish={submit.mutate} requiredMark={false} data-testid="login-form">
        <Form.Item name="phone" label={t('field.phone')} rules={phoneRules(t)}>
          <Input prefix={<MobileOutlined />} inputMode="tel" autoComplete="username" size="large" data-testid="login-phone" />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[{ required: true }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" data-testid="login-password" />
        </Form.Item>
        <div className="bh-form-row-end">
          <Link to="/login/forgetpwd" data-testid="login-forgot">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={submit.isPending} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </Form>
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
