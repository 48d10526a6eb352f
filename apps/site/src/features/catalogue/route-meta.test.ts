import { describe, expect, it } from 'vitest';
import { featureMeta, featureRoute, featureRouteOf } from './route-meta.ts';

describe('catalogue routes', () => {
  it('reads the feature and tab from the URL', () => {
    expect(featureRouteOf('/signals/docs')).toEqual({ id: 'signals', tab: 'docs' });
    expect(featureRouteOf('/router-offline/demo')).toEqual({ id: 'router-offline', tab: 'demo' });
    expect(featureRouteOf('/features/crdts')).toEqual({ id: 'crdts', tab: 'docs' });
    expect(featureRoute({ id: 'effects', tab: 'demo' })).toEqual({ id: 'effects', tab: 'demo' });
    expect(featureRoute({ f: 'effects' })).toEqual({ id: 'effects', tab: 'docs' });
  });

  it('declares title, description, Open Graph and canonical for a feature', () => {
    const meta = featureMeta({ id: 'signals', tab: 'demo' }, 'https://tendril.test');
    expect(meta).toMatchObject({
      title: 'Signals · Live Demo',
      description: expect.stringContaining('reactive'),
      canonical: 'https://tendril.test/signals/demo',
      og: { title: 'Signals · Live Demo', url: 'https://tendril.test/signals/demo' },
    });
    // /features/{id} is the docs page: one canonical URL for both.
    expect(featureMeta({ f: 'signals' }, 'https://tendril.test').canonical).toBe(
      'https://tendril.test/signals/docs',
    );
  });

  it('keeps an unknown feature out of search engines', () => {
    expect(featureMeta({ id: 'nope', tab: 'docs' })).toEqual({
      title: 'Feature Not Found',
      robots: 'noindex',
    });
  });
});
