import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './request';

/** Business errors are answers, not accidents: they are never retried. Network failures get one more try. */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: (count, err) => !(isApiError(err) && (err.kind === 'business' || err.kind === 'http')) && count < 1,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
