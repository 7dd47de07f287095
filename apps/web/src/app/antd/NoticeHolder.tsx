import { useLayoutEffect } from 'react';
import { App as AntApp } from 'antd';
import { setNoticeHolder } from '../notice';
import { AntdConfig } from './AntdConfig';

/** docs/rules/web-client.md: message toast 3 s; notification 4.5 s, top right, 24 px from the top. */
export const MESSAGE_CONFIG = { duration: 3, maxCount: 3 };
export const NOTIFICATION_CONFIG = { placement: 'topRight', top: 24, duration: 4.5 } as const;

function Bridge() {
  const { message, notification } = AntApp.useApp();
  useLayoutEffect(() => {
    setNoticeHolder({ message, notification });
    return () => setNoticeHolder(null);
  }, [message, notification]);
  return null;
}

/** The app's one holder of antd's toasts and notifications (app/notice.ts), beside the router: no page takes it along. */
export default function NoticeHolder() {
  return (
    <AntdConfig>
      <AntApp component={false} message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <Bridge />
      </AntApp>
    </AntdConfig>
  );
}
