// The demo church on a published demo site (SEED_DEMO=true on a PUBLIC_URL other than this machine):
// the README gives its administrator's password to anyone, so that account can look at gifts and
// donors, record gifts and send statements, but neither manage the team, nor change the giving
// page, payments or allowed websites, nor set up a second factor that would lock every other
// visitor out. On this machine the demo administrator keeps every ability, so every console
// section can be explored. PGlite and PostgreSQL.
import { ENROL_SECOND_FACTOR } from '@halo/testkit/admin/secondFactor';
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ABILITIES, organizations, secondFactors, users } from '../src/db/schema';
import { PUBLISHED_DEMO_ADMIN_ABILITIES } from '../src/core/publishedDemo';
import { DEMO_ADMIN, seedDemoData } from '../src/seed';
import type { Answer } from './adminFixtures';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';
import { quickSeededPasswords } from './quickPasswordHash';

const TEAM = 'query ($org: ID!) { adminTeam(organizationPrefixedId: $org) { email } }';
const INVITE = `mutation ($org: ID!) { inviteAdministrator(organizationPrefixedId: $org,
  email: "taker@example.org", abilities: ["manage-team"]) { email } }`;
const GIVING_PAGE = `mutation ($org: ID!) { updateGivingPage(organizationPrefixedId: $org,
  input: { displayName: "Taken" }) { displayName } }`;
const CONNECT = `mutation ($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) { onboardingUrl } }`;
const WEBSITE = `mutation ($org: ID!) { addAllowedWebsite(organizationPrefixedId: $org,
  origin: "https://taker.example.org") }`;
const GIFTS = 'query ($org: ID!) { adminGifts(organizationPrefixedId: $org) { totalResults } }';
const SETTINGS = 'query ($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName } }';

async function signedInDemoAdmin(testApp: TestApp) {
  const browser = new TestBrowser(testApp, 'demo.localhost');
  expect((await browser.login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
  const [demo] = await testApp.app.db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const call = async (query: string, locale = 'en') => {
    const response = await browser.graphql(query, { org: demo!.prefixedId }, { 'x-locale': locale });
    return response.json() as Answer;
  };
  const me = (await browser.graphql(ME_QUERY)).json() as Answer;
  return { call, abilities: me.data.me.abilities as string[] };
}

describe('a published demo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // `production` is what a PUBLIC_URL other than this machine gives (config.ts); the church's host
    // stays demo.localhost so the test's requests reach it. The database is seeded as main.ts seeds it.
    testApp = await startTestApp({
      config: { production: true },
      seed: async (db) => {
        await seedDemoData(db, { published: true });
        await quickSeededPasswords(db);
      },
    });
  });
  afterAll(() => testApp?.close());

  it('gives its administrator gifts, donors and statements, nothing that could take it over', async () => {
    const admin = await signedInDemoAdmin(testApp);
    expect(admin.abilities).toEqual([...PUBLISHED_DEMO_ADMIN_ABILITIES]);
    expect((await admin.call(GIFTS)).data.adminGifts.totalResults).toBeGreaterThan(0);
    for (const operation of [TEAM, INVITE, SETTINGS, GIVING_PAGE, CONNECT, WEBSITE]) {
      const answer = await admin.call(operation);
      expect([operation, answer.errors?.[0]?.extensions]).toEqual([
        operation,
        expect.objectContaining({ category: 'authorization', code: 'FORBIDDEN' }),
      ]);
    }
    const [demo] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'demo'));
    expect(demo!.displayName).toBe('Grace Community Church');
    expect(await testApp.app.db.select().from(users).where(eq(users.email, 'taker@example.org'))).toEqual([]);
  });

  it.each([
    [
      'en',
      'This is the public demo, whose password everyone knows: a second factor cannot be set up for it.',
    ],
    [
      'es',
      'Esta es la demostración pública, cuya contraseña conoce todo el mundo: no se le puede configurar un segundo factor.',
    ],
  ])(
    'refuses to set up a second factor for its administrator (%s), keeping nothing',
    async (locale, message) => {
      const admin = await signedInDemoAdmin(testApp);
      const answer = await admin.call(ENROL_SECOND_FACTOR, locale);
      expect(answer.errors?.[0]?.message).toBeDefined();
      expect(JSON.stringify(answer.errors)).toContain(message);
      expect(answer.data?.enrolSecondFactor ?? null).toBeNull();
      expect(await testApp.app.db.select().from(secondFactors)).toEqual([]);
    },
  );
});

describe('the demo on this machine', () => {
  it('gives its administrator every ability, a second factor included', async () => {
    const testApp = await startTestApp();
    try {
      const admin = await signedInDemoAdmin(testApp);
      expect(admin.abilities).toEqual([...ADMINISTRATOR_ABILITIES]);
      // The team waits for the second factor it may set up; the giving settings are open at once.
      expect((await admin.call(SETTINGS)).data.adminGivingPage.displayName).toBe('Grace Community Church');
      const enrolment = await admin.call(ENROL_SECOND_FACTOR);
      expect(enrolment.errors).toBeUndefined();
      expect(enrolment.data.enrolSecondFactor.recoveryCodes.length).toBeGreaterThan(0);
    } finally {
      await testApp.close();
    }
  });
});
