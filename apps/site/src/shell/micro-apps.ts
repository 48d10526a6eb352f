/*
 * The host side of the micro frontend: what the site lends the apps it mounts, and the mount
 * of the notes app (apps/micro-notes) under MICRO_BASE.
 *
 * Shared scope. Modules are lent export by export, never as namespaces: `import * as` of React
 * (CommonJS) pulls the bundler's interop helper into the first-load chunk, and a namespace of
 * the signals or the router would keep every export of them there, even ones no page uses.
 * React is lent its components and hooks, the signals and the router what the site's first
 * load carries anyway. An app that needs another export fails to load with a message naming
 * it, and the host adds it here.
 */
import {
  createContext,
  Fragment,
  lazy,
  memo,
  startTransition,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { batch, computed, effect, signal } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import type { Router } from '@tendril/router';
import { Link, Outlet, useParams, useRouter } from '@tendril/router/react';
import {
  createMicroAppMount,
  provideShared,
  type MicroAppMount,
} from '@tendril/router/microfrontend';
import { MICRO_BASE, MICRO_NOTES_URL } from '../lib/micro-apps.ts';
import { sharedCount } from '../lib/shared-count.ts';

/** What the notes app is lent besides modules (its `NotesHost`). */
export interface NotesHost {
  readonly sharedCount: typeof sharedCount;
}

function shareHostModules(): void {
  provideShared({
    react: {
      createContext,
      Fragment,
      lazy,
      memo,
      startTransition,
      Suspense,
      use,
      useCallback,
      useContext,
      useEffect,
      useId,
      useLayoutEffect,
      useMemo,
      useReducer,
      useRef,
      useState,
      useSyncExternalStore,
      useTransition,
    },
    'react/jsx-runtime': { Fragment, jsx, jsxs },
    '@tendril/signals': { batch, computed, effect, signal },
    '@tendril/signals/react': { useValue },
    '@tendril/router/react': { Link, Outlet, useParams, useRouter },
  });
}

const mounts = new WeakMap<Router, MicroAppMount>();

/**
 * The notes app's mount on this router (one per router). Loading it shares the host's modules,
 * imports the bundle and adds its routes under the route declared at MICRO_BASE.
 */
export function notesMount(router: Router): MicroAppMount {
  let mount = mounts.get(router);
  if (!mount) {
    const parent = router.routes.find((r) => r.fullPath === MICRO_BASE && r.kind === 'static');
    if (!parent)
      throw new Error(`The route table has no ${MICRO_BASE} route to mount the notes app under.`);
    mount = createMicroAppMount<NotesHost>({
      router,
      parent: parent.route,
      host: { sharedCount },
      load: (attempt) => {
        shareHostModules();
        // A retry asks for a fresh URL: the browser may remember the failed fetch of the first.
        const url = attempt ? `${MICRO_NOTES_URL}?attempt=${attempt}` : MICRO_NOTES_URL;
        return import(/* @vite-ignore */ url);
      },
    });
    mounts.set(router, mount);
  }
  return mount;
}
