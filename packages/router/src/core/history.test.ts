import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';

const hrefs = (h: ReturnType<typeof createMemoryHistory>) => h.entries.map((e) => e.href);

describe('createMemoryHistory', () => {
  it('starts on the last initial entry, each entry with its index and a unique key', () => {
    const h = createMemoryHistory(['/a', '/b', '/c']);
    expect(h.location.href).toBe('/c');
    expect(h.location.index).toBe(2);
    expect(h.entries.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(new Set(h.entries.map((e) => e.key)).size).toBe(3);
    expect(h.location.state).toBeNull();
  });

  it('defaults to a single "/" entry', () => {
    const h = createMemoryHistory();
    expect(hrefs(h)).toEqual(['/']);
    expect(h.location).toMatchObject({ pathname: '/', search: '', hash: '', index: 0 });
  });

  it('push adds an entry after the current one, with its state, and does not notify', () => {
    const h = createMemoryHistory(['/a']);
    const listener = vi.fn();
    h.listen(listener);
    h.push('/b?x=1#top', { from: 'a' });
    expect(hrefs(h)).toEqual(['/a', '/b?x=1#top']);
    expect(h.location).toMatchObject({
      pathname: '/b',
      search: '?x=1',
      hash: '#top',
      href: '/b?x=1#top',
      state: { from: 'a' },
      index: 1,
    });
    expect(listener).not.toHaveBeenCalled();
  });

  it('push after going back drops the forward entries', () => {
    const h = createMemoryHistory(['/a', '/b', '/c']);
    h.go(-2);
    h.push('/d');
    expect(hrefs(h)).toEqual(['/a', '/d']);
    expect(h.location.index).toBe(1);
  });

  it('replace swaps the current entry in place, with a new key', () => {
    const h = createMemoryHistory(['/a', '/b']);
    const before = h.location.key;
    h.replace('/c', 42);
    expect(hrefs(h)).toEqual(['/a', '/c']);
    expect(h.location).toMatchObject({ href: '/c', state: 42, index: 1 });
    expect(h.location.key).not.toBe(before);
  });

  it('go moves and notifies listeners synchronously with the delta', () => {
    const h = createMemoryHistory(['/a', '/b', '/c']);
    const seen: [string, number][] = [];
    h.listen((location, delta) => seen.push([location.href, delta]));
    h.go(-1);
    expect(h.location.href).toBe('/b');
    h.go(-1);
    h.go(2);
    expect(seen).toEqual([
      ['/b', -1],
      ['/a', -1],
      ['/c', 2],
    ]);
  });

  it('go past either end stops at the end and reports how far it really moved', () => {
    const h = createMemoryHistory(['/a', '/b', '/c']);
    const listener = vi.fn();
    h.listen(listener);
    h.go(1);
    expect(listener).not.toHaveBeenCalled();
    h.go(-10);
    expect(h.location.href).toBe('/a');
    expect(listener).toHaveBeenCalledWith(h.entries[0], -2);
    h.go(-1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('revert moves back by a delta without notifying (undoing a refused pop)', () => {
    const h = createMemoryHistory(['/a', '/b', '/c']);
    const listener = vi.fn();
    h.listen(listener);
    h.go(-2);
    listener.mockClear();
    h.revert(-2);
    expect(h.location.href).toBe('/c');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unlisten or destroy', () => {
    const h = createMemoryHistory(['/a', '/b']);
    const first = vi.fn();
    const second = vi.fn();
    const stop = h.listen(first);
    h.listen(second);
    stop();
    h.go(-1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    h.destroy();
    h.go(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('normalises hrefs it is given and never throws on odd ones', () => {
    const h = createMemoryHistory(['/a b', '//evil.example/x', '%E0%A4%A', '']);
    expect(hrefs(h)).toEqual(['/a%20b', '/', '/%E0%A4%A', '/']);
  });
});
