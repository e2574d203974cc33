// Builds the real API on a fresh database for one test file (docs/STYLE.md "Tests run the real thing").
// PGlite in memory by default; with DATABASE_URL set (scripts/with-postgres.mjs) a new PostgreSQL
// database per file, dropped afterwards, so files never see each other's rows.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/database';
import { sendRequest, type RequestOptions, type TestResponse } from './httpClient';
import { databaseUrl, seedTestData, TEMPLATE_ENV, withAdminClient } from './seededDatabaseTemplate';

interface TestDatabase {
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
  /** A copy of the run's seeded template (globalSetup), so the seed is already in it. */
  seeded: boolean;
}

/** A database of this file's own: a copy of the seeded template when globalSetup made one. */
async function createTestDatabase(seeded = true): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const template = seeded ? process.env[TEMPLATE_ENV] : undefined;
  if (!adminUrl) {
    const dump = template ? await readFile(template) : undefined;
    // Each database's driver loads only in the pass that uses it (as in src/db/openDatabase.ts).
    const { openInMemoryPglite } = await import('./inMemoryPglite');
    return { open: () => openInMemoryPglite(dump), drop: async () => {}, seeded: dump !== undefined };
  }
  const name = `halo_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files rather than writing every page through the WAL and the
  // buffer pool: for the 12 MB seeded template, half the time to create and a fifth to drop.
  await withAdminClient(adminUrl, (client) =>
    client.query(
      template
        ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`
        : `CREATE DATABASE ${name}`,
    ),
  );
  const { openPostgres } = await import('../src/db/openPostgres');
  return {
    open: () => openPostgres(databaseUrl(adminUrl, name)),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
    seeded: template !== undefined,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The port the app listens on, on 127.0.0.1. */
  port: number;
  close(): Promise<void>;
}

/**
 * The app with demo data and the second church of the tenant-isolation tests (`hope`), ready for
 * `inject`. Settings come only from `config`, never from the shell.
 */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Replaces the wall clock (expiry tests). */
    clock?: () => Date;
    /** Receives the app's log lines (set `config.logLevel` too: tests log nothing by default). */
    logStream?: { write(line: string): void };
    /** The port to listen on, for a PUBLIC_URL that names it (serverProcess.ts `freePort`); any by default. */
    port?: number;
    /** Seeds a database migrated for this file instead of copying the run's seeded one. */
    seed?: (db: Database) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(!options.seed);
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      // Tests run the worker when they mean to (app.recurringWorker.runOnce()), never on a timer.
      RECURRING_WORKER: 'off',
      // Tests send documents of their own; every rule holds without the allow-list
      // (test/trustedDocuments.test.ts turns it on).
      GRAPHQL_TRUSTED_DOCUMENTS: 'false',
    }),
    ...options.config,
  };
  const app = buildApp(config, {
    openDatabase: database.open,
    clock: options.clock,
    logStream: options.logStream,
  });
  options.beforeReady?.(app);
  try {
    await app.ready();
    if (!database.seeded) await (options.seed ?? seedTestData)(app.db);
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    await app.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A browser for one host: keeps cookies like a browser does and, like the client's API module,
 * echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly testApp: TestApp,
    private readonly host = 'demo.localhost',
  ) {}

  async request(options: RequestOptions & { sendCsrfToken?: boolean }): Promise<TestResponse> {
    const { sendCsrfToken = true, ...rest } = options;
    const csrf = this.cookies.get('XSRF-TOKEN');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await sendRequest(this.testApp.port, {
      ...rest,
      headers: {
        host: this.host,
        ...(cookie ? { cookie } : {}),
        ...(sendCsrfToken && csrf ? { 'x-xsrf-token': csrf } : {}),
        ...rest.headers,
      },
    });
    for (const set of response.cookies) {
      const expired =
        set.value === '' || set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  fetchCsrfCookie() {
    return this.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
  }

  async login(email: string, password: string, extra: { remember?: boolean; locale?: string } = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.fetchCsrfCookie();
    return this.request({
      method: 'POST',
      url: '/login',
      payload: { email, password, ...(extra.remember === undefined ? {} : { remember: extra.remember }) },
      headers: extra.locale ? { 'x-locale': extra.locale } : {},
    });
  }

  graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });
  }
}

/** The `me` selection of docs/CONTRACTS.md. */
export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      prefixedId
      email
      abilities
      isHaloAdmin
      emailVerifiedAt
      tenant {
        id
        prefixedId
        primaryOrganization {
          prefixedId
          name
          displayName
        }
      }
      person {
        prefixedId
        firstName
        lastName
        imageUrl
        birthdate
        anniversary
        notes
        contact {
          email
          address
          city
          state
          zip
          country
          phones {
            prefixedId
            phone
            type
            contactAgreementAccepted
            isPrimary
          }
        }
      }
    }
  }
`;
