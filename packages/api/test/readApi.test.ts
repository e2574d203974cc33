// API keys and the read API against the real server (docs/PRODUCT.md §16, docs/CONTRACTS.md "The
// read API"): the console makes a key ('manage-giving' with the second factor; abilities only of the
// creator's; shown once, kept as its SHA-256) and revokes it; /api/v1 answers only to a good key of
// the church, checks its ability and its limit a minute, pages every list by cursor (every gift
// exactly once), and its OpenAPI document validates and lists every route.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { hashApiKey } from '../src/core/apiKeys/apiKeySecret';
import { adminActivity, apiKeys, contributions, depositGifts, deposits, users } from '../src/db/schema';
import { runSandboxPayouts } from '../src/deposits/sandboxPayoutPass';
import {
  campaignSchema,
  depositSchema,
  donorSchema,
  fundSchema,
  giftSchema,
  pageSchema,
  recurringGiftSchema,
} from '../src/readApi/readApiSchemas';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';
import { createDonor } from './reportFixtures';

jest.setTimeout(120_000);

const CALLS_PER_MINUTE = 40;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const FIELDS = 'prefixedId name abilities visiblePrefix createdBy createdAt lastUsedAt revokedAt';
const LIST = `query($org: ID!) { adminApiKeys(organizationPrefixedId: $org) { ${FIELDS} } }`;
const CREATE = `mutation($org: ID!, $name: String!, $abilities: [String!]!) {
  createApiKey(organizationPrefixedId: $org, name: $name, abilities: $abilities) { token apiKey { ${FIELDS} } } }`;
const REVOKE = `mutation($org: ID!, $key: ID!) { revokeApiKey(organizationPrefixedId: $org, apiKeyPrefixedId: $key) { ${FIELDS} } }`;

async function gql(browser: TestBrowser, query: string, variables: Record<string, unknown>, headers = {}) {
  return (await browser.graphql(query, variables, headers)).json() as Answer;
}

async function createKey(name: string, abilities: string[], browser = owner, org = world.demoOrg.prefixedId) {
  const answer = await gql(browser, CREATE, { org, name, abilities });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createApiKey as { token: string; apiKey: { prefixedId: string; visiblePrefix: string } };
}

function call(
  path: string,
  token: string | null,
  host = 'demo.localhost',
  extra: Record<string, string> = {},
) {
  return new TestBrowser(testApp, host).request({
    method: 'GET',
    url: path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
  });
}

beforeAll(async () => {
  testApp = await startTestApp({
    config: { logLevel: 'silent', readApiCallsPerKeyPerMinute: CALLS_PER_MINUTE },
  });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
});

afterAll(() => testApp?.close());

describe('the console makes, lists and revokes keys', () => {
  it('shows a key once, keeps only its hash, lists it by its visible start and logs the change without it', async () => {
    const { token, apiKey } = await createKey('Planning Center', ['view-gifts']);
    expect(token).toMatch(/^hg_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.visiblePrefix).toBe(token.slice(0, 16));
    const [row] = await testApp.app.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.prefixedId, apiKey.prefixedId));
    expect(row!.secretHash).toBe(hashApiKey(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = (await gql(owner, LIST, { org: world.demoOrg.prefixedId })).data.adminApiKeys;
    expect(listed[0]).toMatchObject({ name: 'Planning Center', abilities: ['view-gifts'], lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(token);
    const logged = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.organizationId, world.demoOrg.id));
    expect(JSON.stringify(logged)).toContain(apiKey.prefixedId);
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('refuses a key with abilities beyond the creator’s, or none, or no name, naming the field', async () => {
    const treasurer = { ...DEMO_OWNER, email: 'keys-treasurer@example.com', abilities: ['manage-giving'] };
    await createDonor(testApp, 'demo', treasurer);
    const browser = await signIn(testApp, treasurer, 'demo.localhost');
    await proveSecondFactor(testApp, browser, treasurer.email, world.demoOrg.prefixedId);
    const beyond = await gql(browser, CREATE, {
      org: world.demoOrg.prefixedId,
      name: 'x',
      abilities: ['view-gifts'],
    });
    expect(beyond.errors![0]!.extensions.validation.abilities).toHaveLength(1);
    const unknown = await gql(owner, CREATE, {
      org: world.demoOrg.prefixedId,
      name: 'x',
      abilities: ['refund-gifts'],
    });
    expect(unknown.errors![0]!.extensions.validation.abilities).toHaveLength(1);
    const unnamed = await gql(
      owner,
      CREATE,
      { org: world.demoOrg.prefixedId, name: ' ', abilities: ['view-gifts'] },
      { 'x-locale': 'es' },
    );
    expect(unnamed.errors![0]!.extensions.validation.name[0]).toMatch(/nombre/);
    expect(await createKey('Mine', ['manage-giving'], browser)).toHaveProperty('token');
  });

  it('refuses every way in but an administrator with manage-giving and a proven second factor', async () => {
    const before = await testApp.app.db.select().from(apiKeys);
    const org = world.demoOrg.prefixedId;
    const variables = { org, name: 'Sneaky', abilities: ['view-gifts'] };
    // Another church's administrator.
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hope, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    expect((await gql(hope, CREATE, variables)).errors![0]!.extensions.code).toBe('NOT_FOUND');
    // No manage-giving.
    const viewer = {
      ...DEMO_OWNER,
      email: 'keys-viewer@example.com',
      abilities: ['view-gifts', 'manage-team'],
    };
    await createDonor(testApp, 'demo', viewer);
    const viewerBrowser = await signIn(testApp, viewer, 'demo.localhost');
    await proveSecondFactor(testApp, viewerBrowser, viewer.email, org);
    expect((await gql(viewerBrowser, CREATE, variables)).errors![0]!.extensions.category).toBe(
      'authorization',
    );
    expect((await gql(viewerBrowser, LIST, { org })).errors).toBeDefined();
    // No second factor proven in this session.
    const fresh = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect((await gql(fresh, CREATE, variables)).errors![0]!.extensions.code).toMatch(/SECOND_FACTOR/);
    expect((await gql(fresh, LIST, { org })).errors![0]!.extensions.code).toMatch(/SECOND_FACTOR/);
    // A guest.
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    expect((await guest.graphql(CREATE, variables)).statusCode).toBe(401);
    // A bad CSRF token.
    const forged = await owner.graphql(CREATE, variables, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(419);
    expect(await testApp.app.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it('refuses the published demo’s administrator on a public site', async () => {
    const published = await startTestApp({
      config: { logLevel: 'silent', production: true, publicUrl: 'https://demo.example.org' },
    });
    try {
      const demoAdmin = { ...DEMO_OWNER, email: 'admin@example.com' };
      await published.app.db.delete(users).where(eq(users.email, demoAdmin.email));
      await createDonor(published, 'demo', demoAdmin);
      const browser = new TestBrowser(published, 'demo.localhost');
      await browser.login(demoAdmin.email, demoAdmin.password);
      const [org] = await published.app.db.select().from(users).where(eq(users.email, demoAdmin.email));
      const { organizations } = await import('../src/db/schema');
      const [church] = await published.app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, org!.organizationId));
      const answer = await gql(browser, CREATE, {
        org: church!.prefixedId,
        name: 'x',
        abilities: ['view-gifts'],
      });
      expect(answer.errors![0]!.message).toMatch(/published demo/);
      expect(await published.app.db.select().from(apiKeys)).toHaveLength(0);
    } finally {
      await published.close();
    }
  });
});

describe('/api/v1 answers only to a good key of the church', () => {
  let viewKey: string;
  let givingKey: string;

  beforeAll(async () => {
    viewKey = (await createKey('Rock', ['view-gifts'])).token;
    givingKey = (await createKey('Funds only', ['manage-giving'])).token;
  });

  it('reads every list with a key that may, in the documented shapes, no internal ids', async () => {
    const shapes = {
      '/api/v1/gifts': giftSchema,
      '/api/v1/donors': donorSchema,
      '/api/v1/funds': fundSchema,
      '/api/v1/recurring-gifts': recurringGiftSchema,
      '/api/v1/campaigns': campaignSchema,
    };
    for (const [path, item] of Object.entries(shapes)) {
      const answer = await call(`${path}?limit=5`, viewKey);
      expect(answer.statusCode).toBe(200);
      const page = v.parse(pageSchema(item), answer.json());
      for (const row of page.data) expect(row.id).toMatch(/^[a-z]+_[0-9a-f]{24}$/);
    }
    const gifts = (await call('/api/v1/gifts?limit=3', viewKey)).json();
    expect(gifts.data[0].currency).toBe('USD');
    expect(Number.isInteger(gifts.data[0].amount)).toBe(true);
  });

  it('reads the church’s deposits as the database holds them, and each paid-out gift names its deposit', async () => {
    // The sandbox pays out the demo's seeded card gifts charged two or more days before now.
    await runSandboxPayouts(testApp.app.db, new Date());
    const held = await testApp.app.db
      .select()
      .from(deposits)
      .where(eq(deposits.organizationId, world.demoOrg.id))
      .orderBy(deposits.createdAt, deposits.id);
    expect(held.length).toBeGreaterThan(0);
    const answer = await call('/api/v1/deposits?limit=100', viewKey);
    expect(answer.statusCode).toBe(200);
    const page = v.parse(pageSchema(depositSchema), answer.json());
    expect(page.data).toEqual(
      held.map((row) => ({
        id: row.prefixedId,
        source: row.source,
        payoutId: row.payoutId,
        date: row.payoutDate,
        arrivalDate: row.arrivalDate,
        status: row.status,
        gross: row.gross,
        fees: row.fees,
        refunds: row.refunds,
        disputes: row.disputes,
        carriedIn: row.carriedIn,
        otherActivity: row.otherActivity,
        manualPayout: row.manual,
        net: row.net,
        currency: 'USD',
        createdAt: row.createdAt.toISOString(),
      })),
    );
    for (const deposit of page.data) {
      expect(deposit.net).toBe(
        deposit.gross -
          deposit.fees -
          deposit.refunds -
          deposit.disputes +
          deposit.carriedIn +
          deposit.otherActivity,
      );
    }
    const [line] = await testApp.app.db
      .select({ gift: contributions.prefixedId, deposit: deposits.prefixedId })
      .from(depositGifts)
      .innerJoin(contributions, eq(contributions.id, depositGifts.contributionId))
      .innerJoin(deposits, eq(deposits.id, depositGifts.depositId))
      .where(eq(deposits.organizationId, world.demoOrg.id))
      .limit(1);
    let cursor: string | null = null;
    let found: { depositId: string | null } | undefined;
    do {
      const gifts: { data: Array<{ id: string; depositId: string | null }>; nextCursor: string | null } = (
        await call(`/api/v1/gifts?limit=100${cursor ? `&cursor=${cursor}` : ''}`, viewKey)
      ).json();
      found = gifts.data.find((gift) => gift.id === line!.gift) ?? found;
      cursor = gifts.nextCursor;
    } while (!found && cursor);
    expect(found?.depositId).toBe(line!.deposit);
    expect((await call('/api/v1/deposits', givingKey)).statusCode).toBe(403);
  });

  it('is 401 with a JSON message without a key, with an unknown or malformed key, or with a session cookie alone', async () => {
    for (const token of [null, `hg_live_${'A'.repeat(43)}`, 'not-a-key']) {
      const answer = await call('/api/v1/gifts', token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    const cookieOnly = await owner.request({ method: 'GET', url: '/api/v1/gifts' });
    expect(cookieOnly.statusCode).toBe(401);
    const spanish = await call('/api/v1/gifts', null, 'demo.localhost', { 'x-locale': 'es' });
    expect(spanish.json().message).toMatch(/clave/);
  });

  it('never reads another church: its host refuses the key, and its key reads only its own', async () => {
    expect((await call('/api/v1/gifts', viewKey, 'hope.localhost')).statusCode).toBe(401);
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hope, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    const hopeKey = (await createKey('Hope', ['view-gifts'], hope, world.hopeOrg.prefixedId)).token;
    const hopeGifts = (await call('/api/v1/gifts?limit=100', hopeKey, 'localhost')).json().data;
    const demoIds = new Set(
      (
        await testApp.app.db
          .select({ id: contributions.prefixedId })
          .from(contributions)
          .where(eq(contributions.organizationId, world.demoOrg.id))
      ).map((row) => row.id),
    );
    for (const gift of hopeGifts) expect(demoIds.has(gift.id)).toBe(false);
    expect((await call('/api/v1/funds', hopeKey, 'demo.localhost')).statusCode).toBe(401);
  });

  it('is 403 for a list the key’s abilities do not allow', async () => {
    for (const path of ['/api/v1/gifts', '/api/v1/donors', '/api/v1/recurring-gifts']) {
      const answer = await call(path, givingKey);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('api_key_ability_missing');
    }
    expect((await call('/api/v1/funds', givingKey)).statusCode).toBe(200);
    expect((await call('/api/v1/campaigns', givingKey)).statusCode).toBe(200);
  });

  it('refuses a bad limit or cursor by its field', async () => {
    expect((await call('/api/v1/gifts?limit=0', viewKey)).json().errors.limit).toHaveLength(1);
    expect((await call('/api/v1/gifts?limit=101', viewKey)).statusCode).toBe(422);
    expect((await call('/api/v1/gifts?cursor=nonsense', viewKey)).json().errors.cursor).toHaveLength(1);
  });

  it('records the last use at most once a minute', async () => {
    const { token, apiKey } = await createKey('Breeze', ['view-gifts']);
    await call('/api/v1/funds', token);
    const lastUsed = async () =>
      (await testApp.app.db.select().from(apiKeys).where(eq(apiKeys.prefixedId, apiKey.prefixedId)))[0]!
        .lastUsedAt;
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call('/api/v1/funds', token);
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
  });

  it('answers 429 with Retry-After once the key’s calls a minute are spent, other keys unaffected', async () => {
    const { token } = await createKey('Busy', ['view-gifts']);
    for (let i = 0; i < CALLS_PER_MINUTE; i += 1)
      expect((await call('/api/v1/funds', token)).statusCode).toBe(200);
    const refused = await call('/api/v1/funds', token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('/api/v1/funds', givingKey)).statusCode).toBe(200);
  });

  it('refuses a revoked key at once', async () => {
    const { token, apiKey } = await createKey('Old', ['view-gifts']);
    expect((await call('/api/v1/gifts', token)).statusCode).toBe(200);
    const revoked = await gql(owner, REVOKE, { org: world.demoOrg.prefixedId, key: apiKey.prefixedId });
    expect(revoked.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect((await call('/api/v1/gifts', token)).statusCode).toBe(401);
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hope, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    const other = await gql(hope, REVOKE, { org: world.hopeOrg.prefixedId, key: apiKey.prefixedId });
    expect(other.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });
});

describe('pages', () => {
  it('walk every gift of the church exactly once, whatever the page size', async () => {
    const { token } = await createKey('Walker', ['view-gifts']);
    const expected = (
      await testApp.app.db
        .select({ id: contributions.prefixedId })
        .from(contributions)
        .where(and(eq(contributions.organizationId, world.demoOrg.id)))
    )
      .map((row) => row.id)
      .sort();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 7, max: 100 }), async (limit) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
          const page = (await call(`/api/v1/gifts?limit=${limit}${query}`, token)).json();
          seen.push(...page.data.map((gift: { id: string }) => gift.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect([...seen].sort()).toEqual(expected);
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: 4 },
    );
  });
});

describe('the OpenAPI document', () => {
  it('validates, names the Bearer scheme and lists every route', async () => {
    const answer = await call('/api/v1/openapi.json', null);
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    // swagger-parser's dependencies are ES modules, which jest's sandbox will not load (README "Pitfalls").
    const validated = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import P from '@apidevtools/swagger-parser'; let s = ''; for await (const c of process.stdin) s += c; await P.validate(JSON.parse(s)); console.log('valid');",
      ],
      { cwd: path.join(__dirname, '..'), input: answer.body, encoding: 'utf8' },
    );
    expect(validated.trim()).toBe('valid');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/campaigns',
        '/api/v1/deposits',
        '/api/v1/donors',
        '/api/v1/funds',
        '/api/v1/gifts',
        '/api/v1/recurring-gifts',
      ].sort(),
    );
  });
});
