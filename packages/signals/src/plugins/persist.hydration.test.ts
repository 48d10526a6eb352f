// @vitest-environment jsdom
// persist on a page rendered on a server: the stored value waits for the end of hydration.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computed, endHydration, signal } from '../index.ts';
import { persist } from './persist.ts';

const root = document.createElement('div');
afterEach(() => {
  endHydration();
  root.remove();
  localStorage.clear();
});

function hydratingPage() {
  root.setAttribute('data-server-rendered', '');
  document.body.append(root);
}

describe('persist while the page hydrates', () => {
  it('holds the initial value, writes nothing, then applies the stored value (computeds follow)', () => {
    localStorage.setItem('todos', '["stored"]');
    hydratingPage();
    const todos = persist('todos')(signal<string[]>([]));
    const count = computed(() => todos.value.length);
    expect(todos.value).toEqual([]);
    expect(count.value).toBe(0);
    expect(localStorage.getItem('todos')).toBe('["stored"]');
    endHydration();
    expect(todos.value).toEqual(['stored']);
    expect(count.value).toBe(1);
    expect(localStorage.getItem('todos')).toBe('["stored"]');
    todos.value = ['stored', 'new'];
    expect(localStorage.getItem('todos')).toBe('["stored","new"]');
  });

  it("a write of the app's meanwhile wins over the stored value, and is saved", () => {
    localStorage.setItem('q', '"stored"');
    hydratingPage();
    const q = persist('q')(signal(''));
    q.value = 'typed';
    expect(localStorage.getItem('q')).toBe('"typed"');
    endHydration();
    expect(q.value).toBe('typed');
    expect(localStorage.getItem('q')).toBe('"typed"');
  });

  it('checks the stored value at once: a rejected one is reported and removed once', () => {
    localStorage.setItem('theme', '42');
    hydratingPage();
    const onError = vi.fn();
    const options = { onError, validate: (v: unknown) => v === 'light' || v === 'dark' };
    const theme = persist('theme', options)(signal('light'));
    expect(onError).toHaveBeenCalledWith('Failed to load theme in storage', expect.any(TypeError));
    expect(localStorage.getItem('theme')).toBeNull();
    persist('theme', options)(signal('light'));
    endHydration();
    expect(theme.value).toBe('light');
    expect(onError).toHaveBeenCalledOnce();
  });
});
