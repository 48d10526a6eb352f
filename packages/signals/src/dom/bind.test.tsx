import { describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { computed, effect, signal } from '../index.ts';
import { bindProp, bindText } from './index.ts';

// Plain DOM use (jsdom, as every .tsx test); the React side (refs, re-renders, unmount, server) is in ../react/bind.test.tsx.
describe('bindings on plain elements', () => {
  it('is not owned by an effect that is running when it binds', () => {
    const label = signal('x');
    const el = document.createElement('span');
    const ref = bindText(label);
    const trigger = signal(0);
    const stop = effect(() => {
      trigger.value;
      // Bound once, from inside an effect: the effect re-running must not unbind it.
      if (trigger.peek() === 0) ref(el);
    });
    trigger.value = 1;
    label.value = 'y';
    expect(el.textContent).toBe('y');
    stop();
    label.value = 'z';
    expect(el.textContent).toBe('z');
    ref(null);
    expect(subscriberCount(label)).toBe(0);
  });

  it('owns the effects its source creates, from its first run on, and disposes them', () => {
    const text = signal('a');
    const watched = signal(0);
    const el = document.createElement('span');
    const ref = bindText(() => {
      // An effect made by the source belongs to the binding's run, as in an effect.
      effect(() => void watched.value);
      return text.value;
    });
    ref(el);
    expect(subscriberCount(watched)).toBe(1);
    text.value = 'b';
    // The run that made it is over: the new run's effect replaces it.
    expect(subscriberCount(watched)).toBe(1);
    ref(null);
    expect(subscriberCount(watched)).toBe(0);
  });

  it('assigns only a value that differs from the element', () => {
    const title = signal('same');
    const el = document.createElement('a');
    el.title = 'same';
    const set = vi.spyOn(el, 'title', 'set');
    const ref = bindProp<HTMLAnchorElement, 'title'>('title', title);
    ref(el);
    expect(set).not.toHaveBeenCalled();
    title.value = 'other';
    expect(set).toHaveBeenCalledTimes(1);
    expect(el.title).toBe('other');
    ref(null);
    title.value = 'late';
    expect(el.title).toBe('other');
  });

  it('unbinds the previous element when called with another, or with null (React 18, Preact)', () => {
    const hidden = signal(false);
    const shown = computed(() => !hidden.value);
    const ref = bindProp<HTMLDivElement, 'hidden'>('hidden', () => !shown.value);
    const a = document.createElement('div');
    const b = document.createElement('div');
    ref(a);
    ref(b);
    hidden.value = true;
    expect([a.hidden, b.hidden]).toEqual([false, true]);
    ref(null);
    hidden.value = false;
    expect(b.hidden).toBe(true);
    expect(subscriberCount(hidden)).toBe(0);
  });
});
