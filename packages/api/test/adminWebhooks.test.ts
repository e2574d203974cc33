// The console's Webhooks against the real server (docs/PRODUCT.md §12): an administrator with
// 'manage-giving' and a second factor proven in this session adds an endpoint (the secret shown
// once), sees a gift arrive signed at a real HTTP server on 127.0.0.1 and in the endpoint's log,
// sends it again, and removes the endpoint (its log kept). The service is the halo CLI's, so its
// refusals (http, a private address, too many endpoints, no events) come back naming the field in
// the request's language. Each way in (another church, no ability, no second factor, a guest, a bad
// CSRF token, the published demo) is refused with nothing changed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../src/config';
import { adminActivity, secondFactors, users, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  event: { type: string; data: Record<string, unknown> };
}

let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const ENDPOINT = `prefixedId url events createdAt removedAt waiting failed
  lastDelivery { type createdAt state attempts responseCode }`;
const DELIVERY = 'eventId type createdAt state attempts lastResponseCode lastError nextAttemptAt';
const LIST = `query($org: ID!) { adminWebhooks(organizationPrefixedId: $org) { endpoints { ${ENDPOINT} } eventTypes maxEndpoints } }`;
const LOG = `query($org: ID!, $endpoint: ID!, $after: String, $first: Int) {
  adminWebhookDeliveries(organizationPrefixedId: $org, endpointPrefixedId: $endpoint, after: $after, first: $first) {
    items { ${DELIVERY} } nextCursor } }`;
const ADD = `mutation($org: ID!, $url: String!, $events: [String!]!) {
  addWebhookEndpoint(organizationPrefixedId: $org, url: $url, events: $events) { endpoint { ${ENDPOINT} } secret } }`;
const REMOVE = `mutation($org: ID!, $endpoint: ID!) {
  removeWebhookEndpoint(organizationPrefixedId: $org, endpointPrefixedId: $endpoint) { ${ENDPOINT} } }`;
const RESEND = `mutation($org: ID!, $event: ID!) { resendWebhookEvent(organizationPrefixedId: $org, eventId: $event) }`;

const ALL_EVENTS = [
  'gift.succeeded',
  'gift.failed',
  'gift.refunded',
  'gift.refund_failed',
  'recurring.created',
  'recurring.updated',
  'recurring.cancelled',
  'donor.created',
  'deposit.paid',
  'deposit.failed',
];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers as Record<string, string>,
        body,
        event: JSON.parse(body) as Received['event'],
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  testApp = await startTestApp({
    config: {
      logLevel: 'error',
      givingRateLimits: RELAXED_GIVING_LIMITS,
      // Deliveries leave after requests and when a test drains them, never on a timer mid-test.
      outbox: { ...loadConfig({}).outbox, intervalMs: 0 },
    },
  });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => receiver?.close(resolve));
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

async function unchangedBy(attempt: () => Promise<void>) {
  const before = await snapshotDatabase(testApp.app);
  await attempt();
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
}

/** Drains until `find` sees what it waits for (the answer's own pass may already be under way). */
async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    await testApp.app.webhooks.drain();
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`never received: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function giveAtDemo(amount: number) {
  const organization = await organizationOf(testApp, 'demo');
  const client = new GivingClient(testApp, 'demo.localhost');
  const donor = await client.customer(organization.prefixedId, `hook-${Date.now()}@example.com`);
  const card = await client.addCard(donor, '4242424242424242');
  const gift = await client.give(donor, {
    payment_method_id: card.json().payment_method_id,
    amount,
    fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
  });
  expect(gift.statusCode).toBe(201);
  return gift.json().contribution.prefixed_id as string;
}

let endpointId: string;
let secret: string;
let eventId: string;

describe('an administrator with manage-giving and a second factor', () => {
  it('adds an endpoint for the chosen events and is shown its secret once, logged without it', async () => {
    const answer = await call(ADD, {
      url: `${receiverUrl}/church`,
      events: ['gift.succeeded', 'gift.refunded'],
    });
    expect(answer.errors).toBeUndefined();
    const added = answer.data.addWebhookEndpoint;
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(added.endpoint).toMatchObject({
      url: `${receiverUrl}/church`,
      events: ['gift.succeeded', 'gift.refunded'],
      removedAt: null,
      lastDelivery: null,
    });
    ({ secret } = added);
    endpointId = added.endpoint.prefixedId;
    const list = await call(LIST);
    expect(list.data.adminWebhooks.eventTypes).toEqual(ALL_EVENTS);
    expect(list.data.adminWebhooks.maxEndpoints).toBe(10);
    expect(list.data.adminWebhooks.endpoints.map((e: { prefixedId: string }) => e.prefixedId)).toEqual([
      endpointId,
    ]);
    // The list never carries the secret, nor does the activity log.
    expect(JSON.stringify(list)).not.toContain(secret);
    const [entry] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'webhook.add'));
    expect(entry?.details).toMatchObject({ endpoint: endpointId, url: `${receiverUrl}/church` });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('sees a gift arrive signed at the endpoint, and in its log; Resend sends it again', async () => {
    const giftId = await giveAtDemo(3100);
    const first = await waitFor(() => received.find((r) => r.event.type === 'gift.succeeded'), 'the gift');
    expect(first.path).toBe('/church');
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({
      type: 'gift.succeeded',
      data: expect.objectContaining({ id: giftId }),
    });
    // donor.created was not chosen: never sent.
    expect(received.some((r) => r.event.type === 'donor.created')).toBe(false);

    const log = await call(LOG, { endpoint: endpointId });
    expect(log.errors).toBeUndefined();
    expect(log.data.adminWebhookDeliveries.nextCursor).toBeNull();
    expect(log.data.adminWebhookDeliveries.items).toEqual([
      expect.objectContaining({
        type: 'gift.succeeded',
        state: 'delivered',
        attempts: 1,
        lastResponseCode: 204,
        lastError: null,
        nextAttemptAt: null,
        eventId: first.headers['webhook-id'],
      }),
    ]);
    eventId = log.data.adminWebhookDeliveries.items[0].eventId;
    const listed = (await call(LIST)).data.adminWebhooks.endpoints[0];
    expect(listed.lastDelivery).toMatchObject({
      type: 'gift.succeeded',
      state: 'delivered',
      responseCode: 204,
    });

    const resent = await call(RESEND, { event: eventId });
    expect(resent.errors).toBeUndefined();
    expect(resent.data.resendWebhookEvent).toBe(1);
    const again = await waitFor(
      () =>
        received.filter((r) => r.event.type === 'gift.succeeded').length === 2 ? received.at(-1) : undefined,
      'the gift again',
    );
    expect(again.headers['webhook-id']).toBe(eventId);
    expect(again.body).toBe(first.body);
    expect(new Webhook(secret).verify(again.body, again.headers)).toBeTruthy();
  });

  it.each([
    [
      'en',
      'https://10.0.0.8/hook',
      'This is a private, loopback or link-local address: a webhook goes to a public address.',
    ],
    [
      'es',
      'https://10.0.0.8/hook',
      'Es una dirección privada, local o de enlace local: un webhook va a una dirección pública.',
    ],
    [
      'en',
      'https://[::ffff:192.168.1.1]/hook',
      'This is a private, loopback or link-local address: a webhook goes to a public address.',
    ],
    ['en', 'http://crm.example.org/hook', 'The address must start with https://.'],
    ['es', 'http://crm.example.org/hook', 'La dirección debe empezar por https://.'],
    ['en', 'not a url', 'Enter a web address, like https://crm.example.org/halo.'],
    ['en', 'https://user:pw@crm.example.org/', 'The address may not carry a user name or password.'],
  ])('refuses (%s) %s beside the URL field, adding nothing', async (locale, url, message) => {
    await unchangedBy(async () => {
      const answer = await call(ADD, { url, events: ALL_EVENTS }, locale);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        category: 'validation',
        validation: { url: [message] },
      });
    });
  });

  it('refuses no events, or an unknown one, beside the events field', async () => {
    const none = await call(ADD, { url: 'https://crm.example.org/a', events: [] }, 'es');
    expect(none.errors?.[0]?.extensions.validation).toEqual({ events: ['Elige al menos un evento.'] });
    const unknown = await call(ADD, { url: 'https://crm.example.org/a', events: ['gift.stolen'] });
    expect(unknown.errors?.[0]?.extensions.validation).toEqual({
      events: ['“gift.stolen” is not an event.'],
    });
  });

  it('keeps a church to 10 live endpoints and one of each address', async () => {
    const known = await call(ADD, { url: `${receiverUrl}/church`, events: ALL_EVENTS });
    expect(known.errors?.[0]?.extensions.validation.url).toEqual([
      'This address is already one of the church’s webhook endpoints.',
    ]);
    for (let n = 2; n <= 10; n += 1) {
      const answer = await call(ADD, { url: `https://crm${n}.example.org/hook`, events: ALL_EVENTS });
      expect(answer.errors).toBeUndefined();
    }
    const eleventh = await call(ADD, { url: 'https://crm11.example.org/hook', events: ALL_EVENTS }, 'es');
    expect(eleventh.errors?.[0]?.extensions.validation.url).toEqual([
      'La iglesia ya tiene 10 webhooks: quita uno antes.',
    ]);
  });

  it('removes an endpoint: listed as removed, its log kept, a second removal refused', async () => {
    const removed = await call(REMOVE, { endpoint: endpointId });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeWebhookEndpoint.removedAt).toEqual(expect.any(String));
    const listed = (await call(LIST)).data.adminWebhooks.endpoints.find(
      (endpoint: { prefixedId: string }) => endpoint.prefixedId === endpointId,
    );
    expect(listed.removedAt).toEqual(expect.any(String));
    expect((await call(LOG, { endpoint: endpointId })).data.adminWebhookDeliveries.items).toHaveLength(1);
    const again = await call(REMOVE, { endpoint: endpointId });
    expect(again.errors?.[0]?.extensions.validation).toEqual({
      endpoint: ['This webhook endpoint was removed or does not exist.'],
    });
    // Nothing is sent to it again: a resend finds no live endpoint that had the event.
    const resend = await call(RESEND, { event: eventId });
    expect(resend.errors?.[0]?.extensions.validation).toEqual({
      event: ['No endpoint of this church had this event.'],
    });
    // Room for an eleventh address again.
    expect(
      (await call(ADD, { url: 'https://crm11.example.org/hook', events: ALL_EVENTS })).errors,
    ).toBeUndefined();
  });

  it('pages the log by keyset, newest first, deliveries queued in the same instant included', async () => {
    const [endpoint] = await testApp.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.prefixedId, endpointId));
    // Five deliveries queued in one transaction share now() to the microsecond: the id breaks the tie.
    await testApp.app.db.insert(webhookDeliveries).values(
      [1, 2, 3, 4, 5].map((n) => ({
        organizationId: endpoint!.organizationId,
        endpointId: endpoint!.id,
        eventId: `msg_page${n}`,
        type: 'donor.created',
        body: '{}',
        deliveredAt: new Date(),
      })),
    );
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Answer = await call(LOG, { endpoint: endpointId, first: 2, after });
      expect(page.errors).toBeUndefined();
      seen.push(...page.data.adminWebhookDeliveries.items.map((item: { eventId: string }) => item.eventId));
      after = page.data.adminWebhookDeliveries.nextCursor;
      pages += 1;
    } while (after && pages < 10);
    expect(seen.slice(0, 5)).toEqual(['msg_page5', 'msg_page4', 'msg_page3', 'msg_page2', 'msg_page1']);
    expect(new Set(seen).size).toBe(seen.length);
    const whole = await call(LOG, { endpoint: endpointId, first: 100 });
    expect(seen).toEqual(
      whole.data.adminWebhookDeliveries.items.map((item: { eventId: string }) => item.eventId),
    );
    const bad = await call(LOG, { endpoint: endpointId, after: 'not-a-cursor' });
    expect(bad.errors?.[0]?.extensions.validation).toEqual({
      after: ['This page link is no longer valid: start again from the first page.'],
    });
  });

  it('refuses a log length out of range and another church’s endpoint', async () => {
    const tooLong = await call(LOG, { endpoint: endpointId, first: 101 });
    expect(tooLong.errors?.[0]?.extensions.validation).toEqual({ first: ['Ask for 1 to 100 deliveries.'] });
    const hopeOwner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    await proveSecondFactor(testApp, hopeOwner, HOPE_OWNER.email, world.hopeOrg.prefixedId);
    const theirs = (
      await hopeOwner.graphql(ADD, {
        org: world.hopeOrg.prefixedId,
        url: 'https://hope.example.org/h',
        events: ALL_EVENTS,
      })
    ).json() as Answer;
    const theirId = theirs.data.addWebhookEndpoint.endpoint.prefixedId;
    for (const [document, variables] of [
      [LOG, { endpoint: theirId }],
      [REMOVE, { endpoint: theirId }],
    ] as const) {
      const answer = await call(document, variables);
      expect(answer.errors?.[0]?.extensions.validation).toEqual({
        endpoint: ['This webhook endpoint was removed or does not exist.'],
      });
    }
    const [row] = await testApp.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.prefixedId, theirId));
    expect(row?.disabledAt).toBeNull();
  });
});

describe('each way in', () => {
  const operations = [
    ['adminWebhooks', LIST, () => ({})],
    ['adminWebhookDeliveries', LOG, () => ({ endpoint: endpointId })],
    [
      'addWebhookEndpoint',
      ADD,
      () => ({
        url: `https://taken-${Math.random().toString(36).slice(2, 8)}.example.org/`,
        events: ALL_EVENTS,
      }),
    ],
    ['removeWebhookEndpoint', REMOVE, () => ({ endpoint: 'whk_000000000000000000000000' })],
    ['resendWebhookEvent', RESEND, () => ({ event: 'msg_000000000000000000000000' })],
  ] as const;

  it.each(operations)(
    '%s: refuses another church, no ability, no second factor, a guest and a bad CSRF token',
    async (_field, document, variables) => {
      const hopeOwner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
      const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
      const guest = new TestBrowser(testApp, 'demo.localhost');
      await guest.fetchCsrfCookie();
      const org = world.demoOrg.prefixedId;
      // The owner in a second session, her second factor not proven there.
      const unproven = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
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

        const noProof = (await unproven.graphql(document, { org, ...variables() })).json() as Answer;
        expect(noProof.errors?.[0]?.extensions).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

        expect((await guest.graphql(document, { org, ...variables() })).statusCode).toBe(401);

        const badCsrf = await owner.request({
          method: 'POST',
          url: '/graphql',
          payload: { query: document, variables: { org, ...variables() } },
          sendCsrfToken: false,
          headers: { 'x-xsrf-token': donor.cookies.get('XSRF-TOKEN')! },
        });
        expect(badCsrf.statusCode).toBe(419);
      });
    },
  );

  it('asks an administrator holding manage-giving alone for her second factor, then lets her in', async () => {
    const [admin] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    await testApp.app.db
      .update(users)
      .set({ abilities: ['manage-giving'] })
      .where(eq(users.id, admin!.id));
    await testApp.app.db.delete(secondFactors).where(eq(secondFactors.userId, admin!.id));
    const browser = await signIn(testApp, DEMO_ADMIN, 'demo.localhost');
    // Her Security page tells her the second factor is needed.
    const status = await call(
      'query($org: ID!) { adminSecondFactor(organizationPrefixedId: $org) { isRequired } }',
      {},
      'en',
      browser,
    );
    expect(status.data.adminSecondFactor).toEqual({ isRequired: true });
    const refused = await call(LIST, {}, 'es', browser);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
    await proveSecondFactor(testApp, browser, DEMO_ADMIN.email, world.demoOrg.prefixedId);
    const answer = await call(LIST, {}, 'en', browser);
    expect(answer.errors).toBeUndefined();
    // Without manage-giving, a proven second factor opens nothing.
    await testApp.app.db
      .update(users)
      .set({ abilities: ['view-gifts'] })
      .where(eq(users.id, admin!.id));
    expect((await call(LIST, {}, 'en', browser)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('on a published demo', () => {
  it('refuses the demo administrator, whatever abilities she was given', async () => {
    const demoApp = await startTestApp({ config: { production: true, logLevel: 'error' } });
    try {
      const [admin] = await demoApp.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      const browser = new TestBrowser(demoApp, 'demo.localhost');
      expect((await browser.login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
      const org = (await organizationOf(demoApp, 'demo')).prefixedId;
      // Even holding manage-giving, as a careless change might give her.
      await demoApp.app.db
        .update(users)
        .set({ abilities: ['manage-giving'] })
        .where(eq(users.id, admin!.id));
      for (const [document, variables] of [
        [LIST, {}],
        [ADD, { url: 'https://taker.example.org/', events: ALL_EVENTS }],
      ] as const) {
        const answer = (await browser.graphql(document, { org, ...variables })).json() as Answer;
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          category: 'authorization',
          code: 'FORBIDDEN',
        });
      }
      expect(await demoApp.app.db.select().from(webhookEndpoints)).toEqual([]);
    } finally {
      await demoApp.close();
    }
  });
});
