import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../lib/api';
import { sessionKeys } from '../account/session';

/** Member/updateBaseInfo: answers the member, which becomes the session's member info. */
export const memberApi = {
  updateBaseInfo: send('Member/updateBaseInfo'),
};

export function useUpdateBaseInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: memberApi.updateBaseInfo,
    onSuccess: (data) => qc.setQueryData(sessionKeys.member, data),
  });
}

/** The invitation link of an invite code (the register page reads `?invite=`). */
export const inviteLink = (code: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/login/register?invite=${encodeURIComponent(code)}`;
