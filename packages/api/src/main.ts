// `npm start -w @halo/api`: migrate, seed an empty database, serve everything on one port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, repoRoot } from './config';
import { DEMO_ADMIN, DEMO_DONOR, isDatabaseEmpty, seedDemoData } from './seed';
import { reportStartupFailure } from './startupFailure';

async function main(): Promise<void> {
  // A .env at the repository root is optional; real environment variables win over it.
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = loadConfig();
  const app = buildApp(config);
  await app.ready();
  if (await isDatabaseEmpty(app.db)) {
    app.log.info('empty database: adding demo data');
    await seedDemoData(app.db);
  }
  await app.listen({ port: config.port, host: config.host });

  const { port } = app.server.address() as { port: number };
  process.stdout.write(
    [
      '',
      `Halo Give is running (${app.dbDriver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).`,
      `  Giving page:  http://demo.localhost:${port}/`,
      `  Donor portal: http://demo.localhost:${port}/login`,
      `  Demo donor:   ${DEMO_DONOR.email} / ${DEMO_DONOR.password}`,
      `  Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (sends statements)`,
      ...(config.publicUrl !== `http://localhost:${port}` ? [`  Public URL:   ${config.publicUrl}`] : []),
      '',
    ].join('\n') + '\n',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  reportStartupFailure(error);
  process.exit(1);
});
