// `npm run halo -- <command>`: the halo CLI (runCli.ts). A plain module: run by tsx from the sources
// or by node from the compiled build alike.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../packageRoot';
import { ALL_COMMANDS } from './commands/allCommands';
import { runCli } from './runCli';

// A .env at the repository root is read as the server reads it; real environment variables win.
const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

runCli(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // A progress line drawn over itself: only for a person watching a terminal.
    ...(process.stdout.isTTY
      ? { progress: (text: string) => process.stdout.write(`\r${text}\u001b[K`) }
      : {}),
  },
  ALL_COMMANDS,
).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
