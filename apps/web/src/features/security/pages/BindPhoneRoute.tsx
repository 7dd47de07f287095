import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginPath } from '../../../components/access';
import { PageSpin } from '../../../components/PageSpin';
import { lazyPlain } from '../../../lib/lazyPlain';
import { useSession } from '../../account/session';

// both plain (decision 048's kit): measured by scripts/budget.mjs as the parts they are
const BindPhone = lazyPlain(() => import('../../account/pages/BindPhone').then((m) => m.default));
const WechatBindPhone = lazyPlain(() => import('./WechatBindPhone').then((m) => m.default));

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
