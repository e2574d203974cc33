// A church's outgoing webhooks end to end (docs/CONTRACTS.md "Webhooks"): events queued with the
// change that causes them, signed the Standard Webhooks way, delivered to a real HTTP server on
// 127.0.0.1 by the leased queue, retried with backoff, never to another church, once across workers.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../src/config';
import { resolveAppKey } from '../src/core/appKey';
import { runSandboxPayouts } from '../src/deposits/sandboxPayoutPass';
import { insertDonor } from '../src/core/accounts/donorRecords';
import { DEFAULT_WEBHOOK_SETTINGS, deliverDueWebhooks } from '../src/core/webhooks/webhookDeliveries';
import {
  addWebhookEndpoint,
  removeWebhookEndpoint,
  resendWebhookEvent,
  webhookDeliveryLog,
} from '../src/core/webhooks/webhookEndpoints';
import type { Database } from '../src/db/database';
import {
  deposits as depositsTable,
  organizations,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import { startSecondInstance } from './secondInstance';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
}

let receiver: http.Server;
let receiverPort: number;
const received: Received[] = [];
/** What the receiver answers; 204 unless a test says otherwise. */
let answer: (request: Received) => number = () => 204;

let testApp: TestApp;
let app: FastifyInstance;
let appKey: string;
const church: Record<'demo' | 'hope', { id: number; prefixedId: string; secret: string }> = {} as never;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const delivery: Received = {
        path: request.url ?? '',
        headers: request.headers as Record<string, string>,
        body,
        event: JSON.parse(body) as Received['event'],
      };
      received.push(delivery);
      response.writeHead(answer(delivery)).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  testApp = await startTestApp({
    config: {
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'halo-webhooks-')),
      givingRateLimits: RELAXED_GIVING_LIMITS,
      // Deliveries leave after requests and when a test drains them, never on a timer mid-test.
      outbox: { ...loadConfig({}).outbox, intervalMs: 0 },
    },
  });
  app = testApp.app;
  appKey = await resolveAppKey(app.config);
  for (const subdomain of ['demo', 'hope'] as const) {
    const [row] = await app.db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
    const { secret } = await app.db.transaction((tx) =>
      addWebhookEndpoint(
        tx,
        row!.id,
        { url: `http://127.0.0.1:${receiverPort}/${subdomain}` },
        { appKey, policy: { local: true } },
      ),
    );
    church[subdomain] = { id: row!.id, prefixedId: row!.prefixedId, secret };
  }
});
afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  answer = () => 204;
});

/** Drains until `find` sees what it waits for (the answer's own pass may already be under way). */
async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    await app.webhooks.drain();
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`never received: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const deliveriesOf = (email: string) =>
  app.db
    .select()
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.body}::jsonb -> 'data' ->> 'email' = ${email}`);

const newDonor = (db: Database, email: string, organizationId = church.demo.id) =>
  insertDonor(db, {
    organizationId,
    email,
    passwordHash: null,
    firstName: 'Ruth',
    lastName: 'Moabite',
    locale: 'en',
    emailVerifiedAt: null,
  });

let counter = 0;
const newEmail = () => `webhook${++counter}-${Date.now()}@example.com`;

async function giveAt(subdomain: 'demo' | 'hope', amount: number) {
  const organization = await organizationOf(testApp, subdomain);
  const client = new GivingClient(testApp, `${subdomain}.localhost`);
  const email = newEmail();
  const donor = await client.customer(organization.prefixedId, email);
  const card = await client.addCard(donor, '4242424242424242');
  const gift = await client.give(donor, {
    payment_method_id: card.json().payment_method_id,
    amount,
    fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
  });
  expect(gift.statusCode).toBe(201);
  return { email, giftId: gift.json().contribution.prefixed_id as string };
}

describe('a gift that succeeds in the sandbox', () => {
  it('is POSTed to the church’s endpoint, signed so that standardwebhooks verifies it', async () => {
    const { email, giftId } = await giveAt('demo', 4200);
    const delivery = await waitFor(
      () => received.find((request) => request.event.data.id === giftId),
      'gift.succeeded',
    );
    expect(delivery.path).toBe('/demo');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{24}$/);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(church.demo.secret).verify(delivery.body, delivery.headers)).toEqual(delivery.event);
    expect(() => new Webhook(church.hope.secret).verify(delivery.body, delivery.headers)).toThrow();
    expect(delivery.event).toEqual({
      type: 'gift.succeeded',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: expect.objectContaining({
        id: giftId,
        status: 'succeeded',
        amount: 4200,
        currency: 'USD',
        method: 'card',
        card: { brand: 'visa', last_four: '4242' },
        funds: [expect.objectContaining({ name: 'General Fund', amount: 4200 })],
        donor: expect.objectContaining({ email, first_name: 'Sam', last_name: 'Guest' }),
      }),
    });
    // The donor record the gift made is an event of its own.
    const created = await waitFor(
      () =>
        received.find(
          (request) => request.event.type === 'donor.created' && request.event.data.email === email,
        ),
      'donor.created',
    );
    expect(created.path).toBe('/demo');
  });

  it('never reaches another church’s endpoint', async () => {
    const atHope = await giveAt('hope', 2500);
    const atDemo = await giveAt('demo', 2600);
    const hopeGift = await waitFor(
      () => received.find((request) => request.event.data.id === atHope.giftId),
      'hope’s gift',
    );
    await waitFor(() => received.find((request) => request.event.data.id === atDemo.giftId), 'demo’s gift');
    expect(hopeGift.path).toBe('/hope');
    expect(new Webhook(church.hope.secret).verify(hopeGift.body, hopeGift.headers)).toBeTruthy();
    const paths = (email: string) =>
      received.filter((request) => JSON.stringify(request.event.data).includes(email)).map((r) => r.path);
    expect(new Set(paths(atHope.email))).toEqual(new Set(['/hope']));
    expect(new Set(paths(atDemo.email))).toEqual(new Set(['/demo']));
  });

  it('leaves with the answer that queued it, with no timer and no other pass', async () => {
    const { giftId } = await giveAt('demo', 4300);
    const arrived = () => received.find((request) => request.event.data.id === giftId);
    const until = Date.now() + 5_000;
    while (!arrived() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(arrived()?.path).toBe('/demo');
  });
});

describe('deposit.paid', () => {
  it('goes out with the payout that made the deposit, its figures tying out, to that church only', async () => {
    await giveAt('demo', 3000);
    // Two days later the sandbox pays out every card gift charged two or more days before.
    const deposits = await runSandboxPayouts(app.db, new Date(Date.now() + 3 * 24 * 3600 * 1000));
    expect(deposits.deposits).toBeGreaterThan(0);
    const paid = await waitFor(
      () => received.find((request) => request.event.type === 'deposit.paid' && request.path === '/demo'),
      'deposit.paid',
    );
    expect(new Webhook(church.demo.secret).verify(paid.body, paid.headers)).toEqual(paid.event);
    const data = paid.event.data as Record<string, number | string>;
    expect(data).toMatchObject({
      id: expect.stringMatching(/^dep_/),
      source: 'sandbox',
      status: 'paid',
      currency: 'USD',
    });
    expect(data.net).toBe(
      Number(data.gross) -
        Number(data.fees) -
        Number(data.refunds) -
        Number(data.disputes) +
        Number(data.carried_in),
    );
    const ours = received.filter((request) => request.event.type === 'deposit.paid');
    for (const request of ours) {
      const owner = request.path === '/demo' ? church.demo : church.hope;
      expect(new Webhook(owner.secret).verify(request.body, request.headers)).toBeTruthy();
      const [deposit] = await app.db
        .select({ organizationId: depositsTable.organizationId })
        .from(depositsTable)
        .where(eq(depositsTable.prefixedId, String(request.event.data.id)));
      expect(deposit?.organizationId).toBe(owner.id);
    }
    // A second pass over the same days makes no deposit, so no second event.
    const before = ours.length;
    expect((await runSandboxPayouts(app.db, new Date(Date.now() + 3 * 24 * 3600 * 1000))).deposits).toBe(0);
    await app.webhooks.drain();
    expect(received.filter((request) => request.event.type === 'deposit.paid')).toHaveLength(before);
  });
});

describe('delivery', () => {
  it('is tried again after a 500, 30 seconds later, then doubling; the same webhook-id, signed anew', async () => {
    const email = newEmail();
    answer = (request) =>
      request.event.data.email === email && received.filter((r) => r.event.data.email === email).length === 1
        ? 500
        : 204;
    await newDonor(app.db, email);
    await app.webhooks.drain();
    const [failed] = await deliveriesOf(email);
    expect(failed).toMatchObject({ attempts: 1, lastResponseCode: 500, deliveredAt: null, failedAt: null });
    expect(failed!.lastError).toBe('The endpoint answered 500');
    const wait = failed!.availableAt.getTime() - failed!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThan(29_000);
    expect(wait).toBeLessThan(31_000);

    // Not before its time…
    await app.webhooks.drain();
    expect(received.filter((request) => request.event.data.email === email)).toHaveLength(1);
    // …and delivered once it comes.
    await app.db
      .update(webhookDeliveries)
      .set({ availableAt: sql`now()` })
      .where(eq(webhookDeliveries.id, failed!.id));
    await app.webhooks.drain();
    const [delivered] = await deliveriesOf(email);
    expect(delivered).toMatchObject({ attempts: 2, lastResponseCode: 204, lastError: null });
    expect(delivered!.deliveredAt).not.toBeNull();
    const attempts = received.filter((request) => request.event.data.email === email);
    expect(attempts.map((request) => request.headers['webhook-id'])).toEqual([
      failed!.eventId,
      failed!.eventId,
    ]);
    for (const attempt of attempts)
      expect(new Webhook(church.demo.secret).verify(attempt.body, attempt.headers)).toBeTruthy();
  });

  it('sends an event again on request, with its webhook-id and body, and logs each delivery', async () => {
    const email = newEmail();
    await newDonor(app.db, email);
    const [first] = await waitFor(async () => {
      const rows = await deliveriesOf(email);
      return rows[0]?.deliveredAt ? rows : undefined;
    }, 'the first delivery');
    const resent = await app.db.transaction((tx) => resendWebhookEvent(tx, church.demo.id, first!.eventId));
    expect(resent).toBe(1);
    await waitFor(
      () =>
        received.filter((request) => request.event.data.email === email).length === 2 ? true : undefined,
      'the event sent again',
    );
    const [sent, again] = received.filter((request) => request.event.data.email === email);
    expect(again!.body).toBe(sent!.body);
    expect(again!.headers['webhook-id']).toBe(first!.eventId);
    const [row] = await deliveriesOf(email);
    expect(row).toMatchObject({ attempts: 1, lastResponseCode: 204, failedAt: null });
    // Only this church's: another church cannot resend it.
    await expect(
      app.db.transaction((tx) => resendWebhookEvent(tx, church.hope.id, first!.eventId)),
    ).rejects.toThrow('webhook endpoint refused: event eventUnknown');
    const log = await webhookDeliveryLog(
      app.db,
      church.demo.id,
      `http://127.0.0.1:${receiverPort}/demo`,
      500,
    );
    expect(log.deliveries.map((delivery) => delivery.eventId)).toContain(first!.eventId);
    await expect(webhookDeliveryLog(app.db, church.hope.id, log.endpoint.prefixedId, 20)).rejects.toThrow(
      'webhook endpoint refused: endpoint endpointUnknown',
    );
  });

  it('gives up three days after the event: the delivery is kept as failed and not tried again', async () => {
    // Ten seconds of its three days are left: the next attempt, 30 s away, would come after them.
    const email = newEmail();
    answer = (request) => (request.event.data.email === email ? 503 : 204);
    await app.db.transaction(async (tx) => {
      await newDonor(tx, email);
      await tx
        .update(webhookDeliveries)
        .set({ createdAt: sql`now() - interval '3 days' + interval '10 seconds'` })
        .where(sql`${webhookDeliveries.body}::jsonb -> 'data' ->> 'email' = ${email}`);
    });
    await app.webhooks.drain();
    const [row] = await deliveriesOf(email);
    expect(row).toMatchObject({ attempts: 1, lastResponseCode: 503, deliveredAt: null });
    expect(row!.failedAt).not.toBeNull();
    await app.db
      .update(webhookDeliveries)
      .set({ availableAt: sql`now()` })
      .where(eq(webhookDeliveries.id, row!.id));
    await app.webhooks.drain();
    expect(received.filter((request) => request.event.data.email === email)).toHaveLength(1);
  });

  it('sends nothing for a change that rolled back', async () => {
    const email = newEmail();
    await expect(
      app.db.transaction(async (tx) => {
        await newDonor(tx, email);
        throw new Error('the change fails after its donor record');
      }),
    ).rejects.toThrow('the change fails');
    await app.webhooks.drain();
    expect(await deliveriesOf(email)).toEqual([]);
    expect(received.filter((request) => request.event.data.email === email)).toEqual([]);
  });

  it('sends each event once when two instances and two more workers drain at the same time', async () => {
    const emails = Array.from({ length: 30 }, () => newEmail());
    await app.db.transaction(async (tx) => {
      for (const email of emails) await newDonor(tx, email);
    });
    const second = await startSecondInstance(testApp);
    try {
      const options = { settings: DEFAULT_WEBHOOK_SETTINGS, appKey, policy: { local: true }, log: () => {} };
      await Promise.all([
        app.webhooks.drain(),
        second.webhooks.drain(),
        deliverDueWebhooks(app.db, { ...options, settings: { ...options.settings, batchSize: 3 } }),
        deliverDueWebhooks(app.db, { ...options, settings: { ...options.settings, batchSize: 7 } }),
      ]);
    } finally {
      await second.close();
    }
    const ours = received.filter((request) => emails.includes(request.event.data.email as string));
    expect(ours).toHaveLength(30);
    expect(new Set(ours.map((request) => request.headers['webhook-id'])).size).toBe(30);
    for (const email of emails) expect((await deliveriesOf(email))[0]).toMatchObject({ attempts: 1 });
  });

  it('refuses a private address in production, and sends nothing there', async () => {
    const [hope] = await app.db.select().from(organizations).where(eq(organizations.subdomain, 'hope'));
    const email = newEmail();
    // An endpoint written before the site went public (a local PUBLIC_URL allowed it).
    const added = await app.db.transaction(async (tx) => {
      const endpoint = await addWebhookEndpoint(
        tx,
        hope!.id,
        { url: `http://localhost:${receiverPort}/production`, events: 'donor.created' },
        { appKey, policy: { local: true } },
      );
      await newDonor(tx, email, hope!.id);
      return endpoint;
    });
    const run = await deliverDueWebhooks(app.db, {
      settings: DEFAULT_WEBHOOK_SETTINGS,
      appKey,
      policy: { local: false },
      log: () => {},
    });
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const [row] = await app.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, added.endpoint.id)));
    expect(row).toMatchObject({ attempts: 1, lastResponseCode: null, deliveredAt: null });
    expect(row!.lastError).toBe('Refused: the address must start with https://');
    expect(received.filter((request) => request.path === '/production')).toEqual([]);

    // Removed, what waited for it is given up and it receives no new event.
    await app.db.transaction((tx) => removeWebhookEndpoint(tx, hope!.id, added.endpoint.prefixedId));
    const [givenUp] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
    expect(givenUp!.failedAt).not.toBeNull();
    await newDonor(app.db, newEmail(), hope!.id);
    const toRemoved = await app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, added.endpoint.id));
    expect(toRemoved).toHaveLength(1);
    const [endpoint] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, added.endpoint.id));
    expect(endpoint!.disabledAt).not.toBeNull();
  });
});
