// `npm run halo -- <command>`: the compiled halo CLI (packages/api/dist/cli.js), built first if the
// sources changed since the last build, as `npm start` does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureBuild();
process.setSourceMapsEnabled(true);
createRequire(import.meta.url)(path.join(root, 'packages/api/dist/cli.js'));
