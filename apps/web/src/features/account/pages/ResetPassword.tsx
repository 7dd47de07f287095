import { useState } from 'react';
import { Button, Form, Input, Result, Space, Steps, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { accountApi } from '../api';
import { CodeButton, DEFAULT_COOLDOWN } from '../components/CodeButton';
import { codeRules, confirmRules, passwordRules, phoneRules } from '../components/rules';

/**
 * /login/forgetpwd and /login/resetpwd: the three-step reset of product.md §3 —
 * request a code → check it (User/checkCode answers a reset token valid 10 minutes) → set the new password.
 */
export default function ResetPassword() {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [phoneForm] = Form.useForm<{ phone: string }>();
  const [codeForm] = Form.useForm<{ phone: string; phoneCode: string }>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (v: { phone: string }) =>
    run(async () => {
      const p = v.phone.trim();
      const { cooldownSeconds } = await accountApi.getCode({ phone: p, purpose: 'reset' });
      setPhone(p);
      setCooldown(cooldownSeconds || DEFAULT_COOLDOWN);
      codeForm.setFieldsValue({ phone: p, phoneCode: '' });
      setStep(1);
    });

  const checkCode = (v: { phoneCode: string }) =>
    run(async () => {
      const { resetToken: token } = await accountApi.checkCode({ phone, phoneCode: v.phoneCode });
      setResetToken(token);
      setStep(2);
    });

  const reset = (v: { password: string }) =>
    run(async () => {
      await accountApi.resetpwd({ phone, resetToken, password: v.password });
      setStep(3);
    });

  const restart = () => {
    setStep(0);
    setResetToken('');
  };

  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('reset.heading')}
      </Typography.Title>
      <Steps
        current={Math.min(step, 2)}
        size="small"
        className="bh-steps"
        responsive={false}
        items={[{ title: t('reset.step1') }, { title: t('reset.step2') }, { title: t('reset.step3') }]}
        status={step === 3 ? 'finish' : 'process'}
      />
      {step === 0 && (
        <Form form={phoneForm} layout="vertical" onFinish={requestCode} requiredMark={false} initialValues={{ phone }}>
          <Form.Item name="phone" label={t('field.phone')} rules={phoneRules(t)}>
            <Input inputMode="tel" autoComplete="tel" size="large" data-testid="reset-phone" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-send-code">
            {t('reset.sendCode')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={codeForm} layout="vertical" onFinish={checkCode} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('reset.codeSentTo', { phone })}</Typography.Paragraph>
          <Form.Item name="phone" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('field.phoneCode')} required>
            <Space.Compact block>
              <Form.Item name="phoneCode" noStyle rules={codeRules(t)} messageVariables={{ label: t('field.phoneCode') }}>
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" size="large" data-testid="reset-code" />
              </Form.Item>
              <CodeButton form={codeForm} purpose="reset" testId="reset-resend" initialSeconds={cooldown} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-verify">
            {t('reset.verify')}
          </Button>
          <Button type="link" block onClick={restart}>
            {t('reset.restart')}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Form layout="vertical" onFinish={reset} requiredMark={false}>
          <Form.Item name="password" label={t('field.newPassword')} rules={passwordRules(t)} extra={t('validate.passwordRule')}>
            <Input.Password autoComplete="new-password" size="large" data-testid="reset-password" />
          </Form.Item>
          <Form.Item name="confirm" label={t('field.confirmPassword')} dependencies={['password']} rules={confirmRules(t)}>
            <Input.Password autoComplete="new-password" size="large" data-testid="reset-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
          <Button type="link" block onClick={restart}>
            {t('reset.restart')}
          </Button>
        </Form>
      )}
      {step === 3 && (
        <Result
          status="success"
          title={t('reset.done')}
          subTitle={t('reset.doneHint')}
          data-testid="reset-done"
          extra={
            <Link to="/login">
              <Button type="primary">{t('reset.toLogin')}</Button>
            </Link>
          }
        />
      )}
      {step < 3 && (
        <div className="bh-card-foot">
          <Link to="/login">{t('register.toLogin')}</Link>
        </div>
      )}
    </>
  );
}
