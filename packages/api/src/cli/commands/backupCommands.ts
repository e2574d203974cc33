// backup, restore: the embedded database (PGlite in DATA_DIR/pglite) as one compressed file, with
// the server stopped (the DATA_DIR lock). PostgreSQL has its own tools: pg_dump and psql.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as v from 'valibot';
import { lockDataDir } from '../../db/dataDirLock';
import { pgliteHandle } from '../../db/openPglite';
import { CliRefusal, defineCommand, type CliContext } from '../cliCommand';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

function embeddedOnly(context: CliContext): void {
  if (context.config.databaseUrl) throw new CliRefusal('onlyEmbedded');
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** `run` with DATA_DIR held by this process (refused, naming the server, while the server has it). */
async function holdingDataDir<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const lock = await lockDataDir(dataDir);
  try {
    return await run();
  } finally {
    await lock.release();
  }
}

export const backup = defineCommand({
  kind: 'folder',
  name: 'backup',
  summary: 'Write the embedded database to one file (the server stopped); with DATABASE_URL use pg_dump.',
  options: {
    out: { type: 'string', value: 'FILE', required: true, help: 'the file to write (must not exist)' },
  },
  notes: ['Mail files and uploads under DATA_DIR are not in it: copy DATA_DIR/files with it.'],
  schema: v.object({ out: v.string() }),
  async run(input, context) {
    embeddedOnly(context);
    const out = path.resolve(input.out);
    if (existsSync(out)) throw new CliRefusal('outFileExists', { value: out });
    const { dataDir } = context.config;
    const size = await holdingDataDir(dataDir, async () => {
      const client = new PGlite(path.join(dataDir, 'pglite'));
      const handle = await pgliteHandle(client);
      try {
        await handle.migrate();
        const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        // Written beside, then renamed: a backup file that exists is whole.
        const partial = `${out}.partial`;
        await writeFile(partial, dump);
        await rename(partial, out);
        return dump.length;
      } finally {
        await handle.close();
      }
    });
    return [
      context.say('backupWritten', { dataDir, value: out, size: `${(size / 1_048_576).toFixed(1)} MB` }),
    ];
  },
});

export const restore = defineCommand({
  kind: 'folder',
  name: 'restore',
  summary:
    'Replace the embedded database with a backup file (the server stopped); the old one is kept aside.',
  options: { in: { type: 'string', value: 'FILE', required: true, help: 'a file written by backup' } },
  notes: ['The current DATA_DIR/pglite is renamed pglite.before-restore-{time}, never deleted.'],
  schema: v.object({ in: v.string() }),
  async run(input, context) {
    embeddedOnly(context);
    const file = path.resolve(input.in);
    const bytes = await readFile(file).catch(() => {
      throw new CliRefusal('backupMissing', { value: file });
    });
    if (!bytes.subarray(0, 2).equals(GZIP_MAGIC)) throw new CliRefusal('backupUnreadable', { value: file });
    const { dataDir } = context.config;
    const when = stamp(context.now);
    const live = path.join(dataDir, 'pglite');
    const incoming = path.join(dataDir, `pglite.restoring-${when}`);
    const previous = path.join(dataDir, `pglite.before-restore-${when}`);
    return holdingDataDir(dataDir, async () => {
      // Loaded and checked in a folder of its own first: a bad file leaves the database as it was.
      try {
        const handle = await pgliteHandle(new PGlite(incoming, { loadDataDir: new Blob([bytes]) }));
        try {
          await handle.migrate();
          await handle.ping();
        } finally {
          await handle.close();
        }
      } catch {
        await rm(incoming, { recursive: true, force: true });
        throw new CliRefusal('backupUnreadable', { value: file });
      }
      const hadDatabase = await stat(live).then(
        () => true,
        () => false,
      );
      if (hadDatabase) await rename(live, previous);
      await rename(incoming, live);
      return [
        hadDatabase
          ? context.say('restored', { value: file, dataDir, previous })
          : context.say('restoredFresh', { value: file, dataDir }),
      ];
    });
  },
});
