import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRecordedMachine, REQUEST_EVENTS, type RequestEvent } from './request-machine.ts';

// The rule as a table: anything not listed leaves the state unchanged.
const NEXT: Record<string, string> = {
  'idle+start': 'loading',
  'loading+success': 'success',
  'loading+error': 'error',
  'success+reset': 'idle',
  'error+reset': 'idle',
};

describe('the request machine', () => {
  it('moves idle → loading → success → idle', () => {
    const m = createRecordedMachine();
    expect(m.send('start')).toBe(true);
    expect(m.send('success')).toBe(true);
    expect(m.send('reset')).toBe(true);
    expect(m.state.value).toBe('idle');
  });

  it('records an event with no transition as ignored and keeps the state', () => {
    const m = createRecordedMachine();
    expect(m.send('success')).toBe(false);
    expect(m.state.value).toBe('idle');
    expect(m.history.value[0]).toMatchObject({ event: 'success', from: 'idle', to: null });
  });

  it('follows the transition table for any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<RequestEvent>(...REQUEST_EVENTS)), (events) => {
        const m = createRecordedMachine();
        let model = 'idle';
        for (const e of events) {
          const next = NEXT[`${model}+${e}`];
          expect(m.send(e)).toBe(next !== undefined);
          model = next ?? model;
          expect(m.state.value).toBe(model);
        }
        expect(m.history.value).toHaveLength(events.length);
      }),
    );
  });
});
