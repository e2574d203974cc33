// import:gifts (docs/PRODUCT.md §11, docs/CONTRACTS.md "The halo CLI") through the CLI's own runner,
// in this process, on a PostgreSQL database of this file's own: dry run, import, the same file again,
// identical rows, a donor matched by name alone, unknown funds, refused rows, Planning Center's and
// Tithe.ly's exports, another church's donor, two imports of one file at once.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_COMMANDS } from '../src/cli/commands/allCommands';
import { NO_GIFT_FILTER, churchGiftPage } from '../src/admin/churchGifts';
import { runCli } from '../src/cli/runCli';
import { openPostgres } from '../src/db/openPostgres';
import { createContributionsRepository, ownDonorScope } from '../src/reports/contributionsRepository';
import { CliWorld } from './cliProcess';

jest.setTimeout(120_000);

const world = new CliWorld();

interface Said {
  code: number;
  out: string[];
  err: string[];
}

async function halo(args: string[], lang = 'C.UTF-8'): Promise<Said> {
  const said: Said = { code: 0, out: [], err: [] };
  said.code = await runCli(
    args,
    { out: (text) => said.out.push(text), err: (text) => said.err.push(...text.split('\n')) },
    ALL_COMMANDS,
    { ...world.env, LANG: lang, PUBLIC_URL: 'http://localhost:8080' },
  );
  return said;
}

let files = 0;
function csv(text: string): string {
  files += 1;
  const file = path.join(world.dataDir, `gifts-${files}.csv`);
  writeFileSync(file, text);
  return file;
}

const HEADER = 'date,first_name,last_name,email,amount,fund,method,reference,note\n';
const importInto = (church: string, file: string, ...flags: string[]) =>
  halo(['import:gifts', '--subdomain', church, '--file', file, ...flags]);

const count = async (statement: string) => Number((await world.query<{ n: string }>(statement))[0]?.n ?? 0);
const giftsOf = (church: string) =>
  count(
    `SELECT count(*) AS n FROM contributions c JOIN organizations o ON o.id = c.organization_id WHERE o.subdomain = '${church}'`,
  );

async function footprint() {
  return {
    ...(await world.footprint()),
    contributions: await count('SELECT count(*) AS n FROM contributions'),
    contribution_funds: await count('SELECT count(*) AS n FROM contribution_funds'),
  };
}

beforeAll(async () => {
  await world.open();
  for (const [subdomain, name] of [
    ['cedar', 'Cedar Hill Church'],
    ['birch', 'Birch Chapel'],
  ]) {
    const created = await halo([
      'church:create',
      '--subdomain',
      subdomain!,
      '--name',
      name!,
      '--timezone',
      'America/New_York',
      '--currency',
      'USD',
      '--admin-email',
      `pastor@${subdomain}.example`,
    ]);
    expect(created.err).toEqual([]);
  }
  expect((await halo(['fund:add', '--subdomain', 'cedar', '--name', 'Missions'])).code).toBe(0);
});
afterAll(() => world.close());

describe('import:gifts, our own file', () => {
  const file = () =>
    csv(
      HEADER +
        '2026-01-04,Ann,Lee,Ann.Lee@Example.org,25.00,General Fund,cash,,\n' +
        '2026-01-04,Ann,Lee,ann.lee@example.org,25.00,General Fund,cash,,\n' +
        '2026-01-11,Bo,Diaz,bo@example.org,100,missions,check,CHK-1001,"Roof, and more"\n' +
        '2026-02-01,Cy,Park,cy@example.org,12.5,General Fund,card,OLD-77,\n',
    );

  it('a dry run says what it would do and writes nothing', async () => {
    const before = await footprint();
    const said = await importInto('cedar', file(), '--dry-run');
    expect(said).toEqual({
      code: 0,
      err: [],
      out: [
        'Dry run: nothing was written.',
        'Read as: Halo Give',
        'Rows read: 4',
        'Gifts: 4 to import',
        'New donors: 3 to create',
        'Gifts already present: 0',
        'Refused rows: 0',
      ],
    });
    expect(await footprint()).toEqual(before);
  });

  it('imports offline gifts without sending anything; two identical rows are two gifts; again imports nothing', async () => {
    const gifts = file();
    const outbox = await count('SELECT count(*) AS n FROM outbox_messages');
    const said = await importInto('cedar', gifts);
    expect(said.out).toEqual([
      'Read as: Halo Give',
      'Rows read: 4',
      'Gifts: 4 imported',
      'New donors: 3 created',
      'Gifts already present: 0',
      'Refused rows: 0',
    ]);
    const rows = await world.query<Record<string, unknown>>(
      `SELECT u.email, u.password_hash, p.first_name, c.charged_amount, c.fee, c.net_amount, c.status,
              c.offline_method, c.given_as_guest, c.memo, c.date::text AS date, c.import_key, f.name AS fund
         FROM contributions c JOIN users u ON u.id = c.donor_user_id JOIN people p ON p.user_id = u.id
         JOIN contribution_funds cf ON cf.contribution_id = c.id JOIN funds f ON f.id = cf.fund_id
         JOIN organizations o ON o.id = c.organization_id WHERE o.subdomain = 'cedar' ORDER BY c.id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'ann.lee@example.org',
        charged_amount: 2500,
        offline_method: 'cash',
        fund: 'General Fund',
      }),
      expect.objectContaining({
        email: 'ann.lee@example.org',
        charged_amount: 2500,
        import_key: expect.stringMatching(/^row:[0-9a-f]{64}#2$/),
      }),
      expect.objectContaining({
        email: 'bo@example.org',
        charged_amount: 10000,
        fund: 'Missions',
        memo: 'Roof, and more',
        import_key: 'ref:CHK-1001',
      }),
      expect.objectContaining({
        email: 'cy@example.org',
        charged_amount: 1250,
        offline_method: 'card',
        date: '2026-02-01',
      }),
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ password_hash: null, fee: 0, status: 'succeeded', given_as_guest: true });
      expect(row.net_amount).toBe(row.charged_amount);
    }
    expect(
      await world.query(
        `SELECT gift_count::int, succeeded_amount::int FROM donor_gift_totals t JOIN users u ON u.id = t.donor_user_id WHERE u.email = 'ann.lee@example.org'`,
      ),
    ).toEqual([{ gift_count: 2, succeeded_amount: 5000 }]);
    expect(await count('SELECT count(*) AS n FROM outbox_messages')).toBe(outbox);
    expect(
      await world.query(
        `SELECT details->>'imported' AS imported FROM admin_activity WHERE action = 'gift.import'`,
      ),
    ).toEqual([{ imported: '4' }]);

    const again = await importInto('cedar', gifts);
    expect(again.out).toEqual([
      'Read as: Halo Give',
      'Rows read: 4',
      'Gifts: 0 imported',
      'New donors: 0 created',
      'Gifts already present: 4',
      'Refused rows: 0',
    ]);
    expect(await giftsOf('cedar')).toBe(4);
  });

  it("shows in the console's Gifts, and in the donor's history once the donor's email is proven", async () => {
    const handle = await openPostgres(world.env.DATABASE_URL!);
    try {
      const [cedar] = await world.query<{ id: number }>(
        `SELECT id FROM organizations WHERE subdomain = 'cedar'`,
      );
      const page = await churchGiftPage(handle.db, cedar!.id, NO_GIFT_FILTER, null, 50);
      expect(page.items.find((gift) => gift.donorEmail === 'bo@example.org')).toMatchObject({
        amount: 10000,
        offlineMethod: 'check',
        fundAccountNames: ['Missions'],
        memo: 'Roof, and more',
      });
      const [cy] = await world.query<{ id: number }>(`SELECT id FROM users WHERE email = 'cy@example.org'`);
      const everything = {
        type: 'all' as const,
        search: null,
        startDate: null,
        endDate: null,
        contributionPrefixedId: null,
      };
      const history = (emailVerifiedAt: Date | null) =>
        createContributionsRepository(handle.db).page(
          ownDonorScope(cedar!.id, { id: cy!.id, emailVerifiedAt }),
          everything,
          {
            limit: null,
            offset: 0,
          },
        );
      expect(await history(null)).toEqual([]);
      expect(await history(new Date())).toEqual([
        expect.objectContaining({ amount: 1250, date: '2026-02-01' }),
      ]);
    } finally {
      await handle.close();
    }
  });

  it('a row matching a donor by name alone makes a new record, listed as a possible duplicate', async () => {
    const gifts = csv(HEADER + '2026-03-01,ann,LEE,ann.work@example.org,5.00,General Fund,other,,\n');
    const dry = await importInto('cedar', gifts, '--dry-run');
    expect(dry.out).toContain('New donors: 1 to create');
    expect(dry.out).toContain(
      'Possible duplicate, line 2: ann LEE <ann.work@example.org> is a new donor record; ann.lee@example.org has the same name (merge them if they are one person).',
    );
    expect((await importInto('cedar', gifts)).out).toContain('New donors: 1 created');
    expect(
      await world.query(
        `SELECT u.email FROM contributions c JOIN users u ON u.id = c.donor_user_id WHERE c.offline_method = 'other'`,
      ),
    ).toEqual([{ email: 'ann.work@example.org' }]);
  });
});

describe('refusals', () => {
  it('refuses an unknown fund, writing nothing; --create-funds adds it hidden from online giving', async () => {
    const gifts = csv(
      HEADER +
        '2026-03-02,Di,Ng,di@example.org,40.00,Roof Fund,bank,R-1,\n' +
        '2026-03-02,Di,Ng,di@example.org,10.00,General Fund,bank,R-2,\n',
    );
    const before = await footprint();
    const refused = await importInto('cedar', gifts);
    expect(refused.code).toBe(1);
    expect(refused.out).toEqual([]);
    expect(refused.err).toEqual(
      expect.arrayContaining([
        'import:gifts: Nothing was changed: 1 rows are refused: correct them and import again, or import the other rows with --skip-invalid.',
        'Refused rows: 1',
        '  line 2: fund: the church has no fund "Roof Fund": add it with fund:add, or import with --create-funds',
      ]),
    );
    expect(await footprint()).toEqual(before);

    const created = await importInto('cedar', gifts, '--create-funds');
    expect(created.out).toEqual(
      expect.arrayContaining([
        'Gifts: 2 imported',
        'New funds, hidden from online giving: "Roof Fund" created',
      ]),
    );
    expect(await world.query(`SELECT is_online_giving_visible FROM funds WHERE name = 'Roof Fund'`)).toEqual([
      { is_online_giving_visible: false },
    ]);
  });

  it('names the line and the column of each invalid row; all or nothing, unless --skip-invalid', async () => {
    const gifts = csv(
      HEADER +
        '2026-03-03,Ed,Ro,ed@example.org,30.00,General Fund,cash,E-1,\n' +
        '03/03/2026,Ed,Ro,ed@example.org,30.00,General Fund,cash,E-2,\n' +
        '2026-03-03,Ed,Ro,ed@example.org,30.5.0,General Fund,cash,E-3,\n' +
        '2026-03-03,Ed,Ro,not-an-email,30.00,General Fund,cash,E-4,\n' +
        '2026-03-03,Ed,Ro,ed@example.org,30.00,General Fund,venmo,E-5,\n',
    );
    const before = await footprint();
    const refused = await importInto('cedar', gifts);
    expect(refused.code).toBe(1);
    expect(refused.err.filter((line) => line.startsWith('  line'))).toEqual([
      '  line 3: date: must be a date written YYYY-MM-DD',
      '  line 4: amount: must be an amount like 25.00',
      '  line 5: email: This must be a valid email',
      '  line 6: method: must be card, bank, cash, check or other',
    ]);
    expect(await footprint()).toEqual(before);

    const skipped = await importInto('cedar', gifts, '--skip-invalid');
    expect(skipped.code).toBe(0);
    expect(skipped.out).toEqual(
      expect.arrayContaining([
        'Gifts: 1 imported',
        'Refused rows: 4 (skipped)',
        '  line 3: date: must be a date written YYYY-MM-DD',
      ]),
    );
  });

  it('refuses a file whose header is none we read, a file that is not readable CSV, and a missing file', async () => {
    const unknown = await importInto('cedar', csv('when,who,how much\n2026-01-01,x,1\n'));
    expect([unknown.code, unknown.err[0]]).toEqual([
      1,
      expect.stringContaining(
        'it lacks date, first_name, last_name, email, amount, fund, method, reference, note',
      ),
    ]);
    const unclosed = await importInto(
      'cedar',
      csv(`${HEADER}2026-01-04,A,"open,a@example.com,1.00,General Fund,cash,,\n`),
    );
    expect([unclosed.code, unclosed.err[0]]).toEqual([
      1,
      'import:gifts: Nothing was changed: Line 2 is not CSV that can be read (a quote left open, for one): correct the file and try again. Nothing was read.',
    ]);
    const missing = await importInto('cedar', path.join(world.dataDir, 'nowhere.csv'));
    expect([missing.code, missing.err[0]]).toEqual([1, expect.stringContaining('No file at')]);
  });

  it('speaks Spanish under LANG=es', async () => {
    const said = await halo(
      [
        'import:gifts',
        '--subdomain',
        'cedar',
        '--file',
        csv(HEADER + '2026-03-04,,,x@example.org,-1,General Fund,cash,,\n'),
        '--dry-run',
      ],
      'es_MX.UTF-8',
    );
    expect(said.out).toEqual(
      expect.arrayContaining([
        'Simulación: no se escribió nada.',
        'Filas rechazadas: 1',
        '  línea 2: amount: debe ser un importe como 25.00',
        'Con filas rechazadas una importación no escribe nada: corrígelas o importa las demás filas con --skip-invalid.',
      ]),
    );
  });
});

describe('other platforms and other churches', () => {
  it("reads Planning Center Giving's donations export as it is, a split donation's lines two gifts", async () => {
    const gifts = csv(
      'Donation ID,Person ID,Received At,Refunded,Payment Method,Status,First Name,Last Name,Email,Fund,Amount\n' +
        '9001,p1,2026-04-05T10:15:00-04:00,False,ACH,succeeded,Fay,Gu,fay@example.org,General Fund,"$1,250.00"\n' +
        '9001,p1,2026-04-05T10:15:00-04:00,False,ACH,succeeded,Fay,Gu,fay@example.org,Missions,$50.00\n' +
        '9002,p1,4/12/2026,True,Card,succeeded,Fay,Gu,fay@example.org,General Fund,$20.00\n',
    );
    const said = await importInto('cedar', gifts, '--skip-invalid');
    expect(said.out).toEqual(
      expect.arrayContaining([
        'Read as: Planning Center Giving',
        'Gifts: 2 imported',
        '  line 4: Refunded: a refunded gift is not imported',
      ]),
    );
    expect(
      await world.query(
        `SELECT c.import_key, c.charged_amount, c.offline_method, c.date::text AS date FROM contributions c JOIN users u ON u.id = c.donor_user_id WHERE u.email = 'fay@example.org' ORDER BY c.id`,
      ),
    ).toEqual([
      { import_key: 'ref:9001', charged_amount: 125000, offline_method: 'bank', date: '2026-04-05' },
      { import_key: 'ref:9001#2', charged_amount: 5000, offline_method: 'bank', date: '2026-04-05' },
    ]);
  });

  it("reads Tithe.ly's transactions export, its Giving Types being funds", async () => {
    const gifts = csv(
      'Transaction ID,Transaction Date,First Name,Last Name,Email,Giving Type,Amount,Fee,Payment Method,Memo\n' +
        'tx_1,2026-05-03 09:00:00,Gil,Ho,gil@example.org,Missions,75.00,2.48,Visa,Monthly\n' +
        'tx_2,05/10/2026,Gil,Ho,gil@example.org,General Fund,10,0.59,Cash,\n',
    );
    const said = await importInto('cedar', gifts);
    expect(said.out).toEqual(
      expect.arrayContaining(['Read as: Tithe.ly', 'Gifts: 2 imported', 'New donors: 1 created']),
    );
    expect(
      await world.query(
        `SELECT c.charged_amount, c.offline_method, c.memo FROM contributions c JOIN users u ON u.id = c.donor_user_id WHERE u.email = 'gil@example.org' ORDER BY c.id`,
      ),
    ).toEqual([
      { charged_amount: 7500, offline_method: 'card', memo: 'Monthly' },
      { charged_amount: 1000, offline_method: 'cash', memo: null },
    ]);
  });

  it("leaves another church's donor of the same email alone, and its gifts", async () => {
    const birch = csv(HEADER + '2026-01-04,Ann,Lee,ann.lee@example.org,99.00,General Fund,cash,B-1,\n');
    expect((await importInto('birch', birch)).out).toContain('New donors: 1 created');
    const cedarAnn = await world.query(
      `SELECT u.id FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.subdomain = 'cedar' AND u.email = 'ann.lee@example.org'`,
    );
    const birchAnn = await world.query(
      `SELECT u.id FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.subdomain = 'birch' AND u.email = 'ann.lee@example.org'`,
    );
    expect(birchAnn).toHaveLength(1);
    expect(birchAnn).not.toEqual(cedarAnn);
    expect(
      await world.query(
        `SELECT gift_count::int FROM donor_gift_totals t JOIN users u ON u.id = t.donor_user_id JOIN organizations o ON o.id = u.organization_id WHERE o.subdomain = 'cedar' AND u.email = 'ann.lee@example.org'`,
      ),
    ).toEqual([{ gift_count: 2 }]);
    // The same reference in another church is another church's gift.
    const cedar = csv(HEADER + '2026-01-05,Ann,Lee,ann.lee@example.org,1.00,General Fund,cash,B-1,\n');
    expect((await importInto('cedar', cedar)).out).toContain('Gifts: 1 imported');
    expect(await giftsOf('birch')).toBe(1);
  });

  it('imports a file of a few hundred rows once when two imports of it run at once', async () => {
    let rows = HEADER;
    for (let index = 0; index < 300; index += 1) {
      rows += `2026-06-${String((index % 28) + 1).padStart(2, '0')},Donor,${index % 40},donor${index % 40}@many.example,20.00,General Fund,cash,,\n`;
    }
    const gifts = csv(rows);
    const before = await giftsOf('cedar');
    const [one, two] = await Promise.all([importInto('cedar', gifts), importInto('cedar', gifts)]);
    expect([one.code, two.code]).toEqual([0, 0]);
    const imported = [one, two].map((said) => said.out.find((line) => line.startsWith('Gifts:')));
    expect(imported.sort()).toEqual(['Gifts: 0 imported', 'Gifts: 300 imported']);
    expect(await giftsOf('cedar')).toBe(before + 300);
    expect(await count(`SELECT count(*) AS n FROM users WHERE email LIKE '%@many.example'`)).toBe(40);
  });
});
