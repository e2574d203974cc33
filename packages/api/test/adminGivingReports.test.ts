// The console's giving reports against the real server (docs/PRODUCT.md §18), in the hope
// church on a frozen day: over random gift histories (funds split, refunds whole and partial, failures,
// every method) the database's giving by fund by month is each fund's counted part summed here
// independently, its months add up to its funds and to the Gifts section's fund totals, its months
// and methods against last year are the gifts' kept amounts, and its first-time givers are the
// domain's one definition. Each report's CSV holds the table's rows, refusals name their field, and a
// file opens only for the administrator who asked while she may view gifts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstTimeGivers, keptAmount, samePeriodLastYear, type ListedGift } from '@halo/domain';
import { arbitraryListDay, arbitraryListedGift } from '@halo/domain/src/donorLists/giftHistoryArbitrary';
import { and, eq } from 'drizzle-orm';
import * as fc from 'fast-check';
import { contributionFunds, contributions, funds, users } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
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

const REPORTS = `query($org: ID!, $range: GivingReportRange) {
  adminGivingReports(organizationPrefixedId: $org, range: $range) {
    startDate endDate lastYearStartDate lastYearEndDate
    totalAmount totalCount lastYearTotalAmount lastYearTotalCount
    byFundByMonth { fundPrefixedId fundName month amount count }
    byMethod { method amount count lastYearAmount lastYearCount }
    byMonth { month amount count lastYearAmount lastYearCount }
    firstTimeGivers lastYearFirstTimeGivers } }`;
const GIFTS = `query($org: ID!, $filters: AdminGiftFilters) {
  adminGifts(organizationPrefixedId: $org, filters: $filters, first: 1) { totalAmount fundTotals { fundPrefixedId amount } } }`;
const EXPORT = `query($org: ID!, $report: GivingReportFile!, $range: GivingReportRange) {
  adminGivingReportExport(organizationPrefixedId: $org, report: $report, range: $range) { url fileName contentType } }`;

const METHODS = ['card', 'bank', 'cash', 'check', 'online'] as const;
type Method = (typeof METHODS)[number];

/** A gift of the reports: the lists' gift, split over funds (each part a cent at least), given one way. */
interface ReportGift extends ListedGift {
  method: Method;
  /** Cents per fund, index into fundIds; they add up to the amount. */
  parts: { fund: number; amount: number }[];
}

interface Reports {
  startDate: string;
  endDate: string;
  lastYearStartDate: string;
  lastYearEndDate: string;
  totalAmount: number;
  totalCount: number;
  lastYearTotalAmount: number;
  lastYearTotalCount: number;
  byFundByMonth: { fundPrefixedId: string; fundName: string; month: string; amount: number; count: number }[];
  byMethod: {
    method: string;
    amount: number;
    count: number;
    lastYearAmount: number;
    lastYearCount: number;
  }[];
  byMonth: { month: string; amount: number; count: number; lastYearAmount: number; lastYearCount: number }[];
  firstTimeGivers: number;
  lastYearFirstTimeGivers: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-giving-reports-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
const donorIds: number[] = [];
/** The hope church's funds: its General Fund and two more. */
const fundIds: { id: number; prefixedId: string; name: string }[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error', clockNow: NOW } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
  for (let index = 1; index <= 4; index += 1) {
    const { user } = await createDonor(testApp, 'hope', {
      email: `reported${index}@example.com`,
      firstName: `Reported${index}`,
      lastName: 'Giver',
      password: `reported-${index}-password`,
    });
    donorIds.push(user.id);
  }
  const { db } = testApp.app;
  const [general] = await db.select().from(funds).where(eq(funds.prefixedId, world.hopeFundId));
  const added = await db
    .insert(funds)
    .values(
      ['Missions', '=Building'].map((name, index) => ({
        prefixedId: newPrefixedId('fund'),
        organizationId: world.hopeOrg.id,
        name,
        position: index + 1,
      })),
    )
    .returning();
  fundIds.push(general!, ...added);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(document: string, variables: Record<string, unknown>, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.hopeOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  return response.json() as { data: T; errors?: Answer['errors'] };
}

async function reports(range: Record<string, unknown> | null = null) {
  const answer = await call<{ adminGivingReports: Reports }>(REPORTS, { range });
  expect(answer.errors).toBeUndefined();
  return answer.data.adminGivingReports;
}

/** Replaces the hope church's gifts with `gifts` (domain donor n is the n-th donor made above). */
async function storeHistory(gifts: ReportGift[]) {
  const { db } = testApp.app;
  await db.delete(contributions).where(eq(contributions.organizationId, world.hopeOrg.id));
  if (gifts.length === 0) return;
  const rows = await db
    .insert(contributions)
    .values(
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
        offlineMethod: gift.method === 'card' || gift.method === 'online' ? null : gift.method,
        cardBrand: gift.method === 'card' ? 'visa' : null,
        cardLastFour: gift.method === 'card' ? '4242' : null,
      })),
    )
    .returning({ id: contributions.id });
  await db.insert(contributionFunds).values(
    gifts.flatMap((gift, index) =>
      gift.parts.map((part) => ({
        contributionId: rows[index]!.id,
        fundId: fundIds[part.fund]!.id,
        chargedAmount: part.amount,
        netAmount: part.amount,
      })),
    ),
  );
}

function arbitraryReportGift(): fc.Arbitrary<ReportGift> {
  return fc
    .record({
      gift: arbitraryListedGift(4),
      method: fc.constantFrom(...METHODS),
      // One to three funds, each share 1–10 of a gift of $1.00 or more: every part is 3 cents or more.
      shares: fc.uniqueArray(
        fc.record({ fund: fc.integer({ min: 0, max: 2 }), share: fc.integer({ min: 1, max: 10 }) }),
        {
          minLength: 1,
          maxLength: 3,
          selector: (part) => part.fund,
        },
      ),
    })
    .map(({ gift, method, shares }) => {
      const whole = shares.reduce((total, part) => total + part.share, 0);
      const parts = shares.map((part) => ({
        fund: part.fund,
        amount: Math.floor((gift.amount * part.share) / whole),
      }));
      parts[0]!.amount += gift.amount - parts.reduce((total, part) => total + part.amount, 0);
      return { ...gift, method, parts };
    });
}

/** What counts, computed here without SQL: succeeded gifts in the days, a fund's part less its share of a refund. */
const within = (gift: ListedGift, period: { start: string; end: string }) =>
  gift.status === 'succeeded' && period.start <= gift.date && gift.date <= period.end;
const fundPart = (gift: ReportGift, amount: number) =>
  amount - Math.floor((amount * gift.refundedAmount) / gift.amount);

function addTo<K>(map: Map<K, { amount: number; count: number }>, key: K, amount: number) {
  const entry = map.get(key) ?? { amount: 0, count: 0 };
  map.set(key, { amount: entry.amount + amount, count: entry.count + 1 });
}

describe('the database’s reports agree with the gifts', () => {
  it('by fund by month, by month and method against last year, and first-time givers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryReportGift(), { maxLength: 25 }),
        fc.tuple(arbitraryListDay(), arbitraryListDay()),
        async (gifts, days) => {
          await storeHistory(gifts);
          const [start, end] = days.map((day) => (day > TODAY ? TODAY : day)).sort();
          const period = { start: start!, end: end! };
          const lastYear = samePeriodLastYear(period);
          const report = await reports({ startDate: period.start, endDate: period.end });

          const byFundMonth = new Map<string, { amount: number; count: number }>();
          const byMonth = new Map<string, { amount: number; count: number }>();
          const byMethod = new Map<string, { amount: number; count: number }>();
          const lastYearByMonth = new Map<string, { amount: number; count: number }>();
          const lastYearByMethod = new Map<string, { amount: number; count: number }>();
          for (const gift of gifts) {
            const month = gift.date.slice(0, 7);
            if (within(gift, period)) {
              for (const part of gift.parts) {
                addTo(byFundMonth, `${fundIds[part.fund]!.prefixedId} ${month}`, fundPart(gift, part.amount));
              }
              addTo(byMonth, month, keptAmount(gift));
              addTo(byMethod, gift.method, keptAmount(gift));
            }
            if (within(gift, lastYear)) {
              const next = `${Number(month.slice(0, 4)) + 1}${month.slice(4)}`;
              addTo(lastYearByMonth, next, keptAmount(gift));
              addTo(lastYearByMethod, gift.method, keptAmount(gift));
            }
          }

          expect(report).toMatchObject({
            startDate: period.start,
            endDate: period.end,
            lastYearStartDate: lastYear.start,
            lastYearEndDate: lastYear.end,
          });
          expect(
            new Map(
              report.byFundByMonth.map((row) => [
                `${row.fundPrefixedId} ${row.month}`,
                { amount: row.amount, count: row.count },
              ]),
            ),
          ).toEqual(byFundMonth);
          expect(report.byFundByMonth).toHaveLength(byFundMonth.size);

          // The total over months is the total over funds, and the Gifts section's fund totals.
          const overMonths = report.byFundByMonth.reduce((total, row) => total + row.amount, 0);
          const perFund = new Map<string, number>();
          for (const row of report.byFundByMonth) {
            perFund.set(row.fundPrefixedId, (perFund.get(row.fundPrefixedId) ?? 0) + row.amount);
          }
          expect([...perFund.values()].reduce((total, amount) => total + amount, 0)).toBe(overMonths);
          const giftsSection = await call<{
            adminGifts: { totalAmount: number; fundTotals: { fundPrefixedId: string; amount: number }[] };
          }>(GIFTS, { filters: { startDate: period.start, endDate: period.end, status: 'succeeded' } });
          expect(
            new Map(
              giftsSection.data.adminGifts.fundTotals.map((fund) => [fund.fundPrefixedId, fund.amount]),
            ),
          ).toEqual(perFund);
          expect(report.totalAmount).toBe(giftsSection.data.adminGifts.totalAmount);

          for (const row of report.byMonth) {
            expect([row.month, row.amount, row.count]).toEqual([
              row.month,
              byMonth.get(row.month)?.amount ?? 0,
              byMonth.get(row.month)?.count ?? 0,
            ]);
            expect([row.month, row.lastYearAmount, row.lastYearCount]).toEqual([
              row.month,
              lastYearByMonth.get(row.month)?.amount ?? 0,
              lastYearByMonth.get(row.month)?.count ?? 0,
            ]);
          }
          expect(report.byMonth[0]!.month).toBe(period.start.slice(0, 7));
          expect(report.byMonth.at(-1)!.month).toBe(period.end.slice(0, 7));

          const methods = new Set([...byMethod.keys(), ...lastYearByMethod.keys()]);
          expect(new Map(report.byMethod.map((row) => [row.method, row]))).toEqual(
            new Map(
              [...methods].map((method) => [
                method,
                {
                  method,
                  amount: byMethod.get(method)?.amount ?? 0,
                  count: byMethod.get(method)?.count ?? 0,
                  lastYearAmount: lastYearByMethod.get(method)?.amount ?? 0,
                  lastYearCount: lastYearByMethod.get(method)?.count ?? 0,
                },
              ]),
            ),
          );

          expect(report.firstTimeGivers).toBe(firstTimeGivers(gifts, period).size);
          expect(report.lastYearFirstTimeGivers).toBe(firstTimeGivers(gifts, lastYear).size);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the period', () => {
  it('defaults to this month and the eleven before it, every month a row', async () => {
    await storeHistory([]);
    const report = await reports();
    expect([report.startDate, report.endDate, report.lastYearStartDate, report.lastYearEndDate]).toEqual([
      '2026-01-01',
      TODAY,
      '2025-01-01',
      '2025-12-02',
    ]);
    expect(report.byMonth.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_unused, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    expect(report.byFundByMonth).toEqual([]);
  });

  it.each([
    [{ startDate: '2026-13-01' }, 'startDate', 'en'],
    [{ endDate: '2026-12-03' }, 'endDate', 'en'],
    [{ startDate: '2026-06-01', endDate: '2026-05-01' }, 'startDate', 'en'],
    [{ startDate: '2020-01-01', endDate: '2026-01-01' }, 'startDate', 'es'],
  ])('refuses %j, naming %s in the reader’s language', async (range, field, locale) => {
    const answer = await call<unknown>(REPORTS, { range }, locale);
    const validation = answer.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;
    expect(Object.keys(validation ?? {})).toEqual([field]);
    if (locale === 'es') expect(validation![field]).toEqual(['Elige un período de 5 años o menos.']);
  });
});

async function csvOf(report: string, range: Record<string, unknown> | null, locale = 'en') {
  const answer = await call<{
    adminGivingReportExport: { url: string; fileName: string; contentType: string };
  }>(EXPORT, { report, range }, locale);
  expect(answer.errors).toBeUndefined();
  const link = answer.data.adminGivingReportExport;
  expect(link.contentType).toBe('text/csv; charset=utf-8');
  const file = await download(testApp, owner, link.url, 'hope.localhost');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
  const text = file.body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: link.fileName, url: link.url, records: parseCsv(text.slice(1)) };
}

describe('each report as CSV', () => {
  const gift = (
    date: string,
    amount: number,
    method: Method,
    parts: ReportGift['parts'],
    extra: Partial<ReportGift> = {},
  ): ReportGift => ({
    donorId: 1,
    date,
    amount,
    status: 'succeeded',
    refundedAmount: 0,
    method,
    parts,
    ...extra,
  });
  const range = { startDate: '2026-10-01', endDate: '2026-11-30' };

  beforeAll(async () => {
    await storeHistory([
      gift(
        '2026-10-05',
        10_000,
        'card',
        [
          { fund: 0, amount: 6000 },
          { fund: 2, amount: 4000 },
        ],
        { refundedAmount: 1000 },
      ),
      gift('2026-11-01', 2500, 'cash', [{ fund: 1, amount: 2500 }], { donorId: 2 }),
      gift('2026-11-02', 9900, 'check', [{ fund: 1, amount: 9900 }], {
        status: 'refunded',
        refundedAmount: 9900,
      }),
      gift('2025-10-20', 4000, 'check', [{ fund: 0, amount: 4000 }], { donorId: 3 }),
    ]);
  });

  it('holds the rows of the table, amounts from cents, formula-guarded', async () => {
    const byFund = await csvOf('ByFundByMonth', range);
    expect(byFund.name).toBe(`giving-by-fund-by-month-${TODAY}.csv`);
    expect(byFund.records).toEqual([
      ['Fund', 'Month', 'Amount', 'Gifts'],
      ["'=Building", '2026-10', '36.00', '1'],
      ['General Fund', '2026-10', '54.00', '1'],
      ['Missions', '2026-11', '25.00', '1'],
    ]);
    const byMethod = await csvOf('ByMethod', range, 'es');
    expect(byMethod.records).toEqual([
      ['Método', 'Monto', 'Donaciones', 'Monto del año anterior', 'Donaciones del año anterior'],
      ['Tarjeta', '90.00', '1', '0.00', '0'],
      ['Efectivo', '25.00', '1', '0.00', '0'],
      ['Cheque', '0.00', '0', '40.00', '1'],
    ]);
    const byMonth = await csvOf('ByMonth', range);
    expect(byMonth.name).toBe(`giving-by-month-${TODAY}.csv`);
    expect(byMonth.records).toEqual([
      ['Month', 'Amount', 'Gifts', 'Amount last year', 'Gifts last year'],
      ['2026-10', '90.00', '1', '40.00', '1'],
      ['2026-11', '25.00', '1', '0.00', '0'],
    ]);
    const report = await reports(range);
    expect([report.firstTimeGivers, report.lastYearFirstTimeGivers]).toEqual([2, 1]);
  });

  it('opens only for the administrator who asked, in her church, while she may view gifts', async () => {
    const { url } = await csvOf('ByMonth', range);
    const donor = await signIn(
      testApp,
      { email: 'reported2@example.com', password: 'reported-2-password' },
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
