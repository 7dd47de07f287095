import { useState } from 'react';
import { Button, Form, Input, Steps, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { LinkResult } from '../../../components/LinkResult';
import { accountApi } from '../api';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PhoneCodeField, useSendCode, type PhoneCodeValues } from '../components/PhoneCodeField';
import { phoneRules } from '../components/rules';
import { SubmitButton } from '../components/SubmitButton';

/**
 * /login/forgetpwd and /login/resetpwd: the three-step reset of docs/rules/accounts.md —
 * request a code → check it (User/checkCode answers a reset token valid 10 minutes) → set the new password.
 */
export default function ResetPassword() {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const [resetToken, setResetToken] = useState('');
  const [phoneForm] = Form.useForm<{ phone: string }>();
  const [codeForm] = Form.useForm<PhoneCodeValues>();

  const requestCode = useSendCode('reset', (p, seconds) => {
    setPhone(p);
    setCooldown(seconds);
    codeForm.setFieldsValue({ phone: p, phoneCode: '' });
    setStep(1);
  });

  const checkCode = useMutation({
    mutationFn: (v: { phoneCode: string }) => accountApi.checkCode({ phone, phoneCode: v.phoneCode }),
    onSuccess: ({ resetToken: token }) => {
      setResetToken(token);
      setStep(2);
    },
  });

  const reset = useMutation({
    mutationFn: (v: { password: string }) => accountApi.resetpwd({ phone, resetToken, password: v.password }),
    onSuccess: () => setStep(3),
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
        <Form form={phoneForm} layout="vertical" onFinish={(v) => requestCode.mutate(v.phone.trim())} requiredMark={false} initialValues={{ phone }}>
          <Form.Item name="phone" label={t('field.phone')} rules={phoneRules(t)}>
            <Input inputMode="tel" autoComplete="tel" size="large" data-testid="reset-phone" />
          </Form.Item>
          <SubmitButton busy={requestCode.isPending} testId="reset-send-code">
            {t('reset.sendCode')}
          </SubmitButton>
        </Form>
      )}
      {step === 1 && (
        <Form form={codeForm} layout="vertical" onFinish={checkCode.mutate} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('reset.codeSentTo', { phone })}</Typography.Paragraph>
          <PhoneCodeField form={codeForm} purpose="reset" testIds={{ code: 'reset-code', send: 'reset-resend' }} initialSeconds={cooldown} />
          <SubmitOrRestart busy={checkCode.isPending} testId="reset-verify" label={t('reset.verify')} onRestart={restart} />
        </Form>
      )}
      {step === 2 && (
        <Form layout="vertical" onFinish={reset.mutate} requiredMark={false}>
          <NewPasswordFields testIds={{ password: 'reset-password', confirm: 'reset-confirm' }} />
          <SubmitOrRestart busy={reset.isPending} testId="reset-submit" label={t('reset.submit')} onRestart={restart} />
        </Form>
      )}
      {step === 3 && (
        <LinkResult
          status="success"
          title={t('reset.done')}
          subTitle={t('reset.doneHint')}
          testId="reset-done"
          to="/login"
          action={t('reset.toLogin')}
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

/** A later step's submit button, and "start again" under it. */
function SubmitOrRestart({ busy, testId, label, onRestart }: { busy: boolean; testId: string; label: string; onRestart: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <SubmitButton busy={busy} testId={testId}>
        {label}
      </SubmitButton>
      <Button type="link" block onClick={onRestart}>
        {t('reset.restart')}
      </Button>
    </>
  );
}
