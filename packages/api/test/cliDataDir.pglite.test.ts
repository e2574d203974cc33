// The halo CLI on the embedded database's folder: it says plainly when the server holds DATA_DIR,
// and backup/restore carry the whole database through one file, the server stopped.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CliWorld } from './cliProcess';
import { copyMigratedDatabase } from './migratedDataDir';
import { ServerProcesses } from './serverProcess';

// Each step is a process opening the embedded database on cores shared with other suites.
jest.setTimeout(600_000);

const world = new CliWorld();
const servers = new ServerProcesses();
// About the folder's lock and its backups; the first start on an empty folder has a world of its own.
beforeAll(() => copyMigratedDatabase(world.dataDir));
afterAll(async () => {
  servers.cleanUp();
  await world.close();
});

const create = (subdomain: string) => [
  'church:create',
  '--subdomain',
  subdomain,
  '--name',
  `Church ${subdomain}`,
  '--timezone',
  'America/Chicago',
  '--currency',
  'USD',
  '--admin-email',
  `pastor@${subdomain}.example`,
];

it('on an empty folder, the first command migrates the database and creates the church', async () => {
  const empty = new CliWorld();
  try {
    const created = await empty.run(create('birch'));
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(created.stdout).toContain('Created Church birch. Giving page: http://birch.localhost:8080/');
    expect((await empty.run(['church:list'])).stdout).toContain('birch\t');
  } finally {
    await empty.close();
  }
});

it('refuses while the server holds DATA_DIR, naming it and what to do, and runs once it is stopped', async () => {
  const server = await servers.startServer(world.dataDir);
  await servers.untilServing(server);
  const refused = await world.run(create('cedar'));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `church:create: Nothing was changed: The Halo Give server (process ${String(server.child.pid)} on ` +
      `${(await import('node:os')).hostname()}) holds ${world.dataDir}: stop it, run this command, then start it ` +
      'again. With DATABASE_URL (PostgreSQL) the CLI runs while the server does.\n',
  );
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect((await world.run(create('cedar'))).code).toBe(0);
});

it('backup and restore: the restored database is the one backed up; the replaced one is kept aside', async () => {
  const file = path.join(world.dataDir, 'halo-backup.tar.gz');
  const backup = await world.run(['backup', '--out', file]);
  expect([backup.code, backup.stderr]).toEqual([0, '']);
  expect(backup.stdout).toMatch(
    new RegExp(`^Backup of ${world.dataDir} written to ${file} \\(\\d+\\.\\d MB\\)\\.\\n$`),
  );
  expect((await world.run(['backup', '--out', file])).stderr).toContain(`${file} already exists`);

  expect((await world.run(create('pine'))).code).toBe(0);

  const garbage = path.join(world.dataDir, 'not-a-backup.tar.gz');
  writeFileSync(garbage, Buffer.from([0x1f, 0x8b, 1, 2, 3]));
  const refused = await world.run(['restore', '--in', garbage]);
  expect([refused.code, refused.stderr]).toEqual([
    1,
    `restore: Nothing was changed: ${garbage} is not a backup written by npm run halo -- backup.\n`,
  ]);
  // The server's first start may have added the demo church; these are the ones made here.
  const churches = async () =>
    (await world.run(['church:list'])).stdout
      .split('\n')
      .map((line) => line.split('\t')[0])
      .filter((subdomain) => subdomain === 'cedar' || subdomain === 'pine');
  expect(await churches()).toEqual(['cedar', 'pine']);

  const restored = await world.run(['restore', '--in', file]);
  expect(restored.code).toBe(0);
  expect(await churches()).toEqual(['cedar']);
  const kept = readdirSync(world.dataDir).filter((name) => name.startsWith('pglite.before-restore-'));
  expect(kept).toHaveLength(1);
  expect(restored.stdout).toContain(
    `the previous database was kept in ${path.join(world.dataDir, kept[0]!)}`,
  );
  expect(readdirSync(world.dataDir).some((name) => name.startsWith('pglite.restoring-'))).toBe(false);
});

it('with DATABASE_URL, backup and restore point to pg_dump and psql', async () => {
  const file = path.join(world.dataDir, 'never.tar.gz');
  const run = await world.run(['backup', '--out', file], {
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('back it up with pg_dump "$DATABASE_URL" > halo.sql');
  expect(existsSync(file)).toBe(false);
});
