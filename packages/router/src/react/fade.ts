/** Fades an element in over `ms`, unless the user asked for reduced motion or the host lacks the Web Animations API. */
export function fadeIn(element: HTMLElement | null, ms: number): void {
  if (!element || typeof element.animate !== 'function' || ms <= 0) return;
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)
    return;
  element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' });
}
