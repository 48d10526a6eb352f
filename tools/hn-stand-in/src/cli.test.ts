// The CLI: flag and environment parsing, and a real run of cli.ts in a child process
// (prints the base URL and the notable ids, serves, and stops cleanly on SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLI_PORT, parseCli } from './cli-args.ts';
import { getDataset } from './dataset.ts';
import { OptionError } from './options.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('parseCli', () => {
  it('defaults to port 8787 and no runtime overrides', () => {
    expect(parseCli([], {})).toEqual({ help: false, start: { port: DEFAULT_CLI_PORT } });
  });

  it('reads every flag', () => {
    const { start } = parseCli(
      [
        '--port=0',
        '--latency',
        '3g',
        '--fault',
        'timeout',
        '--fault-rate',
        '0.3',
        '--fault-paths',
        'items',
        '--fault-count',
        '4',
        '--seed',
        '42',
        '--anchor',
        'fixed',
        '--timeout-hold',
        '5000',
      ],
      {},
    );
    expect(start).toEqual({
      port: 0,
      latency: '3g',
      fault: 'timeout',
      faultRate: 0.3,
      paths: 'item',
      faultCount: 4,
      seed: 42,
      anchor: 'fixed',
      timeoutHoldMs: 5000,
    });
  });

  it('reads HN_STAND_IN_* variables, and flags win over them', () => {
    const env = {
      HN_STAND_IN_PORT: '9000',
      HN_STAND_IN_LATENCY: 'slow',
      HN_STAND_IN_FAULT: '5xx',
      HN_STAND_IN_FAULT_RATE: '0.5',
      HN_STAND_IN_ANCHOR: '1700000000',
    };
    expect(parseCli([], env).start).toEqual({
      port: 9000,
      latency: 'slow',
      fault: '5xx',
      faultRate: 0.5,
      anchor: 1_700_000_000,
    });
    expect(parseCli(['--latency', 'zero'], env).start.latency).toBe('zero');
  });

  it('rejects unknown flags and bad values with OptionError', () => {
    for (const argv of [
      ['--nope'],
      ['--port', 'abc'],
      ['--port', '70000'],
      ['--latency', 'warp'],
      ['--fault-rate', '1.5'],
      ['--anchor', 'yesterday'],
      ['stray'],
    ]) {
      expect(() => parseCli(argv, {}), argv.join(' ')).toThrow(OptionError);
    }
  });

  it('knows --help', () => {
    expect(parseCli(['-h'], {}).help).toBe(true);
  });
});

function run(args: string[]): { child: ChildProcess; output: () => string; exit: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HN_STAND_IN_PORT: '' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, output: () => output, exit };
}

async function waitForText(read: () => string, text: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!read().includes(text)) {
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}" in:\n${read()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('cli.ts', () => {
  it('prints the base URL and notable ids, serves, and stops on SIGTERM', async () => {
    const { child, output, exit } = run(['--port', '0']);
    try {
      await waitForText(output, 'VITE_HN_API_BASE=');
      const firstLine = output().split('\n')[0] ?? '';
      const match = /^HN stand-in: (http:\/\/127\.0\.0\.1:\d+\/v0)$/.exec(firstLine);
      expect(match, output()).not.toBeNull();
      const base = match?.[1] as string;
      const ids = getDataset().ids;
      for (const id of [ids.bigStory, ids.poll, ids.askPost, ids.job, ids.hostileGallery]) {
        expect(output()).toContain(String(id));
      }
      const top = (await fetch(`${base}/topstories.json`).then((r) => r.json())) as number[];
      expect(top).toHaveLength(500);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
  }, 30_000);

  it('prints usage for --help and exits 2 on a bad flag', async () => {
    const help = run(['--help']);
    expect(await help.exit).toBe(0);
    expect(help.output()).toContain('--fault-rate');
    const bad = run(['--fault', 'explode']);
    expect(await bad.exit).toBe(2);
    expect(bad.output()).toContain('fault must be one of');
  }, 30_000);
});
