import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Lang } from '@boothhub/shared';

/** The script element of a page the server rendered (decision 076): its language, the router's and the queries' state. */
export const SSR_STATE_ID = 'bh-ssr-state';
export interface SsrState {
  lang: Lang;
  /** the viewport's width the server drew the page for (lib/useMedia.ts) */
  width: number;
  router: HydrationState;
  queries: DehydratedState;
}

/** how a Set or a Map in a query's data is written (a query may answer one: the task list's favourites) */
const SET = '$bh:set';
const MAP = '$bh:map';

/**
 * The state as the script element's text: JSON with Sets and Maps tagged, `<` and the line separators JSON leaves raw
 * written as `\u` escapes, so no text of an answer can close the element or break the script.
 */
export function encodeSsrState(state: SsrState): string {
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof Set ? { [SET]: [...value] } : value instanceof Map ? { [MAP]: [...value] } : value,
  );
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state from the script element's text (encodeSsrState), or null when it is not there or not whole. */
export function decodeSsrState(text: string | null | undefined): SsrState | null {
  try {
    return JSON.parse(text ?? '', (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (SET in value) return new Set((value as Record<string, unknown[]>)[SET]);
        if (MAP in value) return new Map((value as Record<string, Array<[unknown, unknown]>>)[MAP]);
      }
      return value;
    }) as SsrState;
  } catch {
    return null;
  }
}
