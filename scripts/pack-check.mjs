// Proves the packages are publishable: each one is built and packed as `npm publish` would
// (its `prepack` runs tsdown), the tarball passes publint and arethetypeswrong, and then the
// tarballs alone are installed into a scratch project that imports every subpath at run time
// and type-checks an import of every subpath. Nothing here reads the repository's sources.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = resolve(import.meta.dirname, '..');

// A consumer's routes, from the tarballs' declarations alone.
const SCRATCH_APP = `import { defineLoader, type RouteErrorProps } from '@tendril/router';
import { createRouter, defineRoute, Link, Outlet, RouterProvider, useLoader, useParams, type Route } from '@tendril/router/react';

const item = defineLoader('item', ({ params }) => ({ id: params.id ?? '', title: 'Lamp' }));
const Spinner = () => <p>Loading…</p>;
const Failed = ({ error, retry }: RouteErrorProps) => <button onClick={retry}>{error.message}</button>;
const views = { pendingComponent: Spinner, errorComponent: Failed } as const;

function Item() {
  const { id } = useParams({ from: inline });
  return <h1>{useLoader(inline).data?.title ?? id}</h1>;
}
const plain = defineRoute({ path: '/', component: Spinner });
const withMeta = defineRoute({ path: '/about', loadMeta: () => ({ title: 'About' }), component: Spinner, ...views });
const withHandle = defineRoute({ path: '/item/:id', loader: item, component: Item });
const inline = defineRoute({
  path: '/inline/:id',
  loader: ({ params }) => ({ id: params.id, title: 'Lamp' }),
  loadMeta: ({ data }) => ({ title: data?.title ?? 'Item' }),
  component: Item,
  ...views,
});
const routes: Route[] = [plain, withMeta, withHandle, inline];
const router = createRouter({ routes });
export const app = (
  <RouterProvider router={router}>
    <Link to="/inline/:id" params={{ id: '1' }}>Lamp</Link>
    <Outlet />
  </RouterProvider>
);
`;
const packages = ['signals', 'router'];
const scratch = mkdtempSync(join(tmpdir(), 'tendril-pack-'));
const problems = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
  return result.stdout;
}

try {
  const tarballs = {};
  for (const name of packages) {
    const dir = join(root, 'packages', name);
    run(join(root, 'node_modules/.bin/tsdown'), ['--logLevel', 'warn'], { cwd: dir });
    // Built just above; `prepack` would build again and print into the JSON.
    const packed = JSON.parse(
      run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
        cwd: dir,
      }),
    );
    const tarball = join(scratch, packed[0].filename);
    tarballs[name] = tarball;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    console.log(`${pkg.name}: ${packed[0].entryCount} files, ${packed[0].size} B packed`);

    const bytes = readFileSync(tarball);
    const { messages } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) },
      level: 'suggestion',
      strict: true,
    });
    for (const message of messages)
      problems.push(`publint ${pkg.name}: ${formatMessage(message, pkg) ?? message.code}`);

    // ESM only, by design: the CommonJS resolution modes are out of scope.
    const attw = spawnSync(
      join(root, 'node_modules/.bin/attw'),
      [tarball, '--profile', 'esm-only', '--format', 'table-flipped'],
      { encoding: 'utf8' },
    );
    if (attw.status !== 0) problems.push(`attw ${pkg.name}:\n${attw.stdout}${attw.stderr}`);
    else console.log(`attw ${pkg.name}: no problems`);
  }

  // A consumer's project: only the tarballs and the public peers.
  const app = join(scratch, 'app');
  run('mkdir', ['-p', app]);
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const installed = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const reactVersion = installed('react');
  // The optional peers (yjs, uplot, nats…) too, at the versions the repository tests with, so
  // that the subpaths built on them import.
  const peers = {};
  for (const name of packages) {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    for (const peer of Object.keys(pkg.peerDependencies ?? {})) peers[peer] = installed(peer);
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...peers,
        '@tendril/signals': `file:${tarballs.signals}`,
        '@tendril/router': `file:${tarballs.router}`,
        react: reactVersion,
        'react-dom': reactVersion,
      },
      devDependencies: {
        typescript: rootPkg.devDependencies.typescript,
        '@types/react': rootPkg.devDependencies['@types/react'],
        '@types/react-dom': rootPkg.devDependencies['@types/react-dom'],
      },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
    cwd: app,
  });

  const specifiers = [];
  for (const name of packages) {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    for (const subpath of Object.keys(pkg.exports)) {
      if (subpath === './package.json') continue;
      specifiers.push(subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`);
    }
  }
  const imports = specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n');
  // A subpath may hold types only (the offline messages), so an import that runs is the check.
  const count = specifiers.map((_, i) => `Object.keys(m${i}).length`).join(' + ');
  writeFileSync(
    join(app, 'imports.mjs'),
    `${imports}\nconsole.log(\`imported ${specifiers.length} subpaths, \${${count}} runtime exports\`);\n`,
  );
  process.stdout.write(run('node', ['imports.mjs'], { cwd: app }));

  // The same imports type-check under Node's own ESM resolution, with the strictest settings
  // an app commonly turns on, and so does a small app declaring routes with and without a
  // loader, a meta loader and views: the declarations must serve such an app as they are.
  writeFileSync(
    join(app, 'imports.mts'),
    `${imports}\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  writeFileSync(join(app, 'app.tsx'), SCRATCH_APP);
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        jsx: 'react-jsx',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['imports.mts', 'app.tsx'],
    }),
  );
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: app });
  console.log(
    `type-checked ${specifiers.length} subpaths and a routed app ` +
      '(nodenext, strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck off)',
  );
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('packages: publint and attw clean, tarballs install and import on their own');
