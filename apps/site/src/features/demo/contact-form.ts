/*
 * The contact form's model: each field a signal kept under `persist_{field}`, validation as
 * computeds, and a submit that waits 2 s (no network call). Build it inside an effect scope.
 */
import { computed, signal, type Signal } from '@tendril/signals';
import { persist } from '@tendril/signals/plugins';
import { wait } from '@tendril/signals/time';
import { COUNTRIES, isValidEmail } from './form-rules.ts';

export const SUBMIT_DELAY_MS = 2000;

export type SubmitState = 'idle' | 'submitting' | 'submitted';

const kept = <T>(name: string, initial: T): Signal<T> =>
  persist(`persist_${name}`)(signal<T>(initial));

// #region contact
export function createContactForm() {
  const fields = {
    firstName: kept('firstName', ''),
    lastName: kept('lastName', ''),
    email: kept('email', ''),
    phone: kept('phone', ''),
    country: kept('country', ''),
    message: kept('message', ''),
    newsletter: kept('newsletter', false),
  };

  const errors = computed(() => ({
    firstName: fields.firstName.value.trim() ? null : 'First name is required',
    lastName: fields.lastName.value.trim() ? null : 'Last name is required',
    email: isValidEmail(fields.email.value) ? null : 'Please enter a valid email address',
    country: COUNTRIES.some((c) => c.code === fields.country.value)
      ? null
      : 'Please select your country',
  }));
  const isValid = computed(() => Object.values(errors.value).every((e) => e === null));
  // #endregion

  const state = signal<SubmitState>('idle');
  const canSubmit = computed(() => isValid.value && state.value !== 'submitting');

  return {
    fields,
    errors,
    isValid,
    canSubmit,
    state,
    /** Waits 2 s as if sending, then reports success; nothing leaves the page. */
    async submit() {
      if (!canSubmit.peek()) return;
      state.value = 'submitting';
      await wait(SUBMIT_DELAY_MS);
      state.value = 'submitted';
    },
  };
}

/** The simple form: names and email; the message variant needs a message as well. */
export function createSimpleForm() {
  const firstName = signal('');
  const lastName = signal('');
  const email = signal('');
  const message = signal('');
  const emailValid = computed(() => isValidEmail(email.value));
  const isValid = computed(
    () => emailValid.value && firstName.value.trim() !== '' && lastName.value.trim() !== '',
  );
  const isValidWithMessage = computed(() => isValid.value && message.value.trim() !== '');
  return { firstName, lastName, email, message, emailValid, isValid, isValidWithMessage };
}
