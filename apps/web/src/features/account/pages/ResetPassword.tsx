import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { LinkResult } from '../../../components/LinkResult';
import { Steps } from '../../../components/lite/Steps';
import { LargePasswordField, SubmitButton, useLiteForm } from '../../../components/lite/Form';
import { accountApi } from '../api';
import { NewPasswordBox } from '../components/NewPasswordBox';
import { SmsCodeField } from '../components/SmsCodeField';
import { PhoneBox } from '../components/PhoneAndCode';
import { useSendCode } from '../components/useCodeSender';
import { codeChecks, confirmChecks, passwordChecks, phoneChecks } from '../components/rules';

/**
 * /login/forgetpwd and /login/resetpwd: the three-step reset of docs/rules/accounts.md —
 * request a code → check it (User/checkCode answers a reset token valid 10 minutes) → set the new password.
 * Plain markup (decision 048), as the login page; each step is a form of its own.
 */
export default function ResetPassword() {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const [resetToken, setResetToken] = useState('');

  const requestCode = useSendCode('reset', (p, seconds) => {
    setPhone(p);
    setCooldown(seconds);
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
      <h1 className="bh-card-title">{t('reset.heading')}</h1>
      <Steps titles={[t('reset.step1'), t('reset.step2'), t('reset.step3')]} current={Math.min(step, 2)} done={step === 3} />
      {step === 0 && <PhoneStep initial={phone} busy={requestCode.isPending} send={(p) => requestCode.mutate(p)} />}
      {step === 1 && <CodeStep phone={phone} cooldown={cooldown} busy={checkCode.isPending} send={(v) => checkCode.mutate(v)} onRestart={restart} />}
      {step === 2 && <PasswordStep busy={reset.isPending} send={(v) => reset.mutate(v)} onRestart={restart} />}
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

/** A step's form (a refusal is a toast). */
function useStepForm<K extends string>(
  rules: Parameters<typeof useLiteForm<K>>[0],
  busy: boolean,
  send: (values: Record<K, string>) => void,
  initial?: Partial<Record<K, string>>,
) {
  const form = useLiteForm(rules, initial);
  const onSubmit = form.onSubmit((values) => {
    if (busy) return;
    send(values);
  });
  return { form, onSubmit };
}

/** Step 1: the phone; "Send code" asks for a code. */
function PhoneStep({ initial, busy, send }: { initial: string; busy: boolean; send: (phone: string) => void }) {
  const { t } = useI18n();
  const { form, onSubmit } = useStepForm({ phone: phoneChecks(t) }, busy, (v) => send(v.phone.trim()), { phone: initial });
  return (
    <form onSubmit={onSubmit} noValidate>
      <PhoneBox field={form.field('phone')} testId="reset-phone" />
      <SubmitButton busy={busy} testId="reset-send-code">
        {t('reset.sendCode')}
      </SubmitButton>
    </form>
  );
}

interface LaterStep<V> {
  busy: boolean;
  send: (values: V) => void;
  onRestart: () => void;
}

/** Step 2: the code sent to `phone` (another may be asked for once the cooldown is over). */
function CodeStep({ phone, cooldown, busy, send, onRestart }: LaterStep<{ phoneCode: string }> & { phone: string; cooldown: number }) {
  const { t } = useI18n();
  const { form, onSubmit } = useStepForm({ phoneCode: codeChecks(t) }, busy, send);
  const resendTo = () => {
    return phone;
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="bh-secondary bh-paragraph">{t('reset.codeSentTo', { phone })}</p>
      <SmsCodeField
        field={form.field('phoneCode')}
        purpose="reset"
        phone={resendTo}
        testIds={{ code: 'reset-code', send: 'reset-resend' }}
        initialSeconds={cooldown}
      />
      <SubmitOrRestart busy={busy} testId="reset-verify" label={t('reset.verify')} onRestart={onRestart} />
    </form>
  );
}

/** Step 3: the new password, twice. */
function PasswordStep({ busy, send, onRestart }: LaterStep<{ password: string }>) {
  const { t } = useI18n();
  const { form, onSubmit } = useStepForm({ password: passwordChecks(t, 'field.newPassword'), confirm: confirmChecks(t) }, busy, (v) =>
    send({ password: v.password }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <NewPasswordBox field={form.field('password')} label={t('field.newPassword')} testId="reset-password" />
      <LargePasswordField {...form.field('confirm')} label={t('field.confirmPassword')} autoComplete="new-password" testId="reset-confirm" />
      <SubmitOrRestart busy={busy} testId="reset-submit" label={t('reset.submit')} onRestart={onRestart} />
    </form>
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
      <button type="button" className="bh-btn bh-btn-link bh-btn-block bh-btn-link-primary" onClick={onRestart}>
        {t('reset.restart')}
      </button>
    </>
  );
}
