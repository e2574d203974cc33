#!/usr/bin/env node
// node scripts/record-test-durations.mjs <jest --json results>… [--database postgres|pglite] [--root <dir>]
//
// Records each file's time (seconds, from `jest --json --outputFile=…`) in scripts/testDurations.json,
// which scripts/testSequencer.js reads to run the slowest files first. Files in the results replace
// their recorded time; the others keep theirs. An API run says which database it ran on (its files
// cost differently on each): `--database pglite` for `npm run test:api:pglite`, postgres otherwise.
// `--root` is the checkout the results were run in, when not this one (a clean clone of CI's run).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { durationKey } = require('./testSequencer.js');
const DURATIONS_FILE = new URL('./testDurations.json', import.meta.url);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: 'string', default: 'postgres' },
    root: { type: 'string', default: process.cwd() },
  },
});
if (positionals.length === 0 || !['postgres', 'pglite'].includes(values.database)) {
  console.error(
    'usage: node scripts/record-test-durations.mjs <results.json>… [--database postgres|pglite] [--root <dir>]',
  );
  process.exit(2);
}

/** The jest project a test file belongs to (jest.config.js matches them by folder the same way). */
function projectOf(file) {
  if (file.includes(`${path.sep}packages${path.sep}e2e${path.sep}`)) return 'e2e';
  if (file.includes(`${path.sep}packages${path.sep}api${path.sep}`)) return 'api';
  return 'unit';
}

const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
let recorded = 0;
for (const resultsFile of positionals) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  for (const file of results.testResults) {
    if (file.status !== 'passed') continue;
    const seconds = (file.endTime - file.startTime) / 1000;
    const databaseUrl = values.database === 'postgres' ? 'postgres' : undefined;
    const key = durationKey(projectOf(file.name), file.name, databaseUrl, path.resolve(values.root));
    durations[key] = Math.round(seconds * 10) / 10;
    recorded += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`recorded ${recorded} files' times in scripts/testDurations.json`);
