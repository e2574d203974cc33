// The console's switch for bank account gifts (docs/PRODUCT.md §22): on for the demo church (USD),
// off and on again by an administrator with manage-giving, which the giving form's record follows and
// the activity log keeps; a church in another currency cannot turn it on (validation on enabled, in
// en and es). Who may call it is adminAccess.test.ts's (ADMIN_OPERATIONS) and the matrix's.
import { eq } from 'drizzle-orm';
import { adminActivity, organizations } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';

jest.setTimeout(60_000);

const PAYMENTS = `query($org: ID!) { adminPayments(organizationPrefixedId: $org) { bankPayments currency } }`;
const SET = `mutation($org: ID!, $enabled: Boolean!) { setBankPayments(organizationPrefixedId: $org, enabled: $enabled) {
  bankPayments currency } }`;

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

beforeAll(async () => {
  testApp = await startTestApp();
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

async function graphql(document: string, variables: Record<string, unknown>, headers = {}): Promise<Answer> {
  const response = await owner.graphql(document, { org: world.demoOrg.prefixedId, ...variables }, headers);
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

async function offeredOnTheForm(): Promise<boolean> {
  const response = await new TestBrowser(testApp, 'demo.localhost').request({
    url: '/api/online-giving/demo',
  });
  return (response.json() as { onlineGiving: { bankPayments: boolean } }).onlineGiving.bankPayments;
}

describe('setBankPayments', () => {
  it('is on for the demo church, turns off and on again, and the giving form follows', async () => {
    expect((await graphql(PAYMENTS, {})).data.adminPayments).toEqual({ bankPayments: true, currency: 'USD' });
    expect((await graphql(SET, { enabled: false })).data.setBankPayments).toEqual({
      bankPayments: false,
      currency: 'USD',
    });
    expect(await offeredOnTheForm()).toBe(false);
    expect((await graphql(SET, { enabled: true })).data.setBankPayments.bankPayments).toBe(true);
    expect(await offeredOnTheForm()).toBe(true);
    const actions = await testApp.app.db
      .select({ action: adminActivity.action, details: adminActivity.details })
      .from(adminActivity)
      .where(eq(adminActivity.organizationId, world.demoOrg.id));
    expect(actions.filter((row) => row.action === 'payments.bankPayments').map((row) => row.details)).toEqual(
      [
        { enabled: false, was: true },
        { enabled: true, was: false },
      ],
    );
  });

  it('cannot be turned on for a church outside USD, said on enabled in the console’s language', async () => {
    const { db } = testApp.app;
    await db
      .update(organizations)
      .set({ currency: 'CAD', bankPaymentsEnabled: false })
      .where(eq(organizations.id, world.demoOrg.id));
    try {
      const english = await graphql(SET, { enabled: true });
      expect(english.errors?.[0]?.extensions).toMatchObject({
        validation: { enabled: ['Bank account gifts need a church that gives in US dollars (USD).'] },
      });
      const spanish = await graphql(SET, { enabled: true }, { 'x-locale': 'es' });
      expect(spanish.errors?.[0]?.extensions?.validation).toEqual({
        enabled: [
          'Las donaciones desde una cuenta bancaria necesitan una iglesia que reciba dólares estadounidenses (USD).',
        ],
      });
      expect(await offeredOnTheForm()).toBe(false);
      // Off is always allowed.
      expect((await graphql(SET, { enabled: false })).data.setBankPayments).toEqual({
        bankPayments: false,
        currency: 'CAD',
      });
    } finally {
      await db
        .update(organizations)
        .set({ currency: 'USD', bankPaymentsEnabled: true })
        .where(eq(organizations.id, world.demoOrg.id));
    }
  });
});
