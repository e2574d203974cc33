// Three projects: `unit` (pure and jsdom tests beside the code), `api` (the real server; runs once on
// PGlite and once on PostgreSQL, see scripts/with-postgres.mjs), `e2e` (the built product in Chromium).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
// ESM-only packages must be transformed for jest's CommonJS runtime.
// openid-client brings oauth4webapi and jose 6 (the Google sign-in client), ESM-only as well; so is ky
// (the browser's API client). otplib (administrators' second factor) brings @scure/base and
// @noble/hashes, ESM-only too (also under @otplib's own node_modules).
const transformIgnorePatterns = [
  '/node_modules/(?!(valibot|date-fns|openid-client|oauth4webapi|jose|ky|@otplib|@scure/base|@noble/hashes)/)',
];
const moduleNameMapper = {
  '^halo_shared/(.*)$': '<rootDir>/shared/src/$1',
};

// `npm test` splits the PostgreSQL pass in two so both cores stay busy to the end (HALO_API_PASS, see
// package.json): the `late` files start once the PGlite pass has ended, the others run beside it from
// the start. Late are the PostgreSQL-only files (100,000-row exports and imports, several instances,
// which want a core of their own) and the heaviest of the rest, chosen by measured time so that both
// lanes end together (on 2026-12-02 the PGlite lane took 734 s with the late files, the early lane
// 870 s, so the authorization matrix and cliWebhooks, 65 s, moved late; on 2026-12-03 the pure tests
// under src/ stopped running on PGlite, about 50 s of that lane, and recurringSchedulePortal moved late;
// on 2026-12-04 the phone verifications of text giving left the PGlite lane, about 20 s, and
// unverifiedAccountGifts, 19 s, moved late; then the hostile-input files lost about 30 s and the PGlite
// pass textGiving's flows and signInCode, about 60 s of its two workers, so pledgeByCode and
// portalProfile, 37 s, moved late, and with the authorization matrix 20 s quicker, adminAccess and
// typedEmail, about 30 s).
const LATE_POSTGRES_FILES =
  '(\\.postgres|/hostileInputGraphql|/hostileInputRest|/cliChurch|/authorizationMatrix|/cliWebhooks|/recurringSchedulePortal|/unverifiedAccountGifts|/pledgeByCode|/portalProfile|/adminAccess|/typedEmail)\\.test\\.ts$';
function postgresPassPart() {
  if (process.env.HALO_API_PASS === 'late') return [`^(?!.*${LATE_POSTGRES_FILES})`];
  if (process.env.HALO_API_PASS === 'early') return [LATE_POSTGRES_FILES];
  return [];
}

/** @type {import('jest').Config} */
module.exports = {
  // Every pass ends with its failing tests and their messages, however few files it ran (jest's own
  // threshold is 20): a CI log is read from its end, where the two API lanes' output interleaves.
  reporters: [['default', { summaryThreshold: 0 }]],
  // The slowest files first, by recorded times, so both workers end together (see the file).
  testSequencer: require.resolve('./scripts/testSequencer.js'),
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: [
        '<rootDir>/packages/domain/src/**/*.test.ts',
        '<rootDir>/packages/ui/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/testkit/src/**/*.test.ts',
        '<rootDir>/{shared,widget,portal,admin,host}/src/**/*.test.{ts,tsx}',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      // Files needing a DOM say so with a `@jest-environment ./jest.jsdom-environment.js` docblock.
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/packages/testkit/src/jest/screenWaits.ts'],
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      transform,
      transformIgnorePatterns,
      // `npm test`'s PGlite pass runs the files packages/api/test/embeddedDatabaseFiles.js names (the
      // rule is in packages/api/README.md); the PostgreSQL pass, and a file named on the command line on
      // either database, run in full.
      ...(process.env.HALO_API_TESTS === 'embedded'
        ? { testRegex: require('./packages/api/test/embeddedDatabaseFiles.js') }
        : {
            testMatch: [
              '<rootDir>/packages/api/src/**/*.test.ts',
              '<rootDir>/packages/api/test/**/*.test.ts',
            ],
          }),
      // One seeded database built per run and copied per file.
      testEnvironment: 'node',
      globalSetup: '<rootDir>/packages/api/test/globalSetup.ts',
      globalTeardown: '<rootDir>/packages/api/test/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/packages/api/test/jestTimeout.ts'],
      // PostgreSQL-only suites (several API instances, 100,000-row exports) run in the PostgreSQL pass;
      // suites about the embedded database's folder (real processes on DATA_DIR) in the PGlite pass.
      testPathIgnorePatterns: process.env.DATABASE_URL
        ? ['/node_modules/', '\\.pglite\\.test\\.ts$', ...postgresPassPart()]
        : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/packages/e2e/src/**/*.test.ts'],
      testEnvironment: 'node',
      // One seeded DATA_DIR per run, copied for each server a test starts.
      globalSetup: '<rootDir>/packages/e2e/src/harness/globalSetup.ts',
      globalTeardown: '<rootDir>/packages/e2e/src/harness/globalTeardown.ts',
    },
  ],
};
