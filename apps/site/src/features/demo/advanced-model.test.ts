import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from '@tendril/signals';
import { createAdvancedModel, FRUITS } from './advanced-model.ts';

function scoped() {
  let model!: ReturnType<typeof createAdvancedModel>;
  const dispose = effectScope(() => (model = createAdvancedModel()));
  return { model, dispose };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('advanced model', () => {
  it('searches 10 fruits 300 ms after typing stops', () => {
    const { model, dispose } = scoped();
    expect(model.fruits.value).toHaveLength(FRUITS.length);
    model.query.value = 'an';
    expect(model.searching.value).toBe(true);
    vi.advanceTimersByTime(299);
    expect(model.fruits.value).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(model.fruits.value).toEqual(['Banana', 'Mango', 'Orange']);
    expect(model.searching.value).toBe(false);
    dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('combines theme, font size, a valid email and the search into the profile', () => {
    const { model, dispose } = scoped();
    model.email.value = 'not an email';
    expect(model.profile.value.email).toBeNull();
    model.email.value = 'ada@example.com';
    model.setFontSize(100);
    model.theme.value = 'dark';
    expect(model.profile.value).toMatchObject({
      theme: 'dark',
      fontSize: 24,
      email: 'ada@example.com',
      favouriteFruits: [],
    });
    model.theme.value = 'light';
    model.setFontSize(16);
    dispose();
  });
});
