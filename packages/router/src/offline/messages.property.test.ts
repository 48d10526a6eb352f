import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parsePageMessage,
  parseWorkerMessage,
  type PageMessage,
  type WorkerMessage,
} from './messages.ts';

const count = fc.nat({ max: 1_000_000 });
const paths = fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 });
const workerMessage: fc.Arbitrary<WorkerMessage> = fc.oneof(
  fc.record({ type: fc.constantFrom('CACHE_UPDATE', 'STALE_DATA') }),
  fc.record({ type: fc.constantFrom('CACHE_UPDATE', 'STALE_DATA'), url: fc.webUrl() }),
  fc.record({ type: fc.constant('MUTATION_QUEUED'), count }),
  fc.record({ type: fc.constant('SYNC_COMPLETE'), time: count, applied: count }),
  fc.record({ type: fc.constantFrom('ROUTES_UPDATED', 'ROUTES_UNCHANGED', 'REPLAY') }),
  fc.record({ type: fc.constant('NETWORK_MODE'), simulatedOffline: fc.boolean() }),
) as fc.Arbitrary<WorkerMessage>;
const pageMessage: fc.Arbitrary<PageMessage> = fc.oneof(
  fc.record({
    type: fc.constant('UPDATE_OFFLINE_ROUTES'),
    staticRoutes: paths,
    dynamicPatterns: paths,
    portalPatterns: paths,
  }),
  fc.record({
    type: fc.constantFrom('SIMULATE_OFFLINE', 'ENABLE_NETWORK', 'GET_NETWORK_MODE', 'SKIP_WAITING'),
  }),
  fc.record({ type: fc.constant('QUEUE_CHANGED'), count }),
  fc.record({ type: fc.constant('SYNC_DONE'), time: count, applied: count }),
) as fc.Arbitrary<PageMessage>;

/** Known types with fields of any type: what a hostile or buggy sender would post. */
const types = [
  'CACHE_UPDATE',
  'STALE_DATA',
  'MUTATION_QUEUED',
  'SYNC_COMPLETE',
  'ROUTES_UPDATED',
  'ROUTES_UNCHANGED',
  'NETWORK_MODE',
  'REPLAY',
  'UPDATE_OFFLINE_ROUTES',
  'SIMULATE_OFFLINE',
  'ENABLE_NETWORK',
  'GET_NETWORK_MODE',
  'QUEUE_CHANGED',
  'SYNC_DONE',
  'SKIP_WAITING',
  '__proto__',
  'constructor',
];
const hostile = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.oneof(fc.constantFrom(...types), fc.anything()),
      url: fc.anything(),
      count: fc.anything(),
      time: fc.anything(),
      applied: fc.anything(),
      simulatedOffline: fc.anything(),
      staticRoutes: fc.anything(),
      dynamicPatterns: fc.anything(),
      portalPatterns: fc.anything(),
    },
    { requiredKeys: ['type'] },
  ),
);

describe('service worker message parsers', () => {
  it('keep every well-formed message as it is', () => {
    fc.assert(
      fc.property(workerMessage, (m) => {
        expect(parseWorkerMessage(m)).toEqual(m);
      }),
    );
    fc.assert(
      fc.property(pageMessage, (m) => {
        expect(parsePageMessage(m)).toEqual(m);
      }),
    );
  });

  it('never throw on random or hostile input, and return only well-formed messages', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const w = parseWorkerMessage(value);
        if (w) expect(parseWorkerMessage(JSON.parse(JSON.stringify(w)))).toEqual(w);
        const p = parsePageMessage(value);
        if (p) expect(parsePageMessage(JSON.parse(JSON.stringify(p)))).toEqual(p);
      }),
      { numRuns: 1000 },
    );
  });

  it('drop wrong field types and unknown fields', () => {
    expect(parseWorkerMessage({ type: 'SYNC_COMPLETE', time: '1', applied: 1 })).toBeUndefined();
    expect(parseWorkerMessage({ type: 'MUTATION_QUEUED', count: -1 })).toBeUndefined();
    expect(parseWorkerMessage({ type: 'NETWORK_MODE', simulatedOffline: 'yes' })).toBeUndefined();
    expect(parseWorkerMessage({ type: 'REPLAY', extra: { evil: true } })).toEqual({
      type: 'REPLAY',
    });
    expect(
      parsePageMessage({
        type: 'UPDATE_OFFLINE_ROUTES',
        staticRoutes: [1],
        dynamicPatterns: [],
        portalPatterns: [],
      }),
    ).toBeUndefined();
    expect(parsePageMessage(['SKIP_WAITING'])).toBeUndefined();
  });

  it('keep a count of -0 as 0, so the message survives a JSON round trip unchanged', () => {
    // fast-check's anything() found this one now and then.
    expect(parseWorkerMessage({ type: 'MUTATION_QUEUED', count: -0 })).toEqual({
      type: 'MUTATION_QUEUED',
      count: 0,
    });
    expect(parsePageMessage({ type: 'SYNC_DONE', time: -0, applied: -0 })).toEqual({
      type: 'SYNC_DONE',
      time: 0,
      applied: 0,
    });
  });
});
