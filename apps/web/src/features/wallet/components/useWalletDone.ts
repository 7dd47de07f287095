import { useNotice } from '../../../lib/notice';
import { useWalletRefresh } from '../api';

/** A change to the member's money or identity has gone through: it says so and refreshes the wallet and the member. */
export function useWalletDone() {
  const notice = useNotice();
  const refresh = useWalletRefresh();
  return async (said: string) => {
    notice.success(said);
    await refresh();
  };
}
