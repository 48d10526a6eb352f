// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHydration, computed, effect, endHydration, signal } from '../index.ts';

const root = document.createElement('div');
afterEach(() => {
  endHydration();
  root.remove();
  vi.unstubAllGlobals();
});

/** A page whose root holds HTML rendered on a server. */
function serverRenderedPage() {
  root.setAttribute('data-server-rendered', '');
  document.body.append(root);
}

describe('afterHydration', () => {
  it('runs at once when nothing is marked as rendered on a server', () => {
    const fn = vi.fn();
    afterHydration(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs at once without a document (on a server)', () => {
    serverRenderedPage();
    vi.stubGlobal('document', undefined);
    const fn = vi.fn();
    afterHydration(fn);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('on a marked page, waits for endHydration, then runs everything in order in one batch', () => {
    serverRenderedPage();
    const first = signal('a');
    const second = signal(1);
    const both = computed(() => `${first.value}${second.value}`);
    const seen: string[] = [];
    effect(() => void seen.push(both.value));
    afterHydration(() => (first.value = 'b'));
    afterHydration(() => (second.value = 2));
    expect(seen).toEqual(['a1']);
    endHydration();
    expect(seen).toEqual(['a1', 'b2']);
    expect(root.hasAttribute('data-server-rendered')).toBe(false);
  });

  it('endHydration is idempotent, and the phase is over once it ran', () => {
    serverRenderedPage();
    const fn = vi.fn();
    afterHydration(fn);
    endHydration();
    endHydration();
    expect(fn).toHaveBeenCalledOnce();
    afterHydration(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a function that throws stops none of the others; its error is thrown after', () => {
    serverRenderedPage();
    const boom = new Error('boom');
    const later = vi.fn();
    afterHydration(() => {
      throw boom;
    });
    afterHydration(later);
    expect(() => endHydration()).toThrow(boom);
    expect(later).toHaveBeenCalledOnce();
  });
});
