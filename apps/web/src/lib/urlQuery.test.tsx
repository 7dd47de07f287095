import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changedFields, useAddressParams, useUrlQuery } from './urlQuery';

const at = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

describe('the address as search state', () => {
  it('keeps both of two filters picked before the page renders again (the designers city + rating race)', () => {
    const { result } = renderHook(() => ({ ...useAddressParams(), location: useLocation() }), { wrapper: at('/designer') });
    act(() => {
      // the same render's setter, twice: the second must build on the first
      result.current.update((p) => (p.set('city', '上海'), p));
      result.current.update((p) => (p.set('minRating', '4'), p));
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('city')).toBe('上海');
    expect(params.get('minRating')).toBe('4');
  });

  it('starts again from the address when it changes elsewhere (a link, the back button)', () => {
    const { result } = renderHook(() => ({ ...useUrlQuery(), location: useLocation() }), { wrapper: at('/modelCenter?category=booth&page=3') });
    act(() => result.current.set('format', 'glb'));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('category=booth&format=glb');
    act(() => result.current.set('page', 2));
    expect(result.current.params.get('page')).toBe('2');
  });

  it('changedFields names only what a filter bar replaced', () => {
    const city = ['上海'];
    const from = { q: 'led', city, capability: [] as string[] };
    expect(changedFields(from, { ...from, capability: ['steel'] })).toEqual({ capability: ['steel'] });
    expect(changedFields(from, { ...from })).toEqual({});
  });
});
