/*
 * The architecture as lint rules (eslint-plugin-boundaries). Every import, `export … from`
 * and dynamic import() is checked, type-only imports included:
 *
 * 1. Packages never import apps (nor tools).
 * 2. A package core (everything in packages/<name>/src outside a react/ folder: src/react/,
 *    or a feature folder's own, as src/uplot/react/) never imports React: not react,
 *    react-dom, any @tendril/<package>/react subpath, nor a react/ folder.
 * 3. A site feature (apps/site/src/features/<name>) never imports another feature, nor
 *    app/ (app/ composes the features; the contract they fulfil lives in shell/).
 * 4. Data modules never import UI. Data modules: every features/<name>/data/ folder and
 *    apps/site/src/lib/. UI: React and the @tendril React subpaths, any .tsx module, hooks
 *    and components anywhere in ui/, shell/ and app/, and the rest of a feature (its pages,
 *    components, hooks and index).
 * 5. Shared site code (lib/, ui/, shell/) never imports a feature or app/.
 * 6. A micro app (apps/micro-*) and the site never import each other: the site loads the
 *    app's built bundle at run time and lends it modules and signals then.
 * 7. The site's test helpers (apps/site/src/testing/) are imported by tests only.
 * 8. Only app/ (and tests) load a page table (features/<name>/pages.ts, shell/pages.ts): a
 *    feature's routes import theirs as a type, and app/ hands them its loader (app/routes.ts),
 *    so the pages stay off the first load and the dependency shows in the route table.
 *
 * eslint.boundaries.test.ts lints a deliberate breach of each rule and expects the error.
 */
import boundaries from 'eslint-plugin-boundaries';

const SITE = 'apps/site/src';

/** Each folder is one element; a file belongs to the innermost element holding it. */
const elements = [
  { type: 'package-react', pattern: 'packages/*/src/**/react', partialMatch: false },
  { type: 'package-core', pattern: 'packages/*/src', partialMatch: false },
  { type: 'package', pattern: 'packages/*', partialMatch: false },
  { type: 'tool', pattern: 'tools/*', partialMatch: false },
  {
    type: 'feature-data',
    pattern: `${SITE}/features/*/data`,
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'feature', pattern: `${SITE}/features/*`, capture: ['feature'], partialMatch: false },
  { type: 'site-app', pattern: `${SITE}/app`, partialMatch: false },
  { type: 'site-shell', pattern: `${SITE}/shell`, partialMatch: false },
  { type: 'site-ui', pattern: `${SITE}/ui`, partialMatch: false },
  { type: 'site-lib', pattern: `${SITE}/lib`, partialMatch: false },
  { type: 'site-testing', pattern: `${SITE}/testing`, partialMatch: false },
  { type: 'micro-app', pattern: 'apps/micro-*', partialMatch: false },
  { type: 'app', pattern: 'apps/*', partialMatch: false },
];

const APPS = [
  'feature-data',
  'feature',
  'site-app',
  'site-shell',
  'site-ui',
  'site-lib',
  'site-testing',
  'app',
];
const FEATURES = ['feature-data', 'feature'];

/** React itself, and the React entry points of our packages (`@tendril/router/react/portal`…). */
const REACT_MODULES = [
  { module: { origin: 'external', source: ['react', 'react-dom'] } },
  { module: { origin: 'external', source: '@tendril/*', internalPath: ['react', 'react/**'] } },
];

const policies = [
  {
    from: { element: { types: { anyOf: ['package', 'package-core', 'package-react'] } } },
    disallow: { to: { element: { types: { anyOf: [...APPS, 'micro-app', 'tool'] } } } },
    message: 'A package never imports an app or a tool.',
  },
  {
    from: { element: { type: 'package-core' } },
    disallow: [
      { to: { element: { type: 'package-react' } } },
      ...REACT_MODULES.map((to) => ({ to })),
    ],
    message: 'A package core never imports React; React code lives in a react/ folder.',
  },
  {
    from: { element: { types: { anyOf: FEATURES } } },
    disallow: {
      to: {
        element: {
          types: { anyOf: FEATURES },
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message: 'A feature never imports another feature; shared code goes in lib/, ui/ or shell/.',
  },
  {
    from: { element: { types: { anyOf: FEATURES } } },
    disallow: { to: { element: { type: 'site-app' } } },
    message: 'A feature never imports app/; app/ composes the features.',
  },
  {
    from: { element: { types: { anyOf: ['feature-data', 'site-lib'] } } },
    disallow: {
      to: [
        {
          element: {
            types: { anyOf: ['feature', 'site-app', 'site-shell', 'site-ui', 'package-react'] },
          },
        },
        { file: { categories: 'ui-module' } },
        ...REACT_MODULES,
      ],
    },
    message: 'A data module (features/*/data, lib/) never imports UI (React, .tsx, ui/, shell/).',
  },
  {
    from: { element: { types: { anyOf: ['site-lib', 'site-ui', 'site-shell'] } } },
    disallow: { to: { element: { types: { anyOf: [...FEATURES, 'site-app'] } } } },
    message: 'Shared site code (lib/, ui/, shell/) never imports a feature or app/.',
  },
  {
    from: { element: { types: { anyOf: APPS } } },
    disallow: { to: { element: { type: 'site-testing' } } },
    message: 'Only tests import the test helpers in testing/.',
  },
  {
    from: { element: { types: { anyOf: [...FEATURES, 'site-shell', 'site-ui', 'site-lib'] } } },
    dependency: { kind: 'value' },
    disallow: { to: { file: { categories: 'page-table' } } },
    message: "Only app/ loads a pages.ts: a feature's routes import theirs as a type.",
  },
  // A later policy wins: tests may.
  {
    from: { file: { categories: 'test-module' } },
    allow: { to: [{ element: { type: 'site-testing' } }, { file: { categories: 'page-table' } }] },
  },
  {
    from: { element: { type: 'micro-app' } },
    disallow: { to: { element: { types: { anyOf: APPS } } } },
    message: 'A micro app never imports the site; its host lends it what it needs at run time.',
  },
  {
    from: { element: { types: { anyOf: APPS } } },
    disallow: { to: { element: { type: 'micro-app' } } },
    message: "The site never imports a micro app's sources; it loads the app's built bundle.",
  },
];

export const boundaryRules = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'ui-module', pattern: '**/*.tsx' },
        { category: 'test-module', pattern: '**/*.test.{ts,tsx}' },
        { category: 'page-table', pattern: `${SITE}/{features/*,shell}/pages.ts` },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      // External modules (react) and imports within one folder are checked too.
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkInternals: true, policies },
      ],
    },
  },
];
