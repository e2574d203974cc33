// The halo CLI on a production site without SMTP_URL: a command that would email someone (a church's
// first administrator, another administrator, a platform operator) is refused in one line naming
// SMTP_URL before anything is written, as the server refuses to start, unless ALLOW_FILE_MAIL=true
// says it is a staging site; a command that emails nobody still runs. PGlite and PostgreSQL.
import { CliWorld, type CliRun } from './cliProcess';

// Every step is a process opening the database on cores shared with other suites.
jest.setTimeout(600_000);

const world = new CliWorld();
beforeAll(() => world.open());
afterAll(() => world.close());

const PRODUCTION = { PUBLIC_URL: 'https://give.example.org' };
const CEDAR = [
  'church:create',
  '--subdomain',
  'cedar',
  '--name',
  'Cedar Hill Church',
  '--timezone',
  'America/New_York',
  '--currency',
  'USD',
  '--admin-email',
  'pastor@cedar.example',
];

const succeeded = (run: CliRun) => {
  if (run.code !== 0) throw new Error(`exit ${String(run.code)}: ${run.stderr}`);
  return run.stdout;
};

it('refuses every command that sends mail without SMTP_URL, writing nothing; others run', async () => {
  // A command that emails nobody runs (and creates the database this test then counts).
  expect(succeeded(await world.run(['church:list'], PRODUCTION))).toContain('No churches yet');
  const before = await world.footprint();

  const [create, invite, operator, spanish] = await Promise.all([
    world.run(CEDAR, PRODUCTION),
    world.run(['admin:invite', '--subdomain', 'cedar', '--email', 'a@cedar.example'], PRODUCTION),
    world.run(['platform-admin:create', '--subdomain', 'cedar', '--email', 'o@halo.example'], PRODUCTION),
    world.run(CEDAR, { ...PRODUCTION, LANG: 'es_ES.UTF-8' }),
  ]);
  for (const [name, run] of [
    ['church:create', create],
    ['admin:invite', invite],
    ['platform-admin:create', operator],
  ] as const) {
    expect([run.code, run.stdout]).toEqual([1, '']);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^${name}: Nothing was changed: PUBLIC_URL is https://give.example.org, a production address: set SMTP_URL .*ALLOW_FILE_MAIL=true`,
      ),
    );
  }
  expect(spanish.code).toBe(1);
  expect(spanish.stderr).toMatch(
    /^church:create: No se cambió nada: PUBLIC_URL es https:\/\/give\.example\.org, una dirección de producción: define SMTP_URL .*ALLOW_FILE_MAIL=true/,
  );
  expect(await world.footprint()).toEqual(before);
});

it('with ALLOW_FILE_MAIL=true (a staging site) writes the invitation under DATA_DIR/mail', async () => {
  const said = succeeded(await world.run(CEDAR, { ...PRODUCTION, ALLOW_FILE_MAIL: 'true' }));
  expect(said).toContain('An invitation to set a password went to pastor@cedar.example');
  expect(world.mailbox.latestTo('pastor@cedar.example')?.links).toEqual([
    expect.stringMatching(/^https:\/\/cedar\.give\.example\.org\/reset-password\//),
  ]);
});
