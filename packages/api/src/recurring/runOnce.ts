// `node --import tsx packages/api/src/recurring/runOnce.ts`: one run of the recurring engine with
// the settings of the environment (DATABASE_URL, CLOCK_NOW, …), then exit; prints the run's summary
// as one JSON line. For cron-style deployments that keep RECURRING_WORKER=off on the web
// instances, for demos ("charge what is due on CLOCK_NOW"), and for the multi-instance tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { repoRoot } from '../packageRoot';
import { reportStartupFailure } from '../startupFailure';

async function main(): Promise<void> {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  // This process runs exactly one pass itself; a timer would start a second one.
  const config = loadConfig({ ...process.env, RECURRING_WORKER: 'off' });
  const app = buildApp(config);
  const started = performance.now();
  try {
    await app.ready();
    const ready = performance.now();
    const summary = await app.recurringWorker.runOnce();
    const timings = { startMs: Math.round(ready - started), runMs: Math.round(performance.now() - ready) };
    process.stdout.write(`${JSON.stringify({ ...summary, ...timings })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  reportStartupFailure(error, 'The recurring run cannot start');
  process.exit(1);
});
