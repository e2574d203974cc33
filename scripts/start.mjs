// `npm start`: build what changed since the last build (nothing, on a second start), then run the
// compiled API (packages/api/dist/server.js), which serves the built front end too. In this process,
// so SIGTERM and SIGINT reach the server's graceful shutdown directly.
import nodeModule, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureBuild();
// V8 keeps the server's compiled code between starts (checked against each file's contents): a
// restart parses and compiles less. Nothing is lost when node_modules cannot be written.
nodeModule.enableCompileCache?.(path.join(root, 'node_modules/.cache/halo-node-compile'));
// Stack traces in logs and error reports point at the TypeScript sources.
process.setSourceMapsEnabled(true);
createRequire(import.meta.url)(path.join(root, 'packages/api/dist/server.js'));
