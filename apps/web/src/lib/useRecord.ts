import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { idFrom } from '@boothhub/shared/patterns';

// the `?id=` of an address, read as the server reads it for the page's first answer (decision 046)
export { idFrom };

/** The `?id=` (or `?<name>=`) of a page: the record it shows or edits, or null when it is not a positive integer. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return idFrom(params, name);
}

/** The query of one record by its id; a missing record is not asked again (the page shows "not found"). */
export const recordQuery = <T>(id: number, key: (id: number) => QueryKey, load: (id: number) => Promise<T>) => ({
  queryKey: key(id),
  queryFn: () => load(id),
  retry: false,
});

/**
 * One record by its id (a detail page, the record a form edits): nothing is asked while there is no id, and a
 * missing record is not asked again (the page shows "not found").
 */
export function useRecord<T>(id: number | null, key: (id: number) => QueryKey, load: (id: number) => Promise<T>) {
  return useQuery({ ...recordQuery(id ?? 0, key, load), enabled: id !== null });
}
