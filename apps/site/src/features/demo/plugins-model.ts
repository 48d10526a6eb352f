/*
 * The plugins demo's model: one text input (kept in localStorage), a counter and a filter
 * threshold, each seen through operators from @tendril/signals/plugins. Build it inside an
 * effect scope: the operators' timers and effects belong to it.
 */
import { computed, signal } from '@tendril/signals';
import {
  cache,
  compose,
  debounce,
  filter,
  persist,
  throttle,
  transform,
} from '@tendril/signals/plugins';

export const INPUT_KEY = 'plugin-demo-input';

// #region plugins
export function createPluginsModel() {
  const input = persist(INPUT_KEY)(signal(''));
  const counter = signal(0);
  const threshold = signal(5);

  const debounced = debounce<string>(500)(input);
  const uppercase = transform((s: string) => s.toUpperCase())(input);
  const composed = compose(
    debounce<string>(300),
    transform((s) => s.trim()),
    filter((s) => s.length > 2),
  )(input);

  const throttled = throttle<number>(1000)(counter);
  const cached = cache<number>(10_000)(counter);
  // The predicate reads the threshold signal, so moving the threshold re-filters.
  const aboveThreshold = filter((n: number) => n >= threshold.value)(counter);
  // #endregion

  return {
    input,
    counter,
    threshold,
    debounced,
    uppercase,
    // Until a trimmed value longer than 2 characters passes, there is no result to show.
    composed: computed(() => {
      const value = composed.value;
      return value.trim().length > 2 ? value : '';
    }),
    throttled,
    cached,
    aboveThreshold: computed(() => {
      const value = aboveThreshold.value;
      return value >= threshold.value ? value : null;
    }),
  };
}
