import { App } from 'antd';
import { useMemo } from 'react';

/** docs/rules/web-client.md: a notice closes itself after 1.5 s (success confirmations); error toasts stay 3 s. */
export const NOTICE_SECONDS = 1.5;

export function useNotice() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => message.success(text, NOTICE_SECONDS),
      info: (text: string) => message.info(text, NOTICE_SECONDS),
    }),
    [message],
  );
}
