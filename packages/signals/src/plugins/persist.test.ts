import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope, signal } from '../index.ts';
import { persist } from './persist.ts';

/** An in-memory Storage that can be told to fail. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const failures = { get: false, set: false };
  return {
    items,
    failures,
    getItem: (key: string) => {
      if (failures.get) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failures.set) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('persist', () => {
  it('loads the stored value and saves every change as JSON', () => {
    const storage = memoryStorage({ fontSize: '18' });
    const size = persist('fontSize', { storage })(signal(16));
    expect(size.value).toBe(18);
    size.value = 20;
    expect(storage.items.get('fontSize')).toBe('20');
  });

  it('writes nothing until the value changes, and removes the key for undefined', () => {
    const storage = memoryStorage();
    const theme = persist('theme', { storage })(signal<string | undefined>('light'));
    expect(storage.items.has('theme')).toBe(false);
    theme.value = 'dark';
    expect(storage.items.get('theme')).toBe('"dark"');
    theme.value = undefined;
    expect(storage.items.has('theme')).toBe(false);
  });

  it('keeps the initial value when the stored data is corrupt, reports it once and removes it', () => {
    const onError = vi.fn();
    const storage = memoryStorage({ theme: '{not json' });
    const theme = persist('theme', { storage, onError })(signal('light'));
    expect(theme.value).toBe('light');
    expect(onError).toHaveBeenCalledWith(
      'Failed to load theme in storage',
      expect.any(SyntaxError),
    );
    expect(storage.items.has('theme')).toBe(false);
    // The next load (a reload) finds nothing to report.
    persist('theme', { storage, onError })(signal('light'));
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps the initial value when a stored value fails validation', () => {
    const onError = vi.fn();
    const storage = memoryStorage({ theme: '42' });
    const theme = persist('theme', {
      storage,
      onError,
      validate: (v) => v === 'light' || v === 'dark',
    })(signal('light'));
    expect(theme.value).toBe('light');
    expect(onError).toHaveBeenCalledWith('Failed to load theme in storage', expect.any(TypeError));
    expect(storage.items.has('theme')).toBe(false);
  });

  it('keeps the in-memory value when saving fails (quota), and reports it', () => {
    const onError = vi.fn();
    const storage = memoryStorage({ cart: '[1]' });
    const cart = persist('cart', { storage, onError })(signal<number[]>([]));
    storage.failures.set = true;
    cart.value = [1, 2];
    expect(cart.value).toEqual([1, 2]);
    expect(storage.items.get('cart')).toBe('[1]');
    expect(onError).toHaveBeenCalledWith(
      'Failed to save cart in storage',
      expect.any(DOMException),
    );
    storage.failures.set = false;
    cart.value = [1, 2, 3];
    expect(storage.items.get('cart')).toBe('[1,2,3]');
  });

  it('reports a storage that throws on read the same way', () => {
    const onError = vi.fn();
    const storage = memoryStorage();
    storage.failures.get = true;
    const s = persist('k', { storage, onError })(signal(1));
    expect(s.value).toBe(1);
    expect(onError).toHaveBeenCalledWith('Failed to load k in storage', expect.any(Error));
  });

  it('uses localStorage and console.error by default', () => {
    const storage = memoryStorage({ count: 'oops' });
    vi.stubGlobal('localStorage', storage);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const count = persist('count')(signal(0));
    expect(count.value).toBe(0);
    expect(error).toHaveBeenCalledWith('Failed to load count in storage', expect.any(SyntaxError));
    count.value = 5;
    expect(storage.items.get('count')).toBe('5');
  });

  it('does nothing without any storage', () => {
    vi.stubGlobal('localStorage', undefined);
    const s = signal(1);
    expect(persist('x')(s)).toBe(s);
    s.value = 2;
    expect(s.value).toBe(2);
  });

  it('writes nothing more once its scope is disposed', () => {
    const storage = memoryStorage();
    const s = signal('a');
    const dispose = effectScope(() => {
      persist('k', { storage })(s);
    });
    s.value = 'b';
    dispose();
    s.value = 'c';
    expect(storage.items.get('k')).toBe('"b"');
  });
});
