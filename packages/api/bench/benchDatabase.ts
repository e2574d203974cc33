// The database of one bench run: a fresh PostgreSQL database when DATABASE_URL names a server (an
// admin URL, as scripts/with-postgres.mjs provides), dropped afterwards; else an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** The app's DATABASE_URL setting. */
  url: string;
  driver: 'pglite' | 'postgres';
  /** What the report names: "PGlite (in memory)" or "PostgreSQL 16.9". */
  label: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(
  adminUrl: string | undefined = process.env.DATABASE_URL,
): Promise<BenchDatabase> {
  if (!adminUrl)
    return { url: 'memory://', driver: 'pglite', label: 'PGlite (in memory)', drop: async () => {} };
  const name = `halo_bench_${randomBytes(6).toString('hex')}`;
  const version = await withAdminClient(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    const answer = await client.query<{ server_version: string }>('SHOW server_version');
    return answer.rows[0]?.server_version.split(' ')[0] ?? '';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    driver: 'postgres',
    label: `PostgreSQL ${version}`.trim(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
