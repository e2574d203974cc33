// A second API instance on the database of a test app, as a deploy runs two behind one load
// balancer: the same settings (APP_KEY, data folder) and the same rows, its own plugins, timers and
// in-memory state. Closing it leaves the shared database open for the first instance.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { TestApp } from './helper';

export async function startSecondInstance(
  first: TestApp,
  options: { clock?: () => Date } = {},
): Promise<FastifyInstance> {
  const shared = first.app;
  const app = buildApp(shared.config, {
    clock: options.clock,
    openDatabase: async () => ({
      db: shared.db,
      driver: shared.dbDriver,
      // The first instance brought the schema up to date.
      migrate: async () => {},
      ping: () => shared.pingDatabase(),
      notifications: shared.databaseNotifications,
      close: async () => {},
    }),
  });
  await app.ready();
  return app;
}
