/**
 * A keyed selector: readers of one key are told only when that key's answer changes.
 * @module
 */
export { selector, type Selector } from './selector.ts';
