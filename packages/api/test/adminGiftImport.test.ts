// The console's Import section against the real server (docs/PRODUCT.md §11, docs/CONTRACTS.md
// "Importing giving history"): the preview of a file's first rows as they will be read, a dry run
// that writes nothing, an import and the same file again (0 imported, the rest already present), a
// Planning Center export read as it is, an unknown header read by the columns chosen for it, the
// all-or-nothing rule and "Skip refused rows", and what is refused: another church's administrator,
// a donor without 'record-gifts', 'record-gifts' without 'manage-giving' asking to create funds, a
// guest, a bad CSRF token, a file too large; hostile bodies never a 5xx. Nothing is emailed and no
// webhook is queued.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { GIFT_IMPORT_FILE_MAX_BYTES } from '@halo/domain';
import {
  adminActivity,
  contributions,
  funds,
  outboxMessages,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, HOPE_OWNER, signIn, type AdminWorld } from './adminFixtures';
import * as fc from 'fast-check';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { applyMutation, hostileString, hostileValue, payloadMutation, requestLocale } from './hostileValues';
import { toJsonText } from './jsonText';
import { createDonor } from './reportFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-gift-import-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const HEADER = 'date,first_name,last_name,email,amount,fund,method,reference,note\n';
const OURS =
  HEADER +
  '2026-01-04,Ruth,Import,ruth.import@example.com,25.00,General Fund,cash,,Sunday\n' +
  '2026-01-11,Ruth,Import,RUTH.IMPORT@example.com,40.50,Missions,check,chk-101,\n' +
  `2026-01-18,Jordan,Rivera,${DEMO_DONOR.email},10.00,General Fund,card,,\n`;

interface RunAnswer {
  dryRun: boolean;
  written: boolean;
  gifts: number;
  newDonors: number;
  alreadyPresent: number;
  rowsRead: number;
  refused: { line: number; column: string; reason: string }[];
  newFunds: string[];
  lines: string[];
}

const preview = (browser: TestBrowser, body: Record<string, unknown>, locale = 'en') =>
  browser.request({
    method: 'POST',
    url: '/api/admin/gift-import/preview',
    payload: body,
    headers: { 'x-locale': locale },
  });

const run = (browser: TestBrowser, body: Record<string, unknown>, locale = 'en') =>
  browser.request({
    method: 'POST',
    url: '/api/admin/gift-import',
    payload: body,
    headers: { 'x-locale': locale },
  });

async function ran(browser: TestBrowser, body: Record<string, unknown>, locale = 'en'): Promise<RunAnswer> {
  const response = await run(browser, body, locale);
  expect([response.statusCode, response.json()]).toEqual([200, expect.any(Object)]);
  return response.json() as RunAnswer;
}

async function unchangedBy(attempt: () => Promise<void>) {
  const before = await snapshotDatabase(testApp.app);
  await attempt();
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
}

const importedGifts = () =>
  testApp.app.db
    .select()
    .from(contributions)
    .where(and(eq(contributions.organizationId, world.demoOrg.id), isNotNull(contributions.importKey)));

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  // A live webhook endpoint of the church: an import must queue nothing for it.
  await testApp.app.db.insert(webhookEndpoints).values({
    prefixedId: newPrefixedId('whk'),
    organizationId: world.demoOrg.id,
    url: 'https://hooks.example.com/halo',
    events: ['gift.succeeded', 'donor.created'],
    secretSealed: 'sealed',
  });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the preview', () => {
  it('shows the first rows as they will be read, each refused row with its line, column and reason', async () => {
    const rows = Array.from({ length: 25 }, (_, index) =>
      index === 1
        ? '2026-01-05,Bad,Amount,bad@example.com,twelve,General Fund,cash,,\n'
        : index === 2
          ? '2026-01-06,No,Fund,nofund@example.com,5.00,Roof,cash,,\n'
          : `2026-01-0${(index % 9) + 1},Row,${index},row${index}@example.com,${index + 1}.00,General Fund,cash,,\n`,
    ).join('');
    await unchangedBy(async () => {
      const response = await preview(owner, { csv: HEADER + rows });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.format).toBe('halo');
      expect(answer.columns).toEqual(HEADER.trim().split(','));
      expect(answer.mapping).toMatchObject({ date: 0, email: 3, amount: 4, fund: 5 });
      expect(answer.rows).toHaveLength(20);
      expect(answer.rows[0]).toEqual({
        line: 2,
        gift: {
          date: '2026-01-01',
          firstName: 'Row',
          lastName: '0',
          email: 'row0@example.com',
          amount: 100,
          fund: 'General Fund',
          method: 'cash',
        },
        refusal: null,
      });
      expect(answer.rows[1]).toEqual({
        line: 3,
        gift: null,
        refusal: { line: 3, column: 'amount', reason: 'must be an amount like 25.00' },
      });
      expect(answer.rows[2].refusal).toEqual({
        line: 4,
        column: 'fund',
        reason: 'the church has no fund "Roof": add it under Funds, or import with "Create missing funds"',
      });
    });
  });

  it('says which columns of ours an unknown header lacks, and reads it by the columns chosen', async () => {
    const csv =
      'When,Giver,Mail,Sum,Designation\n1/4/2026,Paula,paula.mapped@example.com,"$1,250.00",Missions\n';
    const unknown = (await preview(owner, { csv })).json();
    expect(unknown).toMatchObject({
      format: null,
      columns: ['When', 'Giver', 'Mail', 'Sum', 'Designation'],
      rows: [],
    });
    expect(unknown.missingColumns).toContain('email');
    const mapped = (
      await preview(owner, { csv, mapping: { date: 0, firstName: 1, email: 2, amount: 3, fund: 4 } })
    ).json();
    expect(mapped.format).toBe('mapped');
    expect(mapped.rows[0].gift).toMatchObject({ date: '2026-01-04', amount: 125000, fund: 'Missions' });
  });
});

describe('dry run and import', () => {
  it('a dry run says what it would do in the CLI words and writes nothing', async () => {
    await unchangedBy(async () => {
      const answer = await ran(owner, { csv: OURS, dryRun: true });
      expect(answer).toMatchObject({ dryRun: true, written: false, rowsRead: 3, gifts: 3, newDonors: 1 });
      expect(answer.lines).toEqual([
        'Dry run: nothing was written.',
        'Read as: Halo Give',
        'Rows read: 3',
        'Gifts: 3 to import',
        'New donors: 1 to create',
        'Gifts already present: 0',
        'Refused rows: 0',
      ]);
    });
  });

  it('imports without email or webhook, then the same file again imports 0, the rest already present', async () => {
    const outboxBefore = (await testApp.app.db.select().from(outboxMessages)).length;
    const answer = await ran(owner, { csv: OURS });
    expect(answer).toMatchObject({ written: true, gifts: 3, newDonors: 1, alreadyPresent: 0 });
    expect(answer.lines).toContain('Gifts: 3 imported');
    const gifts = await importedGifts();
    expect(gifts.map((gift) => [gift.chargedAmount, gift.offlineMethod, gift.status, gift.fee])).toEqual(
      expect.arrayContaining([
        [2500, 'cash', 'succeeded', 0],
        [4050, 'check', 'succeeded', 0],
        [1000, 'card', 'succeeded', 0],
      ]),
    );
    const [ruth] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'ruth.import@example.com'));
    expect(ruth?.passwordHash ?? null).toBeNull();
    expect((await testApp.app.db.select().from(outboxMessages)).length).toBe(outboxBefore);
    expect(await testApp.app.db.select().from(webhookDeliveries)).toEqual([]);
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(
        and(eq(adminActivity.organizationId, world.demoOrg.id), eq(adminActivity.action, 'gift.import')),
      );
    expect(activity).toMatchObject({ source: 'console', actorLabel: DEMO_OWNER.email });

    // The same file again writes no gift (only the activity line saying so).
    const again = await ran(owner, { csv: OURS });
    expect(again).toMatchObject({ written: true, gifts: 0, alreadyPresent: 3 });
    expect(again.lines).toEqual(expect.arrayContaining(['Gifts: 0 imported', 'Gifts already present: 3']));
    expect(await importedGifts()).toHaveLength(3);
  });

  it('reads a Planning Center export as it is, and an unknown header by the columns chosen', async () => {
    const planningCenter =
      'Donation ID,Received At,Payment Method,Fund,Amount,Email,First Name,Last Name,Refunded\n' +
      '9001,2026-02-01T10:15:00-05:00,ACH,General Fund,"$1,250.00",pc.giver@example.com,Pat,Center,False\n' +
      '9002,2026-02-08T10:15:00-05:00,Visa,Missions,$20.00,pc.giver@example.com,Pat,Center,True\n';
    const pc = await ran(owner, { csv: planningCenter, skipInvalid: true });
    expect(pc).toMatchObject({ written: true, gifts: 1, rowsRead: 2 });
    expect(pc.lines).toContain('Read as: Planning Center Giving');
    expect(pc.refused).toEqual([{ line: 3, column: 'Refunded', reason: 'a refunded gift is not imported' }]);

    const csv = 'When,Giver,Mail,Sum,Designation\n3/1/2026,Mia,mia.mapped@example.com,$75.00,Missions\n';
    const unmapped = await run(owner, { csv });
    expect(unmapped.statusCode).toBe(422);
    expect(unmapped.json().errors.csv[0]).toMatch(/^The first row is not our header/);
    const incomplete = await run(owner, { csv, mapping: { date: 0, email: 2 } });
    expect(incomplete.json().errors).toEqual({ mapping: ['Choose a column for each of: amount, fund.'] });
    const mapped = await ran(owner, {
      csv,
      mapping: { date: 0, firstName: 1, email: 2, amount: 3, fund: 4 },
    });
    expect(mapped).toMatchObject({ written: true, gifts: 1, newDonors: 1 });
    expect(mapped.lines).toContain('Read as: the columns you chose');
  });

  it('writes nothing while a row is refused, unless refused rows are skipped; says so in Spanish', async () => {
    const csv =
      HEADER +
      '2026-03-01,Sol,Refused,sol@example.com,5.00,General Fund,cash,ref-sol-1,\n' +
      '2026-03-01,Sol,Refused,sol@example.com,5.00,Roof Fund,cash,ref-sol-2,\n';
    await unchangedBy(async () => {
      const stopped = await ran(owner, { csv }, 'es');
      expect(stopped.written).toBe(false);
      expect(stopped.lines[0]).toBe(
        'Se rechazan 1 filas: corrígelas e importa de nuevo, o importa las demás filas con «Omitir las filas rechazadas».',
      );
      expect(stopped.refused).toEqual([
        {
          line: 3,
          column: 'fund',
          reason:
            'la iglesia no tiene el fondo "Roof Fund": añádelo en Fondos o importa con «Crear los fondos que faltan»',
        },
      ]);
    });
    const skipped = await ran(owner, { csv, skipInvalid: true });
    expect(skipped).toMatchObject({ written: true, gifts: 1 });
    expect(skipped.lines).toContain('Refused rows: 1 (skipped)');
    const created = await ran(owner, { csv, createFunds: true });
    expect(created).toMatchObject({ written: true, gifts: 1, alreadyPresent: 1, newFunds: ['Roof Fund'] });
    const [roof] = await testApp.app.db
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, world.demoOrg.id), eq(funds.name, 'Roof Fund')));
    expect(roof?.isOnlineGivingVisible).toBe(false);
  });
});

describe('who may import', () => {
  const body = { csv: OURS.replace(/2026-01/g, '2026-04'), dryRun: false };

  it('refuses another church, a donor, a guest and a bad CSRF token, changing nothing', async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    await unchangedBy(async () => {
      for (const send of [run, preview]) {
        // Another church's administrator on this church's host: not signed in here.
        const onOurHost = await hope.request({
          method: 'POST',
          url: '/api/admin/gift-import',
          payload: body,
          headers: { 'x-landlord-organization': world.demoOrg.prefixedId },
        });
        expect(onOurHost.statusCode).toBe(401);
        expect((await send(donor, body)).json()).toEqual({
          message: 'Your account does not have the administrator ability this needs.',
        });
        expect((await send(guest, body)).statusCode).toBe(401);
        const badCsrf = await owner.request({
          method: 'POST',
          url: '/api/admin/gift-import',
          payload: body,
          sendCsrfToken: false,
          headers: { 'x-xsrf-token': donor.cookies.get('XSRF-TOKEN')! },
        });
        expect(badCsrf.statusCode).toBe(419);
      }
      // Her own church's import writes only there.
      const own = await ran(hope, {
        csv: HEADER + '2026-01-04,H,Ope,h@example.com,5.00,General Fund,cash,,\n',
        dryRun: true,
      });
      expect(own.gifts).toBe(1);
    });
  });

  it("lets 'record-gifts' alone import, but not create funds", async () => {
    await createDonor(testApp, 'demo', {
      email: 'treasurer.import@example.com',
      firstName: 'Tess',
      lastName: 'Treasurer',
      password: 'treasurer-import-1234',
      abilities: ['record-gifts'],
    });
    const treasurer = await signIn(
      testApp,
      { email: 'treasurer.import@example.com', password: 'treasurer-import-1234' },
      'demo.localhost',
    );
    await unchangedBy(async () => {
      const refused = await run(treasurer, { ...body, createFunds: true }, 'es');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.createFunds[0]).toMatch(
        /^Crear los fondos que nombra un archivo requiere/,
      );
    });
    // The check's reference was imported before: that row is already present.
    expect(await ran(treasurer, body)).toMatchObject({ written: true, gifts: 2, alreadyPresent: 1 });
  });

  it('refuses a file that is not CSV it can read, naming its line', async () => {
    const csv = `${HEADER}2026-01-04,Open,"quote,a@example.com,1.00,General Fund,cash,,\n`;
    for (const send of [run, preview]) {
      const response = await send(owner, { csv, dryRun: true });
      expect([response.statusCode, response.json().errors]).toEqual([
        422,
        {
          csv: [
            'Line 2 is not CSV that can be read (a quote left open, for one): correct the file and try again. Nothing was read.',
          ],
        },
      ]);
    }
  });

  it('refuses a file over the limit, naming the file', async () => {
    const csv = HEADER + 'x'.repeat(GIFT_IMPORT_FILE_MAX_BYTES);
    const response = await run(owner, { csv, dryRun: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.csv).toEqual([
      'The file may be at most 5 MB: split it, or import it with the halo CLI.',
    ]);
  });
});

describe('hostile input', () => {
  /** CSV text a broken export or an attacker may send: quotes left open, formulas, huge cells, odd bytes. */
  const hostileCsv = fc.oneof(
    fc.constantFrom(
      '',
      HEADER,
      `${HEADER}"unclosed,quote\n`,
      `${HEADER}2026-01-04,=cmd|' /C calc'!A0,x,a@example.com,1.00,General Fund,cash,,\n`,
      `${HEADER}${'9'.repeat(5000)},a,b,a@example.com,1,General Fund,cash,,\n`,
      '\ufeff\u0000,\u0000\n\u0000',
      'a;b;c\n1;2;3\n',
    ),
    hostileString.map((text) => `${HEADER}${text}`),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
  const mappingValues = fc.oneof(
    hostileValue,
    fc.dictionary(fc.constantFrom('date', 'email', 'amount', 'fund', 'note', '__proto__'), hostileValue, {
      maxKeys: 5,
    }),
  );
  const counts = async () => ({
    gifts: (await testApp.app.db.select().from(contributions)).length,
    users: (await testApp.app.db.select().from(users)).length,
    funds: (await testApp.app.db.select().from(funds)).length,
  });

  it.each([
    ['/api/admin/gift-import/preview', { csv: OURS, mapping: null }],
    ['/api/admin/gift-import', { csv: OURS, dryRun: true, skipInvalid: false, createFunds: false }],
  ])('%s: never a 5xx, each refusal with its message, nothing written by a refusal', async (url, base) => {
    await fc.assert(
      fc.asyncProperty(
        payloadMutation(base, { csv: hostileCsv, mapping: mappingValues }),
        requestLocale,
        async (mutation, locale) => {
          const before = await counts();
          const response = await owner.request({
            method: 'POST',
            url,
            payload: toJsonText(applyMutation(base, mutation)),
            headers: { 'content-type': 'application/json', 'x-locale': locale },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode !== 200) {
            expect([400, 403, 413, 422]).toContain(response.statusCode);
            expect(typeof response.json().message).toBe('string');
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
