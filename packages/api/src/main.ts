// `npm start`: check the settings of a production start, migrate, seed the demo on an empty
// database where that is allowed, serve everything on one port, and on SIGTERM or SIGINT close
// gracefully: stop taking requests, finish those in flight, stop the workers, close the database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { organizations } from './db/schema';
import { repoRoot } from './packageRoot';
import { isDatabaseEmpty, narrowPublishedDemoAdministrator, seedDemoData } from './seed';
import { productionStartProblem, shouldSeedDemo } from './startup/productionStart';
import { startBanner } from './startup/startBanner';
import { reportStartupFailure } from './startupFailure';

/** How long requests in flight and running workers get to finish after SIGTERM. */
const GRACE_MS = 25_000;

/**
 * Seeds the demo church if the database has no church; whether this start did. A published demo
 * (a production PUBLIC_URL) gets an administrator who cannot take it over, and keeps one at every start.
 */
async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const published = app.config.production;
  if (!(await isDatabaseEmpty(app.db))) {
    if (published) await narrowPublishedDemoAdministrator(app.db);
    return false;
  }
  app.log.info('no church yet: adding the demo church');
  try {
    await seedDemoData(app.db, { published });
    return true;
  } catch (error) {
    // Another instance starting on the same PostgreSQL database seeded it first.
    if (!(await isDatabaseEmpty(app.db))) return false;
    throw error;
  }
}

async function main(): Promise<void> {
  // A .env at the repository root is optional; real environment variables win over it.
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = loadConfig();
  const problem = productionStartProblem(config);
  if (problem) {
    console.error(`Halo Give will not start: ${problem}`);
    process.exit(1);
  }
  const app = buildApp(config);
  await app.ready();
  const demoJustSeeded = shouldSeedDemo(config) && (await seedDemoIfEmpty(app));
  await app.listen({ port: config.port, host: config.host });

  closeWithGrace(
    { delay: GRACE_MS, logger: { error: (message) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );

  const churches = await app.db
    .select({ subdomain: organizations.subdomain })
    .from(organizations)
    .orderBy(asc(organizations.id));
  const { port } = app.server.address() as { port: number };
  const publicUrl =
    config.publicUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.publicUrl;
  process.stdout.write(
    startBanner({
      database: app.dbDriver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      publicUrl,
      subdomains: churches.map((church) => church.subdomain),
      demoJustSeeded,
    }),
  );
}

main().catch((error: unknown) => {
  reportStartupFailure(error);
  process.exit(1);
});
