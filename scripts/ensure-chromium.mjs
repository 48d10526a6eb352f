// Finds Debian's Chromium for the browser tests: CHROME_PATH if set, else /usr/bin/chromium.
// As root on Debian it installs the `chromium` package when missing; anywhere else it stops
// with a one-line instruction. It never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(wanted)) return wanted;
  }
  console.error(
    `Chromium not found at ${wanted}: install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
