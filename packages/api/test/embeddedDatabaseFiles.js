// The API test files that run on PGlite, the embedded database, as well as on PostgreSQL (which
// runs every file). The rule, in packages/api/README.md ("Which tests run on PGlite"): what is about
// the embedded database's own behaviour (its folder, start-up and first start, migrations, backup and
// restore, the outbox and crash recovery, concurrency: idempotency, the recurring claim, payouts,
// limits across a restart) and one end-to-end file per feature; the modules' own tests beside the code
// under src/ too. Everything else tests our code, which is the same on either database, once on
// PostgreSQL (production's database).
const fs = require('node:fs');
const path = require('node:path');

const embeddedDatabaseBehaviour = [
  // start-up, the demo seed, a staging site, DATA_DIR, migrations, backup and restore
  'productionStart',
  'stagingSandbox',
  'demoSeed',
  'dataDir',
  'cliDataDir',
  'migration',
  'backup',
  'restore',
  // the outbox, crash recovery and a client that goes away mid-request
  'outbox',
  'recurringCrashRecovery',
  'clientGone',
  // concurrency: idempotency, the recurring worker's claim, payouts and deposits, limits across restarts
  'idempotency',
  'recurringWorker',
  'payout',
  'deposit',
  'limitsRestart',
  // giving in one reply: one YES of several, on two instances, claims a prompt; a claim a stopped
  // process left is finished once
  'textGivingClaims',
  // importing giving history: its keys (the same file again writes nothing), its advisory lock and its
  // one-statement batches, whose raw answer each driver shapes itself
  'adminGiftImport',
  // merging duplicate donors: two merges of the same records at once wait on the donor rows' locks
  'adminDonorMerge',
];

// One end-to-end file per feature (packages/api/src/<feature>).
const oneFilePerFeature = [
  'accountRegistration', // accounts
  'sessions', // sessions
  'adminGiftsAndTeam', // admin
  'givingOneTime', // giving
  'givingRecurring', // giving, on a schedule
  'recurringCharging', // recurring
  'portalDashboard', // portal
  'portalStatements', // reports
  'portalProfile', // files
  'manageLink', // manageLinks
  'giftConfirmation', // giftConfirmations
  'liveUpdates', // live
  'organization', // organizations
  // cli: cliDataDir (above) runs the CLI's processes on the embedded database; cliChurch, whose every
  // step starts a process that compiles PGlite's WebAssembly again, runs on PostgreSQL only
  'rateLimitsGiving', // limits
  'stripeWebhook', // payments
  'webhooks', // core/webhooks: the church's outgoing webhooks
  'readApi', // readApi: API keys and /api/v1
  'textToGive', // textToGive
  'recurringMoveSandbox', // recurringMoves: moving recurring donors from Stripe
  'kiosk', // kiosk: the lobby kiosk's device session and its gifts
];

// The modules' own tests beside the code under src/ that open a database (they start the app through
// test/helper.ts); the others are pure and never touch a database, so they run once, in the
// PostgreSQL pass: about fifty files whose second run cost a jest worker's start and their imports.
const srcRoot = path.join(__dirname, '..', 'src');
const srcFilesWithDatabase = fs
  .readdirSync(srcRoot, { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\btest\/helper['"]/.test(fs.readFileSync(path.join(srcRoot, file), 'utf8')))
  .map((file) => file.split(path.sep).join('/').replace(/[.]/g, '\\.'));

module.exports = [
  String.raw`/packages/api/src/(${srcFilesWithDatabase.join('|')})$`,
  // files named for the embedded database
  String.raw`/packages/api/test/.*\.pglite\.test\.ts$`,
  // a name that begins with one of these: `outboxCrash`, `dataDirBackup`, `depositsTieOut`
  String.raw`/packages/api/test/(${embeddedDatabaseBehaviour.join('|')})[^/]*\.test\.ts$`,
  String.raw`/packages/api/test/(${oneFilePerFeature.join('|')})\.test\.ts$`,
];
