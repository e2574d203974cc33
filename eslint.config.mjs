// Lint, and the import directions of DESIGN.md §2:
//   domain ← ui ← widget, portal, host; `shared` reached from those three only as `halo_shared/*`
//   (federation: one instance per page); api imports only domain; nothing imports e2e.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noImport = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map(([group, message]) => ({ group, message })),
    },
  ],
});

const reactOnly = [
  ['react', 'react-dom', 'react/*', 'react-dom/*'],
  'This package is framework-free: no React.',
];
const noUi = [['@halo/ui', '**/packages/ui/**'], 'Only widget, portal and host may use @halo/ui.'];
const noShared = [
  ['@halo/shared', '**/shared/src/**', 'halo_shared/*'],
  'Only widget, portal and host use halo_shared.',
];
const sharedByFederation = [
  ['@halo/shared', '@halo/shared/*', '**/shared/src/**'],
  'Import shared code as halo_shared/* so federation keeps one instance.',
];
const noApps = [
  ['@halo/widget', '@halo/portal', '@halo/host', '**/widget/src/**', '**/portal/src/**', '**/host/src/**'],
  'Apps do not import each other; use federation.',
];
const noApi = [['@halo/api', '**/packages/api/**'], 'Only the server imports the server.'];
const noE2e = [['@halo/e2e', '**/packages/e2e/**'], 'Nothing imports e2e.'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'coverage/**',
      'shared/src/graphql/generated.ts',
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
  { files: ['packages/ui/**'], rules: noImport(noShared, noApps, noApi, noE2e) },
  { files: ['shared/**'], rules: noImport(noUi, noApps, noApi, noE2e) },
  { files: ['widget/**', 'portal/**', 'host/**'], rules: noImport(sharedByFederation, noApps, noApi, noE2e) },
  { files: ['packages/api/**'], rules: noImport(reactOnly, noUi, noShared, noApps, noE2e) },
  { files: ['packages/e2e/**'], rules: noImport(noUi, noShared, noApps, noApi) },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
