// Two API instances on one PostgreSQL (PostgreSQL only): two real server processes (src/main.ts, as
// `npm start` runs it), each on its own port, with the same DATABASE_URL and APP_KEY, as a deploy
// behind a load balancer runs them. A portal connected to one instance gets the live events of gifts
// given through the other (src/live/postgresFanOut.ts); gifts whose Idempotency-Key reaches both
// instances at once are charged once; both recurring workers together charge each due gift once.
// `npm run bench` runs it again with FAN_OUT_GIFTS larger and records the gifts per second.
//
//   node scripts/with-postgres.mjs npx jest packages/api/test/liveFanOut.postgres.test.ts --selectProjects api
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { generateIdentifier } from '@halo/domain';
import { sql } from 'drizzle-orm';
import { embeddedCredentials } from '../src/live/embeddedCredentials';
import { donorChannelName } from '@halo/domain';
import { DEMO_DONOR } from '../src/seed';
import { benchSize, recordBenchRow } from './benchRow';
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { PusherSocket } from './pusherSocket';
import { freePort, ServerProcesses, type ServerProcess } from './serverProcess';
import { databaseRows } from './databaseRows';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('liveFanOut needs PostgreSQL: set DATABASE_URL');

/** Requests of the idempotency check: half as many keys, each sent once to each instance. */
const GIFTS = benchSize('FAN_OUT_GIFTS', 200);
/** Gifts of each throughput run (one instance, then two). */
const THROUGHPUT_GIFTS = benchSize('FAN_OUT_THROUGHPUT_GIFTS', 200);
/** Rounds of (one instance, two instances): the machine is shared, so the bench takes several. */
const ROUNDS = benchSize('FAN_OUT_ROUNDS', 1);
const RECURRING_GIFTS = benchSize('FAN_OUT_RECURRING_GIFTS', 200);
/** Requests in flight at once during a throughput run, whatever the number of instances. */
const CONCURRENCY = 16;
const GUEST_DONORS = 10;
const RECURRING_MEMO = 'two instances (liveFanOut.postgres.test.ts)';

jest.setTimeout(Math.max(120_000, (GIFTS + 2 * ROUNDS * THROUGHPUT_GIFTS + RECURRING_GIFTS) * 60));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const appKey = randomBytes(32).toString('hex');
const processes = new ServerProcesses();
let testApp: TestApp;
let a: ServerProcess;
let b: ServerProcess;
let demo: Awaited<ReturnType<typeof organizationOf>>;

/** The test app's database, its rows and its settings, answering on `server`'s port. */
const on = (server: ServerProcess): TestApp => ({ ...testApp, port: server.port });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await databaseRows<{ n: string | number | null }>(testApp.app.db, query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  const dataDir = processes.tempFolder();
  // The in-process app makes the test's database (a copy of the seeded template) and reads it.
  testApp = await startTestApp({ config: { dataDir: processes.tempFolder() } });
  const [{ name }] = (await databaseRows<{ name: string }>(
    testApp.app.db,
    sql`SELECT current_database() AS name`,
  )) as [{ name: string }];
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  // The demo data's own recurring gifts follow the wall clock; only this test's gifts are charged.
  await testApp.app.db.execute(sql`UPDATE recurring_givings SET status = 'paused'`);
  const start = async () => {
    const port = await freePort();
    return processes.startServer(
      dataDir,
      {
        DATABASE_URL: url.toString(),
        APP_KEY: appKey,
        PUBLIC_URL: `http://localhost:${port}`,
        LIVE_UPDATES: 'true',
        // No build needed: the test sends no GraphQL, so the built allow-list is not read.
        GRAPHQL_TRUSTED_DOCUMENTS: 'false',
        RECURRING_WORKER: 'on',
        RECURRING_WORKER_INTERVAL_SECONDS: '1',
        GIVE_RATE_LIMIT_PER_MINUTE: '1000000',
        GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE: '1000000',
        CARD_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      port,
    );
  };
  [a, b] = await Promise.all([start(), start()]);
  await Promise.all([processes.untilServing(a, 90_000), processes.untilServing(b, 90_000)]);
  demo = await organizationOf(on(a));
}, 180_000);

afterAll(async () => {
  processes.cleanUp();
  await testApp?.close();
});

const generalFund = () => demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;

/** A portal of the demo donor signed in on `server`, subscribed to the donor's channel there. */
async function portalOn(server: ServerProcess): Promise<{ socket: PusherSocket; channel: string }> {
  const browser = new TestBrowser(on(server));
  const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
  expect(login.statusCode).toBe(200);
  const channel = donorChannelName(login.json().prefixedId);
  const { client: socket, socketId } = await PusherSocket.connect(
    server.port,
    embeddedCredentials(appKey).key,
  );
  const auth = await browser.request({
    method: 'POST',
    url: '/broadcasting/auth',
    payload: { socket_id: socketId, channel_name: channel },
    headers: { accept: 'application/json' },
  });
  expect(auth.statusCode).toBe(200);
  socket.send({ event: 'pusher:subscribe', data: { channel, auth: auth.json().auth } });
  await socket.next('pusher_internal:subscription_succeeded');
  return { socket, channel };
}

async function giveAsTheDemoDonor(server: ServerProcess, amount: number) {
  const giving = new GivingClient(on(server));
  const customer = await giving.customer(demo.prefixedId, DEMO_DONOR.email);
  const card = await giving.addCard(customer, '4242424242424242');
  expect(card.statusCode).toBe(200);
  const gift = await giving.give(customer, {
    payment_method_id: card.json().payment_method_id,
    amount,
    fund_prefixed_id: generalFund(),
  });
  expect(gift.statusCode).toBe(201);
  return gift.json().contribution.prefixed_id as string;
}

/** What a portal received of `event` within `quietMs` more: every copy, to see there is one. */
async function allOf(socket: PusherSocket, event: string, quietMs = 500) {
  await sleep(quietMs);
  return socket.frames.filter((frame) => frame.event === event);
}

describe('live updates across two instances', () => {
  it('a portal connected to instance B receives the gift given through instance A, once; A’s portal too', async () => {
    const onB = await portalOn(b);
    const onA = await portalOn(a);
    const contributionPrefixedId = await giveAsTheDemoDonor(a, 3100);
    for (const portal of [onB, onA]) {
      const frame = await portal.socket.next('contribution.succeeded');
      expect(frame).toMatchObject({
        channel: portal.channel,
        data: { contributionPrefixedId, amount: 3100, status: 'succeeded' },
      });
      // The publishing instance's own portal hears its event through LISTEN only, not twice.
      expect(await allOf(portal.socket, 'contribution.succeeded')).toEqual([]);
      portal.socket.close();
    }
  });

  it('listens again after PostgreSQL ends the listening connections, and events flow again', async () => {
    const listeners = async () => {
      const rows = await databaseRows<{ pid: number }>(
        testApp.app.db,
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      return rows.map((row) => Number(row.pid));
    };
    // A, B and the test's own app.
    const before = await listeners();
    expect(before).toHaveLength(3);
    await testApp.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM unnest(${`{${before.join(',')}}`}::int[]) AS pid`,
    );
    const deadline = Date.now() + 15_000;
    for (;;) {
      const now = await listeners();
      if (now.length === 3 && now.every((pid) => !before.includes(pid))) break;
      if (Date.now() > deadline)
        throw new Error(`the instances did not listen again: ${now} after ${before}`);
      await sleep(100);
    }
    for (const server of [a, b]) expect(server.output()).toMatch(/lost the PostgreSQL connection/);
    const onA = await portalOn(a);
    const contributionPrefixedId = await giveAsTheDemoDonor(b, 1700);
    expect(await onA.socket.next('contribution.succeeded')).toMatchObject({
      data: { contributionPrefixedId },
    });
    onA.socket.close();
  });
});

describe('giving through two instances', () => {
  const donors: Donor[] = [];
  const clients = () => [new GivingClient(on(a)), new GivingClient(on(b))];
  const cards: string[] = [];

  beforeAll(async () => {
    const [giving] = clients();
    for (let n = 0; n < GUEST_DONORS; n += 1) {
      const donor = await giving!.customer(demo.prefixedId, `fan-out-${n}@example.com`);
      const card = await giving!.addCard(donor, '4242424242424242');
      expect(card.statusCode).toBe(200);
      donors.push(donor);
      cards.push(card.json().payment_method_id);
    }
  });

  function give(client: GivingClient, n: number, key: string, memo: string) {
    const donor = donors[n % donors.length]!;
    return client.give(
      donor,
      {
        payment_method_id: cards[n % donors.length],
        amount: 1000 + (n % 100),
        fund_prefixed_id: generalFund(),
        memo,
      },
      { 'idempotency-key': key },
    );
  }

  it(`${GIFTS} concurrent gifts, each Idempotency-Key sent to both instances at once, charge each key once`, async () => {
    const [toA, toB] = clients();
    const keys = Array.from({ length: GIFTS / 2 }, () => generateIdentifier());
    const memo = (n: number) => `fan-out gift ${n}`;
    const answers = await Promise.all(
      keys.map((key, n) => Promise.all([give(toA!, n, key, memo(n)), give(toB!, n, key, memo(n))])),
    );
    for (const [first, second] of answers) {
      expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
      // The second copy gets the first's answer: the same gift.
      expect(second!.json().contribution.prefixed_id).toBe(first!.json().contribution.prefixed_id);
    }
    const gifts = sql`FROM contributions WHERE memo LIKE 'fan-out gift %'`;
    expect(await count(sql`SELECT count(*) AS n ${gifts}`)).toBe(keys.length);
    expect(await count(sql`SELECT count(DISTINCT memo) AS n ${gifts}`)).toBe(keys.length);
    const charges = sql`FROM sandbox_charges WHERE metadata->>'idempotency_key' IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`;
    expect(await count(sql`SELECT count(*) AS n ${charges}`)).toBe(keys.length);
    const total = keys.reduce((sum, _key, n) => sum + 1000 + (n % 100), 0);
    expect(await count(sql`SELECT sum(amount_cents) AS n ${charges}`)).toBe(total);
    expect(await count(sql`SELECT sum(charged_amount) AS n ${gifts}`)).toBe(total);
  });

  it('gifts per second through one instance and through two (npm run bench records them)', async () => {
    const [toA, toB] = clients();
    const run = async (label: string, targets: GivingClient[]) => {
      let next = 0;
      const statuses = new Map<number, number>();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let n = next++; n < THROUGHPUT_GIFTS; n = next++) {
            const answer = await give(targets[n % targets.length]!, n, generateIdentifier(), `${label} ${n}`);
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(Object.fromEntries(statuses)).toEqual({ 201: THROUGHPUT_GIFTS });
      const recorded = sql`FROM contributions WHERE memo LIKE ${`${label} %`}`;
      expect(await count(sql`SELECT count(DISTINCT memo) AS n ${recorded}`)).toBe(THROUGHPUT_GIFTS);
      expect(await count(sql`SELECT count(*) AS n ${recorded}`)).toBe(THROUGHPUT_GIFTS);
      return THROUGHPUT_GIFTS / seconds;
    };
    const rates: { one: number[]; two: number[] } = { one: [], two: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      rates.one.push(await run(`one instance, round ${round},`, [toA!]));
      rates.two.push(await run(`two instances, round ${round},`, [toA!, toB!]));
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      return sorted.length === 1
        ? `${median.toFixed(0)} gifts/s`
        : `${median.toFixed(0)} gifts/s (${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`;
    };
    const measured =
      `one instance ${summary(rates.one)}, two instances ${summary(rates.two)}; ` +
      `${THROUGHPUT_GIFTS} gifts a run, ${ROUNDS === 1 ? 'one run' : `median of ${ROUNDS} runs`} each, ` +
      `${CONCURRENCY} in flight, 0 errors, 0 duplicates`;
    console.info(measured);
    recordBenchRow(
      '`POST /api/give` (sandbox) through one and through two API processes on one PostgreSQL, live updates fanned out',
      '— (recorded, not gated)',
      measured,
      null,
    );
  });
});

describe('the recurring workers of both instances', () => {
  it(`charge each of ${RECURRING_GIFTS} due gifts once`, async () => {
    const db = testApp.app.db;
    // Due two days ago in any time zone, monthly; both workers look every second.
    await db.execute(sql`
      INSERT INTO recurring_givings
        (prefixed_id, organization_id, donor_user_id, schedule_type, start_date, next_occurrence,
         gift_amount, is_fee_covered, memo, status, payment_method_id)
      SELECT 'rcg_' || lpad(to_hex(g), 24, '0'), pm.organization_id, pm.user_id, 'monthly',
             CURRENT_DATE - 2, CURRENT_DATE - 2, 1000 + g % 50, false, ${RECURRING_MEMO}, 'active', pm.id
      FROM generate_series(1, ${RECURRING_GIFTS}) AS g,
           (SELECT pm.* FROM payment_methods pm JOIN organizations o ON o.id = pm.organization_id
            WHERE o.subdomain = 'demo' AND pm.is_primary LIMIT 1) AS pm`);
    await db.execute(sql`
      INSERT INTO recurring_giving_funds (recurring_giving_id, fund_id, gift_amount)
      SELECT rg.id, f.id, rg.gift_amount FROM recurring_givings rg
      JOIN funds f ON f.organization_id = rg.organization_id AND f.is_default
      WHERE rg.memo = ${RECURRING_MEMO}`);

    const contributions = sql`FROM contributions c JOIN recurring_givings rg ON rg.id = c.recurring_giving_id
      WHERE rg.memo = ${RECURRING_MEMO}`;
    const deadline = Date.now() + Math.max(60_000, RECURRING_GIFTS * 100);
    while ((await count(sql`SELECT count(*) AS n ${contributions}`)) < RECURRING_GIFTS) {
      if (Date.now() > deadline) throw new Error('the workers did not charge every due gift in time');
      await sleep(250);
    }
    // Another pass of each worker, which must find nothing left to charge.
    await sleep(2_500);
    expect(await count(sql`SELECT count(*) AS n ${contributions}`)).toBe(RECURRING_GIFTS);
    expect(await count(sql`SELECT count(*) AS n ${contributions} AND c.status = 'succeeded'`)).toBe(
      RECURRING_GIFTS,
    );
    const charges = sql`FROM sandbox_charges sc JOIN recurring_givings rg
      ON rg.prefixed_id = sc.metadata->>'recurring_giving_prefixed_id' WHERE rg.memo = ${RECURRING_MEMO}`;
    expect(await count(sql`SELECT count(*) AS n ${charges}`)).toBe(RECURRING_GIFTS);
    expect(await count(sql`SELECT count(DISTINCT rg.id) AS n ${charges}`)).toBe(RECURRING_GIFTS);
    expect(
      await count(sql`SELECT count(*) AS n FROM recurring_givings
        WHERE memo = ${RECURRING_MEMO} AND next_occurrence > CURRENT_DATE`),
    ).toBe(RECURRING_GIFTS);
  });
});

describe('shutting down', () => {
  it('each instance closes its listening connection and the pool and exits cleanly on SIGTERM', async () => {
    for (const server of [a, b]) server.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
