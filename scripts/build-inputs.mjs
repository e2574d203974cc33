// What `npm run build` is made from, as one fingerprint: the content of every source file the
// front-end builds, the compiled API and the trusted GraphQL documents are made of. `npm start`
// builds only when it differs from the one the last build recorded (`--record`, the build's last
// step), so a second start serves within seconds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose files (tests aside) go into the build. */
const SOURCE_FOLDERS = [
  'shared/src',
  'widget/src',
  'portal/src',
  'admin/src',
  'host/src',
  'packages/domain/src',
  'packages/ui/src',
  'packages/api/src',
  // The front-end builds' settings, which webpack.config.ts composes.
  'webpack',
];
const SOURCE_FILES = [
  'package-lock.json',
  'webpack.config.ts',
  'packages/api/webpack.config.ts',
  'packages/api/schema.graphql',
  'scripts/trusted-documents.ts',
  'tsconfig.base.json',
];
/** The build's products `npm start` needs; if one is missing, it builds whatever the fingerprint says. */
export const BUILD_OUTPUTS = [
  'dist/host/index.html',
  'dist/graphql/trusted-documents.json',
  'packages/api/dist/server.js',
];
const RECORD = path.join(root, 'dist', '.build-inputs');

function sourceFiles() {
  const files = [...SOURCE_FILES];
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
    }
  }
  return files.sort();
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const file of sourceFiles()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build on disk was made from the sources as they are now. */
export function buildIsCurrent() {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  return existsSync(RECORD) && readFileSync(RECORD, 'utf8').trim() === fingerprint();
}

/**
 * Builds unless the build is current. What it prints goes to stderr, so a command's own output (the
 * CLI's) stays clean on stdout. Exits the process if the build fails.
 */
export function ensureBuild() {
  if (buildIsCurrent()) return;
  console.error('Sources changed since the last build (or there is none): building first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv.includes('--record')) writeFileSync(RECORD, `${fingerprint()}\n`);
