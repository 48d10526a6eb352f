import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POSITION,
  DEVTOOLS_POSITIONS,
  POSITION_KEY,
  readPosition,
  writePosition,
} from './position.ts';

const memoryStore = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('devtools position', () => {
  it('round-trips each of the four corners', () => {
    const store = memoryStore();
    for (const corner of DEVTOOLS_POSITIONS) {
      writePosition(corner, store);
      expect(readPosition(store)).toBe(corner);
    }
  });

  it("opens in the launcher's corner (bottom-left) by default", () => {
    expect(DEFAULT_POSITION).toBe('bottom-left');
  });

  it('reads bottom-left when nothing is stored', () => {
    expect(readPosition(memoryStore())).toBe('bottom-left');
    expect(readPosition(undefined)).toBe('bottom-left');
  });

  it.each(['{"corner":"top-left"}', 'middle', '', 'TOP-LEFT', '\u0000garbage'])(
    'reads a corrupt value %j as bottom-left',
    (raw) => {
      expect(readPosition(memoryStore({ [POSITION_KEY]: raw }))).toBe('bottom-left');
    },
  );

  it('survives a storage that throws on read and on write', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPosition(broken)).toBe('bottom-left');
    expect(() => writePosition('top-left', broken)).not.toThrow();
  });
});
