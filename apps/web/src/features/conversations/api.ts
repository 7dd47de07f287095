import { useQuery } from '@tanstack/react-query';
import type { DataOf, directMessages } from '@boothhub/shared';
import { call } from '../../lib/request';
import { send } from '../../lib/api';

export type Conversation = DataOf<typeof directMessages.threads>['listItem'][number];
export type Thread = DataOf<typeof directMessages.thread>;

/**
 * Direct messages (decision 080). The keys sit under the message centre's `['messages', 'list']`, so a change of the
 * unread count on the live stream (a new message told to this member) refetches the conversations and the open thread.
 */
export const conversationKeys = {
  all: ['messages', 'list', 'direct'] as const,
  threads: (page: number) => ['messages', 'list', 'direct', 'threads', page] as const,
  thread: (cardno: string) => ['messages', 'list', 'direct', 'thread', cardno] as const,
};

export const conversationsApi = {
  threads: send('Message/threads'),
  thread: send('Message/thread'),
  /** the key names this attempt: a double click or a retry after a lost answer sends once */
  send: (body: { cardno: string; text: string }, key: string) => call('Message/send', body, { headers: { 'Idempotency-Key': key } }),
  block: send('Message/block'),
};

/** The newest page of the conversation with `cardno`, polled while open (the live stream also refreshes it). */
export function useThread(cardno: string) {
  return useQuery({
    queryKey: conversationKeys.thread(cardno),
    queryFn: () => conversationsApi.thread({ cardno, page: 1, pageSize: 50 }),
    enabled: /^\d{8}$/.test(cardno),
    refetchInterval: 15_000,
  });
}

/** The link to the conversation with a member. */
export const chatLink = (cardno: string) => `/personalCenter/messages/chat?cardno=${cardno}`;
