// The notice of a gift in honour or in memory of someone goes to any address the donor types, so it
// is limited a day per donor, per IP and per church (DEDICATION_NOTICES_PER_*), counted in the
// database, and its subject carries no text the donor wrote. Over a limit the gift is given all the
// same: only the notice is not sent. PGlite and PostgreSQL.
import { generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { contributions, giftDedications, users } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

const mailbox = new Mailbox();
let testApp: TestApp;
let organizationPrefixedId: string;
let general: string;

beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mailbox.dataDir,
      givingRateLimits: RELAXED_GIVING_LIMITS,
      dedicationNoticeLimits: { perDonorPerDay: 1, perIpPerDay: 3, perChurchPerDay: 100 },
    },
  });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

let counter = 0;
const newEmail = (who: string) => `${who}${++counter}-${Date.now()}@example.com`;

async function guest(locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const donor = await client.customer(organizationPrefixedId, newEmail('donor'));
  const card = await client.addCard(donor, '4242424242424242');
  const give = (notifyEmail: string) =>
    client.give(
      donor,
      {
        payment_method_id: card.json().payment_method_id,
        amount: 2500,
        fund_prefixed_id: general,
        dedication: {
          kind: 'memory',
          name: 'Rosa <b>Díaz</b> FREE PRIZE',
          notify_email: notifyEmail,
          notify_sender: 'Click https://phish.example.org now',
        },
      },
      { 'idempotency-key': generateIdentifier() },
    );
  return { donor, give };
}

/** The outbox leaves after the request: the notice has arrived, or after a while it has not. */
async function noticeTo(email: string) {
  for (let i = 0; i < 40; i += 1) {
    const mail = mailbox.latestTo(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

async function dedicationsOf(donorPrefixedId: string) {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
  const gifts = await db.select().from(contributions).where(eq(contributions.donorUserId, user!.id));
  const rows = [];
  for (const gift of gifts) {
    rows.push(
      ...(await db.select().from(giftDedications).where(eq(giftDedications.contributionId, gift.id))),
    );
  }
  return rows;
}

it('tells with a subject naming only the church, in the donor’s language', async () => {
  const english = newEmail('family');
  expect((await (await guest('en')).give(english)).statusCode).toBe(201);
  const notice = await noticeTo(english);
  expect(notice?.subject).toBe("A gift to Grace Community Church in someone's memory");
  // The donor's words stay in the body, where the person told reads them as the donor's.
  expect(notice?.text).toContain('Click https://phish.example.org now');

  const spanish = newEmail('familia');
  expect((await (await guest('es')).give(spanish)).statusCode).toBe(201);
  expect((await noticeTo(spanish))?.subject).toBe(
    'Una donación a Grace Community Church en memoria de alguien',
  );
});

it('gives the gift but sends no notice over the donor’s daily number, nor over the IP’s', async () => {
  // Two notices from this IP so far (the test above); the IP may have three a day.
  const { donor, give } = await guest();
  const first = newEmail('first');
  const second = newEmail('second');
  expect((await give(first)).statusCode).toBe(201);
  expect(await noticeTo(first)).toBeDefined();
  // The donor's second notice today: the gift is given and kept, its notice is not sent.
  expect((await give(second)).statusCode).toBe(201);
  expect(await noticeTo(second)).toBeUndefined();
  const dedications = await dedicationsOf(donor.donorPrefixedId);
  expect(dedications.map((row) => [row.notifyEmail, row.notifiedAt === null])).toEqual(
    expect.arrayContaining([
      [first, false],
      [second, true],
    ]),
  );

  // Another donor, the same IP: over the IP's three a day, the gift goes through without its notice.
  const other = await guest();
  const third = newEmail('third');
  const answer = await other.give(third);
  expect(answer.statusCode).toBe(201);
  expect(await dedicationsOf(other.donor.donorPrefixedId)).toEqual([
    expect.objectContaining({ notifyEmail: third, notifiedAt: null }),
  ]);
  expect(await noticeTo(third)).toBeUndefined();
});
