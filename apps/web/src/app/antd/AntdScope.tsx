import { useContext, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { InsideAntd } from '../withAntd';
import { AntdConfig } from './AntdConfig';

/**
 * The antd scope of a page, a layout or a section (withAntd.tsx): configuration and antd's App (for `App.useApp()`'s
 * modal). Inside another scope (a page under the back office's layout) it adds nothing. Toasts are the app's own, in
 * plain markup (app/notice.ts).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAntd);
  if (inside) return <>{children}</>;
  return (
    <InsideAntd.Provider value>
      <AntdConfig>
        <AntApp component={false}>{children}</AntApp>
      </AntdConfig>
    </InsideAntd.Provider>
  );
}
