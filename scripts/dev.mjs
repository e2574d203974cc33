// `npm run dev`: the five front-end builds in webpack watch mode (development) and the API with
// `tsx watch`, together. Ctrl-C (or either process dying) stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const processes = [
  {
    name: 'web',
    command: bin('webpack'),
    args: ['--config', 'webpack.config.ts', '--mode', 'development', '--watch'],
    // webpack-cli cannot load a TypeScript config by itself (see webpack.config.ts).
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' ') },
  },
  // Documents change as you edit them: the allow-list of a production build would refuse them.
  {
    name: 'api',
    command: bin('tsx'),
    args: ['watch', 'packages/api/src/main.ts'],
    env: { GRAPHQL_TRUSTED_DOCUMENTS: 'false' },
  },
];

let stopping = false;
const children = processes.map(({ name, command, args, env }) => {
  // Each child leads its own process group, so stopping it also stops what it started.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited (${signal ?? code}); stopping the others.`);
    stop(code ?? 1);
  });
  return child;
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Give watchers a moment to close their handles, then leave.
  setTimeout(() => process.exit(exitCode), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
