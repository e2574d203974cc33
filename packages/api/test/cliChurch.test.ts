// The halo CLI as an operator runs it (a process, `npm run halo -- …`) on a database of its own:
// a church created from nothing answers on its giving page, its administrator's invitation arrives
// and works, the other commands change what the API serves, and a refused command writes nothing.
// Runs on PGlite in DATA_DIR and, in the PostgreSQL pass, on a PostgreSQL database.
import { ALL_COMMANDS } from '../src/cli/commands/allCommands';
import { runCli } from '../src/cli/runCli';
import { ADMINISTRATOR_ABILITIES } from '../src/db/schema';
import { CliWorld, type CliRun } from './cliProcess';
import { ME_QUERY, TestBrowser, type TestApp } from './helper';
import { ServerProcesses } from './serverProcess';

// Every step is a process opening the database (PGlite compiles its WebAssembly each time) on cores
// shared with other suites: minutes, not seconds.
jest.setTimeout(600_000);

const world = new CliWorld();
const servers = new ServerProcesses();
beforeAll(() => world.open());
afterAll(async () => {
  servers.cleanUp();
  await world.close();
});

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
  'Pastor@Cedar.example',
];

const succeeded = (run: CliRun) => {
  if (run.code !== 0) throw new Error(`exit ${String(run.code)}: ${run.stderr}`);
  return run.stdout;
};

describe('church:create', () => {
  it('prints the giving page and the invitation, never a password or the link; the invitation is in the mail', async () => {
    const said = succeeded(await world.run(CEDAR));
    expect(said).toBe(
      'Created Cedar Hill Church. Giving page: http://cedar.localhost:8080/\n' +
        'An invitation to set a password went to pastor@cedar.example (valid 7 days).\n',
    );
    const mail = world.mailbox.latestTo('pastor@cedar.example');
    expect(mail?.subject).toBe('You are invited to run giving at Cedar Hill Church');
    expect(mail?.links).toEqual([
      expect.stringMatching(/^http:\/\/cedar\.localhost:8080\/reset-password\/[\w-]{43}\?mode=set$/),
    ]);
    expect(mail?.text).toContain('expires in 7 days');
  });

  it('in Spanish: the invitation and the statement letter of a church created with --locale es', async () => {
    succeeded(
      await world.run([
        'church:create',
        '--subdomain',
        'roble',
        '--name',
        'Iglesia El Roble',
        '--timezone',
        'America/Mexico_City',
        '--currency',
        'MXN',
        '--country',
        'MX',
        '--locale',
        'es',
        '--admin-email',
        'pastora@roble.example',
        '--contact-email',
        'oficina@roble.example',
      ]),
    );
    expect(world.mailbox.latestTo('pastora@roble.example')?.subject).toBe(
      'Te invitan a administrar las donaciones de Iglesia El Roble',
    );
    const [church] = await world.query<{ country: string; email: string; title: string; locale: string }>(
      `SELECT o.contact->>'country' AS country, o.contact->>'email' AS email, o.locale, l.title
         FROM organizations o JOIN letter_templates l ON l.organization_id = o.id WHERE o.subdomain = 'roble'`,
    );
    expect(church).toEqual({
      country: 'MX',
      email: 'oficina@roble.example',
      locale: 'es',
      title: 'Constancia anual de donativos',
    });
  });

  // Each refusal: exit 1, one line naming the option, and not one row or email more. Refusals that
  // need no database come before it is opened, so they run side by side.
  it('refuses each bad value in one line naming its option, writing nothing', async () => {
    const before = await world.footprint();
    const cases: [string[], string, Record<string, string>?][] = [
      [['--subdomain', 'Cedar_Hill'], '--subdomain: The subdomain must be a DNS label'],
      [['--subdomain', 'admin'], '--subdomain: The subdomain "admin" is reserved for Halo Give itself.'],
      [['--subdomain', 'demo'], '--subdomain: The subdomain "demo" is reserved for Halo Give itself.'],
      [['--timezone', 'America/Atlantis'], '--timezone: Unknown time zone "America/Atlantis"'],
      [['--currency', 'JPY'], '--currency: "JPY" is not an ISO 4217 currency code with two decimals'],
      [['--admin-email', 'pastor@'], '--admin-email: "pastor@" is not a valid email address.'],
      [['--contact-email', 'office'], '--contact-email: "office" is not a valid email address.'],
      [
        ['--subdomain', 'www'],
        'No se cambió nada: --subdomain: El subdominio "www" está reservado para Halo Give.',
        { LANG: 'es_ES.UTF-8' },
      ],
    ];
    const withChange = (change: string[]) => {
      const args = ['church:create', '--subdomain', 'newchurch', ...CEDAR.slice(3)];
      const at = args.indexOf(change[0]!);
      if (at >= 0) args[at + 1] = change[1]!;
      else args.push(...change);
      return args;
    };
    const runs = await Promise.all(cases.map(([change, , env]) => world.run(withChange(change), env)));
    // The one refusal that needs the database: the subdomain is someone else's.
    const taken = await world.run(withChange(['--subdomain', 'CEDAR']));
    cases.push([[], '--subdomain: The subdomain "cedar" is already taken by another church.']);
    runs.push(taken);
    runs.forEach((run, index) => {
      const [, message, env] = cases[index]!;
      expect([message, run.code, run.stdout]).toEqual([message, 1, '']);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(message);
      if (!env) expect(run.stderr).toMatch(/^church:create: Nothing was changed: --/);
    });
    expect(await world.footprint()).toEqual(before);
  });

  it('refuses a missing option and an unknown one before touching the database', async () => {
    const missing = await world.run(CEDAR.slice(0, -2));
    expect([missing.code, missing.stderr]).toEqual([
      1,
      'church:create: Nothing was changed: --admin-email is required.\n',
    ]);
    const unknown = await world.run([...CEDAR, '--colour', 'red']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
  });
});

describe('the other commands', () => {
  it('change the church, its funds and websites, and refuse what would break them', async () => {
    const changes = [
      [
        'church:update',
        '--subdomain',
        'cedar',
        '--display-name',
        'Cedar Hill',
        '--amounts',
        '20,50,100',
        '--min',
        '5',
        '--max',
        '10000',
        '--fee-percent',
        '2.2',
        '--fee-fixed',
        '0.30',
        '--logo',
        'https://cdn.cedar.example/logo.png',
      ],
      ['fund:add', '--subdomain', 'cedar', '--name', 'Missions'],
      ['fund:add', '--subdomain', 'cedar', '--name', 'Roof', '--visible', 'no'],
      ['fund:update', '--subdomain', 'cedar', '--fund', 'roof', '--name', 'New Roof'],
      ['origin:add', '--subdomain', 'cedar', '--origin', 'HTTPS://www.CedarHill.org/'],
      ['origin:add', '--subdomain', 'cedar', '--origin', 'https://*.cedarhill.org'],
      ['origin:remove', '--subdomain', 'cedar', '--origin', 'https://*.cedarhill.org'],
      [
        'admin:invite',
        '--subdomain',
        'cedar',
        '--email',
        'treasurer@cedar.example',
        '--abilities',
        'view-gifts,record-gifts',
      ],
      ['platform-admin:create', '--subdomain', 'cedar', '--email', 'ops@halo.example'],
    ];
    // One after the other: on the embedded database each command holds DATA_DIR while it runs.
    for (const args of changes) succeeded(await world.run(args));

    // The option each refusal names; the rules themselves are tested in churchSettings.test.ts.
    const before = await world.footprint();
    const beforeDatabase: [string[], string][] = [
      [
        ['church:update', '--subdomain', 'cedar', '--maintenance', 'maybe'],
        '--maintenance: Write on or off.',
      ],
      [
        ['church:update', '--subdomain', 'cedar', '--amounts', '10,x'],
        '--amounts: Give 1 to 6 preset amounts',
      ],
      [
        ['origin:add', '--subdomain', 'cedar', '--origin', 'https://cedarhill.org/give'],
        '--origin: "https://cedarhill.org/give" is not a website address',
      ],
      [
        ['origin:add', '--subdomain', 'cedar', '--origin', 'https://*.org'],
        '--origin: "https://*.org" would allow every site under "org", a public suffix',
      ],
      [
        ['origin:add', '--subdomain', 'cedar', '--origin', 'https://*.co.uk'],
        '--origin: "https://*.co.uk" would allow every site under "co.uk", a public suffix',
      ],
      [
        ['origin:add', '--subdomain', 'cedar', '--origin', 'https://*.github.io'],
        '--origin: "https://*.github.io" would allow every site under "github.io", a public suffix',
      ],
      [
        ['admin:invite', '--subdomain', 'cedar', '--email', 'x@y.example', '--abilities', 'everything'],
        '--abilities: Abilities are a list of',
      ],
    ];
    const onDatabase: [string[], string][] = [
      [
        ['church:update', '--subdomain', 'cedar', '--min', '200'],
        '--min: Each preset amount must be between the minimum and the maximum.',
      ],
      [
        ['fund:update', '--subdomain', 'cedar', '--fund', 'General Fund', '--enabled', 'no'],
        '--enabled: The default fund stays visible and enabled',
      ],
    ];
    const runs = [
      ...(await Promise.all(beforeDatabase.map(([args]) => world.run(args)))),
      ...[await world.run(onDatabase[0]![0]), await world.run(onDatabase[1]![0])],
    ];
    [...beforeDatabase, ...onDatabase].forEach(([args, message], index) => {
      expect([args, runs[index]!.code, runs[index]!.stderr]).toEqual([
        args,
        1,
        expect.stringContaining(message),
      ]);
    });
    expect(await world.footprint()).toEqual(before);

    expect(succeeded(await world.run(['church:list']))).toBe(
      'cedar\tCedar Hill Church\tUSD\tAmerica/New_York\thttp://cedar.localhost:8080/\n' +
        'roble\tIglesia El Roble\tMXN\tAmerica/Mexico_City\thttp://roble.localhost:8080/\n',
    );
  });

  it("the server then serves the church as set, and the invitation sets the administrator's password", async () => {
    const server = await servers.startServer(world.dataDir, {
      ...world.env,
      GRAPHQL_TRUSTED_DOCUMENTS: 'false',
    });
    await servers.untilServing(server);
    const browser = new TestBrowser({ port: server.port } as TestApp, 'cedar.localhost');

    const page = await browser.request({ url: '/api/online-giving/cedar' });
    expect(page.statusCode).toBe(200);
    const church = page.json();
    expect(church).toMatchObject({
      subdomain: 'cedar',
      name: 'Cedar Hill Church',
      displayName: 'Cedar Hill',
      logoUrl: 'https://cdn.cedar.example/logo.png',
      onlineGiving: {
        currency: 'USD',
        fixedAmounts: [2000, 5000, 10000],
        minAmount: 500,
        maxAmount: 1_000_000,
        fee: { percentBps: 220, fixedCents: 30 },
        processor: { mode: 'sandbox' },
        timeZone: 'America/New_York',
      },
      contact: { country: 'US', email: 'pastor@cedar.example' },
    });
    // The giving form lists the funds a donor may choose: hidden ones are left out.
    expect(church.onlineGiving.funds.map((fund: { name: string }) => fund.name)).toEqual([
      'General Fund',
      'Missions',
    ]);
    const cors = await browser.request({
      method: 'OPTIONS',
      url: '/api/give',
      headers: { origin: 'https://www.cedarhill.org', 'access-control-request-method': 'POST' },
    });
    expect(cors.headers['access-control-allow-origin']).toBe('https://www.cedarhill.org');

    const link = world.mailbox.latestTo('pastor@cedar.example')?.links[0] ?? '';
    const token = /\/reset-password\/([\w-]+)/.exec(link)?.[1] ?? '';
    await browser.fetchCsrfCookie();
    const set = await browser.request({
      method: 'POST',
      url: '/reset-password',
      payload: {
        token,
        email: 'pastor@cedar.example',
        password: 'cedar hill 2026',
        password_confirmation: 'cedar hill 2026',
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await browser.login('pastor@cedar.example', 'cedar hill 2026')).statusCode).toBe(200);
    const me = (await browser.graphql(ME_QUERY)).json().data.me;
    expect(me).toMatchObject({
      email: 'pastor@cedar.example',
      isHaloAdmin: false,
      abilities: [...ADMINISTRATOR_ABILITIES],
    });
    expect(me.emailVerifiedAt).not.toBeNull();

    server.child.kill('SIGTERM');
    await server.exited;
    const team = await world.query<{ email: string; abilities: string[]; is_halo_admin: boolean }>(
      `SELECT u.email, u.abilities, u.is_halo_admin FROM users u JOIN organizations o ON o.id = u.organization_id
        WHERE o.subdomain = 'cedar' ORDER BY u.id`,
    );
    expect(team).toEqual([
      { email: 'pastor@cedar.example', abilities: [...ADMINISTRATOR_ABILITIES], is_halo_admin: false },
      { email: 'treasurer@cedar.example', abilities: ['view-gifts', 'record-gifts'], is_halo_admin: false },
      { email: 'ops@halo.example', abilities: [], is_halo_admin: true },
    ]);
    // The console's Activity shows what the CLI changed, and nothing it refused.
    const activity = await world.query<{ action: string; actor: string }>(
      `SELECT a.action, a.source || ' ' || a.actor_label AS actor FROM admin_activity a
         JOIN organizations o ON o.id = a.organization_id WHERE o.subdomain = 'cedar' ORDER BY a.id`,
    );
    expect(activity.map((row) => row.action)).toEqual([
      'church.create',
      'givingPage.update',
      'fund.add',
      'fund.add',
      'fund.update',
      'website.add',
      'website.add',
      'website.remove',
      'team.invite',
      'team.invite',
    ]);
    expect(new Set(activity.map((row) => row.actor))).toEqual(new Set(['cli halo CLI']));
  });
});

describe('--help', () => {
  it('lists the commands, and every command explains its options', async () => {
    const list = await world.run(['--help']);
    expect(list.code).toBe(0);
    const names = [...list.stdout.matchAll(/^ {2}([a-z:-]+) /gm)].map((match) => match[1]!);
    expect(names).toEqual(ALL_COMMANDS.map((command) => command.name));
    expect(names).toEqual(
      expect.arrayContaining(['church:create', 'church:list', 'church:update', 'fund:add']),
    );
    expect(names).toEqual(
      expect.arrayContaining(['fund:update', 'origin:add', 'origin:remove', 'admin:invite']),
    );
    expect(names).toEqual(expect.arrayContaining(['platform-admin:create', 'backup', 'restore']));
    // Each command's help through the runner itself (no process or database needed for it)…
    for (const name of names) {
      const said: string[] = [];
      const code = await runCli(
        [name, '--help'],
        { out: (text) => said.push(text), err: (text) => said.push(text) },
        ALL_COMMANDS,
        {},
      );
      expect([name, code]).toEqual([name, 0]);
      expect(said.join('\n')).toContain(`Usage: npm run halo -- ${name}`);
      expect(said.join('\n')).toContain('--help ');
    }
    // …and one through a process, as typed.
    const one = await world.run(['origin:add', '--help']);
    expect([one.code, one.stdout]).toEqual([0, expect.stringContaining('--origin ORIGIN')]);
    const unknown = await world.run(['church:delete']);
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      expect.stringContaining('Unknown command "church:delete"'),
    ]);
  });
});
