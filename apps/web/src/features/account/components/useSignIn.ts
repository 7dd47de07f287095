import { useMutation } from '@tanstack/react-query';
import { useAfterSave } from '../../../components/useAfterSave';
import { useSessionActions } from '../session';

/**
 * A form that logs the member in (password, registration, WeChat's phone): `call` answers the member's card number,
 * the session starts, `welcome` is said and the page gives way to `go` (the login page leaves the history).
 */
export function useSignIn<V, A extends { cardno: string }>(call: (values: V) => Promise<A>, welcome: (answer: A) => string, go: string) {
  const actions = useSessionActions();
  const afterSave = useAfterSave();
  return useMutation({
    mutationFn: async (values: V) => {
      const answer = await call(values);
      await actions.loggedIn(answer.cardno);
      return answer;
    },
    onSuccess: (answer) => afterSave({ said: welcome(answer), go, replace: true }),
  });
}
