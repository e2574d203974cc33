// The console's entry for moving recurring donors from Stripe (docs/PRODUCT.md §17,
// docs/CONTRACTS.md "Moving recurring donors") against the real server, in the sandbox: a dry run
// writes nothing; a move of a file of Stripe objects creates the gifts and tells each donor once
// "Your gift has moved"; the same file again moves nothing; without a file the sandbox refuses,
// naming the field, in English and Spanish. Refused, changing nothing: another church's
// administrator, a donor without abilities, 'record-gifts' alone, 'manage-giving' without the second
// factor proven in this session, a guest, a bad CSRF token, the published demo's administrator.
// Hostile bodies are never a 5xx, and a refusal writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { outboxMessages, recurringGiftMoves, recurringGivings, secondFactors, users } from '../src/db/schema';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, HOPE_OWNER, signIn, type AdminWorld } from './adminFixtures';
import * as fc from 'fast-check';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { applyMutation, hostileString, hostileValue, payloadMutation, requestLocale } from './hostileValues';
import { toJsonText } from './jsonText';
import { createDonor } from './reportFixtures';
import { stripeListsOf } from './recurringMoveWorld';
import { proveSecondFactor } from './secondFactorFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-recurring-move-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let file: string;

const URL = '/api/admin/recurring-move';
const send = (browser: TestBrowser, body: Record<string, unknown>, locale = 'en') =>
  browser.request({ method: 'POST', url: URL, payload: body, headers: { 'x-locale': locale } });

async function unchangedBy(attempt: () => Promise<void>) {
  const before = await snapshotDatabase(testApp.app);
  await attempt();
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
}

/** "Your gift has moved" and any other message queued for Ana. */
const movedToAna = async () =>
  (await testApp.app.db.select({ message: outboxMessages.message }).from(outboxMessages)).filter((row) =>
    JSON.stringify(row.message.to).includes('ana.console@example.org'),
  ).length;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
  const periodEnd = Math.floor(testApp.app.clock().getTime() / 1000) + 20 * 24 * 3600;
  file = JSON.stringify(
    stripeListsOf([
      {
        id: 'sub_ana',
        customer: 'cus_ana',
        email: 'ana.console@example.org',
        card: 'pm_ana',
        amount: 5000,
        periodEnd,
      },
      {
        id: 'sub_no_card',
        customer: 'cus_eve',
        email: 'eve.console@example.org',
        card: null,
        amount: 3000,
        periodEnd,
      },
    ]),
  );
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a move from a file of Stripe objects (the sandbox)', () => {
  it('says what a dry run would do, writing nothing', async () => {
    await unchangedBy(async () => {
      const response = await send(owner, { source: 'file', file, dryRun: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ dryRun: true, read: 2, moved: 1, refused: 1, emailed: 1 });
      expect(response.json().lines).toEqual([
        'Dry run: nothing was written.',
        'Subscriptions read: 2',
        'Gifts: 1 to move',
        'New donors: 1 to create (donor records without an account)',
        'Already moved: 0',
        'Refused: 1',
        '  sub_no_card <eve.console@example.org>: it has no saved card we can charge',
        'Old subscriptions not paused: 1: no Stripe account could be reached; stop them at the old platform before their next charge.',
        'Donors to tell "Your gift has moved": 1',
      ]);
    });
  });

  it('moves the gifts and tells the donor once; the same file again moves nothing', async () => {
    const response = await send(owner, { source: 'file', file, dryRun: false }, 'es');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dryRun: false, moved: 1, newDonors: 1, emailed: 1 });
    expect(response.json().lines).toContain('Donaciones: 1 trasladadas');
    const [move] = await testApp.app.db
      .select()
      .from(recurringGiftMoves)
      .where(eq(recurringGiftMoves.oldKey, 'sub_ana'));
    const [gift] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.id, move!.recurringGivingId));
    expect(gift).toMatchObject({ organizationId: world.demoOrg.id, giftAmount: 5000 });
    expect(await movedToAna()).toBe(1);
    const again = await send(owner, { source: 'file', file, dryRun: false });
    expect(again.json()).toMatchObject({ moved: 0, alreadyMoved: 1, emailed: 0 });
    expect(await movedToAna()).toBe(1);
  });

  it('refuses, naming the field in the administrator’s language, a sandbox church without a file and a file that is not Stripe’s', async () => {
    await unchangedBy(async () => {
      const noFile = await send(owner, { source: 'stripe', dryRun: true }, 'es');
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().errors.file[0]).toMatch(/^Archivo de objetos de Stripe: elige el archivo JSON/);
      const empty = await send(owner, { source: 'file', dryRun: true });
      expect(empty.json().errors.file[0]).toMatch(/^File of Stripe objects: choose the JSON file/);
      const notJson = await send(owner, { source: 'file', file: 'not json', dryRun: true });
      expect(notJson.statusCode).toBe(422);
      expect(notJson.json().errors.file[0]).toMatch(/^File of Stripe objects is not JSON/);
      const badMap = await send(owner, { source: 'file', file, fundMap: '[1]', dryRun: true }, 'es');
      expect(badMap.json().errors.fundMap[0]).toMatch(/^Mapa de fondos: el archivo debe ser/);
      const badSchedule = await send(owner, { source: 'file', file, schedule: 'a,b\n1,2\n', dryRun: true });
      expect(badSchedule.json().errors.schedule[0]).toMatch(/^Schedule: the first row lacks/);
    });
  });
});

describe('who may move recurring donors', () => {
  const body = () => ({ source: 'file', file, dryRun: false });

  it('refuses another church, a donor, record-gifts alone, a guest and a bad CSRF token, changing nothing', async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hope, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
    await createDonor(testApp, 'demo', {
      email: 'treasurer.move@example.com',
      firstName: 'Tess',
      lastName: 'Treasurer',
      password: 'treasurer-move-1234',
      abilities: ['record-gifts', 'view-gifts'],
    });
    const treasurer = await signIn(
      testApp,
      { email: 'treasurer.move@example.com', password: 'treasurer-move-1234' },
      'demo.localhost',
    );
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    await unchangedBy(async () => {
      const onOurHost = await hope.request({
        method: 'POST',
        url: URL,
        payload: body(),
        headers: { 'x-landlord-organization': world.demoOrg.prefixedId },
      });
      expect(onOurHost.statusCode).toBe(401);
      for (const browser of [donor, treasurer]) {
        const refused = await send(browser, body());
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { message: 'Your account does not have the administrator ability this needs.' },
        ]);
      }
      expect((await send(guest, body())).statusCode).toBe(401);
      const badCsrf = await owner.request({
        method: 'POST',
        url: URL,
        payload: body(),
        sendCsrfToken: false,
        headers: { 'x-xsrf-token': donor.cookies.get('XSRF-TOKEN')! },
      });
      expect(badCsrf.statusCode).toBe(419);
    });
  });

  it('asks manage-giving for the second factor proven in this session', async () => {
    const [admin] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    await testApp.app.db
      .update(users)
      .set({ abilities: ['manage-giving'] })
      .where(eq(users.id, admin!.id));
    await testApp.app.db.delete(secondFactors).where(eq(secondFactors.userId, admin!.id));
    const browser = await signIn(testApp, DEMO_ADMIN, 'demo.localhost');
    await unchangedBy(async () => {
      const refused = await send(browser, { ...body(), dryRun: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
    });
    await proveSecondFactor(testApp, browser, DEMO_ADMIN.email, world.demoOrg.prefixedId);
    // Enrolled, but a new session has not proven it.
    const later = await signIn(testApp, DEMO_ADMIN, 'demo.localhost');
    await unchangedBy(async () => {
      expect((await send(later, { ...body(), dryRun: true })).json()).toMatchObject({
        code: 'SECOND_FACTOR_REQUIRED',
      });
    });
    expect((await send(browser, { ...body(), dryRun: true })).statusCode).toBe(200);
  });
});

describe('on a published demo', () => {
  it('refuses the demo administrator, whatever abilities she was given', async () => {
    const demoApp = await startTestApp({ config: { production: true, logLevel: 'error' } });
    try {
      const [admin] = await demoApp.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      await demoApp.app.db
        .update(users)
        .set({ abilities: ['manage-giving'] })
        .where(eq(users.id, admin!.id));
      const browser = new TestBrowser(demoApp, 'demo.localhost');
      expect((await browser.login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
      const refused = await send(browser, { source: 'file', file, dryRun: false });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: 'Your account does not have the administrator ability this needs.' },
      ]);
      expect(await demoApp.app.db.select().from(recurringGiftMoves)).toEqual([]);
    } finally {
      await demoApp.close();
    }
  });
});

describe('hostile input', () => {
  /** File text a broken export or an attacker may send. */
  const hostileText = fc.oneof(
    fc.constantFrom(
      '',
      '{}',
      '[]',
      'null',
      '{"subscriptions":{"object":"list","data":[{"id":{}}]},"customers":[],"payment_methods":[]}',
      '{"__proto__":{"x":1},"customers":"no"}',
      'customer,payment_method,amount,interval,next_date,fund\ncus_x,pm_x,=1+1,month,2099-13-40,\u0000\n',
      '"unclosed,quote\n',
    ),
    hostileString,
    fc.string({ unit: 'binary', maxLength: 200 }),
    hostileValue,
  );
  const rows = async () => ({
    moves: (await testApp.app.db.select().from(recurringGiftMoves)).length,
    users: (await testApp.app.db.select().from(users)).length,
    mail: (await testApp.app.db.select().from(outboxMessages)).length,
  });

  it('never a 5xx, each refusal with its message, nothing written by a refusal', async () => {
    const base = { source: 'file', file, schedule: null, fundMap: null, dryRun: true, cancelOld: false };
    await fc.assert(
      fc.asyncProperty(
        payloadMutation(base, { file: hostileText, schedule: hostileText, fundMap: hostileText }),
        requestLocale,
        async (mutation, locale) => {
          const before = await rows();
          const response = await owner.request({
            method: 'POST',
            url: URL,
            payload: toJsonText(applyMutation(base, mutation)),
            headers: { 'content-type': 'application/json', 'x-locale': locale },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode !== 200) {
            expect([400, 403, 413, 422]).toContain(response.statusCode);
            expect(typeof response.json().message).toBe('string');
            expect(await rows()).toEqual(before);
          }
        },
      ),
      {
        numRuns: 40,
        // Once a 500: a schedule csv-parse cannot read at all (a quote opening inside a field).
        examples: [
          [{ kind: 'replace', field: 'schedule', value: '{"__proto__":{"x":1},"customers":"no"}' }, 'en'],
        ],
      },
    );
  });
});
