import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_IDS, FEATURES, findFeature, relatedFeatures, type Feature } from './catalogue.ts';

const relevant = (a: Feature, b: Feature) =>
  a.category === b.category || a.tags.some((tag) => b.tags.includes(tag));

describe('the feature catalogue', () => {
  it('holds the 16 features once each, with their docs and demo routes', () => {
    expect(FEATURES.map((f) => f.id)).toEqual([...FEATURE_IDS]);
    expect(FEATURES).toHaveLength(16);
    for (const f of FEATURES) {
      expect(f.routes).toEqual({ docs: `/${f.id}/docs`, demo: `/${f.id}/demo` });
      expect(['core', 'router', 'collaboration', 'ui', 'advanced']).toContain(f.category);
      expect(['beginner', 'intermediate', 'advanced']).toContain(f.complexity);
      expect(f.capabilities.length).toBeGreaterThan(0);
      expect(f.tags.length).toBeGreaterThan(0);
      expect(f.name && f.description && f.icon).toBeTruthy();
    }
  });

  it('finds a feature by id, and nothing for an unknown id', () => {
    expect(findFeature('router-offline')?.name).toBe('Offline Router');
    expect(findFeature('nope')).toBeUndefined();
    expect(findFeature('')).toBeUndefined();
    // Only own ids: nothing inherited from Object.prototype.
    expect(findFeature('constructor')).toBeUndefined();
  });

  it('relates up to 3 features, each of the same category or sharing a tag, never itself', () => {
    for (const feature of FEATURES) {
      const related = relatedFeatures(feature);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBeGreaterThan(0);
      expect(related).not.toContain(feature);
      expect(new Set(related).size).toBe(related.length);
      for (const other of related) expect(relevant(feature, other)).toBe(true);
    }
  });

  it('puts features of the same category first', () => {
    const ids = relatedFeatures(findFeature('router-basic')!).map((f) => f.id);
    expect(ids).toEqual(['router-offline', 'router-microfrontend', 'router-enhanced']);
    // Effects: both core features first, then the one sharing the most tags.
    const effects = relatedFeatures(findFeature('effects')!);
    expect(effects.slice(0, 2).map((f) => f.category)).toEqual(['core', 'core']);
  });

  it('honours any limit against a brute-force model', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FEATURES),
        fc.integer({ min: -2, max: 20 }),
        (feature, limit) => {
          const related = relatedFeatures(feature, limit);
          const all = FEATURES.filter((o) => o !== feature && relevant(feature, o));
          expect(related.length).toBe(Math.min(Math.max(limit, 0), all.length));
          for (const other of related) expect(all).toContain(other);
        },
      ),
    );
  });
});
