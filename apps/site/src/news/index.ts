import type { DemoFeature } from '../app/features.ts';

/** The Hacker News reader (issue 5) registers itself here once built. */
export const newsFeature: DemoFeature | null = null;
