import type { LoaderFunctionArgs } from 'react-router';
import { firstPageQuery } from '@boothhub/shared/taskList';
import { queryClient } from '../../lib/queryClient';
import { idFrom, recordQuery } from '../../lib/useRecord';
import { publicTasksApi, taskKeys } from './publicApi';

/**
 * Route loaders of the public task pages (decision 045): they ask for the page's one answer as the router starts
 * loading the page's chunk, instead of after it, and put it in the query cache where the page finds it (same key, same
 * call). They neither wait nor fail: a refusal is the page's to show when it asks itself. On the first page of a visit
 * the answer usually came with the document (decision 046: the request helper takes it instead of asking).
 */
export function prefetchTaskList({ request }: LoaderFunctionArgs) {
  if (typeof window === 'undefined') return null; // the server's render asks in its own query cache (decision 076)
  const query = firstPageQuery(new URL(request.url).searchParams);
  void queryClient.prefetchQuery({ queryKey: taskKeys.list(query), queryFn: () => publicTasksApi.listQuiet(query) });
  return null;
}

export function prefetchTask({ request }: LoaderFunctionArgs) {
  if (typeof window === 'undefined') return null;
  const id = idFrom(new URL(request.url).searchParams);
  if (id !== null) void queryClient.prefetchQuery(recordQuery(id, taskKeys.show, publicTasksApi.show));
  return null;
}
