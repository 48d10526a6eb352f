// Serves the production site with the news reader pointed at the local HN stand-in, so the
// reader can be tried with no internet: starts the stand-in, builds with VITE_HN_API_BASE,
// then runs `vite preview`. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.HN_STAND_IN_PORT ?? '8787';
const base = `http://127.0.0.1:${port}/v0`;

const standIn = spawn('node_modules/.bin/tsx', ['tools/hn-stand-in/src/cli.ts', '--port', port], {
  stdio: 'inherit',
});
const build = spawnSync('npm', ['run', 'build', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_HN_API_BASE: base },
});
if (build.status !== 0) {
  standIn.kill();
  process.exit(build.status ?? 1);
}
const preview = spawn('npm', ['run', 'preview', '-w', '@tendril/site'], { stdio: 'inherit' });
const stop = () => {
  standIn.kill();
  preview.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
preview.on('exit', (code) => {
  standIn.kill();
  process.exit(code ?? 0);
});
