import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call, type BodyAt, type CallPath, type RequestOptions } from './request';

export type { BodyAt } from './request';

/**
 * How a feature's `api.ts` declares its calls, each in one line naming the call's path (typed from the shared
 * contract, whose zod schemas stay on the server): `send` (the body as given), `byId` (a record's `{ id }`), `heart`
 * (a favourite's `{ id, fav }`); `useCallQuery` is a query of one argument, `useRefresh` fetches keys again and
 * `useChange` is a change that does so once it succeeds; `queryKeys` makes a feature's query keys.
 */

/**
 * The query keys of a feature: `all` (`[feature]`, what a change of the feature refreshes), for each of `queries` a
 * key maker `(...args) => [feature, name, ...args]` (the query's body, id or page), and for each of `fixed` (the
 * queries without arguments) the key `[feature, name]`.
 */
export function queryKeys<F extends string, N extends string, S extends string = never>(feature: F, queries: readonly N[], fixed: readonly S[] = []) {
  const makers = Object.fromEntries(queries.map((name) => [name, (...args: unknown[]) => [feature, name, ...args] as const]));
  const keys = Object.fromEntries(fixed.map((name) => [name, [feature, name] as const]));
  return {
    all: [feature] as const,
    ...(makers as Record<N, (...args: unknown[]) => readonly [F, N, ...unknown[]]>),
    ...(keys as Record<S, readonly [F, S]>),
  };
}

/** The caller shows the failure itself (a detail page's "not found", a quiet background figure). */
export const quiet: RequestOptions = { skipErrorHandler: true };

/** The request of the call at `path`, sent with the body as given. */
export const send =
  <P extends CallPath>(path: P, opts?: RequestOptions) =>
  (body: BodyAt<P>) =>
    call(path, body, opts);

/** The paths whose body is `B`. */
type PathTaking<B> = { [P in CallPath]: B extends BodyAt<P> ? P : never }[CallPath];

/** The request of a call on one record: the body is `{ id }`. */
export const byId =
  <P extends PathTaking<{ id: number }>>(path: P, opts?: RequestOptions) =>
  (id: number) =>
    call(path, { id } as BodyAt<P>, opts);

/** A heart on a catalogue item (Myfavorite/…Fvr): the body is `{ id, fav }`. */
export const heart =
  <P extends PathTaking<{ id: number; fav: boolean }>>(path: P) =>
  (id: number, fav: boolean) =>
    call(path, { id, fav } as BodyAt<P>);

/** The query of `load(arg)` under `key(arg)`, asked only while `enabled`. */
export function useCallQuery<A, R>(key: (arg: A) => QueryKey, load: (arg: A) => Promise<R>, arg: A, enabled = true) {
  return useQuery({ queryKey: key(arg), queryFn: () => load(arg), enabled });
}

/** Has the queries under `keys` fetched again (after a change), resolving once they are. */
export function useRefresh(...keys: QueryKey[]) {
  const qc = useQueryClient();
  return async () => {
    await Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
  };
}

/** A change that, once it succeeds, has the queries under `keys` fetched again. */
export function useChange<V, R>(change: (vars: V) => Promise<R>, ...keys: QueryKey[]) {
  const refresh = useRefresh(...keys);
  return useMutation({ mutationFn: change, onSuccess: refresh });
}
