// The HTTP server: serves the API paths from the data set on 127.0.0.1, applies the latency
// profile and injected faults, hosts the control endpoint, and tracks every delayed or held
// response so close() can end them all instead of leaving sockets open.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleControl } from './control.ts';
import { FIXED_EPOCH, getDataset, type Dataset } from './dataset.ts';
import {
  DEFAULT_RUNTIME_OPTIONS,
  latencyMs,
  parseRuntimePatch,
  type FaultMode,
  type RuntimeOptions,
} from './options.ts';
import { Rng } from './prng.ts';
import { sendBody, sendJson, sendPreflight, serialize } from './respond.ts';
import { matchRoute, routeScope, routeValue, type ApiRoute } from './routes.ts';
import type { HNItem, HNUser } from './types.ts';

export const HOST = '127.0.0.1';

/** Where item times count back from: the server's start, the fixed epoch, or a unix time. */
export type AnchorOption = 'start' | 'fixed' | number;

export interface StartOptions extends Partial<RuntimeOptions> {
  /** 0 (the default) picks a free port. */
  port?: number;
  seed?: number;
  anchor?: AnchorOption;
  /** How long the timeout fault holds a request before giving up on it (default 2 minutes). */
  timeoutHoldMs?: number;
}

export interface StandInStats {
  requests: number;
  faults: number;
  /** Requests currently held by the timeout fault. */
  held: number;
}

export interface StandInState {
  url: string;
  seed: number;
  anchor: number;
  options: RuntimeOptions;
  stats: StandInStats;
}

export interface StandIn {
  /** Base URL of the API, e.g. http://127.0.0.1:8787/v0 (no trailing slash). */
  readonly url: string;
  /** http://127.0.0.1:PORT, where /__control lives. */
  readonly origin: string;
  readonly port: number;
  /** Unix seconds that item ages count back from. */
  readonly anchor: number;
  readonly dataset: Dataset;
  getOptions(): RuntimeOptions;
  /** Validates and applies a partial update; throws OptionError on bad values. */
  setOptions(patch: Partial<RuntimeOptions>): RuntimeOptions;
  /** Back to the options given at start, counters cleared. */
  reset(): RuntimeOptions;
  state(): StandInState;
  /** Exactly what the server answers for /v0/item/{id}.json (times use this server's anchor). */
  getItem(id: number): HNItem | null;
  getUser(id: string): HNUser | null;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_HOLD_MS = 120_000;

interface Pending {
  res: ServerResponse;
  timer: NodeJS.Timeout;
  /** True for requests held by the timeout fault, false for delayed answers. */
  held: boolean;
}

function resolveAnchor(anchor: AnchorOption | undefined): number {
  if (anchor === 'fixed') return FIXED_EPOCH;
  if (typeof anchor === 'number') return Math.floor(anchor);
  return Math.floor(Date.now() / 1000);
}

class StandInServer {
  readonly server: Server;
  readonly dataset: Dataset;
  readonly anchor: number;
  private readonly initial: RuntimeOptions;
  private options: RuntimeOptions;
  private stats: StandInStats = { requests: 0, faults: 0, held: 0 };
  private random: Rng;
  private readonly pending = new Set<Pending>();
  private closing: Promise<void> | undefined;
  url = '';

  constructor(private readonly o: StartOptions) {
    // Validate first: a typo should fail fast, not after generating a data set.
    this.initial = { ...DEFAULT_RUNTIME_OPTIONS, ...parseRuntimePatch(runtimePart(o)) };
    this.dataset = getDataset(o.seed);
    this.anchor = resolveAnchor(o.anchor);
    this.options = { ...this.initial };
    this.random = new Rng(this.dataset.seed ^ 0x5eed);
    this.server = createServer((req, res) => this.handle(req, res));
  }

  getOptions(): RuntimeOptions {
    return { ...this.options };
  }

  setOptions(patch: unknown): RuntimeOptions {
    this.options = { ...this.options, ...parseRuntimePatch(patch) };
    return this.getOptions();
  }

  reset(): RuntimeOptions {
    this.options = { ...this.initial };
    this.stats = { requests: 0, faults: 0, held: 0 };
    this.random = new Rng(this.dataset.seed ^ 0x5eed);
    return this.getOptions();
  }

  state(): StandInState {
    return {
      url: this.url,
      seed: this.dataset.seed,
      anchor: this.anchor,
      options: this.getOptions(),
      stats: { ...this.stats, held: this.countHeld() },
    };
  }

  notable(): unknown {
    return { ...this.dataset.ids, hostile: this.dataset.hostile };
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const p of this.pending) this.finish(p, true);
      this.server.closeAllConnections();
    });
    return this.closing;
  }

  /** Never lets one odd request take the process down: anything unexpected becomes a 500. */
  private handle(req: IncomingMessage, res: ServerResponse): void {
    try {
      this.route(req, res);
    } catch {
      if (!res.headersSent) sendJson(req, res, 500, { error: 'Internal error' });
      else res.destroy();
    }
  }

  private route(req: IncomingMessage, res: ServerResponse): void {
    const url = URL.canParse(req.url ?? '/', `http://${HOST}`)
      ? new URL(req.url ?? '/', `http://${HOST}`)
      : null;
    if (!url) return sendJson(req, res, 400, { error: 'Bad request' });
    const { pathname, searchParams } = url;
    if (req.method === 'OPTIONS') return sendPreflight(req, res);
    if (pathname === '/__control' || pathname.startsWith('/__control/')) {
      return handleControl(this, req, res, pathname);
    }
    const route = matchRoute(pathname);
    if (!route) return sendJson(req, res, 404, { error: 'Not found' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(req, res, 401, { error: 'Permission denied' });
    }
    this.stats.requests++;
    const fault = this.drawFault(route);
    if (fault === 'timeout') return this.hold(res);
    const body =
      fault === '5xx'
        ? serialize({ error: 'Service Unavailable', fault: 'injected by hn-stand-in' }, false)
        : serialize(
            routeValue(this.dataset, route, this.anchor),
            searchParams.get('print') === 'pretty',
          );
    const delay = latencyMs(
      this.options.latency,
      () => this.random.next(),
      Buffer.byteLength(body),
    );
    this.after(res, delay, () => {
      if (fault === 'drop') res.socket?.destroy();
      else sendBody(req, res, fault === '5xx' ? 503 : 200, body);
    });
  }

  private drawFault(route: ApiRoute): FaultMode {
    const o = this.options;
    if (o.fault === 'none') return 'none';
    if (o.paths !== 'all' && o.paths !== routeScope(route)) return 'none';
    if (o.faultRate < 1 && this.random.next() >= o.faultRate) return 'none';
    this.stats.faults++;
    const fault = o.fault;
    if (o.faultCount !== null) {
      const left = o.faultCount - 1;
      this.options =
        left > 0 ? { ...o, faultCount: left } : { ...o, fault: 'none', faultCount: null };
    }
    return fault;
  }

  /** Runs `action` after `ms`, unless the client leaves or the server closes first. */
  private after(res: ServerResponse, ms: number, action: () => void): void {
    if (ms <= 0) return action();
    const p: Pending = {
      res,
      held: false,
      timer: setTimeout(() => this.finish(p, false, action), ms),
    };
    this.track(p);
  }

  /** The timeout fault: never answer; give up on the socket after timeoutHoldMs at the latest. */
  private hold(res: ServerResponse): void {
    const ms = this.o.timeoutHoldMs ?? DEFAULT_TIMEOUT_HOLD_MS;
    const p: Pending = { res, held: true, timer: setTimeout(() => this.finish(p, true), ms) };
    this.track(p);
  }

  private track(p: Pending): void {
    this.pending.add(p);
    p.res.once('close', () => {
      clearTimeout(p.timer);
      this.pending.delete(p);
    });
  }

  private finish(p: Pending, destroy: boolean, action?: () => void): void {
    clearTimeout(p.timer);
    this.pending.delete(p);
    if (destroy) p.res.socket?.destroy();
    else action?.();
  }

  private countHeld(): number {
    let n = 0;
    for (const p of this.pending) if (p.held) n++;
    return n;
  }
}

function runtimePart(o: StartOptions): Partial<RuntimeOptions> {
  const { latency, fault, faultRate, paths, faultCount } = o;
  return { latency, fault, faultRate, paths, faultCount };
}

/** Starts a stand-in on 127.0.0.1; resolves once it is listening. */
export async function startStandIn(options: StartOptions = {}): Promise<StandIn> {
  const s = new StandInServer(options);
  await new Promise<void>((resolve, reject) => {
    s.server.once('error', reject);
    s.server.listen(options.port ?? 0, HOST, () => {
      s.server.off('error', reject);
      resolve();
    });
  });
  const port = (s.server.address() as AddressInfo).port;
  const origin = `http://${HOST}:${port}`;
  s.url = `${origin}/v0`;
  return {
    url: s.url,
    origin,
    port,
    anchor: s.anchor,
    dataset: s.dataset,
    getOptions: () => s.getOptions(),
    setOptions: (patch) => s.setOptions(patch),
    reset: () => s.reset(),
    state: () => s.state(),
    getItem: (id) => s.dataset.item(id, s.anchor),
    getUser: (id) => s.dataset.user(id, s.anchor),
    close: () => s.close(),
  };
}
