// Every admin console operation, refused to everyone but an administrator of the church with the
// operation's ability: another church's administrator (on her host naming this church, on this
// church's host, or naming this church's records from her own), a donor without the ability, a
// guest and a request with a bad CSRF token. Each refusal changes nothing in the database; the
// operation then succeeds for the church's own administrator, so the refusals are not malformed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import {
  ADMIN_OPERATIONS,
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  refreshFundIds,
  signIn,
  type AdminOperation,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-admin-access-'));
let testApp: TestApp;
let world: AdminWorld;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(browser: TestBrowser, operation: AdminOperation, org: string, headers = {}) {
  const response = await browser.graphql(operation.document, operation.variables(world, org), headers);
  return { status: response.statusCode, body: response.json() as Answer };
}

/** Runs `attempt` and fails with the changed rows when the database is not as it was. */
async function unchangedBy(attempt: () => Promise<void>) {
  const before = await snapshotDatabase(testApp.app);
  await attempt();
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
}

const expectRefusal = (body: Answer, extensions: Record<string, unknown>) => {
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions).toMatchObject(extensions);
};

describe.each(ADMIN_OPERATIONS.map((operation) => [operation.field, operation] as const))(
  '%s',
  (_field, operation) => {
    it("refuses another church's administrator, however she aims at this church", async () => {
      const onOwnHost = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
      await unchangedBy(async () => {
        const named = await send(onOwnHost, operation, world.demoOrg.prefixedId);
        expect(named.status).toBe(200);
        expectRefusal(named.body, { category: 'not_found', code: 'NOT_FOUND' });

        const onVictimHost = new TestBrowser(testApp, 'demo.localhost');
        for (const [name, value] of onOwnHost.cookies) onVictimHost.cookies.set(name, value);
        const crossHost = await send(onVictimHost, operation, world.demoOrg.prefixedId);
        expect(crossHost.status).toBe(401);

        const viaHeader = await send(onOwnHost, operation, world.demoOrg.prefixedId, {
          'x-landlord-organization': world.demoOrg.prefixedId,
        });
        expect(viaHeader.status).toBe(401);
      });
    });

    it('refuses a donor of the church without the ability', async () => {
      const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
      await unchangedBy(async () => {
        const answer = await send(donor, operation, world.demoOrg.prefixedId);
        expect(answer.status).toBe(200);
        expectRefusal(answer.body, { category: 'authorization', code: 'FORBIDDEN' });
      });
    });

    it('refuses an administrator holding every ability but this one', async () => {
      const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
      const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
      const others = DEMO_OWNER.abilities.filter((ability) => ability !== operation.ability);
      // adminDonors is open to 'record-gifts' too: the one who records a gift picks its donor.
      const withoutIt =
        operation.field === 'adminDonors' ? others.filter((a) => a !== 'record-gifts') : others;
      await testApp.app.db.update(users).set({ abilities: withoutIt }).where(eq(users.id, row!.id));
      try {
        await unchangedBy(async () => {
          const answer = await send(owner, operation, world.demoOrg.prefixedId);
          expectRefusal(answer.body, { category: 'authorization', code: 'FORBIDDEN' });
        });
      } finally {
        await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
      }
    });

    it('refuses a guest and a bad CSRF token', async () => {
      const guest = new TestBrowser(testApp, 'demo.localhost');
      await guest.fetchCsrfCookie();
      const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
      const other = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
      await unchangedBy(async () => {
        const asGuest = await send(guest, operation, world.demoOrg.prefixedId);
        expect(asGuest.status).toBe(401);
        expect(asGuest.body.errors?.[0]?.extensions).toEqual({ category: 401 });

        const response = await owner.request({
          method: 'POST',
          url: '/graphql',
          payload: {
            query: operation.document,
            variables: operation.variables(world, world.demoOrg.prefixedId),
          },
          sendCsrfToken: false,
          headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN')! },
        });
        expect(response.statusCode).toBe(419);
      });
    });

    it("succeeds for the church's administrator holding only this ability", async () => {
      const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
      await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
      await refreshFundIds(testApp, world);
      const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
      await testApp.app.db
        .update(users)
        .set({ abilities: [operation.ability] })
        .where(eq(users.id, row!.id));
      try {
        const target =
          operation.field.endsWith('Administrator') || operation.field === 'updateAdministratorAbilities';
        // Team changes aim at someone else: an administrator keeps their own manage-team.
        const variables = target
          ? { ...operation.variables(world, world.demoOrg.prefixedId), user: await invitedAdministrator() }
          : operation.variables(world, world.demoOrg.prefixedId);
        const response = await owner.graphql(operation.document, variables);
        const body = response.json() as Answer;
        expect(body.errors).toBeUndefined();
        expect(body.data[operation.field]).toBeDefined();
      } finally {
        await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
      }
    });
  },
);

/** A fresh view-gifts administrator of the demo church, invited by its owner. */
async function invitedAdministrator(): Promise<string> {
  const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
  const email = `helper-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const answer = (
    await owner.graphql(
      `mutation($org: ID!, $email: String!) { inviteAdministrator(organizationPrefixedId: $org, email: $email,
        abilities: ["view-gifts"]) { prefixedId } }`,
      { org: world.demoOrg.prefixedId, email },
    )
  ).json() as Answer;
  return answer.data.inviteAdministrator.prefixedId as string;
}

describe("records of another church named from one's own", () => {
  it.each([
    [
      'updateFund',
      'mutation($org: ID!, $fund: ID!) { updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund, input: { name: "Mine" }) { name } }',
      (w: AdminWorld) => ({ fund: w.generalFundId }),
    ],
    [
      'adminGifts',
      'query($org: ID!, $fund: ID!) { adminGifts(organizationPrefixedId: $org, filters: { fundPrefixedId: $fund }) { totalResults } }',
      (w: AdminWorld) => ({ fund: w.generalFundId }),
    ],
    [
      'adminGifts by donor',
      'query($org: ID!, $donor: ID!) { adminGifts(organizationPrefixedId: $org, filters: { donorPrefixedId: $donor }) { totalResults } }',
      (w: AdminWorld) => ({ donor: w.donorPrefixedId }),
    ],
    [
      'recordOfflineGift',
      `mutation($org: ID!, $donor: ID!, $fund: ID!) { recordOfflineGift(organizationPrefixedId: $org,
      input: { donorPrefixedId: $donor, method: cash, fundPrefixedId: $fund, amount: 100, date: "2026-01-04" }) { prefixedId } }`,
      (w: AdminWorld) => ({ donor: w.donorPrefixedId, fund: w.hopeFundId }),
    ],
    [
      'removeAdministrator',
      'mutation($org: ID!, $user: ID!) { removeAdministrator(organizationPrefixedId: $org, userPrefixedId: $user) }',
      (w: AdminWorld) => ({ user: w.ownerPrefixedId }),
    ],
    [
      'updateAdministratorAbilities',
      'mutation($org: ID!, $user: ID!) { updateAdministratorAbilities(organizationPrefixedId: $org, userPrefixedId: $user, abilities: ["view-gifts"]) { email } }',
      (w: AdminWorld) => ({ user: w.ownerPrefixedId }),
    ],
  ])('%s: not found, nothing changed', async (_name, document, variables) => {
    const hopeOwner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hopeOwner, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    await unchangedBy(async () => {
      const answer = (
        await hopeOwner.graphql(document, { org: world.hopeOrg.prefixedId, ...variables(world) })
      ).json() as Answer;
      expectRefusal(answer, { category: 'not_found', code: 'NOT_FOUND' });
    });
  });
});
