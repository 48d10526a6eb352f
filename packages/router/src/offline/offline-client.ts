/*
 * The page side of offline support: connection status as signals, the service worker's
 * registration and messages, and the mutation queue's lifecycle.
 *
 * - Online means the browser says so AND the user has not switched on "simulate offline".
 *   Simulation is announced to the service worker (SIMULATE_OFFLINE / ENABLE_NETWORK), which
 *   then fails network requests as a real outage would and tells every open tab.
 * - While offline, `perform(action, payload, run)` queues the change instead of running it.
 *   When the connection returns, a background sync named `mutation-sync` is requested and the
 *   page replays the queue itself as well (the Sync API is missing in many browsers, and a
 *   replay finding an empty queue is a no-op thanks to the queue's cross-tab lock).
 * - Worker-to-page messages (CACHE_UPDATE, STALE_DATA, MUTATION_QUEUED, SYNC_COMPLETE,
 *   ROUTES_UPDATED) update the status and are passed on as events for the app's toasts. When
 *   a worker controls the page, queue and sync news go through it so every tab hears them.
 * - The worker answers UPDATE_OFFLINE_ROUTES with ROUTES_UPDATED only when the route set
 *   differs from the one it stored, else with ROUTES_UNCHANGED: a reload announces nothing.
 * - `fetch` reads through the worker's caches offline and fails with "No offline fallback
 *   available" when nothing cached answers.
 */
import { afterFirstScreen } from '../core/after-first-screen.ts';
import {
  parseWorkerMessage,
  type OfflineRouteSet,
  type PageMessage,
  type WorkerMessage,
} from './messages.ts';
import { offlineFetch } from './offline-fetch.ts';
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@tendril/signals';
import {
  MutationQueue,
  type EnqueueResult,
  type QueuedMutation,
  type ReplayResult,
} from './mutation-queue.ts';

/** A snapshot of the offline state (`client.status.value`), for a status bar. */
export interface OfflineStatus {
  /** The browser is online and "simulate offline" is off. */
  readonly isOnline: boolean;
  /** A service worker is registered and active. */
  readonly isServiceWorkerReady: boolean;
  /** Changes wait in the queue. */
  readonly hasQueuedMutations: boolean;
  /** How many changes wait in the queue. */
  readonly queuedMutationsCount: number;
  /** When the queue was last replayed with something applied (ms since the epoch), if ever. */
  readonly lastSyncTime: number | null;
}

/**
 * The status an `OfflineClient` reports where there is no window, as in a server render: online,
 * no service worker, nothing queued, never synced (its `routesState` is `'unsent'`). A page
 * rendered ahead of time hydrates with it, then shows the browser's.
 *
 * @example
 * ```tsx
 * const status = useValue(offline.status, { serverValue: SERVER_OFFLINE_STATUS });
 * ```
 */
export const SERVER_OFFLINE_STATUS: OfflineStatus = Object.freeze({
  isOnline: true,
  isServiceWorkerReady: false,
  hasQueuedMutations: false,
  queuedMutationsCount: 0,
  lastSyncTime: null,
});

/**
 * What `client.subscribe` listeners hear, for toasts and banners: the connection went or came
 * back, a change was queued or refused, a replay finished or failed, the worker refreshed a
 * cache or served stale data, or a new version is waiting (`activate` switches to it and
 * reloads the page).
 */
export type OfflineEvent =
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'queued'; entry: QueuedMutation }
  | { type: 'queue-full'; message: string }
  | { type: 'synced'; applied: number; time: number }
  | { type: 'sync-failed'; error: Error; remaining: number }
  | { type: 'cache-update'; url?: string }
  | { type: 'stale-data'; url?: string }
  | { type: 'routes-updated' }
  | { type: 'update-available'; activate: () => void };

/** Options of `createOfflineClient` and `new OfflineClient`. */
export interface OfflineClientOptions {
  /** How a queued change is replayed (usually through the router's named action). */
  apply: (entry: QueuedMutation) => Promise<void> | void;
  /**
   * The queue changes wait in while offline.
   * @default new MutationQueue() — in localStorage, up to 100 entries.
   */
  queue?: MutationQueue;
  /**
   * Register the service worker where the browser supports it: once the page has loaded, and
   * on a page no worker controls yet, once it has then made no request for 1 s (10 s after
   * load at the latest, on a page that keeps polling).
   * @default true
   */
  registerServiceWorker?: boolean;
  /**
   * The service worker script. A page that enforces Trusted Types
   * (`require-trusted-types-for 'script'`) must pass a `TrustedScriptURL` from one of its
   * policies: the browser refuses a plain string there.
   * @default '/sw.js'
   */
  serviceWorkerUrl?: string | TrustedScriptUrl;
  /**
   * The service worker's scope.
   * @default '/'
   */
  scope?: string;
  /**
   * The window whose connection, storage events and service worker are followed.
   * @default window — none outside a browser: always online, no worker.
   */
  win?: Window;
}

/**
 * A Trusted Types `TrustedScriptURL` (made by a page's policy; it serializes to its URL).
 *
 * @example
 * const url: TrustedScriptUrl = trustedTypes.createPolicy('sw', { createScriptURL: (u) => u }).createScriptURL('/sw.js');
 */
export interface TrustedScriptUrl {
  toJSON(): string;
}

/**
 * Where the route set given to `sendRoutes` stands: not sent (no worker controls the page
 * yet), sent and not yet answered, stored by the worker as a new set (`updated`), or the set
 * the worker already had (`unchanged`).
 */
export type OfflineRoutesState = 'unsent' | 'sent' | 'updated' | 'unchanged';

/** What `perform` did: ran the change (its result), or queued it (the queue's answer). */
export type PerformResult<R> =
  { queued: false; result: R } | { queued: true; result: EnqueueResult };

/**
 * The page side of offline support: connection status as signals, the service worker's
 * registration and messages, and the mutation queue, replayed when the connection returns.
 * Make one with `createOfflineClient`.
 */
export class OfflineClient {
  /** The queue changes wait in while offline. */
  readonly queue: MutationQueue;
  private readonly browserOnline: Signal<boolean>;
  private readonly simulated = signal(false);
  private readonly swReady = signal(false);
  private readonly queued: Signal<number>;
  private readonly syncTime = signal<number | null>(null);
  private readonly routes = signal<OfflineRoutesState>('unsent');
  private readonly listeners = new Set<(event: OfflineEvent) => void>();
  private readonly win: Window | undefined;
  private readonly apply: OfflineClientOptions['apply'];
  private registration: ServiceWorkerRegistration | undefined;
  // Routes given to `sendRoutes` before a worker controlled the page: sent once one does.
  private unsentRoutes: OfflineRouteSet | undefined;
  private readonly cleanups: (() => void)[] = [];

  /** The browser is online and "simulate offline" is off. */
  readonly isOnline: ReadonlySignal<boolean>;
  /** "Simulate offline" is on (in this tab, and through the worker in every tab). */
  readonly isSimulatedOffline: ReadonlySignal<boolean> = this.simulated;
  /** A service worker is registered and active. */
  readonly isServiceWorkerReady: ReadonlySignal<boolean> = this.swReady;
  /** How many changes wait in the queue (other tabs' included). */
  readonly queuedMutationsCount: ReadonlySignal<number>;
  /** Changes wait in the queue. */
  readonly hasQueuedMutations: ReadonlySignal<boolean>;
  /** When the queue was last replayed with something applied (ms since the epoch), if ever. */
  readonly lastSyncTime: ReadonlySignal<number | null> = this.syncTime;
  /** All of the above in one object. */
  readonly status: ReadonlySignal<OfflineStatus>;
  /** Where the routes given to `sendRoutes` stand with the worker. */
  readonly routesState: ReadonlySignal<OfflineRoutesState> = this.routes;

  constructor(options: OfflineClientOptions) {
    this.win = options.win ?? (typeof window === 'undefined' ? undefined : window);
    this.apply = options.apply;
    this.queue = options.queue ?? new MutationQueue();
    this.browserOnline = signal(this.win ? this.win.navigator.onLine !== false : true);
    this.queued = signal(this.queue.size);
    this.queuedMutationsCount = this.queued;
    this.isOnline = computed(() => this.browserOnline.value && !this.simulated.value);
    this.hasQueuedMutations = computed(() => this.queued.value > 0);
    this.status = computed(() => ({
      isOnline: this.isOnline.value,
      isServiceWorkerReady: this.swReady.value,
      hasQueuedMutations: this.hasQueuedMutations.value,
      queuedMutationsCount: this.queued.value,
      lastSyncTime: this.syncTime.value,
    }));
    this.cleanups.push(this.queue.subscribe((entries) => (this.queued.value = entries.length)));
    if (this.win) this.listenToWindow(this.win);
    if (
      this.win &&
      options.registerServiceWorker !== false &&
      'serviceWorker' in this.win.navigator
    ) {
      const container = this.win.navigator.serviceWorker;
      // A worker that already controls the page talks from the start (another tab's outage).
      const onMessage = (event: MessageEvent) => this.receive(event);
      container.addEventListener('message', onMessage);
      this.cleanups.push(() => container.removeEventListener('message', onMessage));
      // A first install takes control of the page only once it has activated.
      const onControllerChange = () => {
        if (this.unsentRoutes) this.sendRoutes(this.unsentRoutes);
      };
      container.addEventListener('controllerchange', onControllerChange);
      this.cleanups.push(() =>
        container.removeEventListener('controllerchange', onControllerChange),
      );
      // A first install downloads every precached file, which must not compete with the first
      // screen for the network and the CPU; a worker in control already has them.
      this.cleanups.push(
        afterFirstScreen(
          () =>
            void this.registerWorker(options.serviceWorkerUrl ?? '/sw.js', options.scope ?? '/'),
          { window: this.win, ...(container.controller && { quietMs: 0 }) },
        ),
      );
    }
  }

  /** Listens to status events (for toasts and banners). */
  subscribe(listener: (event: OfflineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs a change now when online; while offline, queues it to be replayed through `apply`
   * when the connection returns. A queued change's `result.message` is "Request queued for
   * later sync" (or, when the queue is full, why it was refused).
   */
  async perform<R>(
    action: string,
    payload: unknown,
    run: () => Promise<R> | R,
  ): Promise<PerformResult<R>> {
    if (this.isOnline.peek()) return { queued: false, result: await run() };
    const result = this.queue.enqueue(action, payload);
    if (!result.ok) this.emit({ type: 'queue-full', message: result.message });
    else if (!this.post({ type: 'QUEUE_CHANGED', count: this.queue.size }))
      this.emit({ type: 'queued', entry: result.entry });
    return { queued: true, result };
  }

  /** Switches simulated offline on or off, here and (through the worker) in every tab. */
  simulateOffline(on: boolean): void {
    this.post({ type: on ? 'SIMULATE_OFFLINE' : 'ENABLE_NETWORK' });
    this.setSimulated(on);
  }

  /** Replays the queue now (when online). Safe to call from several tabs at once. */
  async sync(): Promise<ReplayResult | undefined> {
    if (!this.isOnline.peek() || this.queue.size === 0) return undefined;
    const result = await this.queue.replay(this.apply);
    if (result.error) {
      this.emit({ type: 'sync-failed', error: result.error, remaining: result.remaining });
      return result;
    }
    if (result.applied > 0) {
      const time = Date.now();
      if (!this.post({ type: 'SYNC_DONE', time, applied: result.applied }))
        this.synced(time, result.applied);
    }
    return result;
  }

  /**
   * Reads `input` like `fetch`, in a way that keeps working offline. Online it is `fetch`
   * (falling back to a cached answer if the request fails before the browser noticed an
   * outage). Offline (simulated included), the controlling service worker answers from its
   * caches, then Cache Storage is asked; with no stored answer it rejects with
   * `NoOfflineFallbackError` ("No offline fallback available"). Changes belong in `perform`.
   */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const win = this.win;
    return offlineFetch(
      {
        isOnline: () => this.isOnline.peek(),
        viaWorker: () => !!win?.navigator.serviceWorker?.controller,
        fetch: (i, o) => (win ? win.fetch(i, o) : fetch(i, o)),
        caches: win ? win.caches : globalThis.caches,
      },
      input,
      init,
    );
  }

  /**
   * Sends the app's routes to the worker (UPDATE_OFFLINE_ROUTES) so it can keep them for
   * offline use. Returns false when no worker controls the page yet: they are then sent once
   * one takes control. `routesState` follows the worker's answer.
   */
  sendRoutes(routes: OfflineRouteSet): boolean {
    const sent = this.post({ type: 'UPDATE_OFFLINE_ROUTES', ...routes });
    this.unsentRoutes = sent ? undefined : routes;
    if (sent) this.routes.value = 'sent';
    return sent;
  }

  /** Removes every listener this client added (window, worker, queue) and its subscribers. */
  destroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.listeners.clear();
  }

  private emit(event: OfflineEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  /** Posts to the controlling worker; false when no worker controls the page. */
  private post(message: PageMessage): boolean {
    const controller = this.win?.navigator.serviceWorker?.controller;
    if (!controller) return false;
    controller.postMessage(message);
    return true;
  }

  private setSimulated(on: boolean): void {
    if (this.simulated.peek() === on) return;
    const wasOnline = this.isOnline.peek();
    this.simulated.value = on;
    this.announce(wasOnline);
  }

  private announce(wasOnline: boolean): void {
    const online = this.isOnline.peek();
    if (online === wasOnline) return;
    this.emit({ type: online ? 'online' : 'offline' });
    if (!online) return;
    // Back online: ask for a background sync (where supported) and replay from here too.
    const sync = (
      this.registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    sync?.register('mutation-sync').catch(() => {});
    void this.sync();
  }

  private synced(time: number, applied: number): void {
    batch(() => {
      this.syncTime.value = time;
      this.queued.value = this.queue.size;
    });
    this.emit({ type: 'synced', applied, time });
  }

  private listenToWindow(win: Window): void {
    const on = <K extends keyof WindowEventMap>(
      type: K,
      handler: (event: WindowEventMap[K]) => void,
    ) => {
      win.addEventListener(type, handler);
      this.cleanups.push(() => win.removeEventListener(type, handler));
    };
    const setBrowser = (online: boolean) => {
      const was = this.isOnline.peek();
      this.browserOnline.value = online;
      this.announce(was);
    };
    on('online', () => setBrowser(true));
    on('offline', () => setBrowser(false));
    // Other tabs' queue changes arrive through storage.
    on('storage', (event) => {
      if (event.key === this.queue.storageKey) this.queued.value = this.queue.size;
    });
  }

  private async registerWorker(url: string | TrustedScriptUrl, scope: string): Promise<void> {
    const container = this.win!.navigator.serviceWorker;
    try {
      // Passed through untouched: a TrustedScriptURL must reach the sink as it is.
      this.registration = await container.register(url as string, { scope });
    } catch (error) {
      console.warn('Service worker registration failed; the app works online only.', error);
      return;
    }
    const registration = this.registration;
    // Some hosts (automation with workers blocked) resolve without a registration.
    if (!registration) return;
    let updateRequested = false;
    const offerUpdate = (worker: ServiceWorker) =>
      this.emit({
        type: 'update-available',
        activate: () => {
          updateRequested = true;
          worker.postMessage({ type: 'SKIP_WAITING' } satisfies PageMessage);
        },
      });
    if (registration.waiting && container.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offerUpdate(installing);
      });
    });
    // The new worker took over because the user asked for it: load the new version.
    let reloading = false;
    container.addEventListener('controllerchange', () => {
      if (reloading || !updateRequested) return;
      reloading = true;
      this.win!.location.reload();
    });
    await container.ready;
    this.swReady.value = true;
    this.post({ type: 'GET_NETWORK_MODE' });
  }

  /**
   * A message from a service worker: only from one of this origin, and only once it parses
   * (anything else is dropped with a warning, and changes nothing).
   */
  private receive(event: MessageEvent): void {
    const origin = this.win?.location.origin;
    const fromWorker =
      typeof ServiceWorker === 'undefined' || event.source instanceof ServiceWorker;
    const message =
      fromWorker && (!event.origin || event.origin === origin)
        ? parseWorkerMessage(event.data)
        : undefined;
    if (message) this.onWorkerMessage(message);
    else console.warn('Dropped a malformed or foreign service worker message:', event.data);
  }

  private onWorkerMessage(message: WorkerMessage): void {
    switch (message.type) {
      case 'CACHE_UPDATE':
        return this.emit({
          type: 'cache-update',
          ...(message.url !== undefined && { url: message.url }),
        });
      case 'STALE_DATA':
        return this.emit({
          type: 'stale-data',
          ...(message.url !== undefined && { url: message.url }),
        });
      case 'MUTATION_QUEUED': {
        this.queued.value = this.queue.size;
        const last = this.queue.entries().at(-1);
        if (last) this.emit({ type: 'queued', entry: last });
        return;
      }
      case 'SYNC_COMPLETE':
        return this.synced(message.time, message.applied);
      case 'ROUTES_UPDATED':
        this.routes.value = 'updated';
        return this.emit({ type: 'routes-updated' });
      case 'ROUTES_UNCHANGED':
        this.routes.value = 'unchanged';
        return;
      case 'NETWORK_MODE':
        return this.setSimulated(message.simulatedOffline);
      case 'REPLAY':
        void this.sync();
        return;
    }
  }
}

/**
 * Starts offline support for the page: follows the connection, registers the service worker
 * once the page has loaded, and replays queued changes through `apply` when back online.
 *
 * @example
 * ```ts
 * const actions = { addToCart }; // handles from defineAction, by the name each carries
 * const offline = createOfflineClient({
 *   apply: async (entry) => {
 *     await router.data.run(actions[entry.action as keyof typeof actions], entry.payload as never);
 *   },
 * });
 * offline.sendRoutes(extractOfflineRoutes(router.routes));
 * const outcome = await offline.perform(addToCart.name, { productId: 1 }, () =>
 *   router.data.run(addToCart, { productId: 1 }),
 * );
 * if (outcome.queued && !outcome.result.ok) showToast(outcome.result.message);
 * ```
 */
export function createOfflineClient(options: OfflineClientOptions): OfflineClient {
  return new OfflineClient(options);
}
