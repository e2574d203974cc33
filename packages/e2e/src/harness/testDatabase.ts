// The browser suite's servers run on PostgreSQL when the run has one (`npm test` and `npm run
// test:e2e` start it through scripts/with-postgres.mjs, which sets DATABASE_URL to its admin URL):
// globalSetup migrates and seeds one template database, and each server's data folder gets its own
// copy (CREATE DATABASE … TEMPLATE, a file copy inside PostgreSQL), named in the folder's
// `database-url`. Without DATABASE_URL every server runs on the embedded default (PGlite) in its
// data folder, as `npm start` does.
// PostgreSQL is what a church runs in production, and a server starts on it in less than half the
// CPU of PGlite, which loads its WebAssembly and its data folder at every start.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The run's template database (set by globalSetup; workers inherit it). */
export const DATABASE_TEMPLATE_ENV = 'HALO_E2E_DATABASE_TEMPLATE';

const URL_FILE = 'database-url';
const CREATED_FILE = 'database-created';

/** The PostgreSQL admin URL of this run, or null when its servers run on PGlite. */
export function adminUrl(): string | null {
  return process.env.DATABASE_URL || null;
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = adminUrl();
  if (!admin) throw new Error('no PostgreSQL in this run (DATABASE_URL is not set)');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for the template globalSetup seeds; returns its URL. Its name carries the
 * run's own prefix, which the copies share, so a run's teardown drops its databases and no other's.
 */
export async function createEmptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `halo_e2e_${randomBytes(4).toString('hex')}_template`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return { name, url: databaseUrl(adminUrl() ?? '', name) };
}

/**
 * Names a database of its own for a new data folder, when the run has PostgreSQL and a template:
 * the name is written now and the database made from the template on first use (`databaseUrlOf`),
 * so a data folder is still made synchronously.
 */
export function assignDatabase(dataDir: string): void {
  const admin = adminUrl();
  const template = process.env[DATABASE_TEMPLATE_ENV];
  if (!admin || !template) return;
  const name = `${template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  writeFileSync(join(dataDir, URL_FILE), `${template}\n${databaseUrl(admin, name)}\n`);
}

/**
 * The DATABASE_URL of the server on `dataDir`: its own PostgreSQL database (made from the template
 * the first time it is asked for), or '' for the embedded database.
 */
export async function databaseUrlOf(dataDir: string): Promise<string> {
  const file = join(dataDir, URL_FILE);
  if (!existsSync(file)) return '';
  const [template, url] = readFileSync(file, 'utf8').split('\n');
  if (!template || !url) return '';
  const created = join(dataDir, CREATED_FILE);
  if (!existsSync(created)) {
    const name = new URL(url).pathname.slice(1);
    // FILE_COPY copies the template's files rather than writing every page through the WAL and the
    // buffer pool: for a small template, half the time to create and a fifth to drop.
    await withAdmin((client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`),
    );
    writeFileSync(created, 'yes\n');
  }
  return url;
}

/** Drops the database of `dataDir`, if it has one; the data folder is about to be removed. */
export async function dropDatabaseOf(dataDir: string): Promise<void> {
  const file = join(dataDir, URL_FILE);
  if (!existsSync(file) || !existsSync(join(dataDir, CREATED_FILE))) return;
  const [, url] = readFileSync(file, 'utf8').split('\n');
  if (!url) return;
  await dropDatabase(new URL(url).pathname.slice(1));
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * Runs one SQL statement on the PostgreSQL database at `url` and returns its rows as JSON would carry
 * them (dates as ISO strings), as the embedded database's reader does.
 */
export async function queryPostgres<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return JSON.parse(JSON.stringify(result.rows)) as Row[];
  } finally {
    await client.end();
  }
}

/** Drops every database of the run whose template is `template` (kept data folders, the template). */
export async function dropRunDatabases(template: string): Promise<void> {
  const prefix = template.replace(/_template$/, '_');
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
