// The console's donor lists against the real server (docs/PRODUCT.md §15), in the hope church on a
// frozen day: the database's first-time, lapsed and top givers are the domain's over random gift
// histories (refunds and failures included, and records merged into another left out), and its recurring gifts at risk the domain's over
// random recurring gifts and cards, each reason named; each list's CSV holds the whole list,
// formula-guarded, never another church's donors, and opens only for the administrator who asked
// while she may view gifts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  firstTimeGivers,
  giftsOfListedDonors,
  keptAmount,
  recurringGiftRisks,
  lapsedDays,
  lapsedGivers,
  topGivers,
  type ListedGift,
} from '@halo/domain';
import { arbitraryGiftHistory, arbitraryListDay } from '@halo/domain/src/donorLists/giftHistoryArbitrary';
import { and, eq, inArray } from 'drizzle-orm';
import * as fc from 'fast-check';
import {
  contributions,
  donorMerges,
  paymentMethods,
  processorCustomers,
  recurringGivings,
  users,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { donorListBatches } from '../src/admin/donorLists/donorListsCsv';
import { DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { createDonor, download, parseCsv } from './reportFixtures';

jest.setTimeout(120_000);

/** Noon in Denver, the hope church's time zone: its today is 2026-12-02. */
const TODAY = '2026-12-02';
const NOW = new Date('2026-12-02T19:00:00Z');

const LIST = `query($org: ID!, $list: DonorList!, $options: DonorListOptions) {
  adminDonorList(organizationPrefixedId: $org, list: $list, options: $options) {
    list startDate endDate quietFrom totalResults
    donors { prefixedId name email giftCount totalGiven firstGiftDate lastGiftDate } } }`;
const AT_RISK = `query($org: ID!) { adminRecurringAtRisk(organizationPrefixedId: $org) {
  totalResults gifts { prefixedId donor { email } amount status cardExpiration risks } } }`;
const EXPORT = `query($org: ID!, $list: DonorListFile!, $options: DonorListOptions) {
  adminDonorListExport(organizationPrefixedId: $org, list: $list, options: $options) { url fileName contentType } }`;

interface ListedDonor {
  prefixedId: string;
  name: string;
  email: string;
  giftCount: number;
  totalGiven: number;
  firstGiftDate: string;
  lastGiftDate: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-donor-lists-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
/** The random histories' donors: index i is domain donor i + 1. */
const donorIds: number[] = [];
const donorEmails: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error', clockNow: NOW } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
  for (let index = 1; index <= 6; index += 1) {
    const email = `giver${index}@example.com`;
    const firstName = index === 1 ? '=HYPERLINK("http://evil.example")' : `Giver${index}`;
    const { user } = await createDonor(testApp, 'hope', {
      email,
      firstName,
      lastName: 'Lists',
      password: `giver-${index}-password`,
    });
    donorIds.push(user.id);
    donorEmails.push(email);
  }
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(document: string, variables: Record<string, unknown>, browser = owner, locale = 'en') {
  const response = await browser.graphql(
    document,
    { org: world.hopeOrg.prefixedId, ...variables },
    {
      'x-locale': locale,
    },
  );
  return response.json() as { data: T; errors?: Answer['errors'] };
}

async function list(name: string, options: Record<string, unknown> = {}) {
  const answer = await call<{ adminDonorList: { totalResults: number; donors: ListedDonor[] } }>(LIST, {
    list: name,
    options,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data.adminDonorList;
}

/** Replaces the hope church's gifts with `gifts` (domain donor n is the n-th donor made above). */
async function storeHistory(gifts: ListedGift[]) {
  const { db } = testApp.app;
  await db.delete(contributions).where(eq(contributions.organizationId, world.hopeOrg.id));
  if (gifts.length === 0) return;
  await db.insert(contributions).values(
    gifts.map((gift) => ({
      prefixedId: newPrefixedId('con'),
      organizationId: world.hopeOrg.id,
      donorUserId: donorIds[gift.donorId - 1]!,
      chargedAmount: gift.amount,
      fee: 0,
      netAmount: gift.amount,
      currency: 'USD',
      status: gift.status,
      refundedAmount: gift.refundedAmount,
      processorMode: 'sandbox' as const,
      date: gift.date,
    })),
  );
}

/**
 * Records domain donors `merged` as merged into donor 1 (docs/PRODUCT.md §24), standing, or undone
 * when `undone`; replaces the hope church's merges. Only the record of the merge: its gifts are
 * whatever `storeHistory` gave each record.
 */
async function storeMerges(merged: number[], undone = false) {
  const { db } = testApp.app;
  await db.delete(donorMerges).where(eq(donorMerges.organizationId, world.hopeOrg.id));
  if (merged.length === 0) return;
  const none = { pledgeIds: [], householdMemberIds: [], paymentMethodIds: [], recurringGivingIds: [] };
  await db.insert(donorMerges).values(
    merged.map((donorId) => ({
      prefixedId: newPrefixedId('dmg'),
      organizationId: world.hopeOrg.id,
      keptUserId: donorIds[0]!,
      mergedUserId: donorIds[donorId - 1]!,
      mergedByLabel: HOPE_OWNER.email,
      moved: { ...none, giftIds: [], primaryClearedPaymentMethodIds: [], addresseeHouseholdIds: [] },
      stayed: none,
      undoneAt: undone ? NOW : null,
      undoneByLabel: undone ? HOPE_OWNER.email : null,
    })),
  );
}

const DEFAULT_WINDOWS = { lookbackMonths: 12, quietDays: 90 };

const emailsOf = (ids: Iterable<number>) => [...ids].map((id) => donorEmails[id - 1]!).sort();

describe('the database agrees with the domain', () => {
  it('on first-time, lapsed and top givers over random gift histories and merges', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryGiftHistory(6, 25),
        // Records merged into donor 1; each may have gifts of its own, as one given to after the merge.
        fc.subarray([2, 3, 4, 5, 6]),
        fc.tuple(arbitraryListDay(), arbitraryListDay()),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 6 }),
        async (history, merged, days, lookbackMonths, quietDays, limit) => {
          await storeHistory(history);
          await storeMerges(merged);
          const gifts = giftsOfListedDonors(history, new Set(merged));
          // A period ends today at the latest, as the console's date fields allow.
          const [start, end] = days.map((day) => (day > TODAY ? TODAY : day)).sort();
          const period = { start: start!, end: end! };
          const windows = { lookbackMonths, quietDays };

          const firstTime = await list('FirstTime', { startDate: period.start, endDate: period.end });
          expect(firstTime.donors.map((donor) => donor.email).sort()).toEqual(
            emailsOf(firstTimeGivers(gifts, period)),
          );
          for (const donor of firstTime.donors) {
            const own = gifts.filter(
              (gift) =>
                donorEmails[gift.donorId - 1] === donor.email &&
                gift.date >= period.start &&
                gift.date <= period.end,
            );
            expect(donor.totalGiven).toBe(own.reduce((sum, gift) => sum + keptAmount(gift), 0));
          }

          const lapsed = await list('Lapsed', windows);
          expect(lapsed.donors.map((donor) => donor.email).sort()).toEqual(
            emailsOf(lapsedGivers(gifts, TODAY, windows)),
          );
          expect(lapsed.totalResults).toBe(lapsed.donors.length);

          const top = await list('TopGivers', { startDate: period.start, endDate: period.end, limit });
          const expected = topGivers(gifts, period, limit);
          expect(top.donors.map((donor) => [donor.email, donor.totalGiven, donor.giftCount])).toEqual(
            expected.map((giver) => [donorEmails[giver.donorId - 1], giver.total, giver.count]),
          );
        },
      ),
      { numRuns: 30 },
    );
    await storeMerges([]);
  });
});

describe('a record merged into another (docs/PRODUCT.md §24)', () => {
  afterAll(() => storeMerges([]));

  // Giver2 was merged into Giver1, whose record now holds its old gift, then gave to its own record
  // again (the merged account still signs in): a gift that stays with the record it was given to.
  const history: ListedGift[] = [
    { donorId: 1, date: '2025-10-01', status: 'succeeded', amount: 1000, refundedAmount: 0 },
    { donorId: 2, date: '2026-11-20', status: 'succeeded', amount: 5000, refundedAmount: 0 },
  ];
  const period = { start: '2026-11-03', end: TODAY };

  async function emailsOfLists() {
    const csv: string[] = [];
    const query = {
      list: 'TopGivers' as const,
      period,
      lapsed: lapsedDays(TODAY, DEFAULT_WINDOWS),
      limit: 25,
    };
    for await (const batch of donorListBatches(testApp.app.db, world.hopeOrg.id, query, 10)) {
      csv.push(...batch.map((row) => row.email));
    }
    const emails = (donors: ListedDonor[]) => donors.map((donor) => donor.email);
    return {
      firstTime: emails((await list('FirstTime', {})).donors),
      lapsed: emails((await list('Lapsed', {})).donors),
      top: emails((await list('TopGivers', {})).donors),
      csv,
    };
  }

  it('is in no list while the merge stands, though given to since; the kept record is', async () => {
    await storeHistory(history);
    await storeMerges([2]);
    expect(await emailsOfLists()).toEqual({
      firstTime: [],
      lapsed: ['giver1@example.com'],
      top: [],
      csv: [],
    });
  });

  it('is listed again once the merge is undone', async () => {
    await storeHistory(history);
    await storeMerges([2], true);
    expect(await emailsOfLists()).toEqual({
      firstTime: ['giver2@example.com'],
      lapsed: ['giver1@example.com'],
      top: ['giver2@example.com'],
      csv: ['giver2@example.com'],
    });
  });
});

describe('the CSV file’s batches', () => {
  it('walk each list in its order, every donor once, whatever the batch size', async () => {
    // Donors 1 and 2 last gave on one day, 3 and 4 on another, 5 and 6 on a third: the keyset's tie
    // on the date is broken by the donor. Everyone first gave on the same day.
    await storeHistory(
      donorIds.flatMap((_id, index): ListedGift[] => [
        { donorId: index + 1, date: '2025-10-01', status: 'succeeded', amount: 1000, refundedAmount: 0 },
        {
          donorId: index + 1,
          date: `2026-0${1 + Math.floor(index / 2)}-15`,
          status: 'succeeded',
          amount: 500,
          refundedAmount: 0,
        },
      ]),
    );
    const windows = { lookbackMonths: 24, quietDays: 200 };
    const period = { start: '2025-01-01', end: TODAY };
    for (const name of ['FirstTime', 'Lapsed'] as const) {
      const shown = await list(
        name,
        name === 'Lapsed' ? windows : { startDate: period.start, endDate: period.end },
      );
      expect(shown.donors).toHaveLength(6);
      const query = { list: name, period, lapsed: lapsedDays(TODAY, windows), limit: 25 };
      const walked: string[] = [];
      for await (const batch of donorListBatches(testApp.app.db, world.hopeOrg.id, query, 3)) {
        walked.push(...batch.map((row) => row.email));
      }
      expect(walked).toEqual(shown.donors.map((donor) => donor.email));
    }
  });
});

describe('lapsed givers', () => {
  it('reads the quiet days back from the church’s today, and refuses windows out of bounds', async () => {
    await storeHistory([]);
    const answer = await list('Lapsed', {});
    expect(answer).toMatchObject({ ...lapsedDaysAnswer(), totalResults: 0, donors: [] });
    const refused = await call(
      LIST,
      { list: 'Lapsed', options: { lookbackMonths: 0, quietDays: 731 } },
      owner,
      'es',
    );
    expect(refused.errors![0]!.extensions).toMatchObject({
      validation: { lookbackMonths: ['Elige de 1 a 60 meses.'], quietDays: ['Elige de 1 a 730 días.'] },
    });
  });
});

function lapsedDaysAnswer() {
  const days = lapsedDays(TODAY, { lookbackMonths: 12, quietDays: 90 });
  return { startDate: days.givenFrom, endDate: days.givenThrough, quietFrom: days.quietFrom };
}

describe('recurring gifts at risk', () => {
  let customerId: number;

  beforeAll(async () => {
    const [customer] = await testApp.app.db
      .insert(processorCustomers)
      .values({
        organizationId: world.hopeOrg.id,
        userId: donorIds[0]!,
        processorMode: 'sandbox',
        customerId: `cus_${newPrefixedId('usr')}`,
      })
      .returning();
    customerId = customer!.id;
  });

  const card = async (expMonth: number, expYear: number) =>
    (
      await testApp.app.db
        .insert(paymentMethods)
        .values({
          prefixedId: newPrefixedId('pmt'),
          organizationId: world.hopeOrg.id,
          userId: donorIds[0]!,
          processorCustomerId: customerId,
          processorMode: 'sandbox',
          processorId: `pm_${newPrefixedId('pmt')}`,
          brand: 'visa',
          lastFour: '4242',
          expMonth,
          expYear,
        })
        .returning()
    )[0]!.id;

  const gift = async (
    values: Partial<typeof recurringGivings.$inferInsert>,
    organizationId = world.hopeOrg.id,
    donorUserId = donorIds[0]!,
  ) =>
    (
      await testApp.app.db
        .insert(recurringGivings)
        .values({
          prefixedId: newPrefixedId('rcg'),
          organizationId,
          donorUserId,
          scheduleType: 'monthly',
          startDate: '2026-01-01',
          nextOccurrence: '2026-12-15',
          giftAmount: 5000,
          ...values,
        })
        .returning()
    )[0]!.prefixedId;

  const riskAnswer = async () => {
    const answer = await call<{
      adminRecurringAtRisk: { totalResults: number; gifts: { prefixedId: string; risks: string[] }[] };
    }>(AT_RISK, {});
    expect(answer.errors).toBeUndefined();
    return answer.data.adminRecurringAtRisk;
  };

  it('are the domain’s over random recurring gifts and cards', async () => {
    const { db } = testApp.app;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            status: fc.constantFrom('active', 'paused', 'ended', 'deleted'),
            lastChargeAttemptFailed: fc.boolean(),
            card: fc.option(
              fc.record({
                expMonth: fc.integer({ min: 1, max: 12 }),
                expYear: fc.integer({ min: 2025, max: 2028 }),
              }),
            ),
          }),
          { maxLength: 8 },
        ),
        async (recurring) => {
          await db.delete(recurringGivings).where(eq(recurringGivings.organizationId, world.hopeOrg.id));
          const expected = new Map<string, string[]>();
          for (const each of recurring) {
            const paymentMethodId = each.card ? await card(each.card.expMonth, each.card.expYear) : null;
            const prefixedId = await gift({
              status: each.status as 'active',
              lastChargeAttemptFailed: each.lastChargeAttemptFailed,
              paymentMethodId,
            });
            const risks = recurringGiftRisks({ ...each, status: each.status as 'active' }, TODAY);
            if (risks.length > 0) expected.set(prefixedId, risks);
          }
          const answer = await riskAnswer();
          expect(answer.totalResults).toBe(expected.size);
          expect(new Map(answer.gifts.map((each) => [each.prefixedId, each.risks]))).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
    await db.delete(recurringGivings).where(eq(recurringGivings.organizationId, world.hopeOrg.id));
  });

  it('names each reason, and leaves out healthy, ended and other churches’ gifts', async () => {
    const { db } = testApp.app;
    const goodCard = await card(6, 2030);
    const expiringCard = await card(12, 2026);
    await gift({ paymentMethodId: goodCard });
    await gift({ paymentMethodId: goodCard, status: 'ended', lastChargeAttemptFailed: true });
    const [demoDonor] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
    await gift({ status: 'paused' }, world.demoOrg.id, demoDonor!.id);
    const paused = await gift({ paymentMethodId: goodCard, status: 'paused' });
    const failed = await gift({ paymentMethodId: goodCard, lastChargeAttemptFailed: true });
    const expiring = await gift({
      paymentMethodId: expiringCard,
      status: 'paused',
      lastChargeAttemptFailed: true,
    });

    const answer = await riskAnswer();
    expect(answer.totalResults).toBe(3);
    expect(answer.gifts.map((each) => [each.prefixedId, each.risks])).toEqual([
      [expiring, ['card-expiring', 'last-charge-failed', 'paused']],
      [failed, ['last-charge-failed']],
      [paused, ['paused']],
    ]);

    const file = await csvOf('AtRisk', {}, 'es');
    expect(file.name).toBe(`recurring-gifts-at-risk-${TODAY}.csv`);
    expect(file.records[0]).toEqual([
      'Donación recurrente',
      'Nombre',
      'Correo electrónico',
      'Monto',
      'Frecuencia',
      'Estado',
      'Próxima donación',
      'Tarjeta',
      'En riesgo por',
    ]);
    expect(file.records[1]!.slice(3)).toEqual([
      '50.00',
      'Mensual',
      'En pausa',
      '2026-12-15',
      '4242 12/2026',
      'Tarjeta por vencer; Falló el último cargo; En pausa',
    ]);
    expect(file.records).toHaveLength(4);
    await db.delete(recurringGivings).where(inArray(recurringGivings.prefixedId, [paused, failed, expiring]));
  });
});

async function csvOf(name: string, options: Record<string, unknown> = {}, locale = 'en') {
  const answer = await call<{ adminDonorListExport: { url: string; fileName: string; contentType: string } }>(
    EXPORT,
    { list: name, options },
    owner,
    locale,
  );
  expect(answer.errors).toBeUndefined();
  const link = answer.data.adminDonorListExport;
  expect(link.contentType).toBe('text/csv; charset=utf-8');
  const file = await download(testApp, owner, link.url, 'hope.localhost');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
  const text = file.body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: link.fileName, url: link.url, records: parseCsv(text.slice(1)) };
}

describe('each list as CSV', () => {
  beforeAll(async () => {
    await storeHistory([
      { donorId: 1, date: '2026-11-20', status: 'succeeded', amount: 12_345, refundedAmount: 345 },
      { donorId: 2, date: '2026-11-25', status: 'succeeded', amount: 5000, refundedAmount: 0 },
      { donorId: 2, date: '2026-11-26', status: 'refunded', amount: 9000, refundedAmount: 9000 },
      { donorId: 3, date: '2026-03-01', status: 'succeeded', amount: 7000, refundedAmount: 0 },
      { donorId: 4, date: '2026-11-30', status: 'failed', amount: 7000, refundedAmount: 0 },
    ]);
  });

  it('holds the whole list with totals from cents, formula-guarded', async () => {
    const first = await csvOf('FirstTime');
    expect(first.name).toBe(`donors-first-time-${TODAY}.csv`);
    expect(first.records).toEqual([
      ['Name', 'Email', 'Gifts', 'Total given', 'First gift', 'Last gift'],
      ['Giver2 Lists', 'giver2@example.com', '1', '50.00', '2026-11-25', '2026-11-25'],
      [
        `'=HYPERLINK("http://evil.example") Lists`,
        'giver1@example.com',
        '1',
        '120.00',
        '2026-11-20',
        '2026-11-20',
      ],
    ]);
    const lapsed = await csvOf('Lapsed');
    expect(lapsed.records.slice(1).map((record) => record[1])).toEqual(['giver3@example.com']);
    const top = await csvOf('TopGivers', { limit: 2 });
    expect(top.records.slice(1).map((record) => [record[1], record[3]])).toEqual([
      ['giver1@example.com', '120.00'],
      ['giver2@example.com', '50.00'],
    ]);
  });

  it('never holds another church’s donors', async () => {
    const everyone = await csvOf('TopGivers', { startDate: '2000-01-01', endDate: TODAY, limit: 500 });
    expect(everyone.records.some((record) => record[1] === DEMO_DONOR.email)).toBe(false);
    expect(everyone.records.slice(1).map((record) => record[1])).toEqual([
      'giver1@example.com',
      'giver3@example.com',
      'giver2@example.com',
    ]);
  });

  it('opens only for the administrator who asked, in her church, while she may view gifts', async () => {
    const { url } = await csvOf('FirstTime');
    const donor = await signIn(
      testApp,
      { email: 'giver2@example.com', password: 'giver-2-password' },
      'hope.localhost',
    );
    expect((await download(testApp, donor, url, 'hope.localhost')).statusCode).toBe(404);
    const otherChurch = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect((await download(testApp, otherChurch, url, 'demo.localhost')).statusCode).toBe(404);
    expect((await download(testApp, null, url, 'hope.localhost')).statusCode).toBe(401);

    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, HOPE_OWNER.email));
    await testApp.app.db
      .update(users)
      .set({ abilities: row!.abilities.filter((ability) => ability !== 'view-gifts') })
      .where(and(eq(users.id, row!.id)));
    try {
      expect((await download(testApp, owner, url, 'hope.localhost')).statusCode).toBe(404);
    } finally {
      await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
    }
  });
});
