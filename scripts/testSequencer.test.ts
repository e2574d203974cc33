// The order a clean clone runs its files in: the slowest recorded first, files with no record before them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The sequencer is plain JavaScript, as jest loads it without a transform.
const TestSequencer = jest.requireActual('./testSequencer.js');

const ROOT = path.resolve(__dirname, '..');
const durations: Record<string, number> = JSON.parse(
  readFileSync(path.join(__dirname, 'testDurations.json'), 'utf8'),
);

/** A test file as jest hands it to a sequencer: its path and its project's configuration. */
const testFile = (project: string, file: string) => ({
  path: path.join(ROOT, file),
  context: { config: { displayName: { name: project }, cache: false }, hasteFS: { getSize: () => 0 } },
});

const recorded = (prefix: string) =>
  Object.entries(durations)
    .filter(([key]) => key.startsWith(`${prefix} `))
    .map(([key, seconds]) => ({ file: key.slice(prefix.length + 1), seconds }));

const sortedFiles = (project: string, files: string[]) =>
  new TestSequencer({})
    .sort(files.map((file) => testFile(project, file)))
    .map((test: { path: string }) => path.relative(ROOT, test.path));

it('runs the browser files slowest first, by the times recorded', () => {
  const files = recorded('e2e');
  expect(files.length).toBeGreaterThan(10);
  const slowest = files.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const quickest = files.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  expect(sortedFiles('e2e', [quickest.file, slowest.file])).toEqual([slowest.file, quickest.file]);
});

it('runs a file with no recorded time first, as it may be the slowest', () => {
  const [someFile] = recorded('e2e');
  const newFile = 'packages/e2e/src/notYetRecorded.test.ts';
  expect(sortedFiles('e2e', [someFile!.file, newFile])).toEqual([newFile, someFile!.file]);
});

it('reads an API file by the database the run uses', () => {
  const previous = process.env.DATABASE_URL;
  try {
    const both = recorded('api:pglite').filter(({ file }) => `api:postgres ${file}` in durations);
    expect(both.length).toBeGreaterThan(0);
    delete process.env.DATABASE_URL;
    const sequencer = new TestSequencer({});
    const pglite = sequencer.time(testFile('api', both[0]!.file));
    process.env.DATABASE_URL = 'postgres://localhost/postgres';
    const postgres = sequencer.time(testFile('api', both[0]!.file));
    expect(pglite).toBe(both[0]!.seconds * 1000);
    expect(postgres).toBe(durations[`api:postgres ${both[0]!.file}`]! * 1000);
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
});
