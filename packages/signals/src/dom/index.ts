/**
 * Signals bound straight to DOM elements, as ref callbacks: an element's text or one of its
 * properties follows a signal with no component render. For hot lists in React (or Preact, or
 * plain DOM code).
 *
 * @example
 * ```tsx
 * import { bindText } from '@tendril/signals/dom';
 * <td ref={bindText(row.label)}>{row.label.peek()}</td>;
 * ```
 * @module
 */
export { bindProp, bindText, type BindRef, type BindSource } from './bind.ts';
