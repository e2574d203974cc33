// The admin console's "Gifts", "Donors", offline gifts, "Team" and "Activity" against the real
// server, in the hope church (its gifts are only the ones written here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { adminActivity, outboxMessages, users } from '../src/db/schema';
import { buildAdminWorld, HOPE_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';
import { addGift, createDonor } from './reportFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-admin-gifts-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let ruth: { prefixedId: string; id: number };
let sam: { prefixedId: string; id: number };

const RUTH = {
  email: 'ruth@example.com',
  firstName: 'Ruth',
  lastName: 'Moabite',
  password: 'ruth-donor-1234',
};
const SAM = {
  email: 'sam@example.com',
  firstName: 'Samuel',
  lastName: 'Prophet',
  password: 'sam-donor-1234',
};

const GIFTS = `query($org: ID!, $filters: AdminGiftFilters, $after: String, $first: Int) {
  adminGifts(organizationPrefixedId: $org, filters: $filters, after: $after, first: $first) {
    items { prefixedId date amount status memo offlineMethod fundAccountNames donor { prefixedId name email } }
    nextCursor totalResults totalAmount
    fundTotals { fundPrefixedId fundName amount }
    monthTotals { month amount count }
  } }`;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
  await proveSecondFactor(testApp, owner, HOPE_OWNER.email, world.hopeOrg.prefixedId);
  const ruthRow = (await createDonor(testApp, 'hope', RUTH)).user;
  const samRow = (await createDonor(testApp, 'hope', SAM)).user;
  ruth = ruthRow;
  sam = samRow;
  const org = world.hopeOrg.id;
  await addGift(
    testApp,
    { userId: ruth.id, organizationId: org },
    { amount: 5000, date: '2026-01-10', memo: 'a' },
  );
  await addGift(
    testApp,
    { userId: ruth.id, organizationId: org },
    { amount: 2500, date: '2026-01-20', memo: 'b' },
  );
  await addGift(
    testApp,
    { userId: sam.id, organizationId: org },
    { amount: 10000, date: '2026-02-03', memo: 'c' },
  );
  await addGift(
    testApp,
    { userId: sam.id, organizationId: org },
    { amount: 700, date: '2026-02-04', status: 'failed' },
  );
  await addGift(
    testApp,
    { userId: ruth.id, organizationId: org },
    { amount: 1200, date: '2026-03-01', status: 'refunded' },
  );
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.hopeOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

describe('Gifts', () => {
  it('pages newest first by keyset, with totals of every matching gift per fund and per month', async () => {
    const first = await call(GIFTS, { first: 2 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data.adminGifts;
    expect(page1.items.map((gift: { date: string }) => gift.date)).toEqual(['2026-03-01', '2026-02-04']);
    expect(page1).toMatchObject({ totalResults: 5, totalAmount: 17500 });
    expect(page1.fundTotals).toEqual([
      { fundPrefixedId: world.hopeFundId, fundName: 'General Fund', amount: 17500 },
    ]);
    expect(page1.monthTotals).toEqual([
      { month: '2026-02', amount: 10000, count: 1 },
      { month: '2026-01', amount: 7500, count: 2 },
    ]);
    const second = (await call(GIFTS, { first: 2, after: page1.nextCursor })).data.adminGifts;
    expect(second.items.map((gift: { date: string }) => gift.date)).toEqual(['2026-02-03', '2026-01-20']);
    const third = (await call(GIFTS, { first: 2, after: second.nextCursor })).data.adminGifts;
    expect(third.items.map((gift: { date: string }) => gift.date)).toEqual(['2026-01-10']);
    expect(third.nextCursor).toBeNull();
    expect(third.items[0].donor).toEqual({
      prefixedId: ruth.prefixedId,
      name: 'Ruth Moabite',
      email: RUTH.email,
    });
  });

  it('filters by date range, fund, status, donor search and donor', async () => {
    const january = (await call(GIFTS, { filters: { startDate: '2026-01-01', endDate: '2026-01-31' } })).data
      .adminGifts;
    expect(january).toMatchObject({ totalResults: 2, totalAmount: 7500 });
    const failed = (await call(GIFTS, { filters: { status: 'failed' } })).data.adminGifts;
    expect(failed.items.map((gift: { amount: number }) => gift.amount)).toEqual([700]);
    const bySearch = (await call(GIFTS, { filters: { donorSearch: 'prophet' } })).data.adminGifts;
    expect(bySearch.totalResults).toBe(2);
    const byDonor = (await call(GIFTS, { filters: { donorPrefixedId: ruth.prefixedId } })).data.adminGifts;
    expect(byDonor).toMatchObject({ totalResults: 3, totalAmount: 7500 });
    const byFund = (await call(GIFTS, { filters: { fundPrefixedId: world.hopeFundId } })).data.adminGifts;
    expect(byFund.totalResults).toBe(5);
  });

  it('refuses a bad date range, cursor or page size in the request language', async () => {
    const range = await call(GIFTS, { filters: { startDate: '2026-02-01', endDate: '2026-01-01' } }, 'es');
    expect(range.errors![0]!.extensions).toMatchObject({ category: 'validation' });
    expect(Object.keys(range.errors![0]!.extensions.validation)).toEqual(['startDate']);
    const cursor = await call(GIFTS, { after: 'bm90IGEgY3Vyc29y' });
    expect(cursor.errors![0]!.extensions.validation).toEqual({
      after: ['This page link is no longer valid: start again from the first page.'],
    });
    const size = await call(GIFTS, { first: 1000 }, 'es');
    expect(size.errors![0]!.extensions.validation).toEqual({ first: ['Pide de 1 a 250 filas cada vez.'] });
  });

  it('offers every fund of the church to filter by, in its order, hidden online and disabled ones too', async () => {
    const added = await call(
      'mutation($org: ID!) { addFund(organizationPrefixedId: $org, name: "Roof Appeal", isOnlineGivingVisible: false) { prefixedId } }',
    );
    const roof = added.data.addFund.prefixedId as string;
    const disabled = await call(
      'mutation($org: ID!, $fund: ID!) { updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund, input: { isEnabled: false }) { isEnabled } }',
      { fund: roof },
    );
    expect(disabled.data.updateFund.isEnabled).toBe(false);
    const page = (
      await call(`query($org: ID!) { adminGifts(organizationPrefixedId: $org) {
      funds { prefixedId name isOnlineGivingVisible isEnabled } } }`)
    ).data.adminGifts;
    expect(page.funds).toEqual([
      { prefixedId: world.hopeFundId, name: 'General Fund', isOnlineGivingVisible: true, isEnabled: true },
      { prefixedId: roof, name: 'Roof Appeal', isOnlineGivingVisible: false, isEnabled: false },
    ]);
    const byRoof = (await call(GIFTS, { filters: { fundPrefixedId: roof } })).data.adminGifts;
    expect(byRoof).toMatchObject({ totalResults: 0, items: [] });
  });
});

describe('Offline gifts and donors', () => {
  const RECORD = `mutation($org: ID!, $input: OfflineGiftInput!) {
    recordOfflineGift(organizationPrefixedId: $org, input: $input) {
      prefixedId date amount fee netAmount status memo offlineMethod fundAccountNames donor { email } } }`;
  const DONORS =
    'query($org: ID!, $search: String) { adminDonors(organizationPrefixedId: $org, search: $search) { prefixedId name email giftCount totalGiven } }';

  it('records a check marked offline that counts in the totals, the donor list and the donor’s own portal', async () => {
    const answer = await call(RECORD, {
      input: {
        donorPrefixedId: sam.prefixedId,
        method: 'check',
        fundPrefixedId: world.hopeFundId,
        amount: 20000,
        date: '2026-02-15',
        memo: ' Check #1042 ',
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.recordOfflineGift).toMatchObject({
      amount: 20000,
      fee: 0,
      netAmount: 20000,
      status: 'succeeded',
      memo: 'Check #1042',
      offlineMethod: 'check',
      fundAccountNames: ['General Fund'],
      donor: { email: SAM.email },
    });
    const february = (await call(GIFTS, { filters: { startDate: '2026-02-01', endDate: '2026-02-28' } })).data
      .adminGifts;
    expect(february.monthTotals).toEqual([{ month: '2026-02', amount: 30000, count: 2 }]);
    expect(
      february.items.find((gift: { offlineMethod: string | null }) => gift.offlineMethod === 'check'),
    ).toBeDefined();

    const donors = (await call(DONORS, { search: 'samuel' })).data.adminDonors;
    expect(donors).toEqual([
      {
        prefixedId: sam.prefixedId,
        name: 'Samuel Prophet',
        email: SAM.email,
        giftCount: 2,
        totalGiven: 30000,
      },
    ]);

    const samBrowser = await signIn(testApp, SAM, 'hope.localhost');
    const own = (
      await samBrowser.graphql(
        'query($org: ID!) { donorContributions(organizationPrefixedId: $org) { totalAmount items { memo } } }',
        { org: world.hopeOrg.prefixedId },
      )
    ).json() as Answer;
    expect(own.data.donorContributions.totalAmount).toBe(30000);
    expect(
      (
        await call(
          'query($org: ID!) { adminActivity(organizationPrefixedId: $org, first: 1) { items { action } } }',
        )
      ).data.adminActivity.items,
    ).toEqual([{ action: 'gift.recordOffline' }]);
  });

  it('refuses the method’s old British word, cheque, with nothing written', async () => {
    const before = await snapshotDatabase(testApp.app);
    const response = await owner.graphql(RECORD, {
      org: world.hopeOrg.prefixedId,
      input: {
        donorPrefixedId: ruth.prefixedId,
        method: 'cheque',
        fundPrefixedId: world.hopeFundId,
        amount: 1000,
        date: '2026-02-20',
      },
    });
    expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
    // A request of a console from before the rename: the schema's enum names the value it takes.
    expect(response.statusCode).toBe(400);
    expect((response.json() as Answer).errors?.[0]?.message).toContain(
      'Value "cheque" does not exist in "OfflineGiftMethod" enum. Did you mean the enum value "check"?',
    );
  });

  it('refuses a future date, a zero amount and a long memo with nothing written', async () => {
    const before = await snapshotDatabase(testApp.app);
    const answer = await call(
      RECORD,
      {
        input: {
          donorPrefixedId: ruth.prefixedId,
          method: 'cash',
          fundPrefixedId: world.hopeFundId,
          amount: 0,
          date: '2999-01-01',
          memo: 'x'.repeat(501),
        },
      },
      'es',
    );
    expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
    expect(answer.errors![0]!.extensions.validation).toEqual({
      amount: ['El importe debe ser mayor que cero y de 1.000.000,00 como máximo.'],
      date: ['La fecha debe ser un día escrito AAAA-MM-DD, no futuro.'],
      memo: ['La nota puede tener 500 caracteres como máximo.'],
    });
  });
});

describe('Team and activity', () => {
  const TEAM =
    'query($org: ID!) { adminTeam(organizationPrefixedId: $org) { prefixedId email abilities hasPassword } }';
  const INVITE = `mutation($org: ID!, $email: String!, $abilities: [String!]!) {
    inviteAdministrator(organizationPrefixedId: $org, email: $email, abilities: $abilities) { prefixedId email abilities hasPassword } }`;
  const CHANGE = `mutation($org: ID!, $user: ID!, $abilities: [String!]!) {
    updateAdministratorAbilities(organizationPrefixedId: $org, userPrefixedId: $user, abilities: $abilities) { abilities } }`;
  const REMOVE =
    'mutation($org: ID!, $user: ID!) { removeAdministrator(organizationPrefixedId: $org, userPrefixedId: $user) }';

  it('invites with the CLI’s invitation, changes abilities, removes, and logs each change', async () => {
    const invited = await call(INVITE, {
      email: ' Deacon@Example.com ',
      abilities: ['record-gifts', 'view-gifts'],
    });
    expect(invited.errors).toBeUndefined();
    const member = invited.data.inviteAdministrator;
    expect(member).toMatchObject({
      email: 'deacon@example.com',
      abilities: ['view-gifts', 'record-gifts'],
      hasPassword: false,
    });
    const mail = await testApp.app.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.message}->>'to' = 'deacon@example.com'`);
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0]!.message)).toContain('/reset-password/');

    const team = (await call(TEAM)).data.adminTeam;
    expect(team.map((row: { email: string }) => row.email)).toEqual(['deacon@example.com', HOPE_OWNER.email]);

    const changed = await call(CHANGE, { user: member.prefixedId, abilities: ['manage-team'] });
    expect(changed.data.updateAdministratorAbilities.abilities).toEqual(['manage-team']);
    expect((await call(REMOVE, { user: member.prefixedId })).data.removeAdministrator).toBe(true);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.prefixedId, member.prefixedId));
    expect(row!.abilities).toEqual([]);

    const activity = (
      await call(
        'query($org: ID!) { adminActivity(organizationPrefixedId: $org, first: 3) { items { source actor action details } nextCursor } }',
      )
    ).data.adminActivity;
    expect(activity.items.map((item: { action: string }) => item.action)).toEqual([
      'team.remove',
      'team.updateAbilities',
      'team.invite',
    ]);
    expect(activity.items[0]).toMatchObject({ source: 'console', actor: HOPE_OWNER.email });
    expect(JSON.parse(activity.items[1].details)).toMatchObject({
      was: ['view-gifts', 'record-gifts'],
      abilities: ['manage-team'],
    });
    const older = (
      await call(
        'query($org: ID!, $before: String) { adminActivity(organizationPrefixedId: $org, before: $before) { items { action } } }',
        { before: activity.nextCursor },
      )
    ).data.adminActivity;
    expect(older.items.map((item: { action: string }) => item.action)).not.toContain('team.remove');
  });

  it('refuses unknown abilities and taking manage-team from oneself', async () => {
    const me = (await testApp.app.db.select().from(users).where(eq(users.email, HOPE_OWNER.email)))[0]!;
    const unknown = await call(INVITE, { email: 'x@example.com', abilities: ['be-boss'] });
    expect(unknown.errors![0]!.extensions.validation.abilities[0]).toMatch(/^Abilities are a list of/);
    const self = await call(CHANGE, { user: me.prefixedId, abilities: ['view-gifts'] }, 'es');
    expect(self.errors![0]!.extensions.validation.abilities).toEqual([
      'No puedes quitarte a ti mismo la capacidad manage-team: pide a otro administrador que lo haga.',
    ]);
    expect((await call(REMOVE, { user: me.prefixedId })).errors![0]!.extensions.category).toBe('validation');
  });

  it('keeps the activity unchangeable in the database itself', async () => {
    await expect(testApp.app.db.update(adminActivity).set({ action: 'nothing happened' })).rejects.toThrow();
    await expect(testApp.app.db.delete(adminActivity)).rejects.toThrow();
  });

  it('lets a Halo Give operator without abilities do everything', async () => {
    const operator = {
      email: 'operator@example.com',
      firstName: 'Op',
      lastName: 'Erator',
      password: 'operator-1234',
    };
    const { user } = await createDonor(testApp, 'hope', operator);
    await testApp.app.db.update(users).set({ isHaloAdmin: true }).where(eq(users.id, user.id));
    const browser = await signIn(testApp, operator, 'hope.localhost');
    await proveSecondFactor(testApp, browser, operator.email, world.hopeOrg.prefixedId);
    const answer = (await browser.graphql(TEAM, { org: world.hopeOrg.prefixedId })).json() as Answer;
    expect(answer.errors).toBeUndefined();
    const gifts = (await browser.graphql(GIFTS, { org: world.hopeOrg.prefixedId })).json() as Answer;
    expect(gifts.data.adminGifts.totalResults).toBeGreaterThan(0);
  });
});
