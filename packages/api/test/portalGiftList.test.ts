// The donor's gifts in the portal: the list with its pages, filters, search and date range, and the
// refusals of bad filters (docs/CONTRACTS.md "GraphQL: the portal"), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { contributions } from '../src/db/schema';
import { type TestApp } from './helper';
import { openPortalReportsWorld, type PortalReportsWorld } from './portalReportsWorld';

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const world = openPortalReportsWorld();
const { list, today } = world;
let testApp: TestApp;
let demoDonorId: PortalReportsWorld['demoDonorId'];
let allIds: string[];
beforeAll(() => {
  ({ testApp, demoDonorId, allIds } = world);
});

describe('donorContributions', () => {
  it('lists the donor’s own gifts newest first, 20 a page by default, with totals over every match', async () => {
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, demoDonorId.id));
    const answer = await list({});
    const page = answer.data.donorContributions;
    expect(page.totalResults).toBe(rows.length);
    expect(page.totalAmount).toBe(
      rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.chargedAmount, 0),
    );
    expect(page.items).toHaveLength(20);
    const dates = page.items.map((item: { date: string }) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0].fundAccountNames.length).toBeGreaterThan(0);
    expect(
      page.items.every((item: { prefixedId: string }) =>
        rows.some((row) => row.prefixedId === item.prefixedId),
      ),
    ).toBe(true);
  });

  it('pages through every gift, and perPage null is All', async () => {
    expect(allIds.length).toBeGreaterThan(60);
    const second = await list({ page: 2, perPage: 20 });
    expect(
      second.data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId),
    ).toEqual(allIds.slice(20, 40));
    const last = Math.ceil(allIds.length / 50);
    const tail = await list({ page: last, perPage: 50 });
    expect(tail.data.donorContributions.items).toHaveLength(allIds.length - (last - 1) * 50);
    const beyond = await list({ page: last + 1, perPage: 50 });
    expect(beyond.data.donorContributions.items).toEqual([]);
  });

  it('filters one-time and recurring gifts', async () => {
    const oneTime = (await list({ type: 'one_time', perPage: null })).data.donorContributions;
    const recurring = (await list({ type: 'recurring', perPage: null })).data.donorContributions;
    expect(oneTime.totalResults + recurring.totalResults).toBe(allIds.length);
    expect(oneTime.items.every((item: { recurringGiving: unknown }) => item.recurringGiving === null)).toBe(
      true,
    );
    expect(
      recurring.items.every((item: { recurringGiving: { prefixedId: string } }) =>
        item.recurringGiving.prefixedId.startsWith('rcg_'),
      ),
    ).toBe(true);
  });

  it('searches memo, fund names, amount as typed and transaction id; LIKE wildcards are literal', async () => {
    const memo = (await list({ search: 'grandma', perPage: null })).data.donorContributions;
    expect(memo.totalResults).toBeGreaterThan(0);
    expect(memo.items.every((item: { memo: string }) => /grandma/i.test(item.memo))).toBe(true);

    const fund = (await list({ search: 'building', perPage: null })).data.donorContributions;
    expect(fund.totalResults).toBeGreaterThan(0);
    expect(
      fund.items.every((item: { fundAccountNames: string[] }) =>
        item.fundAccountNames.includes('Building Fund'),
      ),
    ).toBe(true);

    for (const typed of ['12.34', '$12.34']) {
      const amount = (await list({ search: typed, perPage: null })).data.donorContributions;
      expect(amount.items.map((item: { amount: number }) => item.amount)).toEqual(Array(6).fill(1234));
    }

    const id = allIds[3]!;
    const byId = (await list({ search: id.slice(4, 16) })).data.donorContributions;
    expect(byId.items.map((item: { prefixedId: string }) => item.prefixedId)).toEqual([id]);

    expect((await list({ search: '%' })).data.donorContributions.totalResults).toBe(0);
  });

  it('limits to an inclusive date range on the organization’s calendar', async () => {
    const range = (await list({ startDate: '2020-01-15', endDate: '2020-01-15', perPage: null })).data
      .donorContributions;
    expect(range.totalResults).toBe(6);
    const open = (await list({ endDate: '2020-01-14' })).data.donorContributions;
    expect(open.totalResults).toBe(0);
    const recent = (await list({ startDate: today(), perPage: null })).data.donorContributions;
    expect(recent.items.every((item: { date: string }) => item.date === today())).toBe(true);
  });

  it('refuses bad filters with the domain’s messages in X-Locale', async () => {
    const invalid = await list({ startDate: '2024-02-30' });
    expect(invalid.data).toBeNull();
    expect(invalid.errors?.[0]?.extensions).toEqual({
      category: 'validation',
      validation: { startDate: ['Invalid date'] },
    });
    const spanish = await list({ startDate: 'yesterday' }, 'es');
    expect(spanish.errors?.[0]?.extensions).toEqual({
      category: 'validation',
      validation: { startDate: ['Fecha no válida'] },
    });
    const future = await list({ endDate: '2999-01-01' });
    expect(future.errors?.[0]?.extensions.validation).toEqual({ endDate: ['Invalid date range'] });
    const reversed = await list({ startDate: '2024-03-02', endDate: '2024-03-01' });
    expect(reversed.errors?.[0]?.extensions.validation).toEqual({
      startDate: ['Please select a start date before your end date.'],
    });
    const pageSize = await list({ perPage: 7, page: 0 });
    expect(Object.keys(pageSize.errors?.[0]?.extensions.validation as object).sort()).toEqual([
      'page',
      'perPage',
    ]);
  });
});
