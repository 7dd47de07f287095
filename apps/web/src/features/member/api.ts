import { useMutation, useQueryClient } from '@tanstack/react-query';
import { member } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { sessionKeys } from '../account/session';

/** Member/updateBaseInfo: answers the member, which becomes the session's member info. */
export const memberApi = {
  updateBaseInfo: (body: BodyOf<typeof member.updateBaseInfo>) => call(member.updateBaseInfo, body),
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
