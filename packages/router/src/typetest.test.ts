// The package's type tests (*.typetest.ts(x)) and its sources, checked as an app under the
// strictest common settings would check them: strict, exactOptionalPropertyTypes and
// noUncheckedIndexedAccess (tsconfig.typetest.json). The root program checks the same files
// without the last two, so both ways compile.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..', '..');

it('type-checks under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess', () => {
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(root, 'packages/router/tsconfig.typetest.json'),
      '--noEmit',
      '--pretty',
      'false',
    ],
    { encoding: 'utf8' },
  );
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 180_000);
