/*
 * The demo apps the shell can switch between, composed here (features never import each
 * other, nor app/).
 */
import type { DemoFeature } from '../shell/demo-feature.ts';
import { newsFeature } from '../features/news/index.ts';
import { shopFeature } from '../features/shop/index.ts';

export const features: DemoFeature[] = [newsFeature, shopFeature];
