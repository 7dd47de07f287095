import { useLayoutEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureRequest } from '../lib/request';
import { message, notification } from '../lib/notice';

/**
 * The root of the route tree: wires the request helper to the app's toasts and notifications (app/notice.ts: toast
 * 3 s; notification 4.5 s, top right, 24 px from the top) and to the router for showType 9.
 */
export function RootRoute() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    configureRequest({
      notifier: {
        warning: (text) => void message.warning(text),
        error: (text) => void message.error(text),
        notification: (title, description) => notification.error({ title, description }),
        redirect: (url) => void navigate(url),
      },
    });
  }, [navigate]);
  return <Outlet />;
}
