/** The one-line instruction printed when nats-server is missing. */
export const natsServerMissing: string;
/** The nats-server binary's path, or undefined. */
export function findNatsServer(): string | undefined;
/** Like findNatsServer, installing Debian's package first when running as root on Debian. */
export function ensureNatsServer(): string | undefined;

export interface NatsServer {
  readonly port: number;
  readonly wsPort: number;
  /** The WebSocket URL, e.g. ws://127.0.0.1:40123 */
  readonly url: string;
  /** `nats-server --version`, e.g. "nats-server: v2.9.10" */
  readonly version: string;
  /** Kills the process (SIGKILL) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same ports; resolves once it is ready. */
  start(): Promise<void>;
  /** Stops it and removes its config. */
  close(): Promise<void>;
}

/** Starts nats-server on free loopback ports with WebSocket (no TLS); resolves once ready. */
export function startNatsServer(binary?: string): Promise<NatsServer>;
