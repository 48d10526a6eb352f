/*
 * The demo apps the shell can switch between. Each feature folder exports one DemoFeature;
 * the app composes them here (features never import each other).
 */
import type { ComponentType } from 'react';
import type { Route, Router } from '@tendril/router';
import type { DemoApp } from '../shell/active-app.ts';
import { newsFeature } from '../news/index.ts';
import { shopFeature } from '../shop/index.ts';

export interface DemoFeature {
  app: DemoApp;
  /** Routes only this app has (each with `meta.app` set); `/` is the shell's. */
  routes: Route[];
  /** Registers the app's named loaders and actions. */
  register(router: Router): void;
  /** Header navigation while the app is active. */
  Nav: ComponentType;
  /** What `/` shows while the app is active. */
  Home: ComponentType;
  /** Per-route sidebar, if the app has one. */
  Sidebar?: ComponentType;
  /** Banners the app shows above every page (storage warnings, offline). */
  Banners?: ComponentType;
}

export const features: DemoFeature[] = [newsFeature, shopFeature].filter(
  (f): f is DemoFeature => f !== null,
);
