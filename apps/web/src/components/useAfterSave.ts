import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotice } from '../lib/notice';

export interface AfterSave {
  /** the notice, already in the member's language */
  said: string;
  /** every query under these keys is refreshed (and waited for) before going on */
  refresh?: QueryKey[];
  /** where to go next; nowhere when left out */
  go?: string;
  /** replace the page in the history instead of adding one */
  replace?: boolean;
}

/**
 * The end of a page's save (a publication, a payment, a delivery, a login): it says so briefly, refreshes the lists
 * the save changed and goes to the next page.
 */
export function useAfterSave() {
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async ({ said, refresh = [], go, replace }: AfterSave) => {
    notice.success(said);
    await Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey })));
    if (go !== undefined) navigate(go, replace ? { replace } : undefined);
  };
}
