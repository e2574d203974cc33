// The accounting export against the real server (PGlite and PostgreSQL): the church's accounts set in
// Payments ('manage-giving', refused by field in en and es), then deposits written as journals for
// QuickBooks Online and Xero ('view-gifts'): one deposit, or a period of them, each balancing to the
// cent, with split gifts, a refund, a dispute and its fee, and a negative net carried into the next
// payout. Each way in is refused: another church, no ability, a guest, a bad CSRF token.
import { and, eq, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributionDisputes,
  contributionRefunds,
  deposits,
  funds,
  organizations,
  users,
} from '../../db/schema';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from '../../../test/adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from '../../../test/helper';
import { addGift, addSplitGift, createDonor, parseCsv } from '../../../test/reportFixtures';
import { applyMutation, dateValues, payloadMutation, requestLocale } from '../../../test/hostileValues';
import { toJsonText } from '../../../test/jsonText';

jest.setTimeout(60_000);

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let now = new Date('2027-02-01T18:00:00Z');
const at = (day: string) => new Date(`${day}T18:00:00Z`);
let giftDeposit: string;
let fundIds: { general: string; missions: string; all: { prefixedId: string; name: string }[] };

const READ = `query($org: ID!) { adminAccountingAccounts(organizationPrefixedId: $org) {
  bankAccount feesAccount funds { fundPrefixedId fundName incomeAccount } } }`;
const UPDATE = `mutation($org: ID!, $input: AccountingAccountsInput!) {
  updateAccountingAccounts(organizationPrefixedId: $org, input: $input) {
    bankAccount feesAccount funds { fundPrefixedId fundName incomeAccount } } }`;
const EXPORT = '/api/admin/accounting-export';

async function call(
  browser: TestBrowser,
  document: string,
  variables: Record<string, unknown>,
  locale = 'en',
) {
  const response = await browser.request({
    method: 'POST',
    url: '/graphql',
    payload: { query: document, variables: { org: world.demoOrg.prefixedId, ...variables } },
    headers: { 'x-locale': locale },
  });
  return { status: response.statusCode, answer: response.json() as Answer };
}

function exportOf(browser: TestBrowser, payload: Record<string, unknown>, locale = 'en') {
  return browser.request({ method: 'POST', url: EXPORT, payload, headers: { 'x-locale': locale } });
}

const cents = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));

beforeAll(async () => {
  testApp = await startTestApp({ clock: () => now });
  world = await buildAdminWorld(testApp);
  const { db } = testApp.app;
  const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [donor] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, demo!.id), eq(users.email, 'donor@example.com')));
  const giver = { userId: donor!.id, organizationId: demo!.id };
  await testApp.app.sandboxPayouts.runOnce();
  const churchFunds = await db.select().from(funds).where(eq(funds.organizationId, demo!.id));
  const general = churchFunds.find((fund) => fund.isDefault)!;
  const missions = churchFunds.find((fund) => fund.name === 'Missions')!;
  fundIds = {
    general: general.prefixedId,
    missions: missions.prefixedId,
    all: churchFunds.map((fund) => ({ prefixedId: fund.prefixedId, name: fund.name })),
  };
  // The deposit of the 5th: $30.00 to General, and $50.00 split evenly with Missions.
  const single = await addGift(testApp, giver, { amount: 3000, date: '2027-02-03' });
  const split = await addSplitGift(testApp, giver, {
    date: '2027-02-03',
    parts: [
      { fundName: general.name, amount: 2500 },
      { fundName: 'Missions', amount: 2500 },
    ],
  });
  now = at('2027-02-05');
  await testApp.app.sandboxPayouts.runOnce();
  // The deposit of the 6th takes back $10.01 of the split gift and the whole single gift, disputed:
  // its net is negative and carried into the deposit of the 9th.
  await db.insert(contributionRefunds).values({
    prefixedId: newPrefixedId('ref'),
    organizationId: demo!.id,
    contributionId: split.id,
    requestKey: 'accounting-export-refund',
    amount: 1001,
    processorRefundId: 're_sandbox_accounting_export',
    actorLabel: 'owner@example.com',
    createdAt: at('2027-02-06'),
  });
  await db.insert(contributionDisputes).values({
    organizationId: demo!.id,
    contributionId: single.id,
    processorDisputeId: 'dp_accounting_export',
    status: 'needs_response',
    amount: 3000,
    currency: 'usd',
    reason: 'fraudulent',
    fee: 1500,
    eventCreated: at('2027-02-06'),
    createdAt: at('2027-02-06'),
  });
  now = at('2027-02-06');
  await testApp.app.sandboxPayouts.runOnce();
  await addGift(testApp, giver, { amount: 10000, date: '2027-02-07', fundName: 'Missions' });
  now = at('2027-02-09');
  await testApp.app.sandboxPayouts.runOnce();
  const [ofTheFifth] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.organizationId, demo!.id), eq(deposits.payoutDate, '2027-02-05')));
  giftDeposit = ofTheFifth!.prefixedId;
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('the accounts, in Payments', () => {
  it('starts with none set, every fund listed', async () => {
    const { answer } = await call(owner, READ, {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data.adminAccountingAccounts).toMatchObject({ bankAccount: null, feesAccount: null });
    expect(answer.data.adminAccountingAccounts.funds).toHaveLength(fundIds.all.length);
  });

  it('refuses what would not import as it is, naming the field, in English and Spanish; nothing is written', async () => {
    const refused = await call(owner, UPDATE, {
      input: {
        bankAccount: '=HYPERLINK("http://evil")',
        feesAccount: 'x'.repeat(101),
        funds: [{ fundPrefixedId: fundIds.missions, incomeAccount: 'Missions\nIncome' }],
      },
    });
    const validation = refused.answer.errors?.[0]?.extensions.validation;
    expect(validation.bankAccount).toEqual([
      'Bank account: an account cannot start with =, +, - or @ (spreadsheets read those as formulas).',
    ]);
    expect(validation.feesAccount[0]).toMatch(/^Fees account: use at most 100 characters/);
    expect(validation['funds.0.incomeAccount'][0]).toMatch(/^Income account for Missions: /);
    const spanish = await call(owner, UPDATE, { input: { bankAccount: '+1' } }, 'es');
    expect(spanish.answer.errors?.[0]?.extensions.validation.bankAccount[0]).toMatch(
      /^Cuenta bancaria: una cuenta no puede empezar/,
    );
    expect((await call(owner, READ, {})).answer.data.adminAccountingAccounts.bankAccount).toBeNull();
  });

  it('sets the accounts, trimmed, and records the change', async () => {
    const { answer } = await call(owner, UPDATE, {
      input: {
        bankAccount: ' Checking ',
        feesAccount: 'Bank Charges & Fees',
        funds: fundIds.all.map((fund) => ({
          fundPrefixedId: fund.prefixedId,
          incomeAccount: `Contributions:${fund.name}`,
        })),
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateAccountingAccounts.bankAccount).toBe('Checking');
    const missions = answer.data.updateAccountingAccounts.funds.find(
      (fund: { fundPrefixedId: string }) => fund.fundPrefixedId === fundIds.missions,
    );
    expect(missions.incomeAccount).toBe('Contributions:Missions');
    const logged = (await testApp.app.db.execute(
      sql`SELECT action FROM admin_activity WHERE organization_id = ${world.demoOrg.id} AND action = 'payments.accountingAccounts'`,
    )) as unknown as { rows: unknown[] };
    expect(logged.rows).toHaveLength(1);
  });

  it("refuses another church's fund as not found", async () => {
    const { answer } = await call(owner, UPDATE, {
      input: { funds: [{ fundPrefixedId: world.hopeFundId, incomeAccount: '4000' }] },
    });
    expect(answer.errors?.[0]?.extensions.category).toBe('not_found');
  });
});

describe('the journals', () => {
  it('writes one deposit for QuickBooks Online: the bank debited the net, fees, each fund credited its gifts', async () => {
    const response = await exportOf(owner, { format: 'quickbooksOnline', depositPrefixedId: giftDeposit });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quickbooks-online-journal-2027-02-05.csv"',
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Journal No.',
      'Journal Date',
      'Account Name',
      'Debits',
      'Credits',
      'Description',
      'Name',
    ]);
    expect(rows.slice(1)).toEqual([
      ['HG-20270205', '02/05/2027', 'Checking', '77.08', '', 'Deposit po_sandbox_2027-02-05', ''],
      ['HG-20270205', '02/05/2027', 'Bank Charges & Fees', '2.92', '', 'Processing fees', ''],
      [
        'HG-20270205',
        '02/05/2027',
        `Contributions:${fundIds.all.find((fund) => fund.prefixedId === fundIds.general)!.name}`,
        '',
        '55.00',
        expect.stringMatching(/^Gifts to /),
        '',
      ],
      ['HG-20270205', '02/05/2027', 'Contributions:Missions', '', '25.00', 'Gifts to Missions', ''],
    ]);
  });

  it('writes a period for Xero, every journal balancing to the cent, the refund split over the gift’s funds', async () => {
    await call(owner, UPDATE, {
      input: {
        bankAccount: '090',
        feesAccount: '404',
        funds: fundIds.all.map((fund, index) => ({
          fundPrefixedId: fund.prefixedId,
          incomeAccount: String(200 + index),
        })),
      },
    });
    const response = await exportOf(
      owner,
      { format: 'xero', startDate: '2027-02-05', endDate: '2027-02-09' },
      'es',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="xero-journal-2027-02-05-to-2027-02-09.csv"',
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount']);
    const journals = new Map<string, string[][]>();
    for (const row of rows.slice(1)) journals.set(row[0]!, [...(journals.get(row[0]!) ?? []), row]);
    expect([...journals.keys()].map((narration) => narration.match(/\((HG-\d+)\)$/)?.[1])).toEqual([
      'HG-20270205',
      'HG-20270206',
      'HG-20270209',
    ]);
    for (const lines of journals.values()) {
      expect(lines.reduce((sum, line) => sum + cents(line[5]!), 0)).toBe(0);
      expect(lines.every((line) => line[4] === 'Tax Exempt')).toBe(true);
    }
    const carried = journals.get([...journals.keys()][1]!)!;
    expect(carried.map((line) => [line[2], line[5]])).toEqual([
      ['Depósito po_sandbox_2027-02-06: arrastrado al pago siguiente', '-55.01'],
      ['Comisiones de disputa', '15.00'],
      [expect.stringMatching(/^Reembolsos de donativos a /), '5.00'],
      [expect.stringMatching(/^Donativos disputados a /), '30.00'],
      ['Reembolsos de donativos a Missions', '5.01'],
    ]);
    const next = journals.get([...journals.keys()][2]!)!;
    expect(next.map((line) => [line[3], line[5]])).toEqual([
      ['090', '41.79'],
      ['090', '55.01'],
      ['404', '3.20'],
      [expect.any(String), '-100.00'],
    ]);
  });

  it('refuses an export the church’s accounts cannot make, naming what to set', async () => {
    await call(owner, UPDATE, {
      input: { funds: [{ fundPrefixedId: fundIds.missions, incomeAccount: '' }] },
    });
    const missing = await exportOf(owner, { format: 'quickbooksOnline', depositPrefixedId: giftDeposit });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: {
        accounts: [
          'Set these accounts under Payments, Accounting accounts, before exporting: Income account for Missions.',
        ],
      },
    });
    await call(owner, UPDATE, {
      input: { funds: [{ fundPrefixedId: fundIds.missions, incomeAccount: 'Missions Income Account' }] },
    });
    const notACode = await exportOf(owner, { format: 'xero', depositPrefixedId: giftDeposit }, 'es');
    expect(notACode.statusCode).toBe(422);
    expect((notACode.json() as { errors: { accounts: string[] } }).errors.accounts[0]).toMatch(
      /^Cuenta de ingresos de Missions: Xero importa códigos/,
    );
    const quickBooks = await exportOf(owner, { format: 'quickbooksOnline', depositPrefixedId: giftDeposit });
    expect(quickBooks.statusCode).toBe(200);
  });

  it('refuses periods that are not one, and a period without deposits, by field', async () => {
    const refusal = async (payload: Record<string, unknown>) => {
      const response = await exportOf(owner, { format: 'quickbooksOnline', ...payload });
      expect(response.statusCode).toBe(422);
      return (response.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(await refusal({ startDate: '2027-02-31', endDate: 'soon' })).toEqual({
      startDate: ['Start date: enter a date as YYYY-MM-DD.'],
      endDate: ['End date: enter a date as YYYY-MM-DD.'],
    });
    expect(await refusal({ startDate: '2027-02-09', endDate: '2027-02-05' })).toHaveProperty('startDate');
    expect(await refusal({ startDate: '2025-01-01', endDate: '2027-02-05' })).toHaveProperty('endDate');
    expect(await refusal({ startDate: '2026-06-01', endDate: '2026-06-30' })).toEqual({
      startDate: ['Start date: no deposits were paid out from 2026-06-01 to 2026-06-30.'],
    });
    expect(await refusal({ format: 'sage', depositPrefixedId: giftDeposit })).toHaveProperty('format');
    const unknown = await exportOf(owner, { format: 'xero', depositPrefixedId: 'dep_unknown' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('every way in is refused', () => {
  it("another church's administrator finds neither the deposit nor the accounts", async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const one = await exportOf(hope, { format: 'xero', depositPrefixedId: giftDeposit });
    expect(one.statusCode).toBe(404);
    const period = await exportOf(hope, { format: 'xero', startDate: '2027-02-01', endDate: '2027-02-09' });
    expect(period.statusCode).toBe(422);
    const read = await hope.graphql(READ, { org: world.demoOrg.prefixedId });
    expect((read.json() as Answer).errors?.[0]?.extensions.category).toBe('not_found');
    const update = await hope.graphql(UPDATE, { org: world.demoOrg.prefixedId, input: { bankAccount: 'x' } });
    expect((update.json() as Answer).errors?.[0]?.extensions.category).toBe('not_found');
  });

  it("an administrator without 'view-gifts' cannot export, one without 'manage-giving' cannot see the accounts", async () => {
    await createDonor(testApp, 'demo', {
      email: 'treasurer@example.com',
      firstName: 'Tia',
      lastName: 'Treasurer',
      password: 'treasurer-1234',
      abilities: ['view-gifts'],
    });
    await createDonor(testApp, 'demo', {
      email: 'giving-only@example.com',
      firstName: 'Gil',
      lastName: 'Giving',
      password: 'giving-only-1234',
      abilities: ['manage-giving'],
    });
    const treasurer = await signIn(
      testApp,
      { email: 'treasurer@example.com', password: 'treasurer-1234' },
      'demo.localhost',
    );
    expect((await call(treasurer, READ, {})).answer.errors?.[0]?.extensions.category).toBe('authorization');
    expect(
      (await call(treasurer, UPDATE, { input: { bankAccount: 'x' } })).answer.errors?.[0]?.extensions
        .category,
    ).toBe('authorization');
    expect(
      (await exportOf(treasurer, { format: 'quickbooksOnline', depositPrefixedId: giftDeposit })).statusCode,
    ).toBe(200);
    const givingOnly = await signIn(
      testApp,
      { email: 'giving-only@example.com', password: 'giving-only-1234' },
      'demo.localhost',
    );
    const refused = await exportOf(givingOnly, { format: 'xero', depositPrefixedId: giftDeposit });
    expect(refused.statusCode).toBe(403);
    expect((await call(givingOnly, READ, {})).answer.errors).toBeUndefined();
  });

  it('a guest is asked to sign in, and a bad CSRF token is refused', async () => {
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    expect((await exportOf(guest, { format: 'xero', depositPrefixedId: giftDeposit })).statusCode).toBe(401);
    expect((await call(guest, READ, {})).status).toBe(401);
    const forgedExport = await owner.request({
      method: 'POST',
      url: EXPORT,
      payload: { format: 'xero', depositPrefixedId: giftDeposit },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(forgedExport.statusCode).toBe(419);
    const forgedUpdate = await owner.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: UPDATE, variables: { org: world.demoOrg.prefixedId, input: { bankAccount: 'x' } } },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(forgedUpdate.statusCode).toBe(419);
  });
});

describe('hostile input', () => {
  it('never answers a 5xx: a refusal is JSON with its message, in Spanish when asked, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          (await testApp.app.db.execute(
            sql`SELECT (SELECT count(*) FROM church_accounting_accounts) + (SELECT count(*) FROM fund_accounting_accounts) AS n`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0]!.n,
      );
    const before = await count();
    const base = { format: 'xero', depositPrefixedId: null, startDate: '2027-02-05', endDate: '2027-02-09' };
    await fc.assert(
      fc.asyncProperty(
        payloadMutation(base, {
          depositPrefixedId: fc.constantFrom(giftDeposit, 'dep_unknown', ''),
          startDate: dateValues('2027-02-09'),
          endDate: dateValues('2027-02-09'),
          format: fc.constantFrom('xero', 'quickbooksOnline', 'XERO', ''),
        }),
        requestLocale,
        async (mutation, locale) => {
          const response = await owner.request({
            method: 'POST',
            url: EXPORT,
            payload: toJsonText(applyMutation(base, mutation)),
            headers: { 'content-type': 'application/json', 'x-locale': locale },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) {
            expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
            return;
          }
          const answer = response.json() as { message: string; errors?: Record<string, string[]> };
          expect(typeof answer.message).toBe('string');
          if (locale === 'es' && response.statusCode === 422) {
            expect(
              Object.values(answer.errors ?? {})
                .flat()
                .join(' '),
            ).not.toMatch(/\b(enter|choose|Set these)\b/);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(await count()).toBe(before);
  });
});
