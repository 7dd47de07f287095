import { useLayoutEffect, useState } from 'react';

/**
 * The index of the first item of a wrapping one-line list (`flex-wrap: wrap`, one line high, overflow hidden) that
 * went to a second line — the items from there on do not fit and belong in a "more" menu. Measured before paint and
 * again whenever the list's size changes; `key` names what changes the items' widths (their texts). `list` is a
 * callback ref, so a list that appears later (a phone turned into a desktop's width) is measured too.
 */
export function useFolded<T extends HTMLElement>(count: number, key: string) {
  const [el, list] = useState<T | null>(null);
  const [first, setFirst] = useState(count);
  useLayoutEffect(() => {
    if (!el) return;
    const check = () => {
      const items = [...el.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const index = items.findIndex((item) => item.offsetTop > top);
      setFirst(index < 0 ? items.length : index);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, count, key]);
  return { list, first };
}
