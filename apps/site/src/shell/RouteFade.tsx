import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useMatch } from '@tendril/router/react';

/** Fades the page in (300 ms) when the route changes; params-only changes and reduced motion skip it. */
export function RouteFade({ children }: { children: ReactNode }) {
  const route = useMatch()?.route;
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = box.current;
    if (!el || typeof el.animate !== 'function') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, easing: 'ease-out' });
  }, [route]);
  return <div ref={box}>{children}</div>;
}
