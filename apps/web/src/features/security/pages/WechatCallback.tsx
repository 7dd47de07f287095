import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { LinkResult } from '../../../components/LinkResult';
import { isApiError } from '../../../lib/request';
import { useSessionActions } from '../../account/session';
import { wechatApi } from '../api';

/**
 * /login/wechat: where WeChat sends the browser back with `code` and `state`. Wechat/wxLogin logs a bound
 * member in, finishes binding from the security settings, or sends a new WeChat user to /login/bindPhone.
 * A refusal (link used twice, expired, WeChat's error) is shown here with the way back. Plain markup.
 */
export default function WechatCallback() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actions = useSessionActions();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setError(t('wechat.cancelled'));
      return;
    }
    wechatApi
      .wxLogin({ code, state }, { skipErrorHandler: true })
      .then(async (r) => {
        if (r.result === 'loggedIn' && r.cardno) {
          await actions.loggedIn(r.cardno);
          navigate('/home', { replace: true });
        } else if (r.result === 'bound') {
          navigate('/personalCenter/securitySetting', { replace: true });
        } else {
          navigate('/login/bindPhone?wechat=1', { replace: true });
        }
      })
      .catch((err: unknown) => setError(isApiError(err) ? err.userMessage : t('request.fallback')));
  }, [params, navigate, actions, t]);

  if (!error) return <PageSpin testId="wechat-callback-busy" />;
  return (
    <LinkResult
      status="warning"
      title={t('wechat.failed')}
      subTitle={<span data-testid="wechat-callback-error">{error}</span>}
      testId="wechat-callback-result"
      to="/login"
      action={t('wechat.backToLogin')}
    />
  );
}
