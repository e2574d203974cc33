// The church rules the halo CLI and the admin console share (src/organizations/, the administrator
// invitation), on the real database: what each change writes, and each refusal writing nothing.
import { and, eq, sql } from 'drizzle-orm';
import { inviteAdministrator } from '../src/core/accounts/administratorInvitation';
import type { Database } from '../src/db/database';
import {
  ADMINISTRATOR_ABILITIES,
  authTokens,
  funds,
  organizations,
  outboxMessages,
  recurringGivingFunds,
  recurringGivings,
  users,
  type OrganizationRow,
} from '../src/db/schema';
import { addAllowedWebsite, removeAllowedWebsite } from '../src/organizations/allowedWebsites';
import { ChurchSettingsError } from '../src/organizations/ChurchSettingsError';
import { addFund, findFund, updateFund } from '../src/organizations/churchFunds';
import { createChurch } from '../src/organizations/createChurch';
import { findChurchForChange, updateChurch } from '../src/organizations/updateChurch';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, type TestApp } from './helper';

let testApp: TestApp;
let db: Database;
beforeAll(async () => {
  testApp = await startTestApp();
  db = testApp.app.db;
});
afterAll(() => testApp?.close());

const SETTINGS = { publicUrl: 'https://give.example.org', now: new Date('2026-11-25T12:00:00Z') };

/** Runs `change` in one transaction, as the CLI and the console do. */
const inTransaction = <T>(change: (tx: Database) => Promise<T>) => db.transaction((tx) => change(tx));

const church = (subdomain: string) => inTransaction((tx) => findChurchForChange(tx, subdomain));

/** The refusal `change` ends in (field and message key), and proof that it wrote nothing. */
async function refusalOf(change: (tx: Database) => Promise<unknown>): Promise<[string, string]> {
  const footprint = () =>
    db.execute(sql`SELECT (SELECT count(*) FROM organizations) o, (SELECT count(*) FROM funds) f,
      (SELECT count(*) FROM users) u, (SELECT count(*) FROM outbox_messages) m,
      (SELECT string_agg(md5(row(organizations.*)::text), ',' ORDER BY id) FROM organizations) h`);
  const before = JSON.stringify(await footprint());
  const refusal = await inTransaction(change).then(
    () => null,
    (error: unknown) => error,
  );
  expect(JSON.stringify(await footprint())).toBe(before);
  if (!(refusal instanceof ChurchSettingsError)) throw refusal ?? new Error('not refused');
  return [refusal.field, refusal.key];
}

describe('createChurch', () => {
  it('writes the church, its fund, letter and administrator, and queues the invitation on its host', async () => {
    const created = await inTransaction((tx) =>
      createChurch(
        tx,
        {
          subdomain: 'Cedar',
          name: 'Cedar Hill Church',
          timeZone: 'America/New_York',
          currency: 'usd',
          adminEmail: 'Pastor@Cedar.example',
        },
        SETTINGS,
      ),
    );
    expect(created.givingPageUrl).toBe('https://cedar.give.example.org/');
    expect(created.organization).toMatchObject({
      fixedAmounts: [2500, 5000, 10000, 25000],
      minAmount: 100,
      maxAmount: 2_500_000,
      feePercentBps: 290,
      feeFixedCents: 30,
      locale: 'en',
      contact: expect.objectContaining({ country: 'US', email: 'pastor@cedar.example' }),
    });
    const [token] = await db.select().from(authTokens).innerJoin(users, eq(users.id, authTokens.userId));
    expect(token?.users).toMatchObject({
      email: 'pastor@cedar.example',
      passwordHash: null,
      abilities: [...ADMINISTRATOR_ABILITIES],
    });
    expect(token?.auth_tokens.expiresAt.toISOString()).toBe('2026-12-02T12:00:00.000Z');
    const [queued] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.organizationId, created.organization.id));
    expect(queued?.message.text).toMatch(
      /https:\/\/cedar\.give\.example\.org\/reset-password\/[\w-]{43}\?mode=set/,
    );
  });

  it('refuses a subdomain already taken, in any case', async () => {
    const again = { name: 'X', timeZone: 'UTC', currency: 'EUR', adminEmail: 'x@example.com' };
    expect(await refusalOf((tx) => createChurch(tx, { ...again, subdomain: 'HOPE' }, SETTINGS))).toEqual([
      'subdomain',
      'subdomainTaken',
    ]);
  });
});

describe('updateChurch', () => {
  it('changes what is given and keeps the rest', async () => {
    const hope = await church('hope');
    const updated = await inTransaction((tx) =>
      updateChurch(tx, hope, { displayName: 'Hope', fixedAmounts: [1000, 3000], isInMaintenance: true }),
    );
    expect(updated).toMatchObject({
      displayName: 'Hope',
      name: 'Hope Fellowship',
      fixedAmounts: [1000, 3000],
      minAmount: 500,
      isInMaintenance: true,
    });
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['a minimum above the preset amounts', { minAmount: 5000 }, ['minAmount', 'amountOutsideRange']],
    ['a maximum below the minimum', { maxAmount: 100 }, ['maxAmount', 'amountRangeInvalid']],
    ['presets outside the limits', { fixedAmounts: [100] }, ['fixedAmounts', 'amountOutsideRange']],
    [
      'seven presets',
      { fixedAmounts: [600, 700, 800, 900, 1000, 1100, 1200] },
      ['fixedAmounts', 'amountsInvalid'],
    ],
    ['a fee over 10%', { feePercentBps: 1001 }, ['feePercentBps', 'feePercentInvalid']],
    ['a logo that is not a web address', { logoUrl: 'javascript:alert(1)' }, ['logoUrl', 'logoInvalid']],
    ['nothing', {}, ['', 'nothingToChange']],
  ])('refuses %s, writing nothing', async (_case, changes, expected) => {
    const hope = await church('hope');
    expect(await refusalOf((tx) => updateChurch(tx, hope, changes))).toEqual(expected);
  });

  it('refuses a church that does not exist', async () => {
    expect(await refusalOf((tx) => findChurchForChange(tx, 'nowhere'))).toEqual([
      'subdomain',
      'subdomainUnknown',
    ]);
  });
});

describe('funds', () => {
  it('adds, renames and hides a fund; refuses a second of the same name', async () => {
    const hope = await church('hope');
    const youth = await inTransaction((tx) => addFund(tx, hope, { name: 'Youth' }));
    const hidden = await inTransaction((tx) =>
      updateFund(tx, hope, youth, { name: 'Youth Camp', isOnlineGivingVisible: false }),
    );
    expect(hidden).toMatchObject({ name: 'Youth Camp', isOnlineGivingVisible: false, isEnabled: true });
    expect(await refusalOf((tx) => addFund(tx, hope, { name: 'youth camp' }))).toEqual([
      'name',
      'fundNameTaken',
    ]);
    expect(await refusalOf((tx) => findFund(tx, hope, 'Choir'))).toEqual(['fund', 'fundUnknown']);
  });

  it('keeps the default fund visible and enabled', async () => {
    const hope = await church('hope');
    const general = await inTransaction((tx) => findFund(tx, hope, 'general fund'));
    expect(await refusalOf((tx) => updateFund(tx, hope, general, { isEnabled: false }))).toEqual([
      'enabled',
      'defaultFundStays',
    ]);
  });

  it('does not disable a fund under active recurring gifts, and says how many', async () => {
    const demo = await church('demo');
    const [used] = await db
      .select({ fund: funds, gifts: sql<number>`count(*)::int` })
      .from(recurringGivingFunds)
      .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGivingFunds.recurringGivingId))
      .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
      .where(
        and(
          eq(funds.organizationId, demo.id),
          eq(funds.isDefault, false),
          eq(recurringGivings.status, 'active'),
        ),
      )
      .groupBy(funds.id)
      .limit(1);
    if (!used) throw new Error('the demo church has no recurring gift to a fund other than its default');
    const refusal = await inTransaction((tx) => updateFund(tx, demo, used.fund, { isEnabled: false })).catch(
      (error: unknown) => error as ChurchSettingsError,
    );
    expect(refusal).toBeInstanceOf(ChurchSettingsError);
    expect((refusal as ChurchSettingsError).params).toEqual({ value: used.fund.name, count: used.gifts });
  });
});

describe('allowed websites', () => {
  it('adds one normalised, refuses it twice, removes it, refuses removing it again', async () => {
    const cedar = await church('cedar');
    const added = await inTransaction((tx) => addAllowedWebsite(tx, cedar, 'HTTPS://www.CedarHill.org/'));
    expect(added.allowedOrigins).toEqual(['https://www.cedarhill.org']);
    expect(await refusalOf((tx) => addAllowedWebsite(tx, added, 'https://www.cedarhill.org'))).toEqual([
      'origin',
      'originKnown',
    ]);
    const removed = await inTransaction((tx) =>
      removeAllowedWebsite(tx, added, 'https://www.cedarhill.org/'),
    );
    expect(removed.allowedOrigins).toEqual([]);
    expect(await refusalOf((tx) => removeAllowedWebsite(tx, removed, 'https://www.cedarhill.org'))).toEqual([
      'origin',
      'originUnknown',
    ]);
  });
});

describe('inviteAdministrator', () => {
  it('makes an existing donor an administrator: the password stays, the abilities are added in order', async () => {
    const demo: OrganizationRow = await church('demo');
    const invitation = await inTransaction((tx) =>
      inviteAdministrator(
        tx,
        demo,
        { email: DEMO_DONOR.email, abilities: ['view-gifts', 'manage-giving'] },
        SETTINGS,
      ),
    );
    expect(invitation).toMatchObject({ created: false, abilities: ['manage-giving', 'view-gifts'] });
    const [donor] = await db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, demo.id), eq(users.email, DEMO_DONOR.email)));
    expect(donor?.passwordHash).not.toBeNull();
    expect(await testApp.app.users.findById(demo.id, donor!.id)).toMatchObject({
      abilities: ['manage-giving', 'view-gifts'],
    });
    expect((await testApp.app.organizations.findBySubdomain('demo'))?.id).toBe(demo.id);
    expect(await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'))).toHaveLength(1);
  });

  it('an ability the code does not know is refused by the database itself', async () => {
    const demo = await church('demo');
    await expect(
      db
        .update(users)
        .set({ abilities: ['delete-everything'] })
        .where(eq(users.organizationId, demo.id)),
    ).rejects.toThrow();
  });
});
