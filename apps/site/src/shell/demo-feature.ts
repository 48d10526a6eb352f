/*
 * What a demo app hands the shell. Each feature folder exports one DemoFeature and app/
 * composes them; the contract lives here, outside app/, so a feature depends only on the shell.
 */
import type { ComponentType } from 'react';
import type { LoaderFn } from '@tendril/router';
import type { DemoApp } from '../lib/active-app.ts';
import type { Route, Router } from '@tendril/router/react';

export interface DemoFeature {
  app: DemoApp;
  /** Routes only this app has (each with `meta.app` set); `/` is the shell's. */
  routes: Route[];
  /**
   * Starts what the app runs beside its routes (offline replays, title tracking); its loaders
   * and actions are handles on its routes and pages, with nothing to register.
   */
  register?(router: Router): void;
  /** Header navigation while the app is active. */
  Nav: ComponentType;
  /** What `/` shows while the app is active. */
  Home: ComponentType;
  /** The loader of `/` while the app is active (its `home` loader), if its home has one. */
  loadHome?: LoaderFn;
  /** Per-route sidebar, if the app has one. */
  Sidebar?: ComponentType;
  /** Banners the app shows above every page (storage warnings, offline). */
  Banners?: ComponentType;
  /**
   * Loads what the app's shell shows on the first paint when its parts are lazy: a header that
   * arrived after the first paint would push the whole page down.
   */
  preparePaint?: () => Promise<unknown>;
}
