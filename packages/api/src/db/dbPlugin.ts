// Opens the database named by the settings, brings its schema up to date and closes it with the app.
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseNotifications } from './database';
import { openDatabase } from './openDatabase';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Which driver is behind `db`: some queries (row locking) differ between PGlite and a server. */
    dbDriver: 'pglite' | 'postgres';
    pingDatabase(): Promise<void>;
    /** NOTIFY and LISTEN between the instances sharing a PostgreSQL server; null on PGlite. */
    databaseNotifications: DatabaseNotifications | null;
  }
}

export interface DbPluginOptions {
  /** Opens something else than the settings say; tests use it (test/helper.ts). */
  open?: () => Promise<DatabaseHandle>;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await (options.open ? options.open() : openDatabase(app.config));
    app.addHook('onClose', () => handle.close());
    // Every start applies pending migrations, so a deploy or a fresh ./data needs no extra step.
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('pingDatabase', handle.ping);
    app.decorate('databaseNotifications', handle.notifications);
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
