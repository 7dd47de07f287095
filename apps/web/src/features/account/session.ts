import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@boothhub/shared/contracts/member';
import { call } from '../../lib/request';
import { storage, storageKeys } from '../../lib/storage';
import { accountApi } from './api';

/**
 * The user session (docs/rules/web-client.md): `loginState` (false until a login or a successful login check) and `cardno`
 * (also kept in localStorage under `boothhub_cardno`), through TanStack Query on `GET User/loginCheck`
 * and `Member/userInfo`.
 */
export const sessionKeys = {
  loginCheck: ['session', 'loginCheck'] as const,
  member: ['session', 'member'] as const,
};

export function rememberCardno(cardno: string | undefined) {
  if (cardno) storage.set(storageKeys.cardno, cardno);
  else storage.remove(storageKeys.cardno);
}

export function useLoginCheck() {
  return useQuery({
    queryKey: sessionKeys.loginCheck,
    queryFn: async () => {
      const data = await accountApi.loginCheck();
      rememberCardno(data.loggedIn ? data.cardno : undefined);
      return data;
    },
    staleTime: 60_000,
  });
}

export function useSession() {
  const check = useLoginCheck();
  const loginState = check.data?.loggedIn === true;
  return {
    /** the login check has answered (or failed) */
    ready: !check.isPending,
    loginState,
    cardno: loginState ? (check.data?.cardno ?? storage.get(storageKeys.cardno) ?? '') : '',
    role: loginState ? check.data?.role : undefined,
  };
}

export const fetchMember = async (): Promise<Member> => {
  const data = await call('Member/userInfo', {}, { skipErrorHandler: true });
  storage.set(storageKeys.ispaycode, data.ispaycode ? '1' : '0');
  return data;
};

/** The logged-in member's info; only fetched while logged in. */
export function useMember() {
  const { loginState } = useSession();
  return useQuery({ queryKey: sessionKeys.member, queryFn: fetchMember, enabled: loginState, staleTime: 60_000 });
}

/** What a successful login or registration does to the session state. */
export function useSessionActions() {
  const qc = useQueryClient();
  return {
    async loggedIn(cardno: string) {
      rememberCardno(cardno);
      // what was kept of the visitor's views (a task's detail without its signup button, a list without hearts) is
      // not the member's: forget it, as a logout does
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      qc.setQueryData(sessionKeys.loginCheck, { loggedIn: true, cardno });
      await qc.invalidateQueries({ queryKey: sessionKeys.loginCheck });
      await qc.invalidateQueries({ queryKey: sessionKeys.member });
    },
    async logout() {
      try {
        await accountApi.logout();
      } finally {
        rememberCardno(undefined);
        storage.remove(storageKeys.ispaycode);
        qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
        qc.setQueryData(sessionKeys.loginCheck, { loggedIn: false });
        qc.removeQueries({ queryKey: sessionKeys.member });
      }
    },
  };
}
