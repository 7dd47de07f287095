import { useContext, useEffect, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { wantNoticeHolder } from '../notice';
import { InsideAntd } from '../withAntd';
import { AntdConfig } from './AntdConfig';

/**
 * The antd scope of a page, a layout or a section (withAntd.tsx): configuration and antd's App (for `App.useApp()`'s
 * modal). Inside another scope (a page under the back office's layout) it adds nothing. Toasts go to the app's one
 * holder (app/notice.ts), which a scope asks for as it mounts.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAntd);
  useEffect(wantNoticeHolder, []);
  if (inside) return <>{children}</>;
  return (
    <InsideAntd.Provider value>
      <AntdConfig>
        <AntApp component={false}>{children}</AntApp>
      </AntdConfig>
    </InsideAntd.Provider>
  );
}
