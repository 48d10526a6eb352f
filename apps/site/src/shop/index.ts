import type { DemoFeature } from '../app/features.ts';

/** The demo shop (issue 4) registers itself here once built. */
export const shopFeature: DemoFeature | null = null;
