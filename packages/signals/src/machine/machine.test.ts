import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effect, effectScope } from '../index.ts';
import { createMachine } from './index.ts';

/** The demo request machine. */
const requestMachine = () =>
  createMachine({
    initial: 'idle',
    states: {
      idle: { on: { start: 'loading' } },
      loading: { on: { success: 'success', error: 'error' } },
      success: { on: { reset: 'idle' } },
      error: { on: { reset: 'idle' } },
    },
  });

type State = 'idle' | 'loading' | 'success' | 'error';
type Event = 'start' | 'success' | 'error' | 'reset';
const EVENTS: Event[] = ['start', 'success', 'error', 'reset'];

/** The rule, written out as a plain model: a pair not listed leaves the state unchanged. */
function model(state: State, event: Event): State | undefined {
  if (state === 'idle' && event === 'start') return 'loading';
  if (state === 'loading' && event === 'success') return 'success';
  if (state === 'loading' && event === 'error') return 'error';
  if ((state === 'success' || state === 'error') && event === 'reset') return 'idle';
  return undefined;
}

describe('createMachine', () => {
  it('starts in the initial state and moves on the events its state accepts', () => {
    const m = requestMachine();
    expect(m.state.value).toBe('idle');
    expect(m.send('start')).toBe(true);
    expect(m.state.value).toBe('loading');
    expect(m.send('error')).toBe(true);
    expect(m.state.value).toBe('error');
    expect(m.send('reset')).toBe(true);
    expect(m.state.value).toBe('idle');
  });

  it('reports an event with no transition and leaves the state unchanged', () => {
    const m = requestMachine();
    const seen: string[] = [];
    effect(() => {
      seen.push(m.state.value);
    });
    expect(m.send('reset')).toBe(false);
    expect(m.send('success')).toBe(false);
    expect(m.state.value).toBe('idle');
    expect(seen).toEqual(['idle']); // nobody was notified
  });

  it('ignores events named like Object methods', () => {
    const m = createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    expect((m.send as (event: string) => boolean)('toString')).toBe(false);
    expect(m.state.value).toBe('a');
  });

  it('can() answers for the current state, tracked; reset() goes back to the initial state', () => {
    const m = requestMachine();
    const canReset: boolean[] = [];
    effect(() => {
      canReset.push(m.can('reset'));
    });
    m.send('start');
    m.send('success');
    expect(canReset).toEqual([false, false, true]);
    m.reset();
    expect(m.state.value).toBe('idle');
  });

  it('types states and events from the definition', () => {
    const m = requestMachine();
    // @ts-expect-error 'stop' is not an event of this machine
    m.send('stop');
    const s: State = m.state.value;
    expect(s).toBe('idle');
    createMachine({
      initial: 'a',
      // @ts-expect-error 'c' is not a state
      states: { a: { on: { go: 'c' } }, b: {} },
    });
  });

  it('matches the transition-table model for any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 60 }), (events) => {
        const m = requestMachine();
        let expected: State = 'idle';
        for (const event of events) {
          const next = model(expected, event);
          expect(m.send(event)).toBe(next !== undefined);
          expected = next ?? expected;
          expect(m.state.value).toBe(expected);
        }
      }),
    );
  });

  it('creates nothing that runs: after its scope is disposed no effect fires', () => {
    vi.useFakeTimers();
    try {
      const m = requestMachine();
      const seen: string[] = [];
      const dispose = effectScope(() => {
        effect(() => {
          seen.push(m.state.value);
        });
      });
      expect(vi.getTimerCount()).toBe(0);
      dispose();
      m.send('start');
      expect(seen).toEqual(['idle']);
      expect(m.state.value).toBe('loading');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
