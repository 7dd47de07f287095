import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/request';
import { queryKeys, quiet, send } from '../../lib/api';

/** The tip centre calls (docs/rules/api.md "Messages"). */
export const messageKeys = queryKeys('messages', ['list'], ['unread']);

export const messagesApi = {
  list: send('Tipcenter/getList'),
  markRead: (ids: number[] | 'all') => call('Tipcenter/editMsg', { ids, read: true }),
  remove: (ids: number[]) => call('Tipcenter/delMsg', { ids }),
  unread: () => call('Tipcenter/unread', {}, quiet),
};

/** The unread count for the header badge. */
export function useUnread(enabled: boolean) {
  return useQuery({ queryKey: messageKeys.unread, queryFn: messagesApi.unread, enabled, staleTime: 30_000 });
}

export const STREAM_URL = '/api/Tipcenter/stream';
const MIN_DELAY = 1_000;
const MAX_DELAY = 30_000;

/**
 * Keeps the unread count live from `GET /api/Tipcenter/stream` (server-sent `unread` events with `{unread}`).
 * EventSource retries dropped connections by itself; when the server closes it for good (an error answer), this
 * reconnects with a backoff of 1 s doubling to 30 s and refetches the count, since events may have been missed.
 */
export function useUnreadStream(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = MIN_DELAY;
    let opened = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource(STREAM_URL);
      source.addEventListener('unread', (event) => {
        try {
          const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
          if (typeof unread !== 'number') return;
          const before = qc.getQueryData<{ unread: number }>(messageKeys.unread)?.unread;
          qc.setQueryData(messageKeys.unread, { unread });
          if (before !== unread) void qc.invalidateQueries({ queryKey: ['messages', 'list'] });
        } catch {}
      });
      source.onopen = () => {
        delay = MIN_DELAY;
        if (opened) void qc.invalidateQueries({ queryKey: messageKeys.unread });
        opened = true;
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        if (stopped) return;
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_DELAY);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, qc]);
}
