// Runs under `node --expose-gc` (the "gc" project in vitest.config.ts): proves that nodes the
// graph no longer needs are not kept alive by it.
import { describe, expect, it } from 'vitest';
import { computed, effect, signal, type ReadonlySignal } from '../index.ts';

const gc = (globalThis as { gc?: () => void }).gc;

// `deref()` keeps its target alive for the rest of the current job, so collect over a few
// turns of the event loop first and look only once.
async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc!();
  }
  return ref.deref() === undefined;
}

describe('garbage collection', () => {
  it('runs with gc exposed', () => {
    expect(typeof gc).toBe('function');
  });

  it('a computed that loses its last subscriber is collectable while its source lives', async () => {
    const source = signal(1);
    let ref!: WeakRef<ReadonlySignal<number>>;
    const stops: (() => void)[] = [];
    (() => {
      const c = computed(() => source.value * 2);
      ref = new WeakRef(c);
      stops.push(
        effect(() => {
          c.value;
        }),
      );
    })();
    source.value = 2;
    stops.pop()!();
    const gone = await collected(ref);
    source.value = 3;
    expect(gone).toBe(true);
  });

  it('a computed an effect read is collectable once the effect is stopped, while its stop function is kept', async () => {
    const source = signal(1);
    let ref!: WeakRef<ReadonlySignal<number>>;
    let stop!: () => void;
    (() => {
      const c = computed(() => source.value * 2);
      ref = new WeakRef(c);
      stop = effect(() => {
        c.value;
      });
    })();
    stop();
    const gone = await collected(ref);
    // Still held here, after the collection: holding it must not keep the computed alive.
    expect(typeof stop).toBe('function');
    expect(gone).toBe(true);
  });

  it("a computed read by a nested effect is collectable once its owner re-runs, while the nested effect's stop function is kept", async () => {
    const source = signal(1);
    const round = signal(0);
    let ref!: WeakRef<ReadonlySignal<number>>;
    let innerStop: (() => void) | undefined;
    const stop = effect(() => {
      if (round.value === 0) {
        const c = computed(() => source.value * 2);
        ref = new WeakRef(c);
        innerStop = effect(() => {
          c.value;
        });
      }
    });
    round.value = 1; // the re-run creates no nested effect: the first one is disposed
    const gone = await collected(ref);
    expect(typeof innerStop).toBe('function');
    stop();
    expect(gone).toBe(true);
  });

  it('the most recently disposed of several computeds is collectable too', async () => {
    const source = signal(1);
    const refs: WeakRef<ReadonlySignal<number>>[] = [];
    const stops: (() => void)[] = [];
    for (let i = 0; i < 3; i++) {
      (() => {
        const c = computed(() => source.value + i);
        refs.push(new WeakRef(c));
        stops.push(
          effect(() => {
            c.value;
          }),
        );
      })();
    }
    // Not a for-of: its loop variable would keep the last disposer (and so its computed) alive.
    stops.splice(0).forEach((stop) => stop());
    const gone: boolean[] = [];
    for (const ref of refs) gone.push(await collected(ref));
    source.value = 2;
    expect(gone).toEqual([true, true, true]);
  });

  it('a chain of computeds dropped by an effect re-run is collectable', async () => {
    const source = signal(1);
    const show = signal(true);
    const box: { b?: ReadonlySignal<number> } = {};
    let ref!: WeakRef<ReadonlySignal<number>>;
    (() => {
      const a = computed(() => source.value + 1);
      ref = new WeakRef(a);
      box.b = computed(() => a.value * 2);
    })();
    effect(() => {
      if (show.value) box.b!.value;
    });
    show.value = false;
    delete box.b;
    const gone = await collected(ref);
    source.value = 2;
    expect(gone).toBe(true);
  });

  it('an unread computed that was never subscribed is collectable', async () => {
    const source = signal(1);
    let ref!: WeakRef<ReadonlySignal<number>>;
    (() => {
      const c = computed(() => source.value);
      ref = new WeakRef(c);
    })();
    const gone = await collected(ref);
    source.value = 2;
    expect(gone).toBe(true);
  });
});
