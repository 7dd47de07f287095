import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useI18n } from '../i18n';
import { useMember, useSession } from '../features/account/session';
import Forbidden from '../features/content/pages/Forbidden';
import { PageSpin } from './PageSpin';
import type { RouteHandle } from '../lib/routeHandle';

function handles(matches: ReturnType<typeof useMatches>): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle);
}

export const loginPath = (location: { pathname: string; search: string }) =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

/**
 * The access check of the layouts: a route marked `access: 'member'` sends a visitor to
 * `/login?redirect=<path>` (the login page comes back there); `access: 'admin'` shows 403 to everyone but admins.
 */
export function AccessCheck({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const all = handles(matches);
  const need = all.some((h) => h.access === 'admin') ? 'admin' : all.some((h) => h.access === 'member') ? 'member' : undefined;
  const member = useMember();
  if (!need) return <>{children}</>;
  if (!session.ready) return <PageSpin />;
  if (!session.loginState) return <Navigate to={loginPath(location)} replace />;
  if (need === 'admin') {
    const role = session.role ?? member.data?.role;
    if (!role && member.isPending) return <PageSpin />;
    if (role !== 'admin') return <Forbidden />;
  }
  return <>{children}</>;
}

/** Sets document.title from the deepest route's title, else the default title. */
export function usePageTitle() {
  const matches = useMatches();
  const { t } = useI18n();
  const title = [...handles(matches)].reverse().find((h) => h.title)?.title;
  const text = title ? `${t(title)} - ${t('app.name')}` : t('app.title');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
