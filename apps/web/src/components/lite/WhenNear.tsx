import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useServerDrawn } from '../../lib/hydration';

/**
 * Renders `children` once its place comes within `margin` of the window (IntersectionObserver), then keeps them:
 * below-the-fold parts of a page (the home page's live sections, each a chunk of its own) load when a reader scrolls
 * toward them, not before the first screen is usable. Until then the place is an empty block. A page the server
 * renders has them drawn (a crawler reads them; decision 076), and keeps them when the browser takes it over.
 */
export function WhenNear({ children, margin = '300px', testId }: { children: ReactNode; margin?: string; testId?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const serverDrawn = useServerDrawn();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || serverDrawn);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={place} data-testid={testId} className="bh-when-near">
      {near && children}
    </div>
  );
}
