// organizationDonors: the donors an administrator may send statements to, on PGlite and
// PostgreSQL. Only isHaloAdmin or 'send-statements' users of the organization may list them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { organizations, users } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { createDonor } from './reportFixtures';

const DONORS = /* GraphQL */ `
  query Donors($org: ID!, $search: String) {
    organizationDonors(organizationPrefixedId: $org, search: $search) {
      prefixedId
      name
      email
    }
  }
`;

jest.setTimeout(30_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-donors-'));
let testApp: TestApp;
let demoOrg: { id: number; prefixedId: string };
let hopeOrg: { id: number; prefixedId: string };

const OTHER = {
  email: 'casey_o@example.com',
  firstName: 'Casey',
  lastName: 'Other',
  password: 'other-donor-1234',
};
const HOPE_ADMIN = {
  email: 'hope-admin@example.com',
  firstName: 'Hope',
  lastName: 'Admin',
  password: 'hope-admin-1234',
  abilities: ['send-statements'],
};

type Answer = { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function signIn(credentials: { email: string; password: string }, host = 'demo.localhost') {
  const browser = new TestBrowser(testApp, host);
  const answer = await browser.login(credentials.email, credentials.password);
  expect(answer.statusCode).toBe(200);
  return browser;
}

async function donors(browser: TestBrowser, variables: Record<string, unknown>): Promise<Answer> {
  return (await browser.graphql(DONORS, variables)).json() as Answer;
}

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  const db = testApp.app.db;
  const church = async (subdomain: string) =>
    (await db.select().from(organizations).where(eq(organizations.subdomain, subdomain)))[0]!;
  demoOrg = await church('demo');
  hopeOrg = await church('hope');
  await createDonor(testApp, 'demo', OTHER);
  await createDonor(testApp, 'hope', HOPE_ADMIN);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('organizationDonors', () => {
  it('the seeded administrator sees the donors of their own organization only, by name', async () => {
    const admin = await signIn(DEMO_ADMIN);
    const answer = await donors(admin, { org: demoOrg.prefixedId });
    expect(answer.errors).toBeUndefined();
    const [jordan] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
    expect(answer.data.organizationDonors).toEqual([
      { prefixedId: expect.stringMatching(/^usr_/), name: 'Avery Admin', email: DEMO_ADMIN.email },
      { prefixedId: expect.stringMatching(/^usr_/), name: 'Casey Other', email: OTHER.email },
      { prefixedId: jordan!.prefixedId, name: 'Jordan Rivera', email: DEMO_DONOR.email },
    ]);
    expect(JSON.stringify(answer.data)).not.toContain(HOPE_ADMIN.email);
  });

  it('searches name and email, case-insensitively; LIKE wildcards are literal', async () => {
    const admin = await signIn(DEMO_ADMIN);
    const names = async (search: string) =>
      (await donors(admin, { org: demoOrg.prefixedId, search })).data.organizationDonors.map(
        (donor: { name: string }) => donor.name,
      );
    expect(await names('jordan riv')).toEqual(['Jordan Rivera']);
    expect(await names('DONOR@')).toEqual(['Jordan Rivera']);
    expect(await names('casey_')).toEqual(['Casey Other']);
    expect(await names('_')).toEqual(['Casey Other']);
    expect(await names('%')).toEqual([]);
    expect(await names('  ')).toHaveLength(3);
  });

  it('answers at most 50 donors', async () => {
    for (let index = 0; index < 50; index += 1) {
      await testApp.app.db.insert(users).values({
        prefixedId: `usr_bulk${index}`,
        organizationId: demoOrg.id,
        email: `bulk${String(index).padStart(2, '0')}@example.com`,
      });
    }
    const admin = await signIn(DEMO_ADMIN);
    expect((await donors(admin, { org: demoOrg.prefixedId })).data.organizationDonors).toHaveLength(50);
    expect(
      (await donors(admin, { org: demoOrg.prefixedId, search: 'bulk4' })).data.organizationDonors,
    ).toHaveLength(10);
  });

  it('a donor gets FORBIDDEN and nothing else', async () => {
    const donor = await signIn(DEMO_DONOR);
    const answer = await donors(donor, { org: demoOrg.prefixedId });
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
  });

  it('an administrator of another organization gets not found for this one', async () => {
    const hopeAdmin = await signIn(HOPE_ADMIN, 'hope.localhost');
    const answer = await donors(hopeAdmin, { org: demoOrg.prefixedId });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    const own = await donors(hopeAdmin, { org: hopeOrg.prefixedId });
    expect(own.data.organizationDonors).toEqual([
      { prefixedId: expect.stringMatching(/^usr_/), name: 'Hope Admin', email: HOPE_ADMIN.email },
    ]);
  });

  it('needs a session', async () => {
    const guest = new TestBrowser(testApp);
    await guest.fetchCsrfCookie();
    const answer = await guest.graphql(DONORS, { org: demoOrg.prefixedId });
    expect(answer.statusCode).toBe(401);
  });
});
