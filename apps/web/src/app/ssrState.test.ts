import { describe, expect, it } from 'vitest';
import { decodeSsrState, encodeSsrState, type SsrState } from './ssrState';

const state = (data: unknown): SsrState => ({
  lang: 'en-US',
  width: 1280,
  router: { loaderData: {} },
  queries: { mutations: [], queries: [{ queryKey: ['k'], queryHash: '["k"]', state: { data } as never, dehydratedAt: 1 }] },
});
const dataOf = (s: SsrState | null) => s?.queries.queries[0]?.state.data;

describe('the state of a server-rendered page (decision 076)', () => {
  it('keeps Sets and Maps a query answered (the task list’s favourites)', () => {
    const back = decodeSsrState(encodeSsrState(state({ favs: new Set([3, 5]), by: new Map([['a', 1]]), list: [1, 2] })));
    const data = dataOf(back) as { favs: Set<number>; by: Map<string, number>; list: number[] };
    expect(data.favs).toBeInstanceOf(Set);
    expect(data.favs.has(5)).toBe(true);
    expect(data.by.get('a')).toBe(1);
    expect(data.list).toEqual([1, 2]);
  });

  it('writes no text that could close its script element or break the script, and reads it back whole', () => {
    const evil = `</script><script>alert(1)</script> \u2028\u2029 <!--`;
    const text = encodeSsrState(state({ bio: evil }));
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect((dataOf(decodeSsrState(text)) as { bio: string }).bio).toBe(evil);
  });

  it('is null when the element is missing or not whole', () => {
    expect(decodeSsrState(null)).toBeNull();
    expect(decodeSsrState('{"lang":')).toBeNull();
  });
});
