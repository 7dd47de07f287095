import { useState } from 'react';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note, Panel } from '../../../components/lite/Content';
import { Dialog } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { BusyMark, ChoiceField, LargePasswordField, useLiteForm } from '../../../components/lite/Form';
import { useMember } from '../../account/session';
import { codeChecks, currentPasswordChecks, SmsCodeField } from '../../account';
import { securityApi, securityKeys, useSecurityRefresh, wechatApi } from '../api';
import { WechatQr } from './WechatQr';

/**
 * WeChat on the security page: bind (the same QR login, for this member) or unbind with the password or an SMS
 * code. A member whose only way in is WeChat (no password yet) is told to set a password first. Plain markup.
 */
export function WechatSection() {
  const { t } = useI18n();
  const overview = useQuery({ queryKey: securityKeys.overview, queryFn: securityApi.overview });
  const [open, setOpen] = useState(false);
  const o = overview.data;
  if (!o || (!o.wechatEnabled && !o.bindwx)) return null;

  return (
    <Panel
      title={
        <>
          <Icon icon={WechatOutlined} /> {t('wechat.section')}
        </>
      }
      large
      className="bh-gap-top"
      testId="security-wechat"
    >
      {o.bindwx ? (
        <>
          <p className="bh-paragraph" data-testid="security-wechat-bound">
            {t('wechat.boundAs', { nickname: o.wechatNickname ?? '' })}
          </p>
          {o.passwordSet ? (
            <button type="button" className="bh-btn bh-btn-danger" onClick={() => setOpen(true)} data-testid="security-wechat-unbind">
              {t('wechat.unbind')}
            </button>
          ) : (
            <Note>
              {t('wechat.setPasswordFirst')} <Link to="/login/forgetpwd">{t('wechat.setPassword')}</Link>
            </Note>
          )}
        </>
      ) : (
        <>
          <p className="bh-secondary bh-paragraph">{t('wechat.notBound')}</p>
          <WechatQr bind label={t('wechat.bind')} />
        </>
      )}
      <Dialog open={open} title={t('wechat.unbind')} onClose={() => setOpen(false)}>
        <UnbindForm onDone={() => setOpen(false)} />
      </Dialog>
    </Panel>
  );
}

/** Unbinding WeChat proves who asks: the login password, or a code sent to the account's phone. */
function UnbindForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const notice = useNotice();
  const member = useMember();
  const refresh = useSecurityRefresh();
  const [busy, setBusy] = useState(false);
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const form = useLiteForm({
    password: proof === 'password' ? currentPasswordChecks(t) : [],
    phoneCode: proof === 'code' ? codeChecks(t) : [],
  });
  const submit = async (v: { password: string; phoneCode: string }) => {
    setBusy(true);
    try {
      await wechatApi.unbind(proof === 'password' ? { password: v.password } : { phoneCode: v.phoneCode });
      notice.success(t('wechat.unbound'));
      onDone();
      await refresh();
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit((v) => !busy && void submit(v))} noValidate>
      <ChoiceField
        id="wechat-unbind-proof"
        label={t('wechat.proof')}
        value={proof}
        onChange={(v) => setProof(v === 'code' ? 'code' : 'password')}
        options={[
          { value: 'password', label: t('field.password') },
          { value: 'code', label: t('field.phoneCode') },
        ]}
      />
      {proof === 'password' ? (
        <LargePasswordField
          {...form.field('password')}
          label={t('field.password')}
          autoComplete="current-password"
          testId="security-wechat-password"
        />
      ) : (
        <SmsCodeField
          field={form.field('phoneCode')}
          purpose="wechat"
          phone={() => member.data?.mobile}
          testIds={{ code: 'security-wechat-code', send: 'security-wechat-get-code' }}
        />
      )}
      <button
        type="submit"
        className="bh-btn bh-btn-primary bh-btn-danger bh-btn-large bh-btn-block"
        aria-busy={busy || undefined}
        data-testid="security-wechat-unbind-submit"
      >
        {busy && <BusyMark />}
        {t('wechat.unbind')}
      </button>
    </form>
  );
}
