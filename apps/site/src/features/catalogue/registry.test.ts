import { describe, expect, it } from 'vitest';
import { FEATURES } from './catalogue.ts';
import { examplesOf, guideOf } from './registry.ts';

describe('every feature of the catalogue has its content', () => {
  it.each(FEATURES.map((f) => [f.id]))('%s has a guide and at least one live example', (id) => {
    expect(guideOf(id), `features/catalogue/guides/${id}.tsx`).toBeDefined();
    expect(examplesOf(id).length, `features/catalogue/examples/${id}/`).toBeGreaterThan(0);
  });
});
