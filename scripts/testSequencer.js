// Runs the slowest test files first, by the times a whole run recorded (scripts/testDurations.json),
// so that a run's last minutes are spent on short files by both workers rather than on one long
// file by one worker while the other core idles. A clean clone has no jest cache of earlier runs,
// and jest alone would order by file size, which says little: the accessibility files are short
// lists of screens and ran last, 70-150 s each, in the clean-clone runs of 2026-12-03.
// `node scripts/record-test-durations.mjs` writes the file from a run's `jest --json` results.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { default: DefaultSequencer } = require('@jest/test-sequencer');

const ROOT = path.resolve(__dirname, '..');
const DURATIONS_FILE = path.join(__dirname, 'testDurations.json');

/** The key a file's time is recorded under: its project (the API's by database) and its path. */
function durationKey(projectName, filePath, databaseUrl, root = ROOT) {
  const project = projectName === 'api' ? `api:${databaseUrl ? 'postgres' : 'pglite'}` : projectName;
  return `${project} ${path.relative(root, filePath).split(path.sep).join('/')}`;
}

function readDurations() {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

class RecordedDurationSequencer extends DefaultSequencer {
  constructor(...args) {
    super(...args);
    this.recorded = readDurations();
  }

  /**
   * A file's time in seconds as recorded; jest's own cache where none is (a file run locally since).
   * A file with neither runs first, as jest does with files it has not timed.
   */
  time(test) {
    const key = durationKey(test.context.config.displayName?.name, test.path, process.env.DATABASE_URL);
    const seconds = this.recorded[key];
    return seconds === undefined ? super.time(test) : seconds * 1000;
  }
}

module.exports = RecordedDurationSequencer;
module.exports.durationKey = durationKey;
