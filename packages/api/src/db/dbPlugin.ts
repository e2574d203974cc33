// Opens the database named by the settings, brings its schema up to date and closes it with the app.
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseNotifications } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Which driver is behind `db`: some queries (row locking) differ between PGlite and a server. */
    dbDriver: 'pglite' | 'postgres';
    pingDatabase(): Promise<void>;
    /** NOTIFY and LISTEN between the instances sharing a PostgreSQL server; null on PGlite. */
    databaseNotifications: DatabaseNotifications | null;
    /** Opens the database the settings name, or the one buildApp was handed (tests, test/helper.ts). */
    openDatabase(): Promise<DatabaseHandle>;
  }
}

export default fp(
  async (app) => {
    const handle = await app.openDatabase();
    app.addHook('onClose', () => handle.close());
    // Every start applies pending migrations, so a deploy or a fresh ./data needs no extra step.
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('pingDatabase', handle.ping);
    app.decorate('databaseNotifications', handle.notifications);
  },
  { name: 'db', dependencies: ['error-reporting'], decorators: { fastify: ['openDatabase'] } },
);
