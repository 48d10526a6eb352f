/*
 * The demo apps the shell can switch between, composed here (features never import each
 * other, nor app/), each handed its pages.
 */
import type { DemoFeature } from '../shell/demo-feature.ts';
import { newsFeature } from '../features/news/index.ts';
import { shopFeature } from '../features/shop/index.ts';
import { loadPages } from './load-pages.ts';

export const features: DemoFeature[] = [
  newsFeature(loadPages('news')),
  shopFeature(loadPages('shop')),
];
