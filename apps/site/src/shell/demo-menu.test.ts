import { describe, expect, it } from 'vitest';
import {
  DEMO_HEADER_CATEGORIES,
  DEMO_MENU,
  DEMO_MENU_ITEMS,
  DEMO_STATUSES,
  demoCategoryOf,
} from './demo-menu.ts';

// The paths the Demo Center must list, each exactly once.
const LISTED = [
  '/products',
  '/product/1',
  '/cart',
  '/demo/basic-signals',
  '/demo/computed-signals',
  '/demo/effects',
  '/demo/state-machine',
  '/demo/time-signals',
  '/test-product/123',
  '/demo/offline-router',
  '/',
  '/demo/action-loader',
  '/demo/forms',
  '/demo/fetch',
  '/demo/plugins',
  '/demo/channels',
  '/features/collaborative-editor',
  '/demo/advanced',
  '/analytics',
  '/demo/router-event-bus',
  '/features/signals',
  '/features/router-offline',
];

describe('the Demo Center menu', () => {
  it('has the categories Core, Data Management and Advanced, in that order, none empty', () => {
    expect(DEMO_MENU.map((c) => c.name)).toEqual(['Core', 'Data Management', 'Advanced']);
    for (const category of DEMO_MENU) expect(category.items.length).toBeGreaterThan(0);
  });

  it('lists every demo path once', () => {
    const paths = DEMO_MENU_ITEMS.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...LISTED].sort());
  });

  it('gives every item a title, a description, a known status and at least one tag', () => {
    for (const item of DEMO_MENU_ITEMS) {
      expect(item.title.trim(), item.path).not.toBe('');
      expect(item.description.trim(), item.path).not.toBe('');
      expect(DEMO_STATUSES, item.path).toContain(item.status);
      expect(item.tags.length, item.path).toBeGreaterThan(0);
      expect(new Set(item.tags).size, item.path).toBe(item.tags.length);
    }
  });
});

describe('demo page headers', () => {
  it("list each page's own category, in the Demo Center's order", () => {
    expect(demoCategoryOf('/demo/basic-signals')?.name).toBe('Core');
    expect(demoCategoryOf('/demo/fetch')?.name).toBe('Data Management');
    expect(demoCategoryOf('/features/signals')?.name).toBe('Advanced');
    for (const category of DEMO_MENU) {
      const header = DEMO_HEADER_CATEGORIES.find((c) => c.name === category.name)!;
      const listed = header.pages.filter((p) => category.items.some((i) => i.path === p.path));
      expect(listed.map((p) => p.path)).toEqual(category.items.map((i) => i.path));
      for (const item of category.items) expect(demoCategoryOf(item.path as string)).toBe(header);
    }
  });

  it('place the router playground, which the Demo Center does not list, among the core demos', () => {
    const core = demoCategoryOf('/demo/router');
    expect(core?.name).toBe('Core');
    const paths = core!.pages.map((p) => p.path);
    expect(paths.indexOf('/demo/router')).toBe(paths.indexOf('/demo/computed-signals') + 1);
  });

  it('have no category for a page that is not a demo', () => {
    expect(demoCategoryOf('/admin')).toBeUndefined();
    expect(demoCategoryOf('/features/crdts')).toBeUndefined();
  });
});
