import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { configureRequest } from '../lib/request';

/**
 * The root of the route tree: wires the request helper to antd's message/notification (configured in App.tsx:
 * toast 3 s; notification 4.5 s, top right, 24 px from the top) and to the router for showType 9.
 */
export function RootRoute() {
  const { message, notification } = App.useApp();
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
  }, [message, notification, navigate]);
  return <Outlet />;
}
