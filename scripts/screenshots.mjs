// `npm run screenshots`: the README's pictures of the giving page and the dashboard, taken from the
// running product (packages/e2e/scripts/screenshots.ts), built first if the sources changed since
// the last build, as `npm start` does. Needs Chromium (installed like the browser tests' one).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureBuild();
for (const [command, args] of [
  ['node', ['scripts/ensure-chromium.mjs']],
  ['npx', ['tsx', 'packages/e2e/scripts/screenshots.ts']],
]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
