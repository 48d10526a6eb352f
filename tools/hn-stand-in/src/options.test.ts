// Runtime option validation and the latency model.
import { describe, expect, it } from 'vitest';
import { LATENCY_PROFILES, latencyMs, OptionError, parseRuntimePatch } from './options.ts';

describe('parseRuntimePatch', () => {
  it('accepts every documented value', () => {
    expect(
      parseRuntimePatch({
        latency: '3g',
        fault: 'drop',
        faultRate: 0,
        paths: 'lists',
        faultCount: 3,
      }),
    ).toEqual({ latency: '3g', fault: 'drop', faultRate: 0, paths: 'lists', faultCount: 3 });
    expect(parseRuntimePatch({ latency: 0, faultCount: null })).toEqual({
      latency: 0,
      faultCount: null,
    });
    expect(parseRuntimePatch({})).toEqual({});
  });

  it('rejects out-of-range and unknown values', () => {
    for (const bad of [
      { latency: -1 },
      { latency: 60_001 },
      { faultRate: -0.1 },
      { faultRate: 'lots' },
      { fault: 'NONE' },
      { faultCount: 1.5 },
      { colour: 'blue' },
      null,
      'fault',
    ]) {
      expect(() => parseRuntimePatch(bad), JSON.stringify(bad)).toThrow(OptionError);
    }
  });
});

describe('latencyMs', () => {
  it('uses the fixed number as is', () => {
    expect(latencyMs(250, () => 0.5, 10_000)).toBe(250);
  });

  it('stays inside each profile, and 3g adds transfer time', () => {
    for (const [name, p] of Object.entries(LATENCY_PROFILES)) {
      const profile = name as keyof typeof LATENCY_PROFILES;
      expect(latencyMs(profile, () => 0, 0)).toBe(p.minMs);
      expect(latencyMs(profile, () => 0.999999, 0)).toBe(p.maxMs);
    }
    expect(latencyMs('zero', () => 0.5, 1_000_000)).toBe(0);
    expect(latencyMs('3g', () => 0, 50_000)).toBe(LATENCY_PROFILES['3g'].minMs + 1000);
  });
});
