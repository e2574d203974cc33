// POST /api/give "in honour of / in memory of" a person: stored with the gift, on the receipt, and the
// person the donor chose told once after the gift succeeds, never of its amount.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { contributions, giftDedications, recurringGivings, users } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type Answer } from './adminFixtures';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { proveSecondFactor } from './secondFactorFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { download, pdfText } from './reportFixtures';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-giving-dedication-'));

let testApp: TestApp;
let general: string;
let missions: string;
let organizationPrefixedId: string;
beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS } });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  const id = (name: string) => demo.onlineGiving.funds.find((fund) => fund.name === name)!.prefixedId;
  general = id('General Fund');
  missions = id('Missions');
});
afterAll(() => testApp?.close());

let counter = 0;
const newEmail = (who = 'donor') => `${who}${++counter}-${Date.now()}@example.com`;

/** The messages to `email`, quoted-printable soft line breaks joined (Spanish bodies are encoded). */
function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''));
}

/** The outbox leaves after the request: wait until `count` messages reached `email`. */
async function waitForMail(email: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = mailTo(email);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailTo(email);
}

async function guest(locale = 'en', card = '4242424242424242') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = newEmail();
  const donor = await client.customer(organizationPrefixedId, email);
  const added = await client.addCard(donor, card);
  return { client, donor, email, paymentMethodId: added.json().payment_method_id as string };
}

async function dedicationsOf(donorPrefixedId: string) {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
  const [gift] = await db.select().from(contributions).where(eq(contributions.donorUserId, user!.id));
  if (!gift) return [];
  return db.select().from(giftDedications).where(eq(giftDedications.contributionId, gift.id));
}

describe('a gift in honour or in memory of someone', () => {
  it('is stored with the gift, on the receipt, and told once to the address chosen, without the amount', async () => {
    const { client, donor, email, paymentMethodId } = await guest();
    const family = newEmail('family');
    const key = generateIdentifier();
    const body = {
      payment_method_id: paymentMethodId,
      amount: 7500,
      fund_prefixed_id: general,
      dedication: {
        kind: 'memory',
        name: 'Rosa Díaz',
        notify_email: family,
        notify_sender: 'The Ruiz family',
      },
    };
    const first = await client.give(donor, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    // The same request again (a retry after a lost answer) replays the answer and tells no one again.
    const again = await client.give(donor, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);

    expect(await dedicationsOf(donor.donorPrefixedId)).toEqual([
      expect.objectContaining({
        kind: 'memory',
        personName: 'Rosa Díaz',
        notifyEmail: family,
        notifySender: 'The Ruiz family',
        notifiedAt: expect.any(Date),
      }),
    ]);
    const [receipt] = await waitForMail(email);
    expect(receipt).toContain('In memory of: Rosa D');

    const notices = await waitForMail(family);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(family)).toHaveLength(1);
    expect(notices[0]).toContain(
      'The Ruiz family has given a gift to Grace Community Church in memory of Rosa',
    );
    // Not the amount in any form: "$75.00", "75.00", "7500".
    expect(notices[0]).not.toMatch(/\$\s?75|75[.,]00|7500/);
  });

  it('tells in the donor’s language, from the donor’s own name when no sender is given', async () => {
    const { client, donor, email, paymentMethodId } = await guest('es');
    const friend = newEmail('friend');
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: missions,
      dedication: { kind: 'honor', name: 'Pastora Ana', notify_email: friend },
    });
    expect(response.statusCode).toBe(201);
    const [receipt] = await waitForMail(email);
    expect(receipt).toContain('En honor de: Pastora Ana');
    const [notice] = await waitForMail(friend);
    expect(notice).toContain('Sam Guest hizo una donaci');
    expect(notice).toContain('en honor de Pastora Ana');
    expect(notice).not.toMatch(/\$\s?25|25[.,]00|2500/);
  });

  it('tells no one when no address is given, and keeps no sender without one', async () => {
    const { client, donor, paymentMethodId } = await guest();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: general,
      dedication: { kind: 'honor', name: 'Mom', notify_email: '', notify_sender: 'Ana' },
    });
    expect(response.statusCode).toBe(201);
    expect(await dedicationsOf(donor.donorPrefixedId)).toEqual([
      expect.objectContaining({
        kind: 'honor',
        personName: 'Mom',
        notifyEmail: null,
        notifySender: null,
        notifiedAt: null,
      }),
    ]);
  });

  it('tells no one when the card is declined (nothing is stored)', async () => {
    const { client, donor, paymentMethodId } = await guest('en', '4000000000000341');
    const family = newEmail('declined-family');
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: general,
      dedication: { kind: 'memory', name: 'Rosa', notify_email: family },
    });
    expect(response.statusCode).toBe(402);
    expect(await dedicationsOf(donor.donorPrefixedId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(family)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { kind: 'memory', name: ' ' }, 'dedication.name', 'This is a required field'],
    ['another kind', { kind: 'birthday', name: 'Rosa' }, 'dedication.kind', 'This is a required field'],
    [
      'a notification address that is not one',
      { kind: 'memory', name: 'Rosa', notify_email: 'rosa@' },
      'dedication.notify_email',
      'This must be a valid email',
    ],
  ])('refuses %s (422, nothing charged)', async (_, dedication, field, text) => {
    const { client, donor, paymentMethodId } = await guest();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: general,
      dedication,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
    expect(await dedicationsOf(donor.donorPrefixedId)).toEqual([]);
  });

  let recurringDonorEmail = '';
  let recurringGiftReceipt = '';
  it('belongs to a recurring gift split between funds and its first charge', async () => {
    const client = new GivingClient(testApp);
    recurringDonorEmail = newEmail();
    const registered = await client.post('/api/give/register', {
      organization_prefixed_id: organizationPrefixedId,
      email: recurringDonorEmail,
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    const answer = registered.json();
    const donor: Donor = {
      organizationPrefixedId,
      customerId: answer.stripe_customer_id,
      donorPrefixedId: answer.donor_prefixed_id,
      token: answer.giving_token,
    };
    const card = await client.addCard(donor, '4242424242424242');
    const family = newEmail('recurring-family');
    const response = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 10_000,
      fund_prefixed_id: general,
      funds: [
        { fund_prefixed_id: general, amount: 6000 },
        { fund_prefixed_id: missions, amount: 4000 },
      ],
      frequency: 'monthly',
      start_date: calendarDateInTimeZone('America/Chicago'),
      dedication: { kind: 'memory', name: 'Abuela Carmen', notify_email: family },
    });
    expect(response.statusCode).toBe(201);
    recurringGiftReceipt = response.json().contribution.prefixed_id;
    const db = testApp.app.db;
    const [gift] = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, response.json().recurring_giving.prefixed_id));
    const [stored] = await db
      .select()
      .from(giftDedications)
      .where(eq(giftDedications.recurringGivingId, gift!.id));
    expect(stored).toMatchObject({
      kind: 'memory',
      personName: 'Abuela Carmen',
      contributionId: expect.any(Number),
    });
    const [notice] = await waitForMail(family);
    expect(notice).toContain(
      'Rae Donor has given a gift to Grace Community Church in memory of Abuela Carmen',
    );
  });

  it('shows in the console’s gift details: each fund’s part and the person remembered', async () => {
    const world = await buildAdminWorld(testApp);
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
    const response = await owner.graphql(
      `query ($org: ID!, $filters: AdminGiftFilters) { adminGifts(organizationPrefixedId: $org, filters: $filters) {
        items { amount fundParts { name amount } dedication { kind name } } } }`,
      { org: world.demoOrg.prefixedId, filters: { donorSearch: recurringDonorEmail } },
    );
    const answer = response.json() as Answer;
    expect(answer.errors).toBeUndefined();
    expect(answer.data.adminGifts.items).toEqual([
      {
        amount: 10_000,
        fundParts: [
          { name: 'General Fund', amount: 6000 },
          { name: 'Missions', amount: 4000 },
        ],
        dedication: { kind: 'memory', name: 'Abuela Carmen' },
      },
    ]);
  });

  it('shows on the donor’s PDF receipt: each fund’s part and the person remembered, in English and Spanish', async () => {
    const browser = new TestBrowser(testApp, 'demo.localhost');
    expect((await browser.login(recurringDonorEmail, 'a-long-password')).statusCode).toBe(200);
    const receipt = async (locale: string) => {
      const answer = await browser.graphql(
        `query ($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
          donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) { url } }`,
        {
          org: organizationPrefixedId,
          type: 'Receipt',
          format: 'PDF',
          filters: { contributionPrefixedId: recurringGiftReceipt },
        },
        { 'x-locale': locale },
      );
      const { data } = answer.json() as { data: { donorContributionsReport: { url: string } } };
      const file = await download(testApp, browser, data.donorContributionsReport.url);
      expect(file.statusCode).toBe(200);
      return pdfText(file.body).replace(/\s+/g, ' ');
    };
    const english = await receipt('en');
    expect(english).toContain('General Fund ($60.00), Missions ($40.00)');
    expect(english).toContain('In memory of: Abuela Carmen');
    expect(await receipt('es')).toContain('En memoria de: Abuela Carmen');
  });
});
