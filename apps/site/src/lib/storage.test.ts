import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotaStorage } from '../testing/test-storage.ts';
import { dismissStorageMessages, safeStorage, storageMessages } from './storage.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  dismissStorageMessages();
});
afterEach(() => vi.restoreAllMocks());

describe('safeStorage', () => {
  it('reads back what it wrote, and tells missing from unparsable', () => {
    const area = new QuotaStorage();
    const store = safeStorage({ storage: () => area });
    expect(store.read('k')).toEqual({ kind: 'missing' });
    expect(store.write('k', { a: 1 })).toBe(true);
    expect(store.read('k')).toEqual({ kind: 'ok', value: { a: 1 } });
    area.setItem('k', '{oops');
    expect(store.read('k')).toEqual({ kind: 'invalid', raw: '{oops' });
    store.remove('k');
    expect(store.readRaw('k')).toBeNull();
  });

  it('where there is no storage at all (a server render), nothing is stored and nothing is raised', () => {
    const store = safeStorage({ storage: () => undefined });
    expect(store.read('products')).toEqual({ kind: 'missing' });
    expect(store.readRaw('products')).toBeNull();
    expect(store.write('products', [1])).toBe(false);
    expect(store.read('products')).toEqual({ kind: 'missing' });
    store.remove('products');
    expect(store.keys()).toEqual([]);
    expect(storageMessages.peek()).toEqual([]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('never throws: a full or blocked storage is an outcome, raised once as its message', () => {
    const area = new QuotaStorage(10);
    const store = safeStorage({ storage: () => area });
    expect(store.write('wide-key', 'x'.repeat(50))).toBe(false);
    expect(store.write('wide-key', 'x'.repeat(50))).toBe(false);
    expect(storageMessages.peek()).toEqual(['Failed to save wide-key in storage']);
    expect(console.warn).toHaveBeenCalledTimes(1);

    const blocked = safeStorage({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(blocked.read('cart')).toEqual({ kind: 'unavailable' });
    expect(blocked.keys()).toEqual([]);
    expect(storageMessages.peek()).toContain('Failed to check cart in storage');
  });

  it('a quiet instance reports to its own handler instead', () => {
    const problems: string[] = [];
    const area = new QuotaStorage();
    area.broken = true;
    const store = safeStorage({
      storage: () => area,
      onProblem: (operation, key) => problems.push(`${operation} ${key}`),
    });
    expect(store.writeRaw('a', '1')).toBe(false);
    expect(problems).toEqual(['save a']);
    expect(storageMessages.peek()).toEqual([]);
  });
});
