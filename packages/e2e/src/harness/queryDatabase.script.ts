// Run as its own process (`node --import tsx queryDatabase.script.ts <dataDir> <sql>`) by
// `queryDatabase` in ./database.ts: opens the stopped server's PGlite database (`<dataDir>/pglite`)
// and prints the rows of one SQL statement as JSON. PGlite cannot load inside jest's sandbox.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

async function main(): Promise<void> {
  const [dataDir, sql] = process.argv.slice(2);
  if (!dataDir || !sql) throw new Error('usage: queryDatabase.script.ts <dataDir> <sql>');
  // The API's own copy of PGlite, so the database files are read by the version that wrote them.
  const fromApi = createRequire(resolve(__dirname, '../../../api/package.json'));
  const { PGlite } = (await import(
    pathToFileURL(fromApi.resolve('@electric-sql/pglite')).href
  )) as typeof import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    const result = await db.query(sql);
    process.stdout.write(JSON.stringify(result.rows));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
