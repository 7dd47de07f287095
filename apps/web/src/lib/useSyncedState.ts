import { useState } from 'react';

/**
 * A local state that starts from `source` and starts again from it whenever `source` changes (a search box's text
 * from the address, a heart from the server's answer), while the user may change it in between. The reset happens
 * during render, as React advises, not in an effect.
 */
export function useSyncedState<T>(source: T): [T, (next: T) => void] {
  const [state, setState] = useState(source);
  const [prev, setPrev] = useState(source);
  if (prev !== source) {
    setPrev(source);
    setState(source);
  }
  return [state, setState];
}
