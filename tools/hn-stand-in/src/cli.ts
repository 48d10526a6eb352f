#!/usr/bin/env tsx
// Command-line entry: `npx tsx tools/hn-stand-in/src/cli.ts --port 8787 --latency slow`.
// Starts the stand-in, prints the base URL and notable ids, and shuts down cleanly on a signal.
import { USAGE, parseCli } from './cli-args.ts';
import { formatBanner } from './banner.ts';
import { OptionError } from './options.ts';
import { startStandIn } from './server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    process.stderr.write(`hn-stand-in: ${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (config.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const standIn = await startStandIn(config.start);
  const anchor = config.start.anchor;
  const anchorSource =
    anchor === undefined || anchor === 'start'
      ? 'server start'
      : anchor === 'fixed'
        ? 'fixed epoch'
        : 'given';
  process.stdout.write(`${formatBanner(standIn, anchorSource)}\n`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  const message =
    code === 'EADDRINUSE'
      ? 'that port is already in use (try --port 0 for any free port)'
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`hn-stand-in: ${message}\n`);
  process.exit(1);
});
