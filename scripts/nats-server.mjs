// Debian's nats-server for the NATS bridge tests: finds it (NATS_SERVER, PATH, /usr/sbin),
// installs the `nats-server` package as root on Debian when missing (as ensure-chromium.mjs
// does for Chromium), and starts / restarts / stops a throwaway server on loopback with
// WebSocket enabled on free ports.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './free-port.mjs';

export const natsServerMissing =
  'nats-server not found: install it (Debian: sudo apt-get install nats-server) or set NATS_SERVER to its path.';

// NATS_SERVER, when set, is the only place looked at (like CHROME_PATH for Chromium).
export function findNatsServer() {
  const dirs = (process.env.PATH ?? '').split(delimiter).concat('/usr/sbin', '/usr/local/sbin');
  const candidates = process.env.NATS_SERVER
    ? [process.env.NATS_SERVER]
    : dirs.map((dir) => join(dir, 'nats-server'));
  return candidates.find((path) => existsSync(path));
}

export function ensureNatsServer() {
  const found = findNatsServer();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.NATS_SERVER && isRoot && existsSync('/etc/debian_version')) {
    console.log("nats-server not found: installing Debian's nats-server package…");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'nats-server'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // Reported below, and by the bridge tests themselves.
    }
    const installed = findNatsServer();
    if (installed) return installed;
  }
  console.log(natsServerMissing);
  return undefined;
}

export async function startNatsServer(binary = findNatsServer()) {
  if (!binary) throw new Error(natsServerMissing);
  const port = await freePort();
  const wsPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tendril-nats-'));
  const config = join(dir, 'nats.conf');
  writeFileSync(
    config,
    `listen: 127.0.0.1:${port}\nwebsocket {\n  listen: "127.0.0.1:${wsPort}"\n  no_tls: true\n}\n`,
  );
  let child;

  // Ready when the server says so in its log; fails if it exits first.
  async function start() {
    child = spawn(binary, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    await new Promise((resolve, reject) => {
      child.stderr.on('data', (chunk) => {
        log += chunk;
        if (log.includes('Server is ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`nats-server exited (${code}):\n${log}`)));
    });
  }

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    // SIGKILL: a crash, not a polite shutdown, so clients must notice and reconnect on their own.
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    port,
    wsPort,
    url: `ws://127.0.0.1:${wsPort}`,
    version: execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim(),
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
