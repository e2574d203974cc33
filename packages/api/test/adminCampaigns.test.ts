// Campaigns against the real server (docs/PRODUCT.md §14): the console starts, changes, closes and
// archives them with 'manage-giving', refusals beside their field in the request's language with
// nothing written; a renamed slug keeps the old one; gifts given through a campaign by the giving
// REST calls count toward its figures, summed by the database (before a covered fee, settled only,
// refunds taking them back down); the public figures are never cached and go out live on the
// campaign's public channel, which a socket joins without any signature. Each way in to each
// operation (another church, no ability, a guest, a bad CSRF token) is refused with nothing changed.
import { and, desc, eq } from 'drizzle-orm';
import { adminActivity, campaigns, contributions, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { key as refundKey, refund } from './adminRefundFixtures';
import { GivingClient, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { PusherSocket } from './pusherSocket';
import { proveSecondFactor } from './secondFactorFixtures';
import { freePort } from './serverProcess';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let buildingFundId: string;

const FIELDS = `prefixedId name slug formerSlugs goal description startDate endDate status givingState
  funds { prefixedId name } raised givers pledged link qrCode { size path }`;
const LIST = `query($org: ID!, $all: Boolean) { adminCampaigns(organizationPrefixedId: $org, includeArchived: $all) { ${FIELDS} } }`;
const ADD = `mutation($org: ID!, $input: CampaignInput!) { addCampaign(organizationPrefixedId: $org, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($org: ID!, $campaign: ID!, $input: CampaignInput!) {
  updateCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, input: $input) { ${FIELDS} } }`;
const CLOSE = `mutation($org: ID!, $campaign: ID!) { closeCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { ${FIELDS} } }`;
const ARCHIVE = `mutation($org: ID!, $campaign: ID!) { archiveCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { ${FIELDS} } }`;

beforeAll(async () => {
  // On a port its PUBLIC_URL names, so a socket reaches the embedded live server.
  const port = await freePort();
  testApp = await startTestApp({
    port,
    config: {
      publicUrl: `http://localhost:${port}`,
      logLevel: 'error',
      givingRateLimits: RELAXED_GIVING_LIMITS,
    },
  });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const funds = (
    await owner.graphql(
      'query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { funds { prefixedId name } } }',
      {
        org: world.demoOrg.prefixedId,
      },
    )
  ).json() as Answer;
  buildingFundId = funds.data.adminGivingPage.funds.find(
    (fund: { name: string }) => fund.name === 'Building Fund',
  ).prefixedId;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en', as = owner) {
  const response = await as.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Building Fund',
  slug: 'building-fund',
  goal: 5_000_000,
  description: 'A new roof before winter.',
  fundPrefixedIds: [buildingFundId],
  ...overrides,
});

async function unchangedBy(attempt: () => Promise<void>) {
  const before = await snapshotDatabase(testApp.app);
  await attempt();
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
}

function figures(slug: string, subdomain = 'demo') {
  return new TestBrowser(testApp).request({ url: `/api/online-giving/${subdomain}/campaigns/${slug}` });
}

/** A guest's gift through the giving REST calls, as the form sends it. */
async function giveAsGuest(body: Record<string, unknown>, subdomain = 'demo') {
  const client = new GivingClient(testApp, `${subdomain}.localhost`);
  const org = subdomain === 'demo' ? world.demoOrg.prefixedId : world.hopeOrg.prefixedId;
  const donor = await client.customer(org, `campaign-${Math.random().toString(36).slice(2)}@example.com`);
  const card = await client.addCard(donor, '4242424242424242');
  expect(card.statusCode).toBe(200);
  const answer = await client.give(donor, { payment_method_id: card.json().payment_method_id, ...body });
  return { answer, donor, client, paymentMethodId: card.json().payment_method_id as string };
}

let campaignId: string;

describe('the console', () => {
  it('starts a campaign with its slug, funds, link and QR code, and logs it', async () => {
    const answer = await call(ADD, { input: input() });
    expect(answer.errors).toBeUndefined();
    const campaign = answer.data.addCampaign;
    campaignId = campaign.prefixedId;
    expect(campaign).toMatchObject({
      name: 'Building Fund',
      slug: 'building-fund',
      formerSlugs: [],
      goal: 5_000_000,
      description: 'A new roof before winter.',
      status: 'open',
      givingState: 'open',
      funds: [{ prefixedId: buildingFundId, name: 'Building Fund' }],
      raised: 0,
      givers: 0,
      pledged: 0,
      link: `http://demo.localhost:${testApp.port}/?campaign=building-fund`,
    });
    expect(campaign.prefixedId).toMatch(/^cmp_[0-9a-f]{24}$/);
    expect(campaign.qrCode.size).toBeGreaterThan(20);
    const [logged] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'campaign.add'))
      .orderBy(desc(adminActivity.id));
    expect(JSON.parse(JSON.stringify(logged!.details))).toMatchObject({
      campaign: campaignId,
      slug: 'building-fund',
    });
  });

  it('refuses each bad field beside it, in English and Spanish, writing nothing', async () => {
    const bad = input({
      name: ' ',
      slug: 'Building Fund',
      goal: 0,
      startDate: '2027-03-01',
      endDate: '2027-02-01',
      fundPrefixedIds: [world.hopeFundId],
    });
    await unchangedBy(async () => {
      const en = await call(ADD, { input: bad });
      expect(en.errors?.[0]?.extensions).toMatchObject({
        category: 'validation',
        validation: {
          name: ['Write the campaign’s name.'],
          slug: ['Use lowercase letters and digits joined by single hyphens, e.g. building-fund.'],
          goal: ['Enter a goal from $1.00 to $100,000,000.00.'],
          endDate: ['The end date cannot be before the start date.'],
          fundPrefixedIds: ['Choose funds of this church that are enabled and shown online.'],
        },
      });
      const es = await call(ADD, { input: input({ slug: 'otra', goal: 'lots' }) }, 'es');
      expect(es.errors?.[0]?.extensions.validation).toEqual({
        goal: [expect.stringMatching(/^Escribe una meta de /)],
      });
      const taken = await call(ADD, { input: input() }, 'es');
      expect(taken.errors?.[0]?.extensions.validation).toEqual({
        slug: ['Otra campaña de esta iglesia usa o usó esta dirección: elige otra.'],
      });
      const none = await call(ADD, { input: input({ slug: 'no-funds', fundPrefixedIds: [] }) });
      expect(none.errors?.[0]?.extensions.validation).toEqual({
        fundPrefixedIds: ['Choose the fund the campaign gives to.'],
      });
    });
  });

  it('keeps a renamed slug working, and never gives it to another campaign', async () => {
    const renamed = await call(UPDATE, {
      campaign: campaignId,
      input: input({ name: 'New Roof', slug: 'new-roof' }),
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateCampaign).toMatchObject({ slug: 'new-roof', formerSlugs: ['building-fund'] });
    const byOld = await figures('building-fund');
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json()).toMatchObject({
      campaignPrefixedId: campaignId,
      slug: 'new-roof',
      name: 'New Roof',
    });
    const taken = await call(ADD, { input: input({ name: 'Another', slug: 'building-fund' }) });
    expect(taken.errors?.[0]?.extensions.validation).toEqual({
      slug: ['Another campaign of this church uses or used this address: choose another.'],
    });
    // Back to its first slug: still its own.
    const back = await call(UPDATE, { campaign: campaignId, input: input() });
    expect(back.data.updateCampaign).toMatchObject({ slug: 'building-fund', formerSlugs: ['new-roof'] });
  });

  it('finds no campaign of another church, by slug or by id', async () => {
    expect((await figures('building-fund', 'hope')).statusCode).toBe(404);
    const hopeOwner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await unchangedBy(async () => {
      const answer = (
        await hopeOwner.graphql(CLOSE, { org: world.hopeOrg.prefixedId, campaign: campaignId })
      ).json() as Answer;
      expect(answer.errors?.[0]?.extensions).toMatchObject({ category: 'not_found', code: 'NOT_FOUND' });
      const list = (
        await hopeOwner.graphql(LIST, { org: world.hopeOrg.prefixedId, all: true })
      ).json() as Answer;
      expect(list.data.adminCampaigns).toEqual([]);
    });
  });
});

describe('giving through a campaign', () => {
  it('counts a $50 gift as 50 raised whatever fee the donor covered, and answers uncached', async () => {
    const { answer, donor } = await giveAsGuest({
      amount: 5_000,
      fund_prefixed_id: buildingFundId,
      is_fee_covered: true,
      campaign: 'building-fund',
    });
    expect(answer.statusCode).toBe(201);
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, donor.donorPrefixedId));
    const [gift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, user!.id));
    const [campaign] = await testApp.app.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.prefixedId, campaignId));
    expect(gift!.campaignId).toBe(campaign!.id);
    expect(gift!.chargedAmount).toBeGreaterThan(5_000);

    const response = await figures('building-fund');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      campaignPrefixedId: campaignId,
      slug: 'building-fund',
      name: 'Building Fund',
      description: 'A new roof before winter.',
      imageUrl: null,
      imageAlt: null,
      currency: 'USD',
      goal: 5_000_000,
      raised: 5_000,
      givers: 1,
      state: 'open',
      startDate: null,
      endDate: null,
      fundPrefixedIds: [buildingFundId],
      channel: `campaign.${campaignId}`,
      live: {
        key: testApp.app.liveChannels.credentials!.key,
        cluster: 'embedded',
        wsHost: 'demo.localhost',
        wsPort: testApp.port,
        forceTLS: false,
      },
    });
  });

  it('moves the figures live on the public channel, joined without a signature', async () => {
    const { client } = await PusherSocket.connect(testApp.port, testApp.app.liveChannels.credentials!.key);
    try {
      client.send({ event: 'pusher:subscribe', data: { channel: `campaign.${campaignId}` } });
      await client.next('pusher_internal:subscription_succeeded');
      const { answer } = await giveAsGuest({
        amount: 2_500,
        fund_prefixed_id: buildingFundId,
        campaign: 'building-fund',
      });
      expect(answer.statusCode).toBe(201);
      const event = await client.next('campaign.totals');
      expect(event.channel).toBe(`campaign.${campaignId}`);
      expect(event.data).toEqual({
        campaignPrefixedId: campaignId,
        raised: 7_500,
        givers: 2,
        goal: 5_000_000,
      });
    } finally {
      client.socket.close();
    }
  });

  it('takes a refund back down', async () => {
    const { answer } = await giveAsGuest({
      amount: 1_000,
      fund_prefixed_id: buildingFundId,
      campaign: 'building-fund',
    });
    expect((await figures('building-fund')).json()).toMatchObject({ raised: 8_500, givers: 3 });
    await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
    const refunded = await refund(owner, world, {
      gift: answer.json().contribution.prefixed_id,
      amount: 1_000,
      reason: 'Given twice',
      key: refundKey(),
    });
    expect(refunded.errors).toBeUndefined();
    expect((await figures('building-fund')).json()).toMatchObject({ raised: 7_500, givers: 2 });
    const list = await call(LIST);
    expect(list.data.adminCampaigns[0]).toMatchObject({ prefixedId: campaignId, raised: 7_500, givers: 2 });
  });

  it('refuses another fund, an unknown slug and another church’s campaign, recording nothing', async () => {
    const otherFund = await giveAsGuest({
      amount: 1_000,
      fund_prefixed_id: world.generalFundId,
      campaign: 'building-fund',
    });
    expect(otherFund.answer.statusCode).toBe(422);
    expect(otherFund.answer.json().errors).toEqual({
      fund_prefixed_id: ['This campaign does not give to this fund.'],
    });
    const unknown = await giveAsGuest({
      amount: 1_000,
      fund_prefixed_id: buildingFundId,
      campaign: 'no-such-thing',
    });
    expect(unknown.answer.statusCode).toBe(422);
    expect(unknown.answer.json().errors).toEqual({ campaign: ['This campaign was not found.'] });
    const hopeFund = world.hopeFundId;
    const elsewhere = await giveAsGuest(
      { amount: 1_000, fund_prefixed_id: hopeFund, campaign: 'building-fund' },
      'hope',
    );
    expect(elsewhere.answer.statusCode).toBe(422);
    expect(elsewhere.answer.json().errors).toEqual({ campaign: ['This campaign was not found.'] });
    expect((await figures('building-fund')).json()).toMatchObject({ raised: 7_500, givers: 2 });
  });

  it('says a closed campaign has ended, refuses gifts through it, and archives it off the list', async () => {
    const closed = await call(CLOSE, { campaign: campaignId });
    expect(closed.data.closeCampaign).toMatchObject({ status: 'closed', givingState: 'ended' });
    expect((await figures('building-fund')).json()).toMatchObject({ state: 'ended' });
    const late = await giveAsGuest({
      amount: 1_000,
      fund_prefixed_id: buildingFundId,
      campaign: 'building-fund',
    });
    expect(late.answer.statusCode).toBe(422);
    const es = await new GivingClient(testApp).give(
      late.donor,
      {
        payment_method_id: late.paymentMethodId,
        amount: 1_000,
        fund_prefixed_id: buildingFundId,
        campaign: 'building-fund',
      },
      { 'x-locale': 'es' },
    );
    expect(es.json().errors).toEqual({ campaign: ['Esta campaña ha terminado.'] });
    const archived = await call(ARCHIVE, { campaign: campaignId });
    expect(archived.data.archiveCampaign.status).toBe('archived');
    expect((await call(LIST)).data.adminCampaigns).toEqual([]);
    expect(
      (await call(LIST, { all: true })).data.adminCampaigns.map((c: { slug: string }) => c.slug),
    ).toEqual(['building-fund']);
    const logged = await testApp.app.db
      .select({ action: adminActivity.action })
      .from(adminActivity)
      .where(and(eq(adminActivity.organizationId, world.demoOrg.id)));
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(['campaign.add', 'campaign.update', 'campaign.close', 'campaign.archive']),
    );
  });

  it('shows a campaign not started yet as upcoming and takes no gift through it', async () => {
    const later = await call(ADD, {
      input: input({ name: 'Next year', slug: 'next-year', startDate: '2099-01-01', endDate: '2099-12-31' }),
    });
    expect(later.data.addCampaign.givingState).toBe('upcoming');
    const early = await giveAsGuest({
      amount: 1_000,
      fund_prefixed_id: buildingFundId,
      campaign: 'next-year',
    });
    expect(early.answer.json().errors).toEqual({ campaign: ['This campaign has not started yet.'] });
  });
});

describe('who may use the console’s campaigns', () => {
  const operations = [
    ['adminCampaigns', LIST, () => ({ all: true })],
    [
      'addCampaign',
      ADD,
      () => ({ input: input({ name: 'Access', slug: `access-${Math.random().toString(36).slice(2, 8)}` }) }),
    ],
    ['updateCampaign', UPDATE, () => ({ campaign: campaignId, input: input() })],
    ['closeCampaign', CLOSE, () => ({ campaign: campaignId })],
    ['archiveCampaign', ARCHIVE, () => ({ campaign: campaignId })],
  ] as const;

  it.each(operations)(
    '%s: refuses another church, no ability, a guest and a bad CSRF token',
    async (field, document, variables) => {
      const hopeOwner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
      const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
      const guest = new TestBrowser(testApp, 'demo.localhost');
      await guest.fetchCsrfCookie();
      const org = world.demoOrg.prefixedId;
      await unchangedBy(async () => {
        const otherChurch = (await hopeOwner.graphql(document, { org, ...variables() })).json() as Answer;
        expect(otherChurch.errors?.[0]?.extensions).toMatchObject({ category: 'not_found' });
        const crossHost = new TestBrowser(testApp, 'demo.localhost');
        for (const [name, value] of hopeOwner.cookies) crossHost.cookies.set(name, value);
        expect((await crossHost.graphql(document, { org, ...variables() })).statusCode).toBe(401);

        const noAbility = (await donor.graphql(document, { org, ...variables() })).json() as Answer;
        expect(noAbility.errors?.[0]?.extensions).toMatchObject({
          category: 'authorization',
          code: 'FORBIDDEN',
        });

        const asGuest = await guest.graphql(document, { org, ...variables() });
        expect(asGuest.statusCode).toBe(401);

        const badCsrf = await owner.request({
          method: 'POST',
          url: '/graphql',
          payload: { query: document, variables: { org, ...variables() } },
          sendCsrfToken: false,
          headers: { 'x-xsrf-token': donor.cookies.get('XSRF-TOKEN')! },
        });
        expect(badCsrf.statusCode).toBe(419);
      });
      // manage-giving alone is enough.
      const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
      await testApp.app.db
        .update(users)
        .set({ abilities: ['manage-giving'] })
        .where(eq(users.id, row!.id));
      try {
        const answer = await call(document, variables());
        expect(answer.errors).toBeUndefined();
        expect(answer.data[field]).toBeDefined();
      } finally {
        await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
      }
    },
  );
});
