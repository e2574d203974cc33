// Lint, and the import directions of docs/ARCHITECTURE.md §2:
//   domain ← ui ← widget, portal, admin, host; `shared` reached from those only as `halo_shared/*`
//   (federation: one instance per page); api imports only domain; nothing imports e2e; testkit (test
//   doubles and fixtures) imports domain, ui and halo_shared/*, and only tests import it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const noImport = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map(([group, message, regex]) => (regex ? { regex, message } : { group, message })),
    },
  ],
});

const reactOnly = [
  ['react', 'react-dom', 'react/*', 'react-dom/*'],
  'This package is framework-free: no React.',
];
const noUi = [['@halo/ui', '**/packages/ui/**'], 'Only widget, portal, admin and host may use @halo/ui.'];
const noShared = [
  ['@halo/shared', '**/shared/src/**', 'halo_shared/*'],
  'Only widget, portal, admin and host use halo_shared.',
];
// `@halo/shared/graphql/<feature>`, the typed operation documents, is pure data: each app compiles in
// the documents it sends, so no page loads every app's operations.
const sharedByFederation = [
  ['**/shared/src/**'],
  'Import shared code as halo_shared/* so federation keeps one instance.',
];
const sharedPackageByFederation = [
  null,
  'Import shared code as halo_shared/* so federation keeps one instance (only @halo/shared/graphql/* is data).',
  '^@halo/shared(?!/graphql/[\\w-]+$)(/.*)?$',
];
const noApps = [
  [
    '@halo/widget',
    '@halo/portal',
    '@halo/admin',
    '@halo/host',
    '**/widget/src/**',
    '**/portal/src/**',
    '**/admin/src/**',
    '**/host/src/**',
  ],
  'Apps do not import each other; use federation.',
];
const noApi = [['@halo/api', '**/packages/api/**'], 'Only the server imports the server.'];
const noE2e = [['@halo/e2e', '**/packages/e2e/**'], 'Nothing imports e2e.'];
const noTestkit = [
  ['@halo/testkit', '@halo/testkit/*', '**/packages/testkit/**'],
  'Only tests import @halo/testkit: nothing under src/ exists only for tests.',
];
const tests = ['**/*.test.{ts,tsx}'];
// The packages' rules, and for their non-test files no testkit either. Two blocks because a later
// no-restricted-imports setting replaces an earlier one instead of adding to it.
const productAndTests = (files, ...restrictions) => [
  { files, ignores: tests, rules: noImport(...restrictions, noTestkit) },
  { files: files.map((folder) => `${folder}/*.test.{ts,tsx}`), rules: noImport(...restrictions) },
];

// Inside the server (packages/api/README.md "Layers"): the core below, what several features use
// (settings, the database, HTTP, mail, text messages, limits, the GraphQL framework, the church,
// payments, files, live updates, reports, sessions and src/core/: money, keys, links, and what accounts, gifts,
// emailed links and recurring gifts share); the features above it, each
// importing the core, its own files and @halo/domain, never another feature's; the composition root
// (app.ts, main.ts, the seed, the CLI, start-up and the resolver registry) on top, free to import all.
const api = 'packages/api/src';
const apiCore = [
  'config',
  'core',
  'db',
  'errorReporting',
  'files',
  'graphql',
  'http',
  'i18n',
  'limits',
  'live',
  'mail',
  'organizations',
  'payments',
  'reports',
  'sessions',
  'sms',
];
const apiLayers = {
  files: [`${api}/**/*.ts`],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/elements': [
      {
        type: 'root',
        partialMatch: false,
        pattern: [`${api}/cli`, `${api}/startup`, `${api}/graphql/resolvers`],
      },
      { type: 'core', partialMatch: false, pattern: apiCore.map((folder) => `${api}/${folder}`) },
      { type: 'feature', partialMatch: false, pattern: `${api}/*`, capture: ['feature'] },
      { type: 'top', partialMatch: false, pattern: api },
    ],
    'boundaries/files': [
      { category: 'coreFile', pattern: [`${api}/config.ts`, `${api}/packageRoot.ts`] },
      {
        category: 'entry',
        pattern: [
          `${api}/!(config|packageRoot).ts`,
          `${api}/recurring/runOnce.ts`,
          `${api}/graphql/graphqlPlugin.ts`,
        ],
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { types: { anyOf: ['root'] } } }, allow: { to: { element: { type: '*' } } } },
          { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: '*' } } } },
          { allow: { to: { file: { categories: 'coreFile' } } } },
          { from: { file: { categories: 'coreFile' } }, allow: { to: { element: { type: 'core' } } } },
          {
            from: { element: { types: { anyOf: ['core', 'feature'] } } },
            allow: { to: { element: { type: 'core' } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } },
            },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'coverage/**',
      'shared/src/graphql/operations/*.generated.ts',
      'packages/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/**'],
    rules: noImport(reactOnly, noUi, noShared, noApps, noApi, noE2e, [
      ['@halo/*'],
      'domain imports no other package.',
    ]),
  },
  // testkit builds on ui, so not even ui's tests may import it (a cycle of project references).
  // shared's tests may: the testkit modules they use reach shared by its federated names (shared's
  // tsconfig paths), so they compile inside shared's program and shared needs no reference to testkit.
  { files: ['packages/ui/**'], rules: noImport(noShared, noApps, noApi, noE2e, noTestkit) },
  ...productAndTests(['shared/**'], noUi, noApps, noApi, noE2e),
  ...productAndTests(
    ['widget/**', 'portal/**', 'admin/**', 'host/**'],
    sharedByFederation,
    sharedPackageByFederation,
    noApps,
    noApi,
    noE2e,
  ),
  // packages/api/test/** is all test code: its helpers may use testkit like its *.test.ts files.
  { files: ['packages/api/**'], rules: noImport(reactOnly, noUi, noShared, noApps, noE2e) },
  {
    files: ['packages/api/**'],
    ignores: [...tests, 'packages/api/test/**'],
    rules: noImport(reactOnly, noUi, noShared, noApps, noE2e, noTestkit),
  },
  apiLayers,
  { files: ['packages/e2e/**'], rules: noImport(noUi, noShared, noApps, noApi) },
  {
    files: ['packages/testkit/**'],
    rules: noImport(sharedByFederation, sharedPackageByFederation, noApps, noApi, noE2e),
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
