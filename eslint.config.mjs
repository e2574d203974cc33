// Lint, and the import directions of DESIGN.md §2:
//   domain ← ui ← widget, portal, admin, host; `shared` reached from those only as `halo_shared/*`
//   (federation: one instance per page); api imports only domain; nothing imports e2e; testkit (test
//   doubles and fixtures) imports domain, ui and halo_shared/*, and only tests import it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  { files: ['packages/e2e/**'], rules: noImport(noUi, noShared, noApps, noApi) },
  {
    files: ['packages/testkit/**'],
    rules: noImport(sharedByFederation, sharedPackageByFederation, noApps, noApi, noE2e),
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
