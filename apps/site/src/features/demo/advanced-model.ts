/*
 * The advanced demo's model: the site-wide theme and font size (lib/appearance), a fruit
 * search debounced 300 ms, email validity, and a profile computed from all of them. Build it
 * inside an effect scope: the debounce timer belongs to it.
 */
import { computed, signal } from '@tendril/signals';
import { debounce } from '@tendril/signals/plugins';
import { fontSize, setFontSize, theme } from '../../lib/appearance.ts';
import { isValidEmail } from './form-rules.ts';

export const FRUITS = [
  'Apple',
  'Banana',
  'Cherry',
  'Grape',
  'Kiwi',
  'Lemon',
  'Mango',
  'Orange',
  'Peach',
  'Strawberry',
] as const;

export const SEARCH_DEBOUNCE_MS = 300;

// #region advanced
export function createAdvancedModel() {
  const query = signal('');
  const settledQuery = debounce<string>(SEARCH_DEBOUNCE_MS)(query);
  const fruits = computed(() => {
    const q = settledQuery.value.trim().toLowerCase();
    return FRUITS.filter((f) => f.toLowerCase().includes(q));
  });
  const searching = computed(() => query.value !== settledQuery.value);

  const email = signal('');
  const emailValid = computed(() => isValidEmail(email.value));

  // One computed over everything above: it updates when any of them changes.
  const profile = computed(() => ({
    theme: theme.value,
    fontSize: fontSize.value,
    email: emailValid.value ? email.value : null,
    favouriteFruits: fruits.value.length === FRUITS.length ? [] : fruits.value,
  }));
  // #endregion

  return {
    theme,
    fontSize,
    setFontSize,
    query,
    fruits,
    searching,
    email,
    emailValid,
    profile,
  };
}
