// POST /api/give with a gift split between funds: one gift, its parts stored per fund, the fee on the
// whole, the receipt naming each fund's part, and the refusals of a split that does not add up.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, coverFee } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import {
  contributionFunds,
  contributions,
  recurringGivingFunds,
  recurringGivings,
  users,
} from '../src/db/schema';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-giving-split-'));

let testApp: TestApp;
let general: string;
let missions: string;
let building: string;
let organizationPrefixedId: string;
beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS } });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  const id = (name: string) => demo.onlineGiving.funds.find((fund) => fund.name === name)!.prefixedId;
  general = id('General Fund');
  missions = id('Missions');
  building = id('Building Fund');
});
afterAll(() => testApp?.close());

const today = () => calendarDateInTimeZone('America/Chicago');
let counter = 0;
const newEmail = () => `split${++counter}-${Date.now()}@example.com`;
const part = (fund_prefixed_id: string, amount: number) => ({ fund_prefixed_id, amount });

/** The messages to `email`, quoted-printable soft line breaks joined (Spanish bodies are encoded). */
function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''));
}

async function guest(locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = newEmail();
  const donor = await client.customer(organizationPrefixedId, email);
  const card = await client.addCard(donor, '4242424242424242');
  return { client, donor, email, paymentMethodId: card.json().payment_method_id as string };
}

async function contributionOf(donorPrefixedId: string) {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
  const [row] = await db.select().from(contributions).where(eq(contributions.donorUserId, user!.id));
  const shares = await db
    .select()
    .from(contributionFunds)
    .where(eq(contributionFunds.contributionId, row!.id))
    .orderBy(asc(contributionFunds.chargedAmount));
  return { row: row!, shares };
}

describe('a gift split between funds', () => {
  it('is one gift: the fee is worked out on the whole, each fund keeps its share, the receipt names each part', async () => {
    const { client, donor, email, paymentMethodId } = await guest();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 5000,
      fund_prefixed_id: general,
      funds: [part(general, 3000), part(missions, 2000)],
      is_fee_covered: true,
    });
    expect(response.statusCode).toBe(201);
    const covered = coverFee(5000, { percentBps: 290, fixedCents: 30 });
    expect(response.json().contribution).toMatchObject({ amount: covered.chargedCents });

    const { row, shares } = await contributionOf(donor.donorPrefixedId);
    expect(row.chargedAmount).toBe(covered.chargedCents);
    expect(shares).toHaveLength(2);
    // Three fifths and two fifths of the charge and of the net, in whole cents adding up exactly.
    expect(shares.reduce((sum, share) => sum + share.chargedAmount, 0)).toBe(covered.chargedCents);
    expect(shares.reduce((sum, share) => sum + share.netAmount, 0)).toBe(covered.netCents);
    expect(shares[1]!.chargedAmount).toBe(Math.round((covered.chargedCents * 3) / 5));

    const [receipt] = mailTo(email);
    expect(receipt).toContain('General Fund ($30.00), Missions ($20.00)');
    expect(receipt).toContain('$50.00');
  });

  it('names the parts in Spanish receipts too', async () => {
    const { client, donor, email, paymentMethodId } = await guest('es');
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: missions,
      funds: [part(missions, 1500), part(building, 1000)],
    });
    expect(response.statusCode).toBe(201);
    const [receipt] = mailTo(email);
    expect(receipt).toContain('Fondos');
    expect(receipt).toContain('Missions ($15.00), Building Fund ($10.00)');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'parts that do not add up to the amount',
      { amount: 5000, funds: [part('general', 3000), part('missions', 1000)] },
      'amount',
      'The amounts of the funds must add up to the gift',
    ],
    [
      'the same fund twice',
      { amount: 5000, funds: [part('general', 3000), part('general', 2000)] },
      'funds',
      'Choose each fund only once',
    ],
    [
      'one fund only',
      { amount: 5000, funds: [part('general', 5000)] },
      'funds',
      'Choose at least 2 funds to split a gift between',
    ],
    [
      'a part below the church’s smallest gift',
      { amount: 5050, funds: [part('general', 5000), part('missions', 50)] },
      'funds.1.amount',
      'The amount cannot be lower than $1.00',
    ],
    [
      'a fund that is not the church’s',
      { amount: 5000, funds: [part('general', 3000), part('fund_elsewhere', 2000)] },
      'funds.1.fund_prefixed_id',
      'The selected fund account is currently disabled.',
    ],
    [
      'parts in fractions of a cent',
      { amount: 5000, funds: [part('general', 2999.5), part('missions', 2000.5)] },
      'funds.0.amount',
      'Enter an amount in whole cents',
    ],
  ])('refuses %s (422, nothing charged)', async (_, body, field, text) => {
    const { client, donor, paymentMethodId } = await guest();
    // The table is written before the church's funds are known: its names stand for their ids.
    const ids: Record<string, string> = { general, missions };
    const parts = (body.funds as { fund_prefixed_id: string; amount: number }[]).map((entry) => ({
      ...entry,
      fund_prefixed_id: ids[entry.fund_prefixed_id] ?? entry.fund_prefixed_id,
    }));
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      fund_prefixed_id: general,
      ...body,
      funds: parts,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
    const db = testApp.app.db;
    const [user] = await db.select().from(users).where(eq(users.prefixedId, donor.donorPrefixedId));
    expect(await db.select().from(contributions).where(eq(contributions.donorUserId, user!.id))).toEqual([]);
  });

  it('is refused to another donor’s token as any gift is (403, nothing charged)', async () => {
    const victim = await guest();
    const other = await guest();
    const response = await other.client.give(
      { ...other.donor, donorPrefixedId: victim.donor.donorPrefixedId },
      {
        payment_method_id: other.paymentMethodId,
        amount: 5000,
        fund_prefixed_id: general,
        funds: [part(general, 3000), part(missions, 2000)],
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('keeps the split of a recurring gift: each fund’s part is stored with it and its first charge', async () => {
    const client = new GivingClient(testApp);
    const registered = await client.post('/api/give/register', {
      organization_prefixed_id: organizationPrefixedId,
      email: newEmail(),
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(registered.statusCode).toBe(201);
    const body = registered.json();
    const donor: Donor = {
      organizationPrefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
    const card = await client.addCard(donor, '4242424242424242');
    const response = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 10_000,
      fund_prefixed_id: missions,
      funds: [part(missions, 7500), part(building, 2500)],
      frequency: 'monthly',
      start_date: today(),
    });
    expect(response.statusCode).toBe(201);
    const db = testApp.app.db;
    const [gift] = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, response.json().recurring_giving.prefixed_id));
    expect(gift!.giftAmount).toBe(10_000);
    const stored = await db
      .select({ amount: recurringGivingFunds.giftAmount })
      .from(recurringGivingFunds)
      .where(eq(recurringGivingFunds.recurringGivingId, gift!.id))
      .orderBy(asc(recurringGivingFunds.giftAmount));
    expect(stored.map((row) => row.amount)).toEqual([2500, 7500]);
    const { shares } = await contributionOf(donor.donorPrefixedId);
    expect(shares.map((share) => share.chargedAmount)).toEqual([2500, 7500]);
  });
});
