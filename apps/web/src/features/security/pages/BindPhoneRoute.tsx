import { lazy } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginPath } from '../../../app/access';
import { PageSpin } from '../../../app/PageSpin';
import { useSession } from '../../account/session';

const BindPhone = lazy(() => import('../../account/pages/BindPhone'));
const WechatBindPhone = lazy(() => import('./WechatBindPhone'));

/**
 * /login/bindPhone serves two cases of the seed: after a first WeChat login (`?wechat=1`, no login needed)
 * the WeChat bind form; otherwise a logged-in member moving the account to a new phone.
 */
export default function BindPhoneRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  if (params.get('wechat') === '1') return <WechatBindPhone />;
  if (!session.ready) return <PageSpin />;
  if (!session.loginState) return <Navigate to={loginPath(location)} replace />;
  return <BindPhone />;
}
