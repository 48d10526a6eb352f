import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effectScope } from '@tendril/signals';
import { createContactForm, createSimpleForm } from './contact-form.ts';
import { isValidEmail } from './form-rules.ts';

function scoped() {
  let form!: ReturnType<typeof createContactForm>;
  const dispose = effectScope(() => (form = createContactForm()));
  return { form, dispose };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('email rule', () => {
  it('accepts text@text.text without spaces', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    for (const bad of ['', 'ada', 'ada@example', '@example.com', 'a da@x.com', 'ada@x.', 'ada@.'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('matches the model: non-space, @, non-space, dot, non-space', () => {
    const part = fc.stringMatching(/^[^\s]+$/);
    fc.assert(
      fc.property(part, part, part, (a, b, c) => {
        expect(isValidEmail(`${a}@${b}.${c}`)).toBe(true);
        expect(isValidEmail(`${a} @${b}.${c}`)).toBe(false);
      }),
    );
  });
});

describe('contact form', () => {
  it('shows each required message until filled, then is valid', () => {
    const { form, dispose } = scoped();
    expect(form.errors.value).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      country: 'Please select your country',
    });
    form.fields.firstName.value = 'Ada';
    form.fields.lastName.value = 'Lovelace';
    form.fields.email.value = 'ada@example.com';
    expect(form.isValid.value).toBe(false);
    form.fields.country.value = 'uk';
    expect(form.isValid.value).toBe(true);
    expect(localStorage.getItem('persist_firstName')).toBe('"Ada"');
    dispose();
  });

  it('submits after 2 s', async () => {
    vi.useFakeTimers();
    const { form, dispose } = scoped();
    form.fields.firstName.value = 'A';
    form.fields.lastName.value = 'B';
    form.fields.email.value = 'a@b.co';
    form.fields.country.value = 'jp';
    const done = form.submit();
    expect(form.state.value).toBe('submitting');
    expect(form.canSubmit.value).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(form.state.value).toBe('submitted');
    dispose();
  });

  it('restores persisted fields', () => {
    localStorage.setItem('persist_lastName', '"Hopper"');
    const { form, dispose } = scoped();
    expect(form.fields.lastName.value).toBe('Hopper');
    dispose();
  });
});

describe('simple form', () => {
  it('is valid with a valid email and both names; the message variant needs a message', () => {
    const f = createSimpleForm();
    f.firstName.value = 'Ada';
    f.lastName.value = 'L';
    f.email.value = 'ada@x';
    expect(f.emailValid.value).toBe(false);
    f.email.value = 'ada@x.io';
    expect(f.isValid.value).toBe(true);
    expect(f.isValidWithMessage.value).toBe(false);
    f.message.value = 'Hi';
    expect(f.isValidWithMessage.value).toBe(true);
  });
});
